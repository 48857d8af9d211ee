import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../../db';
import { applyWhere, countRows } from '../../../db/query';
import type { CollectionProductRow, CollectionRow } from '../../../db/tables/shopfront';
import type { Rule } from './rules';

/*
 * A collection's entries (collection_product) and the smart collections' rules as their
 * membership reads them: what a product write (products/membership.ts) and a collection's own
 * changes (collections/) both keep, so neither folder imports the other's repository.
 */

const entryColumns = [
  'collection_product.id',
  'collection_product.collection_id',
  'collection_product.product_id',
  'collection_product.position',
  'collection_product.featured',
  'collection_product.created_at',
  'collection_product.updated_at',
] as const;

export interface SmartCollection {
  id: number;
  disjunctive: boolean;
  rules: Rule[];
}

/** A product order of an entry list: its sort key (products/queries.ts) and direction. */
export interface EntryOrder {
  key: Expression<unknown>;
  descending: boolean;
}

/** How a collection's entries are listed: whether it is published, and its order. */
export function findEntryListing(
  db: Db,
  collectionId: number,
): Promise<Pick<CollectionRow, 'published' | 'order_by'> | undefined> {
  return db
    .selectFrom('collection')
    .select(['published', 'order_by'])
    .where('id', '=', collectionId)
    .executeTakeFirst();
}

async function shift(db: Db, collectionId: number, from: number, to: number, by: 1 | -1) {
  await db
    .updateTable('collection_product')
    .set((eb) => ({ position: eb('position', '+', by) }))
    .where('collection_id', '=', collectionId)
    .where('position', '>=', from)
    .where('position', '<=', to)
    .execute();
}

