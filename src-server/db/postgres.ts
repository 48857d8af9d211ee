import { EventEmitter } from 'node:events';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { transactionLeakGuard } from './leak-guard';
import { preparedStatementNames } from './prepared';
import type { AppDatabase, Db, TransactionOptions } from './types';
import { DatabaseBusyError, DatabaseUnavailableError } from './errors';
import { longCommandTimeout } from './long-commands';
import { collectingNotes, type CommitNote } from './commit-notes';
import { statementCounts } from './statement-count';
import { waitingLine, type WaitingLine } from '../lib/waiting-line';

export interface PostgresAppDatabase extends AppDatabase {
  dialect: 'postgres';
  pool: pg.Pool;
  /** Transactions run again after losing a serialization conflict, since the start (metrics). */
  transactionRetries(): number;
  onAvailability(listener: (available: boolean, reason: string | null) => void): () => void;
  /** Requests waiting for a connection (docs/DESIGN.md §13), for `/api/metrics`. */
  connectionLine: WaitingLine;
}

const INT8 = 20;
const NUMERIC = 1700;
const BOOL = 16;

/**
 * Values as the app reads them on SQLite: ids, cents and millisecond timestamps are `bigint`
 * columns here (pg returns them as strings by default) but stay far below 2^53, so numbers;
 * sums are `numeric`; comparisons read as booleans come back as SQLite's 0/1.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    if (oid === BOOL) return (text: string) => (text === 't' ? 1 : 0);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads by format
    return pg.types.getTypeParser(oid, format as any);
  },
} as pg.CustomTypesConfig;

/** Connections per server process when `--database-pool-size` does not say. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The limits every connection carries (docs/RELIABILITY.md, "When the database goes away"):
 * a request waits at most this long for a connection, a statement, a row lock or an open
 * transaction, so a stopped or hung database answers 503 instead of hanging the counter.
 * Long commands (imports, `copy`, migrations) raise the statement limit (long-commands.ts).
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 2_000,
  statementMs: 5_000,
  lockMs: 3_000,
  idleInTransactionMs: 10_000,
  /** Client side: a server that accepted the query but never answers (frozen). */
  readMarginMs: 2_000,
} as const;

/**
 * docs/DESIGN.md §13, "At the peak": a request waits for a free connection of the pool as long
 * as this (`--database-wait-ms`), however many wait before it; past it, 503 `busy`. A burst of
 * hand-outs queues here: each holds a connection for milliseconds.
 */
export const DEFAULT_POOL_WAIT_MS = 2_000;

/** pg-pool's words when a waiter's `connectionTimeoutMillis` ran out with every connection lent. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Attempts of a transaction that lost a deadlock (40P01) or, for the few SERIALIZABLE ones,
 * a serialization conflict (40001). READ COMMITTED transactions guard their rules in single
 * statements and row locks, so they rarely lose at all.
 */
const MAX_ATTEMPTS = 8;
const RETRYABLE = new Set(['40001', '40P01']);
/** lock_not_available: a row lock held past `lock_timeout`. */
const LOCK_TIMEOUT = '55P03';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * PostgreSQL text cannot hold NUL, which SQLite stores and compares like any character: a
 * filter such as `code_prefix=a%00` would fail instead of finding nothing. NUL becomes U+FFFD
 * (the replacement character) in every parameter, so such a filter finds nothing here too.
 */
const withoutNul = (value: unknown) =>
  typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value;

/** SQLSTATEs and socket errors that say the database, not the statement, failed. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57014', // query_canceled: statement_timeout
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Client was closed|connection timeout/i;

/** Why the database is unavailable, when `error` says it is; null for a statement's own error. */
export function unavailableReason(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return code === '57014' ? 'statement timeout' : `${code}: ${error.message}`;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return error.message;
  return null;
}

/**
 * Tracks one outage: the first failure after a success is the one logged (its error says
 * `firstOfOutage`), the first success afterwards ends it.
 */
