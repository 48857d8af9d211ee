import { sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';
import type { AppDatabase, Db } from './types';

/*
 * Row and advisory locks where PostgreSQL needs them. On SQLite a write transaction holds the
 * one write lock from BEGIN to COMMIT, so these are no-ops there.
 */

/**
 * The selected rows locked for the rest of the transaction, passing over rows another
 * transaction holds (`FOR UPDATE SKIP LOCKED`): concurrent claimers each take different rows
 * instead of waiting for one another.
 */
export function skipLocked<DB extends Database, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate().skipLocked() : query;
}

/** Named transaction-scoped locks, one number each. */
export const LOCKS = {
  /** Held by a transaction from writing an outbox event to its commit (see events.ts). */
  outbox: 13_001,
  /**
   * Per store (the second key): writers of a store's codes hold it shared to their commit, the
   * changes feed exclusively while it reads (migration 0070).
   */
  pickUpChanges: 13_002,
} as const;

/**
 * Waits for the named lock and holds it to the end of the transaction (PostgreSQL's
 * `pg_advisory_xact_lock`): the transactions that take it commit one at a time.
 */
export async function holdUntilCommit(db: Db, lock: keyof typeof LOCKS): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(${LOCKS[lock]})`.execute(db);
}

/**
 * Runs `read` once every transaction that holds `lock` (for `id`) shared has ended, with new
 * writers held back until it is done: on PostgreSQL in a transaction that takes the lock
 * exclusively first. SQLite's one writer commits before anyone reads, so there it just reads.
 */
export async function afterWriters<T>(
  database: AppDatabase,
  lock: keyof typeof LOCKS,
  id: number,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (database.dialect !== 'postgres') return read(database.db);
  return database.transaction(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCKS[lock]}::int, ${id}::int)`.execute(trx);
    return read(trx);
  });
}

/** Tables whose rows a rule locks before reading them (each has an integer `id`). */
type LockableTable = 'product' | 'customer' | 'staff' | 'collection' | 'product_variant';

/**
 * Locks the rows `ids` of `table` to the end of the transaction (`SELECT … FOR UPDATE`), in
 * the order of their ids, so two transactions locking overlapping rows wait for one another
 * instead of deadlocking. For a rule that reads several rows before it writes, under READ
 * COMMITTED (docs/RELIABILITY.md). SQLite's one writer holds everything already.
 */
export async function lockRows(db: Db, table: LockableTable, ids: readonly number[]) {
  if (!isPostgres(db) || ids.length === 0) return;
  await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * The selected rows locked to the end of the transaction (`FOR UPDATE`) on PostgreSQL: a rule
 * that counts rows before it writes sees them as they are after any concurrent change.
 */
export function forUpdate<DB extends Database, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}
