import type { z } from 'zod';
import type { AppDatabase, Db } from '../../../db';
import { conflict, notFound } from '../../../http/errors';
import type { FilterValues } from '../../../http/filters';
import type { Clock } from '../../../lib/time';
import type { ArticleRepository } from './repository';
import type { articleCreate, articlePatch } from './schemas';
import { chooseName, publication } from '../names';
import { publishedOnly } from '../queries';
import { articleFilters } from './queries';
import type { CatalogRepository } from '../repository';
import type { Viewer } from '../service';
import type { ArticleRow } from '../../../db/tables/shopfront';
import { createTitledService, resolveTitles } from '../titled';

export type ArticleCreate = z.output<typeof articleCreate>;
export type ArticlePatch = z.output<typeof articlePatch>;

export interface ArticleDetail {
  row: ArticleRow;
  tags: string[];
}

/** What the article service's functions work with (bound once by `createArticleService`). */
export interface ArticleDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: ArticleRepository;
  catalog: CatalogRepository;
}

async function requireArticle(deps: ArticleDeps, handle: Db, id: number, viewer?: Viewer) {
  const row = await deps.repo.find(handle, id);
  if (!row || (viewer && !viewer.seesUnpublished && row.published !== 1))
    throw notFound('No article with this id.');
  return row;
}

async function withTags(
  deps: ArticleDeps,
  handle: Db,
  rows: ArticleRow[],
): Promise<ArticleDetail[]> {
  const tags = await deps.repo.tagsOf(
    handle,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, tags: tags.get(row.id) ?? [] }));
}

async function detail(deps: ArticleDeps, handle: Db, id: number) {
  return (await withTags(deps, handle, [await requireArticle(deps, handle, id)]))[0]!;
}

async function conditions(deps: ArticleDeps, query: FilterValues, viewer: Viewer) {
  const where = articleFilters.conditions(query, { timeZone: await deps.timeZone() });
  if (!viewer.seesUnpublished) where.push(publishedOnly('article'));
  return where;
}

async function guardName<T>(deps: ArticleDeps, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (deps.catalog.isUniqueViolation(error))
      throw conflict('duplicate', 'Another article has this name.');
    throw error;
  }
}

async function countArticles(deps: ArticleDeps, query: FilterValues, viewer: Viewer) {
  return deps.repo.count(deps.database.db, await conditions(deps, query, viewer));
}

async function listArticles(
  deps: ArticleDeps,
  query: FilterValues,
  viewer: Viewer,
  limit: number,
  offset: number,
) {
  const { db } = deps.database;
  return withTags(
    deps,
    db,
    await deps.repo.list(db, await conditions(deps, query, viewer), limit, offset),
  );
}

async function createArticle(deps: ArticleDeps, input: ArticleCreate): Promise<ArticleDetail> {
  const { database, clock, repo, catalog } = deps;
  return guardName(deps, () =>
    database.transaction(async (trx) => {
      const now = clock.now();
      const state = publication(null, input.published, now);
      const id = await repo.insert(trx, {
        name: await chooseName(trx, catalog, 'article', input),
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
        await repo.setTags(
          trx,
          id,
          await resolveTitles(trx, catalog, 'article_tag', input.tags, now),
        );
      return detail(deps, trx, id);
    }),
  );
}

async function updateArticle(
  deps: ArticleDeps,
  id: number,
  patch: ArticlePatch,
): Promise<ArticleDetail> {
  const { database, clock, repo, catalog } = deps;
  return guardName(deps, () =>
    database.transaction(async (trx) => {
      const now = clock.now();
      const current = await requireArticle(deps, trx, id);
      const state = publication(current, patch.published, now);
      await repo.update(trx, id, {
        ...(patch.name !== undefined && {
          name: await chooseName(trx, catalog, 'article', {
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
        await repo.setTags(
          trx,
          id,
          await resolveTitles(trx, catalog, 'article_tag', patch.tags, now),
        );
      return detail(deps, trx, id);
    }),
  );
}

async function deleteArticle(deps: ArticleDeps, id: number) {
  await deps.database.transaction(async (trx) => {
    await requireArticle(deps, trx, id);
    await deps.repo.delete(trx, id);
  });
}

export type ArticleService = ReturnType<typeof createArticleService>;

export function createArticleService(deps: ArticleDeps) {
  const { database, clock, catalog } = deps;
  const articleTags = createTitledService({ database, clock, repo: catalog, table: 'article_tag' });
  return {
    articleTags,
    count: (query: FilterValues, viewer: Viewer) => countArticles(deps, query, viewer),
    list: (query: FilterValues, viewer: Viewer, limit: number, offset: number) =>
      listArticles(deps, query, viewer, limit, offset),
    get: (id: number, viewer: Viewer) => requireArticle(deps, database.db, id, viewer),
    create: (input: ArticleCreate) => createArticle(deps, input),
    update: (id: number, patch: ArticlePatch) => updateArticle(deps, id, patch),
    delete: (id: number) => deleteArticle(deps, id),
  };
}