function outageTracker() {
  let down = false;
  const changes = new EventEmitter();
  return {
    isDown: () => down,
    failed(reason: string, cause?: unknown) {
      const first = !down;
      down = true;
      if (first) changes.emit('change', false, reason);
      return new DatabaseUnavailableError(reason, first, 2, cause);
    },
    succeeded() {
      if (!down) return;
      down = false;
      changes.emit('change', true, null);
    },
    onChange(listener: (available: boolean, reason: string | null) => void) {
      changes.on('change', listener);
      return () => changes.off('change', listener);
    },
  };
}

type Outage = ReturnType<typeof outageTracker>;

/**
 * The pool as Kysely sees it. Its clients clean the parameters (see `withoutNul`), run the
 * hot path's `prepared()` queries as named statements, which pg prepares once per connection,
 * turn the failures of the database into `DatabaseUnavailableError` (a lock timeout into
 * `DatabaseBusyError`), and drop a connection that timed out (a late answer must not reach the
 * next query).
 */
function cleaningPool(pool: pg.Pool, outage: Outage, line: WaitingLine): PostgresPool {
  const readTimeout = POSTGRES_TIMEOUTS.statementMs + POSTGRES_TIMEOUTS.readMarginMs;
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await connectInLine(pool, outage, line);
      const long = longCommandTimeout();
      let broken = false;
      // The connection may die while Kysely holds it between two queries (the server stopped):
      // pg reports that on the client, which must not crash the process. The next query fails.
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      if (long !== undefined) {
        try {
          await client.query(`set statement_timeout = ${Math.floor(long)}`);
        } catch (error) {
          client.release(true);
          throw outage.failed(unavailableReason(error) ?? String(error), error);
        }
      }
      return {
        query: (async (text: string, values?: unknown[]) => {
          if (broken) throw outage.failed('the connection timed out');
          statementCounts.postgres++;
          try {
            const result = await client.query({
              text,
              values: values?.map(withoutNul),
              name: preparedStatementNames.get(text),
              query_timeout: long === undefined ? readTimeout : long + readTimeout,
            } as pg.QueryConfig);
            outage.succeeded();
            return result;
          } catch (error) {
            // A lock held past lock_timeout is the records' contention, not the request's
            // fault: 503 busy, in a transaction or not (a check's record is in none).
            if ((error as { code?: unknown }).code === LOCK_TIMEOUT)
              throw new DatabaseBusyError(error);
            const reason = unavailableReason(error);
            if (reason === null) throw error;
            broken = true;
            throw outage.failed(reason, error);
          }
        }) as unknown as PostgresPoolClient['query'],
        // A long command's connection (its own statement limit) or a broken one is not reused.
        release: (destroy?: boolean) => {
          client.off('error', onError);
          client.release(destroy || broken || long !== undefined);
        },
      };
    },
  };
}

/**
 * A connection of the pool, waited for in line. A wait that ran out while the database
 * answers is overload (`busy`), not an outage; any other failure to connect is one.
 */
async function connectInLine(pool: pg.Pool, outage: Outage, line: WaitingLine) {
  const leave = line.enter();
  try {
    return await pool.connect();
  } catch (error) {
    if (error instanceof Error && error.message === POOL_WAIT_TIMEOUT && !outage.isDown()) {
      line.refuse();
      throw new DatabaseBusyError(error, 'wait');
    }
    throw outage.failed(unavailableReason(error) ?? String(error), error);
  } finally {
    leave();
  }
}

/** A client whose connection attempt is given up after `connectMs`. */
class QuickConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs });
  }
}

export interface PostgresOptions {
  /** Connections of this process (`--database-pool-size`, `SHOPDESK_DATABASE_POOL_SIZE`). */
  poolSize?: number;
  /** How long a request may wait for a connection (`--database-wait-ms`); see DEFAULT_POOL_WAIT_MS. */
  poolWaitMs?: number;
}

