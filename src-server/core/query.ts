import type { Expression, SqlBool } from 'kysely';

/** Applies a list of where-conditions (as `defineFilters().conditions` produces) to a query. */
export const applyWhere = <Q extends { where(condition: Expression<SqlBool>): Q }>(
  qb: Q,
  where: readonly Expression<SqlBool>[],
) => where.reduce((query, condition) => query.where(condition), qb);
