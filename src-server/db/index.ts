import { openPostgresDatabase } from './postgres';
import { openSqliteDatabase } from './sqlite';
import type { AppDatabase } from './types';

export type { AppDatabase, Db, Dialect } from './types';
export { fromBool } from './types';
export { prepared } from './prepared';
export { movePastWrittenIds } from './sequences';
export { holdUntilCommit, skipLocked } from './locks';
export { migrateToLatest } from './migrate';
export { isUniqueViolation } from './errors';
export { openSqliteDatabase, type SqliteAppDatabase } from './sqlite';
export { openPostgresDatabase, type PostgresAppDatabase } from './postgres';

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** A `postgres://` URL opens PostgreSQL; anything else is a SQLite file (or `:memory:`). */
export function openDatabase(target: string): AppDatabase {
  return isPostgresUrl(target) ? openPostgresDatabase(target) : openSqliteDatabase(target);
}

/**
 * Lets the event loop serve other requests between the parts of a long write. SQLite runs a
 * statement synchronously and Kysely resumes after it in a microtask, so a transaction of
 * hundreds of statements held the loop from start to end (a 400 KB product: seconds).
 * Requests that need the database wait for the transaction, as they would anyway.
 */
export const breathe = () => new Promise<void>((next) => setImmediate(next));
