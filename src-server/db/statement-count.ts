/**
 * Statements sent to each database by this process, counted at the driver layer (Kysely's
 * queries and the transactions' own BEGIN/COMMIT/SAVEPOINT): `npm run bench` divides them by
 * the requests of a row (docs/PERFORMANCE.md, statements per request).
 */
export const statementCounts = { sqlite: 0, postgres: 0 };
