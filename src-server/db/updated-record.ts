import type { UpdateQueryBuilder } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';
import type { Db } from './types';

/**
 * `db` in which `table` names only the rows `update` changes, as they are after it (PostgreSQL):
 * the UPDATE as a writable CTE named like the table, so a query built on the result reads the
 * changed rows with its joins as it reads the table. A CTE does not see itself, so the UPDATE
 * inside still means the table.
 */
export function asUpdated<T extends keyof Database & string>(
  db: Db,
  table: T,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any update of the table
  update: (db: Db) => UpdateQueryBuilder<Database, T, T, any>,
): Db {
  return db.with(
    table,
    (qb) => update(qb as unknown as Db).returningAll() as never,
  ) as unknown as Db;
}

/**
 * The record a conditional UPDATE leaves (docs/PERFORMANCE.md, "Statements per request"). On
 * PostgreSQL, where each statement is a round trip, `together`: one statement, the UPDATE as a
 * CTE the record's query reads (`asUpdated`). SQLite has no writable CTE and runs statements
 * in-process: `apart`, the UPDATE returning the row's id, then the record by it.
 */
export async function updatedRecord<Row>(
  db: Db,
  ways: {
    together: (db: Db) => Promise<Row[]>;
    apart: (db: Db) => Promise<Row | undefined>;
  },
): Promise<Row | undefined> {
  if (isPostgres(db)) return (await ways.together(db))[0];
  return ways.apart(db);
}
