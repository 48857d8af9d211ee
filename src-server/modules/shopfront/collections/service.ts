import type { z } from 'zod';
import type { AppDatabase, Db } from '../../../db';
import { conflict, fieldError, invalid, notFound, type FieldErrors } from '../../../http/errors';
import type { FilterValues } from '../../../http/filters';
import type { Clock } from '../../../lib/time';
import type { CollectionRepository } from './repository';
import type { collectionCreate, collectionPatch, entryCreate, entryPatch } from './schemas';
import type { Membership } from '../membership';
import { chooseName, publication } from '../names';
import { publishedOnly } from '../queries';
import { collectionFilters } from './queries';
import type { CatalogRepository, ProductDetail } from '../repository';
import { normaliseCondition, ruleProblem, type Rule } from '../rules';
import type { Viewer } from '../service';
import type { CollectionProductRow, CollectionRow } from '../../../db/tables/shopfront';

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

const smartEntries = () =>
  conflict(
    'smart_collection',
    "A smart collection's products follow its rules: change the rules instead.",
  );

/** Checks and normalises the rules a smart collection is left with; 400 naming each problem. */
function planRules(smart: boolean, rules: Rule[]): Rule[] {
  const errors: FieldErrors = {};
  if (smart && rules.length === 0) errors.rules = ['A smart collection needs at least one rule.'];
  if (!smart && rules.length)
    errors.rules = ['Only a smart collection has rules: set smart to true.'];
  rules.forEach((rule, index) => {
    const problem = ruleProblem(rule);
    if (problem) (errors[`rules.${index}.${problem.field}`] ??= []).push(problem.message);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rules.map((rule) => ({ ...rule, condition: normaliseCondition(rule) }));
}

/** What the collection service's functions work with (bound once by `createCollectionService`). */
export interface CollectionDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: CollectionRepository;
  catalog: CatalogRepository;
  membership: Membership;
}

async function requireCollection(deps: CollectionDeps, handle: Db, id: number, viewer?: Viewer) {
  const row = await deps.repo.find(handle, id);
  if (!row || (viewer && !viewer.seesUnpublished && row.published !== 1))
    throw notFound('No collection with this id.');
  return row;
}

async function withRules(
  deps: CollectionDeps,
  handle: Db,
  rows: CollectionRow[],
): Promise<CollectionDetail[]> {
  const rules = await deps.repo.rulesOf(
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

async function detail(deps: CollectionDeps, handle: Db, id: number) {
  return (await withRules(deps, handle, [await requireCollection(deps, handle, id)]))[0]!;
}

async function conditions(deps: CollectionDeps, query: FilterValues, viewer: Viewer) {
  const where = collectionFilters.conditions(query, { timeZone: await deps.timeZone() });
  if (!viewer.seesUnpublished) where.push(publishedOnly('collection'));
  return where;
}

async function entryDetail(
  deps: CollectionDeps,
  handle: Db,
  collectionId: number,
  productId: number,
) {
  const entry = await deps.repo.findEntry(handle, collectionId, productId);
  if (!entry) throw notFound('This product is not in the collection.');
  const [product] = await deps.catalog.loadProducts(handle, [productId]);
  return { entry, detail: product! };
}

/** Runs a write; a unique index refusing it (a concurrent writer) is a 409. */
async function guardName<T>(deps: CollectionDeps, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (deps.catalog.isUniqueViolation(error))
      throw conflict('duplicate', 'Another collection has this name.');
    throw error;
  }
}

/** Smart membership follows a change of the rules, `disjunctive` or `smart`. */
async function recompute(deps: CollectionDeps, handle: Db, id: number, now: number) {
  const smart = (await deps.repo.smartCollections(handle)).find((c) => c.id === id);
  if (smart) await deps.membership.collectionChanged(handle, smart, now);
}

async function countCollections(deps: CollectionDeps, query: FilterValues, viewer: Viewer) {
  return deps.repo.count(deps.database.db, await conditions(deps, query, viewer));
}

async function listCollections(
  deps: CollectionDeps,
  query: FilterValues,
  viewer: Viewer,
  limit: number,
  offset: number,
) {
  const { db } = deps.database;
  return withRules(
    deps,
    db,
    await deps.repo.list(db, await conditions(deps, query, viewer), limit, offset),
  );
}

async function createCollection(
  deps: CollectionDeps,
  input: CollectionCreate,
): Promise<CollectionDetail> {
  const { database, clock, repo, catalog } = deps;
  const smart = input.smart ?? (input.rules?.length ?? 0) > 0;
  const rules = planRules(smart, input.rules ?? []);
  return guardName(deps, () =>
    database.transaction(async (trx) => {
      const now = clock.now();
      const state = publication(null, input.published, now);
      const id = await repo.insert(trx, {
        name: await chooseName(trx, catalog, 'collection', input),
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
      await recompute(deps, trx, id, now);
      return detail(deps, trx, id);
    }),
  );
}

async function updateCollection(
  deps: CollectionDeps,
  id: number,
  patch: CollectionPatch,
): Promise<CollectionDetail> {
  const { database, clock, repo, catalog } = deps;
  return guardName(deps, () =>
    database.transaction(async (trx) => {
      const now = clock.now();
      const current = await detail(deps, trx, id);
      const smart = patch.smart ?? current.row.smart === 1;
      // Turning a smart collection manual keeps its entries and drops its rules.
      const rules =
        patch.rules !== undefined || patch.smart !== undefined
          ? planRules(smart, patch.rules ?? (smart ? current.rules : []))
          : current.rules;
      const state = publication(current.row, patch.published, now);
      await repo.update(trx, id, {
        ...(patch.name !== undefined && {
          name: await chooseName(trx, catalog, 'collection', {
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
        await recompute(deps, trx, id, now);
      return detail(deps, trx, id);
    }),
  );
}

async function deleteCollection(deps: CollectionDeps, id: number) {
  await deps.database.transaction(async (trx) => {
    await requireCollection(deps, trx, id);
    await deps.repo.delete(trx, id);
  });
}

/** Adds a product to a manual collection (at `position`, default last). */
async function addEntry(
  deps: CollectionDeps,
  collectionId: number,
  input: EntryCreate,
): Promise<EntryDetail> {
  const { database, clock, repo, catalog } = deps;
  return database.transaction(async (trx) => {
    const collection = await requireCollection(deps, trx, collectionId);
    if (collection.smart === 1) throw smartEntries();
    if (!(await catalog.existingProductIds(trx, [input.product_id])).has(input.product_id))
      throw fieldError('product_id', 'No product with this id.');
    if (await repo.findEntry(trx, collectionId, input.product_id))
      throw conflict('duplicate', 'The product is already in the collection.');
    await repo.insertEntry(
      trx,
      {
        collectionId,
        productId: input.product_id,
        position: input.position,
        featured: input.featured ?? false,
      },
      clock.now(),
    );
    return entryDetail(deps, trx, collectionId, input.product_id);
  });
}

/** Moves an entry and/or marks it featured (smart collections' entries too). */
async function updateEntry(
  deps: CollectionDeps,
  collectionId: number,
  productId: number,
  patch: EntryPatch,
): Promise<EntryDetail> {
  return deps.database.transaction(async (trx) => {
    await requireCollection(deps, trx, collectionId);
    const { entry } = await entryDetail(deps, trx, collectionId, productId);
    await deps.repo.updateEntry(trx, entry, patch, deps.clock.now());
    return entryDetail(deps, trx, collectionId, productId);
  });
}

async function removeEntry(deps: CollectionDeps, collectionId: number, productId: number) {
  await deps.database.transaction(async (trx) => {
    const collection = await requireCollection(deps, trx, collectionId);
    if (collection.smart === 1) throw smartEntries();
    if (!(await deps.repo.removeEntry(trx, collectionId, productId)))
      throw notFound('This product is not in the collection.');
  });
}

export type CollectionService = ReturnType<typeof createCollectionService>;

export function createCollectionService(deps: CollectionDeps) {
  const { db } = deps.database;
  return {
    count: (query: FilterValues, viewer: Viewer) => countCollections(deps, query, viewer),
    list: (query: FilterValues, viewer: Viewer, limit: number, offset: number) =>
      listCollections(deps, query, viewer, limit, offset),
    get: (id: number, viewer: Viewer) => requireCollection(deps, db, id, viewer),
    create: (input: CollectionCreate) => createCollection(deps, input),
    update: (id: number, patch: CollectionPatch) => updateCollection(deps, id, patch),
    delete: (id: number) => deleteCollection(deps, id),
    addEntry: (collectionId: number, input: EntryCreate) => addEntry(deps, collectionId, input),
    updateEntry: (collectionId: number, productId: number, patch: EntryPatch) =>
      updateEntry(deps, collectionId, productId, patch),
    removeEntry: (collectionId: number, productId: number) =>
      removeEntry(deps, collectionId, productId),
    /** The collection with its rules, as writes answer it. */
    detail: (id: number) => detail(deps, db, id),
  };
}