/**
 * The shared database of a chain: any number of server processes on one PostgreSQL database
 * (docs/DESIGN.md §13), each with a pool of connections.
 *
 * Transactions are READ COMMITTED, PostgreSQL's default: every read-then-write rule is a guard
 * the database enforces in one statement (a conditional UPDATE, a unique index, an INSERT … ON
 * CONFLICT) or a row lock taken in a fixed order (docs/RELIABILITY.md), so concurrent
 * requests wait for one another instead of failing and retrying. A transaction may still ask
 * for SERIALIZABLE where no such guard exists (it says why). One that lost a deadlock or a
 * serialization conflict is run again from the start after a short random pause; one that
 * keeps losing throws `DatabaseBusyError` (503 `busy`).
 */
export function openPostgresDatabase(
  url: string,
  options: PostgresOptions = {},
): PostgresAppDatabase {
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    // The wait for a free connection of the pool (the line's budget); making a new
    // connection takes at most `connectMs` (the client's).
    connectionTimeoutMillis: options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
    Client: QuickConnectClient,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    lock_timeout: POSTGRES_TIMEOUTS.lockMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle connection that breaks (the server restarted) must not crash the process: the
  // pool drops it and the next query opens another.
  pool.on('error', () => {});
  const outage = outageTracker();
  const line = waitingLine('database');
  const base = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: cleaningPool(pool, outage, line) }),
  });
  const pings = pingConnection(url);
  const guard = transactionLeakGuard();
  const commits = new EventEmitter();
  let closed = false;
  let retries = 0;

  async function transaction<T>(
    fn: (trx: Db) => Promise<T>,
    options: TransactionOptions = {},
  ): Promise<T> {
    if (guard.active()) throw new Error('transaction(fn) inside another transaction body');
    for (let attempt = 1; ; attempt++) {
      try {
        let builder = base.transaction();
        if (options.isolation === 'serializable')
          builder = builder.setIsolationLevel('serializable');
        const notes = new Set<CommitNote>();
        const value = await builder.execute((trx) =>
          guard.run(() => collectingNotes(notes, () => fn(trx))),
        );
        commits.emit('commit', notes);
        return value;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new DatabaseBusyError(error);
        retries += 1;
        await pause(Math.random() * Math.min(50, 2 ** attempt));
      }
    }
  }

  return {
    dialect: 'postgres',
    db: base.withPlugin(guard.plugin),
    pool,
    transactionRetries: () => retries,
    transaction,
    async writeOne(fn) {
      if (guard.active()) throw new Error('writeOne(fn) inside a transaction body');
      const notes = new Set<CommitNote>();
      const value = await collectingNotes(notes, () => fn(base));
      commits.emit('commit', notes);
      return value;
    },
    ping: pings.ping,
    onAvailability: outage.onChange,
    connectionLine: line,
    onCommit(listener) {
      commits.on('commit', listener);
      return () => commits.off('commit', listener);
    },
    // PostgreSQL's autovacuum keeps the statistics fresh.
    async optimize() {},
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([base.destroy(), pings.close()]);
    },
  };
}

/**
 * Readiness asks the database on a connection of its own (docs/DESIGN.md §13): behind the
 * pool's line it would answer a peak's wait, and a load balancer would take every server out
 * exactly when the chain has the most work. Null when `select 1` answers within `timeoutMs`,
 * else why not; a connection that did not answer is dropped, the next ping opens another.
 */
function pingConnection(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    Client: QuickConnectClient,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
  });
  pool.on('error', () => {});
  async function ask(timeoutMs: number): Promise<string | null> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      return unavailableReason(error) ?? String(error);
    }
    try {
      await client.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
      client.release();
      return null;
    } catch (error) {
      client.release(true);
      return unavailableReason(error) ?? String(error);
    }
  }
  return {
    async ping(timeoutMs: number): Promise<string | null> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((done) => {
        timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs);
      });
      try {
        return await Promise.race([ask(timeoutMs), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}
