import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';

/** Applies a list of where-conditions (as `defineFilters().conditions` produces) to a query. */
export const applyWhere = <Q extends { where(condition: Expression<SqlBool>): Q }>(
  qb: Q,
  where: readonly Expression<SqlBool>[],
) => where.reduce((query, condition) => query.where(condition), qb);

/**
 * How many rows a query (without a selection) matches. PostgreSQL returns `count(*)` as an
 * int8, which the driver gives as a string; SQLite as a number: both become a number here.
 */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as('n'))
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
