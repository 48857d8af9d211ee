import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres } from './migrations/dialect';
import { chunksOf, groupBy, rowsPerInsert } from './row-batches';
import type { Database } from './schema';
import type { ProductTable, ProductVariantTable } from './tables/shopfront';
import type { Db } from './types';

/**
 * The product tables' writes of many rows at once (an import's batch), whose statements differ
 * by database (docs/PERFORMANCE.md, "Imports"): on PostgreSQL a few statements for a chunk of
 * rows, on SQLite (in-process) plain statements one by one are as fast.
 */

/** Rows per UPDATE of `updateEachRow` on PostgreSQL. */
const UPDATE_CHUNK = 1000;

/** Writes the rows in multi-row INSERTs of at most the parameters one statement takes. */
export async function insertAll<T extends object>(
  rows: T[],
  write: (part: T[]) => Promise<unknown>,
) {
  if (rows.length === 0) return;
  for (const part of chunksOf(rows, rowsPerInsert(Object.keys(rows[0]!).length))) await write(part);
}

/**
 * Many rows of `table`, each to its own values: on PostgreSQL one UPDATE per set of columns
 * (and chunk), the rows as one JSON text the server reads as rows of the table
 * (`json_populate_recordset`: the table gives the types); on SQLite, in-process, one each.
 * An import's updates made one UPDATE per row (docs/PERFORMANCE.md, "Imports").
 */
export async function updateEachRow<T extends 'product' | 'product_variant'>(
  db: Db,
  table: T,
  rows: { id: number; values: Updateable<Database[T]> }[],
) {
  if (!isPostgres(db)) {
    for (const row of rows)
      await db
        .updateTable(table as 'product')
        .set(row.values as Updateable<ProductTable>)
        .where('id', '=', row.id)
        .execute();
    return;
  }
  // A column given as undefined is left as it is (as `set` leaves it), not read as null.
  const given = (values: object) =>
    Object.entries(values).flatMap(([column, value]) => (value === undefined ? [] : [column]));
  const bySet = groupBy(rows, (row) => given(row.values).sort().join(','));
  for (const [columns, group] of bySet)
    for (const part of chunksOf(group, UPDATE_CHUNK))
      await sql`update ${sql.table(table)} as t set ${sql.join(
        columns.split(',').map((column) => sql`${sql.ref(column)} = d.${sql.ref(column)}`),
      )}
        from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(
          part.map((row) => ({ ...row.values, id: row.id })),
        )}::json) as d
        where t.id = d.id`.execute(db);
}

/** A variant's stored columns at its place in its product's list (`id`: a kept variant's). */
export interface VariantRow {
  id: number | undefined;
  values: Omit<Insertable<ProductVariantTable>, 'id' | 'product_id' | 'created_at' | 'updated_at'>;
}

const keptIds = (rows: { id?: number }[]) =>
  rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));

/** One product's variants replaced: listed ids are updated, new ones inserted, the rest deleted. */
async function replaceVariantsOne(db: Db, productId: number, rows: VariantRow[], now: number) {
  let stale = db.deleteFrom('product_variant').where('product_id', '=', productId);
  const kept = keptIds(rows);
  if (kept.length) stale = stale.where('id', 'not in', kept);
  await stale.execute();
  for (const { id, values } of rows) {
    if (id === undefined) {
      await db
        .insertInto('product_variant')
        .values({ ...values, product_id: productId, created_at: now, updated_at: now })
        .execute();
    } else {
      await db
        .updateTable('product_variant')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
  }
}

/**
 * The variants of many products replaced: the variants none of them keeps deleted, the kept
 * ones updated (`updateEachRow`), the new ones inserted with multi-row INSERTs. On SQLite,
 * in-process, product by product (one product's kept ids stay far below its parameter limit).
 */
export async function replaceVariantsOf(
  db: Db,
  products: { productId: number; rows: VariantRow[] }[],
  now: number,
) {
  if (!isPostgres(db)) {
    for (const { productId, rows } of products) await replaceVariantsOne(db, productId, rows, now);
    return;
  }
  for (const part of chunksOf(products, UPDATE_CHUNK / 2)) {
    const kept = part.flatMap((product) => keptIds(product.rows));
    let stale = db.deleteFrom('product_variant').where(
      'product_id',
      'in',
      part.map((product) => product.productId),
    );
    if (kept.length) stale = stale.where('id', 'not in', kept);
    await stale.execute();
  }
  const rows = products.flatMap(({ productId, rows }) =>
    rows.map((row) => ({ productId, ...row })),
  );
  await updateEachRow(
    db,
    'product_variant',
    rows.flatMap(({ id, values }) =>
      id === undefined ? [] : [{ id, values: { ...values, updated_at: now } }],
    ),
  );
  await insertAll(
    rows.flatMap(({ id, productId, values }) =>
      id === undefined
        ? [{ ...values, product_id: productId, created_at: now, updated_at: now }]
        : [],
    ),
    (part) => db.insertInto('product_variant').values(part).execute(),
  );
}
