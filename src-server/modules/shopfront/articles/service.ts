import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { isUniqueViolation, type Db } from '../../../db';
import type { ArticleRow } from '../../../db/tables/shopfront';
import { conflict, notFound } from '../../../http/errors';
import type { FilterValues } from '../../../http/filters';
import { msg } from '../../../lib/i18n';
import type { Viewer } from '../shared/access';
import { chooseName, publication } from '../shared/names';
import { publishedOnly } from '../shared/queries';
import { findOrInsertTitles } from '../shared/titled-repository';
import { articleFilters } from './queries';
import * as repo from './repository';
import type { articleCreate, articlePatch } from './schemas';

export type ArticleCreate = z.output<typeof articleCreate>;
export type ArticlePatch = z.output<typeof articlePatch>;

export interface ArticleDetail {
  row: ArticleRow;
  tags: string[];
}

/** The article; 404 when there is none (or the viewer may not see it). */
async function requireArticle(handle: Db, id: number, viewer?: Viewer) {
  const row = await repo.findArticle(handle, id);
  if (!row || (viewer && !viewer.seesUnpublished && row.published !== 1))
    throw notFound(msg('catalog.article_not_found'));
  return row;
}

async function withTags(handle: Db, rows: ArticleRow[]): Promise<ArticleDetail[]> {
  const tags = await repo.listTagsOf(
    handle,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, tags: tags.get(row.id) ?? [] }));
}

async function detail(handle: Db, id: number) {
  return (await withTags(handle, [await requireArticle(handle, id)]))[0]!;
}

async function conditions(ctx: AppContext, query: FilterValues, viewer: Viewer) {
  const where = articleFilters.conditions(query, { timeZone: await ctx.timeZone() });
  if (!viewer.seesUnpublished) where.push(publishedOnly('article'));
  return where;
}

/** Runs a write; a unique index refusing it (a concurrent writer) is a 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('duplicate', msg('catalog.article_name_taken'));
    throw error;
  }
}

export async function count(ctx: AppContext, query: FilterValues, viewer: Viewer) {
  return repo.countArticles(ctx.database.db, await conditions(ctx, query, viewer));
}

export async function list(
  ctx: AppContext,
  query: FilterValues,
  viewer: Viewer,
  limit: number,
  offset: number,
) {
  const { db } = ctx.database;
  return withTags(
    db,
    await repo.listArticles(db, await conditions(ctx, query, viewer), limit, offset),
  );
}

/** One article (without its tags: the single article's shape has none). */
export const get = (ctx: AppContext, id: number, viewer: Viewer) =>
  requireArticle(ctx.database.db, id, viewer);

export async function create(ctx: AppContext, input: ArticleCreate): Promise<ArticleDetail> {
  return guardName(() =>
    ctx.database.transaction(async (trx) => {
      const now = ctx.clock.now();
      const state = publication(null, input.published, now);
      const id = await repo.insertArticle(trx, {
        name: await chooseName(trx, 'article', input),
        title: input.title,
        author: input.author ?? '',
        description: input.description ?? '',
        image_src: input.image?.src ?? null,
        image_metafield: JSON.stringify(input.image?.metafield ?? {}),
        body_html: input.body_html ?? '',
        published: state.published,
        published_at: state.published_at,
        meta_title: input.meta_title ?? '',
        meta_description: input.meta_description ?? '',
        meta_image: input.meta_image ?? '',
        created_at: now,
        updated_at: now,
      });
      if (input.tags?.length)
        await repo.replaceTags(
          trx,
          id,
          await findOrInsertTitles(trx, 'article_tag', input.tags, now),
        );
      return detail(trx, id);
    }),
  );
}

export async function update(
  ctx: AppContext,
  id: number,
  patch: ArticlePatch,
): Promise<ArticleDetail> {
  return guardName(() =>
    ctx.database.transaction(async (trx) => {
      const now = ctx.clock.now();
      const current = await requireArticle(trx, id);
      const state = publication(current, patch.published, now);
      await repo.updateArticle(trx, id, {
        ...(patch.name !== undefined && {
          name: await chooseName(trx, 'article', {
            name: patch.name,
            title: current.title,
            id,
          }),
        }),
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.author !== undefined && { author: patch.author }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.image !== undefined && {
          image_src: patch.image?.src ?? null,
          image_metafield: JSON.stringify(patch.image?.metafield ?? {}),
        }),
        ...(patch.body_html !== undefined && { body_html: patch.body_html }),
        ...(patch.meta_title !== undefined && { meta_title: patch.meta_title }),
        ...(patch.meta_description !== undefined && {
          meta_description: patch.meta_description,
        }),
        ...(patch.meta_image !== undefined && { meta_image: patch.meta_image }),
        published: state.published,
        published_at: state.published_at,
        updated_at: now,
      });
      if (patch.tags !== undefined)
        await repo.replaceTags(
          trx,
          id,
          await findOrInsertTitles(trx, 'article_tag', patch.tags, now),
        );
      return detail(trx, id);
    }),
  );
}

async function remove(ctx: AppContext, id: number) {
  await ctx.database.transaction(async (trx) => {
    await requireArticle(trx, id);
    await repo.deleteArticle(trx, id);
  });
}
export { remove as delete };
