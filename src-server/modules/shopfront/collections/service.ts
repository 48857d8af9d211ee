import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { isUniqueViolation, type Db } from '../../../db';
import type { CollectionProductRow, CollectionRow } from '../../../db/tables/shopfront';
import { conflict, fieldError, invalid, notFound, type FieldMessages } from '../../../http/errors';
import { msg } from '../../../lib/i18n';
import type { FilterValues } from '../../../http/filters';
import { collectionChanged } from '../products/membership';
import * as products from '../products/repository';
import type { ProductDetail } from '../products/repository';
import type { Viewer } from '../shared/access';
import * as entries from '../shared/entry-repository';
import { chooseName, publication } from '../shared/names';
import { publishedOnly } from '../shared/queries';
import { normaliseCondition, ruleProblem, type Rule } from '../shared/rules';
import { collectionFilters } from './queries';
import * as repo from './repository';
import type { collectionCreate, collectionPatch, entryCreate, entryPatch } from './schemas';

export type CollectionCreate = z.output<typeof collectionCreate>;
export type CollectionPatch = z.output<typeof collectionPatch>;
export type EntryCreate = z.output<typeof entryCreate>;
export type EntryPatch = z.output<typeof entryPatch>;

export interface CollectionDetail {
  row: CollectionRow;
  rules: Rule[];
}

export interface EntryDetail {
  entry: CollectionProductRow;
  detail: ProductDetail;
}

const smartEntries = () => conflict('smart_collection', msg('catalog.smart_entries'));

/** Checks and normalises the rules a smart collection is left with; 400 naming each problem. */
function planRules(smart: boolean, rules: Rule[]): Rule[] {
  const errors: FieldMessages = {};
  if (smart && rules.length === 0) errors.rules = [msg('catalog.rules_needed')];
  if (!smart && rules.length) errors.rules = [msg('catalog.rules_only_smart')];
  rules.forEach((rule, index) => {
    const problem = ruleProblem(rule);
    if (problem) (errors[`rules.${index}.${problem.field}`] ??= []).push(problem.message);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rules.map((rule) => ({ ...rule, condition: normaliseCondition(rule) }));
}

/** The collection; 404 when there is none (or the viewer may not see it). */
async function requireCollection(handle: Db, id: number, viewer?: Viewer) {
  const row = await repo.findCollection(handle, id);
  if (!row || (viewer && !viewer.seesUnpublished && row.published !== 1))
    throw notFound(msg('catalog.collection_not_found'));
  return row;
}

async function withRules(handle: Db, rows: CollectionRow[]): Promise<CollectionDetail[]> {
  const rules = await repo.listRulesOf(
    handle,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    rules: rules
      .filter((rule) => rule.collection_id === row.id)
      .map(({ column, relation, condition }) => ({ column, relation, condition }) as Rule),
  }));
}

async function detailWith(handle: Db, id: number) {
  return (await withRules(handle, [await requireCollection(handle, id)]))[0]!;
}

async function conditions(ctx: AppContext, query: FilterValues, viewer: Viewer) {
  const where = collectionFilters.conditions(query, { timeZone: await ctx.timeZone() });
  if (!viewer.seesUnpublished) where.push(publishedOnly('collection'));
  return where;
}

async function entryDetail(handle: Db, collectionId: number, productId: number) {
  const entry = await entries.findEntry(handle, collectionId, productId);
  if (!entry) throw notFound(msg('catalog.not_in_collection'));
  const [product] = await products.findProducts(handle, [productId]);
  return { entry, detail: product! };
}

/** Runs a write; a unique index refusing it (a concurrent writer) is a 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('duplicate', msg('catalog.collection_name_taken'));
    throw error;
  }
}

/** Smart membership follows a change of the rules, `disjunctive` or `smart`. */
async function recompute(handle: Db, id: number, now: number) {
  const smart = (await entries.listSmartCollections(handle)).find((c) => c.id === id);
  if (smart) await collectionChanged(handle, smart, now);
}

export async function count(ctx: AppContext, query: FilterValues, viewer: Viewer) {
  return repo.countCollections(ctx.database.db, await conditions(ctx, query, viewer));
}

export async function list(
  ctx: AppContext,
  query: FilterValues,
  viewer: Viewer,
  limit: number,
  offset: number,
) {
  const { db } = ctx.database;
  return withRules(
    db,
    await repo.listCollections(db, await conditions(ctx, query, viewer), limit, offset),
  );
}

/** One collection (without its rules: the single collection's shape has none). */
export const get = (ctx: AppContext, id: number, viewer: Viewer) =>
  requireCollection(ctx.database.db, id, viewer);

/** The collection with its rules, as writes answer it. */
export const detail = (ctx: AppContext, id: number) => detailWith(ctx.database.db, id);

