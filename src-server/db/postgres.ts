import { EventEmitter } from 'node:events';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { transactionLeakGuard } from './leak-guard';
import { preparedStatementNames } from './prepared';
import type { AppDatabase, Db } from './types';

export interface PostgresAppDatabase extends AppDatabase {
  dialect: 'postgres';
  pool: pg.Pool;
  /** Transactions run again after losing a serialization conflict, since the start (metrics). */
  transactionRetries(): number;
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

/** Connections per server process. */
const POOL_SIZE = 10;
/** Attempts of a transaction that keeps losing serialization conflicts. */
const MAX_ATTEMPTS = 40;
/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * PostgreSQL text cannot hold NUL, which SQLite stores and compares like any character: a
 * filter such as `code_prefix=a%00` would fail instead of finding nothing. NUL becomes U+FFFD
 * (the replacement character) in every parameter, so such a filter finds nothing here too.
 */
const withoutNul = (value: unknown) =>
  typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value;

/**
 * The pool as Kysely sees it. Its clients clean the parameters (see `withoutNul`), and run the
 * hot path's `prepared()` queries as named statements, which pg prepares once per connection.
 */
function cleaningPool(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      return {
        query: ((text: string, values?: unknown[]) =>
          client.query({
            text,
            values: values?.map(withoutNul),
            name: preparedStatementNames.get(text),
          })) as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy),
      };
    },
  };
}

/**
 * The shared database of a chain: any number of server processes on one PostgreSQL database
 * (DESIGN §13), each with a pool of connections.
 *
 * Every transaction is SERIALIZABLE: the outcome is that of some one-at-a-time order, as with
 * SQLite's single writer, across connections and processes, so a read-then-write rule (a key
 * used once, stock under `deny`, a code's single use, a point balance) holds without a lock
 * in every service. A transaction that lost a conflict is rolled back by PostgreSQL (40001,
 * or a deadlock 40P01) and run again from the start, after a short random pause.
 */
export function openPostgresDatabase(url: string): PostgresAppDatabase {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection that breaks (the server restarted) must not crash the process: the
  // pool drops it and the next query opens another.
  pool.on('error', () => {});
  const base = new Kysely<Database>({ dialect: new PostgresDialect({ pool: cleaningPool(pool) }) });
  const guard = transactionLeakGuard();
  const commits = new EventEmitter();
  let closed = false;
  let retries = 0;

  async function transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    if (guard.active()) throw new Error('transaction(fn) inside another transaction body');
    for (let attempt = 1; ; attempt++) {
      try {
        const value = await base
          .transaction()
          .setIsolationLevel('serializable')
          .execute((trx) => guard.run(() => fn(trx)));
        commits.emit('commit');
        return value;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS)
          throw error;
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
    onCommit(listener) {
      commits.on('commit', listener);
      return () => commits.off('commit', listener);
    },
    // PostgreSQL's autovacuum keeps the statistics fresh.
    async optimize() {},
    async close() {
      if (closed) return;
      closed = true;
      await base.destroy();
    },
  };
}
