import { openPostgresDatabase } from './postgres';
import { openSqliteDatabase } from './sqlite';
import type { AppDatabase } from './types';
import type { PostgresOptions } from './postgres';

export type { AppDatabase, Db, Dialect, TransactionOptions } from './types';
export { fromBool } from './types';
export { prepared } from './prepared';
export { movePastWrittenIds, nextValue } from './sequences';
export { afterWriters, forUpdate, holdUntilCommit, lockRows, skipLocked } from './locks';
export { isPostgres } from './migrations/dialect';
export { migrateToLatest } from './migrate';
export { isUniqueViolation, DatabaseBusyError, DatabaseUnavailableError } from './errors';
export { asLongCommand } from './long-commands';
export { statementCounts } from './statement-count';
export { openSqliteDatabase, type SqliteAppDatabase } from './sqlite';
export {
  openPostgresDatabase,
  DEFAULT_POOL_SIZE,
  POSTGRES_TIMEOUTS,
  type PostgresAppDatabase,
  type PostgresOptions,
} from './postgres';

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** A `postgres://` URL opens PostgreSQL; anything else is a SQLite file (or `:memory:`). */
export function openDatabase(target: string, options: PostgresOptions = {}): AppDatabase {
  return isPostgresUrl(target) ? openPostgresDatabase(target, options) : openSqliteDatabase(target);
}

/**
 * Lets the event loop serve other requests between the parts of a long write. SQLite runs a
 * statement synchronously and Kysely resumes after it in a microtask, so a transaction of
 * hundreds of statements held the loop from start to end (a 400 KB product: seconds).
 * Requests that need the database wait for the transaction, as they would anyway.
 */
export const breathe = () => new Promise<void>((next) => setImmediate(next));