export async function create(ctx: AppContext, input: CollectionCreate): Promise<CollectionDetail> {
  const smart = input.smart ?? (input.rules?.length ?? 0) > 0;
  const rules = planRules(smart, input.rules ?? []);
  return guardName(() =>
    ctx.database.transaction(async (trx) => {
      const now = ctx.clock.now();
      const state = publication(null, input.published, now);
      const id = await repo.insertCollection(trx, {
        name: await chooseName(trx, 'collection', input),
        title: input.title,
        description: input.description ?? '',
        body_html: input.body_html ?? '',
        image_src: input.image?.src ?? null,
        image_metafield: JSON.stringify(input.image?.metafield ?? {}),
        published: state.published,
        published_at: state.published_at,
        order_by: input.order_by ?? 'position',
        smart: smart ? 1 : 0,
        disjunctive: input.disjunctive ? 1 : 0,
        metafield: JSON.stringify(input.metafield ?? {}),
        meta_title: input.meta_title ?? '',
        meta_description: input.meta_description ?? '',
        meta_image: input.meta_image ?? '',
        created_at: now,
        updated_at: now,
      });
      await repo.replaceRules(trx, id, rules);
      await recompute(trx, id, now);
      return detailWith(trx, id);
    }),
  );
}

export async function update(
  ctx: AppContext,
  id: number,
  patch: CollectionPatch,
): Promise<CollectionDetail> {
  return guardName(() =>
    ctx.database.transaction(async (trx) => {
      const now = ctx.clock.now();
      const current = await detailWith(trx, id);
      const smart = patch.smart ?? current.row.smart === 1;
      // Turning a smart collection manual keeps its entries and drops its rules.
      const rules =
        patch.rules !== undefined || patch.smart !== undefined
          ? planRules(smart, patch.rules ?? (smart ? current.rules : []))
          : current.rules;
      const state = publication(current.row, patch.published, now);
      await repo.updateCollection(trx, id, {
        ...(patch.name !== undefined && {
          name: await chooseName(trx, 'collection', {
            name: patch.name,
            title: current.row.title,
            id,
          }),
        }),
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.body_html !== undefined && { body_html: patch.body_html }),
        ...(patch.image !== undefined && {
          image_src: patch.image?.src ?? null,
          image_metafield: JSON.stringify(patch.image?.metafield ?? {}),
        }),
        ...(patch.order_by !== undefined && { order_by: patch.order_by }),
        ...(patch.disjunctive !== undefined && { disjunctive: patch.disjunctive ? 1 : 0 }),
        ...(patch.metafield !== undefined && { metafield: JSON.stringify(patch.metafield) }),
        ...(patch.meta_title !== undefined && { meta_title: patch.meta_title }),
        ...(patch.meta_description !== undefined && {
          meta_description: patch.meta_description,
        }),
        ...(patch.meta_image !== undefined && { meta_image: patch.meta_image }),
        smart: smart ? 1 : 0,
        published: state.published,
        published_at: state.published_at,
        updated_at: now,
      });
      if (patch.rules !== undefined || patch.smart !== undefined)
        await repo.replaceRules(trx, id, rules);
      if (patch.rules !== undefined || patch.smart !== undefined || patch.disjunctive !== undefined)
        await recompute(trx, id, now);
      return detailWith(trx, id);
    }),
  );
}

async function remove(ctx: AppContext, id: number) {
  await ctx.database.transaction(async (trx) => {
    await requireCollection(trx, id);
    await repo.deleteCollection(trx, id);
  });
}
export { remove as delete };

/** Adds a product to a manual collection (at `position`, default last). */
export async function addEntry(
  ctx: AppContext,
  collectionId: number,
  input: EntryCreate,
): Promise<EntryDetail> {
  return ctx.database.transaction(async (trx) => {
    const collection = await requireCollection(trx, collectionId);
    if (collection.smart === 1) throw smartEntries();
    if (!(await products.findExistingProductIds(trx, [input.product_id])).has(input.product_id))
      throw fieldError('product_id', msg('catalog.product_not_found'));
    if (await entries.findEntry(trx, collectionId, input.product_id))
      throw conflict('duplicate', msg('catalog.already_in_collection'));
    await entries.insertEntry(
      trx,
      {
        collectionId,
        productId: input.product_id,
        position: input.position,
        featured: input.featured ?? false,
      },
      ctx.clock.now(),
    );
    return entryDetail(trx, collectionId, input.product_id);
  });
}

/** Moves an entry and/or marks it featured (smart collections' entries too). */
export async function updateEntry(
  ctx: AppContext,
  collectionId: number,
  productId: number,
  patch: EntryPatch,
): Promise<EntryDetail> {
  return ctx.database.transaction(async (trx) => {
    await requireCollection(trx, collectionId);
    const { entry } = await entryDetail(trx, collectionId, productId);
    await entries.updateEntry(trx, entry, patch, ctx.clock.now());
    return entryDetail(trx, collectionId, productId);
  });
}

export async function removeEntry(ctx: AppContext, collectionId: number, productId: number) {
  await ctx.database.transaction(async (trx) => {
    const collection = await requireCollection(trx, collectionId);
    if (collection.smart === 1) throw smartEntries();
    if (!(await entries.deleteEntry(trx, collectionId, productId)))
      throw notFound(msg('catalog.not_in_collection'));
  });
}
