import { type Message, msg, render } from '../../src-shared/messages';

/**
 * Whether a write failed on a unique index (of `table`, on `column`, when given): the
 * database's own guard against two writers taking the same value at once.
 */
export function isUniqueViolation(error: unknown, table?: string, column?: string): boolean {
  if (!(error instanceof Error)) return false;
  const {
    code,
    table: pgTable,
    detail,
  } = error as { code?: unknown; table?: unknown; detail?: unknown };
  // SQLite: "UNIQUE constraint failed: customer.mobile" (all columns of the index are named).
  if (code === 'SQLITE_CONSTRAINT_UNIQUE')
    return !table || error.message.includes(column ? `${table}.${column}` : `${table}.`);
  // PostgreSQL: the table, and "Key (mobile)=(…) already exists." in the detail.
  if (code === '23505')
    return (
      (!table || pgTable === table) &&
      (!column || (typeof detail === 'string' && new RegExp(`[(, ]${column}[,)]`).test(detail)))
    );
  return false;
}

/**
 * 503 `busy`: the request may simply be sent again. `why`: a transaction that kept losing to
 * concurrent ones (deadlocks, serialization conflicts, a row lock held past `lock_timeout`)
 * after its retries (`contention`), or no connection of the pool came free within the wait
 * budget (`wait`, docs/DESIGN.md §13 "At the peak"): overload, not an outage.
 */
export class DatabaseBusyError extends Error {
  readonly retryAfter = 1;
  constructor(
    override readonly cause?: unknown,
    readonly why: 'contention' | 'wait' = 'contention',
  ) {
    super(render(DatabaseBusyError.detailOf(why), 'en'));
    this.detail = DatabaseBusyError.detailOf(why);
  }

  /** What the API answers (docs/ARCHITECTURE.md "Messages"). */
  readonly detail: Message;

  private static detailOf(why: 'contention' | 'wait'): Message {
    return msg(why === 'wait' ? 'request.pool_busy' : 'request.database_contention');
  }
}

/**
 * The database cannot be reached, did not answer in time or has no connection free: not the
 * request's fault. `firstOfOutage` is set on the first such error after a success, so the
 * outage is logged once, not once per request.
 */
export class DatabaseUnavailableError extends Error {
  readonly retryAfter: number;
  constructor(
    readonly reason: string,
    readonly firstOfOutage: boolean,
    retryAfter = 2,
    /** The driver's own error, for a message that names the cause (db/problems.ts). */
    cause?: unknown,
  ) {
    super(`The database is unavailable (${reason}).`, { cause });
    this.retryAfter = retryAfter;
  }
}
