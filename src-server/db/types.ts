import type { Kysely } from 'kysely';
import type { CommitNote } from './commit-notes';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type Dialect = 'sqlite' | 'postgres';

export interface TransactionOptions {
  /**
   * PostgreSQL runs transactions READ COMMITTED, their rules guarded by single statements and
   * row locks; `serializable` is for a rule no such guard can hold (the caller says which).
   * SQLite's one writer is serializable anyway.
   */
  isolation?: 'serializable';
}

export interface AppDatabase {
  dialect: Dialect;
  /** For queries outside a transaction; using it inside `transaction(fn)` throws at once. */
  db: Db;
  /**
   * Runs `fn` in one transaction, all or nothing, and resolves once it is committed. Listeners
   * of `onCommit` run after the commit: that is where side effects such as webhook deliveries
   * start. Inside `fn` use only the handle it receives (the outer `db` throws there). `fn` may
   * run more than once (PostgreSQL retries a transaction that lost a deadlock or conflict),
   * so it does database work only.
   */
  transaction<T>(fn: (trx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One write that is a single statement, atomic by itself: PostgreSQL sends it alone (no
   * BEGIN/COMMIT round trips), SQLite runs it in `transaction` (its group commit).
   */
  writeOne<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Null when `select 1` answers within `timeoutMs`, else why not (`/api/health/ready`). */
  ping(timeoutMs: number): Promise<string | null>;
  /** `notes`: what the committed transactions noted (commit-notes.ts), e.g. an event written. */
  onCommit(listener: (notes: ReadonlySet<CommitNote>) => void): () => void;
  /**
   * PostgreSQL: called once when the database becomes unreachable (with why) and once when it
   * answers again, however many requests and timers fail meanwhile (the outage is logged once).
   */
  onAvailability?(listener: (available: boolean, reason: string | null) => void): () => void;
  /** Refreshes the query planner's statistics where the data changed much. */
  optimize(): Promise<void>;
  close(): Promise<void>;
}

/** A boolean as the 0/1 integer it is stored as, on both databases (read back as `=== 1`). */
export const fromBool = (value: boolean) => (value ? 1 : 0);
