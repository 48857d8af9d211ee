import { openPostgresDatabase } from './database/postgres';
import { openSqliteDatabase } from './database/sqlite';
import type { AppDatabase } from './database/types';

export type { AppDatabase, Db, Dialect } from './database/types';
export { fromBool } from './database/types';
export { prepared } from './database/prepared';
export { movePastWrittenIds } from './database/sequences';
export { holdUntilCommit, skipLocked } from './database/locks';
export { migrateToLatest } from './database/migrate';
export { isUniqueViolation } from './database/errors';
export { openSqliteDatabase, type SqliteAppDatabase } from './database/sqlite';
export { openPostgresDatabase, type PostgresAppDatabase } from './database/postgres';

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
