import type { SelectQueryBuilder } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';
import type { Db } from './types';

/** A page's ids: a query of one `id` column, ordered and limited (`limit`, `offset`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
export type PageIds = SelectQueryBuilder<Database, any, { id: number }>;

/**
 * The rows of a page whose ids one query finds (along an index, from one table) and another
 * reads with their joins, in the ids' order (docs/PERFORMANCE.md, "Reports and lists at
 * 100,000 orders"). `rowsOf` gets what its `where id in` takes — the ids, or the ids' query —
 * and orders its rows as the ids are ordered.
 *
 * SQLite runs the two apart: with the joins and the page in one statement its planner, once it
 * had statistics, could start from a small joined table and sort every row for each page. On
 * PostgreSQL they are one statement, the ids a subquery: each statement is a round trip and is
 * planned again (for 20 codes the records' query took longer to plan than to run), and with the
 * ids as a list of 20 parameters the planner hashed the whole customer and staff tables.
 */
export async function pageRows<Row extends { id: number }>(
  db: Db,
  ids: PageIds,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
  rowsOf: (ids: readonly number[] | PageIds) => SelectQueryBuilder<Database, any, Row>,
): Promise<Row[]> {
  if (isPostgres(db)) return rowsOf(ids).execute();
  const page = (await ids.execute()).map((row) => row.id);
  if (page.length === 0) return [];
  const rows = await rowsOf(page).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((id) => byId.get(id) ?? []);
}
