import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { CustomerTable } from './tables/customers';
import type { Db } from './types';

/**
 * The customer table's writes of many rows at once (an import's batch), whose statement
 * differs by database (docs/PERFORMANCE.md, "Imports"): on PostgreSQL each column's values go
 * as one array (`unnest`), on SQLite (in-process) plain statements are as fast.
 */

/** The columns `updateEachCustomer` sets (all but the mobile), with their PostgreSQL array types. */
const EACH_COLUMNS = {
  full_name: 'text',
  gender: 'text',
  email: 'text',
  birthday: 'text',
  note: 'text',
  accepts_marketing: 'integer',
  openid: 'text',
  accepts_sms: 'integer',
} as const;
export type EachColumn = keyof typeof EACH_COLUMNS;
/** What `updateEachCustomer` sets of one customer. */
export type EachValues = Pick<Updateable<CustomerTable>, EachColumn>;
/** Customers per UPDATE of `updateEachCustomer` on PostgreSQL. */
const EACH_CHUNK = 1000;

/**
 * `updateEachCustomer` on PostgreSQL: each customer's values as one array per column, one
 * statement for the chunk however many rows (docs/PERFORMANCE.md, "Imports").
 */
async function updateEachPostgres(
  db: Db,
  set: EachColumn[],
  rows: { id: number; values: EachValues }[],
  updatedAt: number,
) {
  const arrays = set.map(
    (column) =>
      sql`${rows.map((row) => row.values[column] ?? null)}::${sql.raw(EACH_COLUMNS[column])}[]`,
  );
  const result = await sql<{ id: number }>`update customer as c
    set updated_at = ${updatedAt}${sql.join(
      set.map((column) => sql`, ${sql.ref(column)} = d.${sql.ref(column)}`),
      sql``,
    )}
    from unnest(${rows.map((row) => row.id)}::bigint[]${sql.join(
      arrays.map((array) => sql`, ${array}`),
      sql``,
    )}) as d (id${sql.join(
      set.map((column) => sql`, ${sql.ref(column)}`),
      sql``,
    )})
    where c.id = d.id
    returning c.id`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Sets the columns `set` of many customers, each to its own values, and `updated_at` of
 * all: the ids found. On PostgreSQL a statement per chunk; on SQLite (in-process) one
 * UPDATE each.
 */
export async function updateEachCustomer(
  db: Db,
  set: EachColumn[],
  rows: { id: number; values: EachValues }[],
  updatedAt: number,
): Promise<Set<number>> {
  const found = new Set<number>();
  if (isPostgres(db)) {
    for (let i = 0; i < rows.length; i += EACH_CHUNK)
      for (const id of await updateEachPostgres(db, set, rows.slice(i, i + EACH_CHUNK), updatedAt))
        found.add(id);
    return found;
  }
  for (const row of rows) {
    const updated = await db
      .updateTable('customer')
      .set({ ...row.values, updated_at: updatedAt })
      .where('id', '=', row.id)
      .returning('id')
      .executeTakeFirst();
    if (updated) found.add(row.id);
  }
  return found;
}

/** The columns of a new customer, with their PostgreSQL array types (`insertCustomers`). */
const INSERT_COLUMNS = {
  mobile: 'text',
  created_at: 'bigint',
  updated_at: 'bigint',
  ...EACH_COLUMNS,
} as const;
type InsertColumn = keyof typeof INSERT_COLUMNS;
const INSERT_NAMES = Object.keys(INSERT_COLUMNS) as InsertColumn[];

/**
 * The INSERT of these new customers (the caller adds its conflict rule and what it returns).
 * On PostgreSQL, when every row gives every column, the values go as one array per column
 * (`unnest`): a statement of two thousand parameters and more took milliseconds to parse and
 * bind (docs/PERFORMANCE.md, "Imports").
 */
export function insertCustomers(db: Db, values: Insertable<CustomerTable>[]) {
  const insert = db.insertInto('customer');
  const given = (row: Insertable<CustomerTable>) =>
    INSERT_NAMES.every((column) => row[column] !== undefined);
  return isPostgres(db) && values.every(given)
    ? insert
        .columns(INSERT_NAMES)
        .expression(
          sql`select * from unnest(${sql.join(
            INSERT_NAMES.map(
              (column) =>
                sql`${values.map((row) => row[column])}::${sql.raw(INSERT_COLUMNS[column])}[]`,
            ),
          )})`,
        )
    : insert.values(values);
}
