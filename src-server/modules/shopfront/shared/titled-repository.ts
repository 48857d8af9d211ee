import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../../db';
import { applyWhere, countRows } from '../../../db/query';
import { chunksOf, rowsPerInsert } from '../../../db/row-batches';
import type { TitledRow, TitledTableName } from '../../../db/tables/shopfront';

// Vendors, product tags, categories, article tags: the same small table each.

export async function countTitled(
  db: Db,
  table: TitledTableName,
  where: Expression<SqlBool>[] = [],
) {
  return countRows(applyWhere(db.selectFrom(table), where));
}

export function listTitled(
  db: Db,
  table: TitledTableName,
  where: Expression<SqlBool>[] = [],
  page?: { limit: number; offset: number },
): Promise<TitledRow[]> {
  let qb = applyWhere(db.selectFrom(table), where)
    .select(['id', 'title', 'created_at', 'updated_at'])
    .orderBy('id');
  if (page) qb = qb.limit(page.limit).offset(page.offset);
  return qb.execute();
}

export function findTitled(
  db: Db,
  table: TitledTableName,
  id: number,
): Promise<TitledRow | undefined> {
  return db
    .selectFrom(table)
    .select(['id', 'title', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listTitledByTitles(
  db: Db,
  table: TitledTableName,
  titles: string[],
): Promise<TitledRow[]> {
  return titles.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom(table)
        .select(['id', 'title', 'created_at', 'updated_at'])
        .where('title', 'in', titles)
        .execute();
}

export async function findTitledIds(
  db: Db,
  table: TitledTableName,
  ids: number[],
): Promise<Set<number>> {
  return new Set(
    ids.length === 0
      ? []
      : (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map(
          (row) => row.id,
        ),
  );
}

export async function insertTitled(db: Db, table: TitledTableName, title: string, now: number) {
  return (
    await db
      .insertInto(table)
      .values({ title, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** New titles, in their order (ids follow it), as one INSERT per chunk: their ids by title. */
export async function insertTitles(db: Db, table: TitledTableName, titles: string[], now: number) {
  const out = new Map<string, number>();
  for (const part of chunksOf(titles, rowsPerInsert(3))) {
    const rows = await db
      .insertInto(table)
      .values(part.map((title) => ({ title, created_at: now, updated_at: now })))
      .returning(['id', 'title'])
      .execute();
    for (const row of rows) out.set(row.title, row.id);
  }
  return out;
}

export function updateTitled(
  db: Db,
  table: TitledTableName,
  id: number,
  title: string,
  now: number,
) {
  return db.updateTable(table).set({ title, updated_at: now }).where('id', '=', id).execute();
}

export function deleteTitled(db: Db, table: TitledTableName, id: number) {
  return db.deleteFrom(table).where('id', '=', id).execute();
}

/**
 * The ids of the titles (in their order, without repeats), inserting the missing ones: the
 * `vendor` and `tags` of a product body, the `tags` of an article body.
 */
export async function findOrInsertTitles(
  db: Db,
  table: TitledTableName,
  titles: string[],
  now: number,
): Promise<number[]> {
  const wanted = [...new Set(titles)];
  const found = new Map(
    (await listTitledByTitles(db, table, wanted)).map((row) => [row.title, row.id]),
  );
  const missing = wanted.filter((title) => !found.has(title));
  // One INSERT for the missing ones, in their order (so their ids are what one each gave).
  if (missing.length)
    for (const [title, id] of await insertTitles(db, table, missing, now)) found.set(title, id);
  return wanted.map((title) => found.get(title)!);
}

/** The vendor's products, in id order (products joining a smart collection join in it). */
export async function listProductIdsOfVendor(db: Db, vendorId: number) {
  return (
    await db
      .selectFrom('product')
      .select('id')
      .where('vendor_id', '=', vendorId)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
}

/** The tag's products, in id order (products joining a smart collection join in it). */
export async function listProductIdsOfTag(db: Db, tagId: number) {
  return (
    await db
      .selectFrom('product_tag_link')
      .select('product_id')
      .where('tag_id', '=', tagId)
      .orderBy('product_id')
      .execute()
  ).map((row) => row.product_id);
}
