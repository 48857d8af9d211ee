import { sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';
import type { Db } from './types';

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
} as const;

/**
 * Waits for the named lock and holds it to the end of the transaction (PostgreSQL's
 * `pg_advisory_xact_lock`): the transactions that take it commit one at a time.
 */
export async function holdUntilCommit(db: Db, lock: keyof typeof LOCKS): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(${LOCKS[lock]})`.execute(db);
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