async function findLastPosition(db: Db, collectionId: number) {
  const row = await db
    .selectFrom('collection_product')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export function findEntry(db: Db, collectionId: number, productId: number) {
  return db
    .selectFrom('collection_product')
    .select(entryColumns)
    .where('collection_id', '=', collectionId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** Removes an entry and closes the gap it leaves. */
export async function deleteEntry(db: Db, collectionId: number, productId: number) {
  const entry = await findEntry(db, collectionId, productId);
  if (!entry) return false;
  await db.deleteFrom('collection_product').where('id', '=', entry.id).execute();
  await shift(db, collectionId, entry.position + 1, Number.MAX_SAFE_INTEGER, -1);
  return true;
}

export async function listSmartCollections(db: Db): Promise<SmartCollection[]> {
  const collections = await db
    .selectFrom('collection')
    .select(['id', 'disjunctive'])
    .where('smart', '=', 1)
    .orderBy('id')
    .execute();
  if (collections.length === 0) return [];
  const rules = await db
    .selectFrom('collection_rule')
    .select(['collection_id', 'column', 'relation', 'condition'])
    .where(
      'collection_id',
      'in',
      collections.map((c) => c.id),
    )
    .orderBy('position')
    .execute();
  return collections.map((collection) => ({
    id: collection.id,
    disjunctive: collection.disjunctive === 1,
    rules: rules
      .filter((rule) => rule.collection_id === collection.id)
      .map(({ column, relation, condition }) => ({ column, relation, condition }) as Rule),
  }));
}

// Entries (positions 1…n, no gaps), listed with the product filters (`where` reads `product.*`).
export async function countEntries(db: Db, collectionId: number, where: Expression<SqlBool>[]) {
  return countRows(
    applyWhere(
      db
        .selectFrom('collection_product')
        .innerJoin('product', 'product.id', 'collection_product.product_id')
        .where('collection_product.collection_id', '=', collectionId),
      where,
    ),
  );
}

/** A page of entries, by position unless a product order (its sort key) is given. */
export function listEntries(
  db: Db,
  collectionId: number,
  where: Expression<SqlBool>[],
  order: EntryOrder | null,
  limit: number,
  offset: number,
): Promise<CollectionProductRow[]> {
  let qb = applyWhere(
    db
      .selectFrom('collection_product')
      .innerJoin('product', 'product.id', 'collection_product.product_id')
      .where('collection_product.collection_id', '=', collectionId),
    where,
  ).select(entryColumns);
  qb = order
    ? qb.orderBy(order.key, order.descending ? 'desc' : 'asc')
    : qb.orderBy('collection_product.position');
  return qb.orderBy('collection_product.id').limit(limit).offset(offset).execute();
}

/** The products with an entry in the collection (among `productIds` when given). */
export async function listEntryProductIds(db: Db, collectionId: number, productIds?: number[]) {
  if (productIds?.length === 0) return new Set<number>();
  let qb = db
    .selectFrom('collection_product')
    .select('product_id')
    .where('collection_id', '=', collectionId);
  if (productIds) qb = qb.where('product_id', 'in', productIds);
  return new Set((await qb.execute()).map((row) => row.product_id));
}

/** Inserts an entry at `position` (clamped to 1…n+1; default last), moving later ones down. */
export async function insertEntry(
  db: Db,
  entry: { collectionId: number; productId: number; position?: number; featured: boolean },
  now: number,
) {
  const last = await findLastPosition(db, entry.collectionId);
  const position = Math.min(Math.max(entry.position ?? last + 1, 1), last + 1);
  if (position <= last) await shift(db, entry.collectionId, position, last, 1);
  await db
    .insertInto('collection_product')
    .values({
      collection_id: entry.collectionId,
      product_id: entry.productId,
      position,
      featured: entry.featured ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Appends several entries (a smart collection's new members) after the last one. */
export async function insertEntriesLast(
  db: Db,
  collectionId: number,
  productIds: number[],
  now: number,
) {
  if (productIds.length === 0) return;
  const last = await findLastPosition(db, collectionId);
  for (let i = 0; i < productIds.length; i += 500) {
    await db
      .insertInto('collection_product')
      .values(
        productIds.slice(i, i + 500).map((product_id, index) => ({
          collection_id: collectionId,
          product_id,
          position: last + i + index + 1,
          featured: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Removes several entries, then renumbers the rest 1…n in their order. */
export async function deleteEntries(db: Db, collectionId: number, productIds: number[]) {
  if (productIds.length === 0) return;
  for (let i = 0; i < productIds.length; i += 500) {
    await db
      .deleteFrom('collection_product')
      .where('collection_id', '=', collectionId)
      .where('product_id', 'in', productIds.slice(i, i + 500))
      .execute();
  }
  const rest = await db
    .selectFrom('collection_product')
    .select(['id', 'position'])
    .where('collection_id', '=', collectionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const [index, entry] of rest.entries()) {
    if (entry.position !== index + 1) {
      await db
        .updateTable('collection_product')
        .set({ position: index + 1 })
        .where('id', '=', entry.id)
        .execute();
    }
  }
}

/** Moves an entry to `position` (clamped to 1…n) and/or sets `featured`. */
export async function updateEntry(
  db: Db,
  entry: CollectionProductRow,
  change: { position?: number; featured?: boolean },
  now: number,
) {
  let position = entry.position;
  if (change.position !== undefined) {
    const last = await findLastPosition(db, entry.collection_id);
    position = Math.min(Math.max(change.position, 1), last);
    if (position < entry.position)
      await shift(db, entry.collection_id, position, entry.position - 1, 1);
    else if (position > entry.position)
      await shift(db, entry.collection_id, entry.position + 1, position, -1);
  }
  await db
    .updateTable('collection_product')
    .set({
      position,
      ...(change.featured !== undefined && { featured: change.featured ? 1 : 0 }),
      updated_at: now,
    })
    .where('id', '=', entry.id)
    .execute();
}

export async function listCollectionIdsOfProduct(db: Db, productId: number) {
  return (
    await db
      .selectFrom('collection_product')
      .select('collection_id')
      .where('product_id', '=', productId)
      .execute()
  ).map((row) => row.collection_id);
}
