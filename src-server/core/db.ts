import { EventEmitter } from 'node:events';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, type Compilable } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Database } from './schema';
import { migrations } from './migrations';

export type Db = Kysely<Database>;

export interface AppDatabase {
  db: Db;
  sqlite: SqliteDatabase.Database;
  /**
   * Runs `fn` in one immediate transaction (the write lock is taken at BEGIN, so concurrent
   * writers wait for the busy timeout instead of failing mid-way), all or nothing, and
   * resolves once it is committed (durably: synchronous=FULL). Listeners of `onCommit` run
   * after the commit: that is where side effects such as webhook deliveries start. Inside
   * `fn` use only the handle it receives.
   *
   * Group commit: the transactions asked for at about the same time share one BEGIN … COMMIT,
   * each in its own savepoint, run one after the other. A failing `fn` is rolled back to its
   * savepoint and rejected alone; the others commit together, with one fsync instead of one
   * each (the commit's fsync, ~3 ms here, was most of the time of a counter request).
   */
  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
  onCommit(listener: () => void): () => void;
  /**
   * Refreshes the query planner's statistics where the data changed much (SQLite's
   * `PRAGMA optimize`, sampled: milliseconds). Without them SQLite guessed, for instance, that
   * `published = 1` narrows the products more than a search's id list, and read all 50,000.
   */
  optimize(): void;
  close(): Promise<void>;
}

/**
 * A query of a hot path, built and compiled by Kysely once: building and compiling a query
 * again for each request cost about as much as running it. `build` receives stand-ins for
 * its arguments (so it must not branch on their values: make one query per branch); each run
 * puts the real values where the stand-ins went. The SQL stays in the repository that owns it.
 */
export function prepared<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
) {
  let compiled: { sql: string; parameters: readonly unknown[]; slots: number[] } | null = null;
  return async (handle: Db, ...args: Args): Promise<Row[]> => {
    if (!compiled) {
      const standIns = args.map((_, index) => ({ standIn: index }));
      const query = build(handle, ...(standIns as Args)).compile();
      const slots = query.parameters.map((parameter) => standIns.indexOf(parameter as never));
      for (let index = 0; index < args.length; index++)
        if (!slots.includes(index)) throw new Error(`prepared(): argument ${index} is not used`);
      compiled = { sql: query.sql, parameters: query.parameters, slots };
    }
    const { sql, parameters, slots } = compiled;
    const values = parameters.map((value, i) => (slots[i]! >= 0 ? args[slots[i]!] : value));
    return (await handle.executeQuery<Row>(CompiledQuery.raw(sql, values))).rows;
  };
}

/** Prepared statements kept for reuse, by SQL text (the oldest go first). */
const STATEMENT_CACHE = 500;
/** Counts kept while the data does not change. */
const COUNT_CACHE = 500;
const COUNT_QUERY = /^select count\(\*\)/i;

/**
 * The statements Kysely runs, with two savings measured on the benchmark:
 *
 * - Kysely's SQLite driver prepares every query it runs; preparing cost more than running the
 *   hot path's lookups. This hands it the statement prepared before for the same SQL text.
 *   (Kysely streams through `iterate`, which would make a shared statement busy; the app does
 *   not stream.)
 * - Every list page counts its rows (`select count(*) …`), which is most of a page's time on a
 *   large table (100,000 pick-up codes; a search matching 5,000 of 50,000 products). A count
 *   read outside a transaction is kept, by SQL text and parameters, until the data changes:
 *   `total_changes()` (any write of this connection) or `data_version` (a commit of another
 *   connection, e.g. the CLI) moves. Counts inside a transaction are never kept, so a count of
 *   uncommitted rows cannot outlive a rollback.
 */
function reusingStatements(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const dataVersion = sqlite.prepare(
    'select total_changes() as changes, data_version as version from pragma_data_version',
  );
  const counts = new Map<string, unknown[]>();
  let countsAt = '';

  function cachedCount(text: string, statement: SqliteDatabase.Statement) {
    return {
      reader: true,
      all(parameters: readonly unknown[]) {
        if (sqlite.inTransaction) return statement.all(...parameters);
        const { changes, version } = dataVersion.get() as { changes: number; version: number };
        const now = `${changes}:${version}`;
        if (now !== countsAt) {
          counts.clear();
          countsAt = now;
        }
        const key = `${text}\u0000${JSON.stringify(parameters)}`;
        let rows = counts.get(key);
        if (!rows) {
          rows = statement.all(...parameters);
          if (counts.size < COUNT_CACHE) counts.set(key, rows);
        }
        return rows.map((row) => ({ ...(row as object) }));
      },
      run: (parameters: readonly unknown[]) => statement.run(...parameters),
      iterate: (parameters: readonly unknown[]) => statement.iterate(...parameters),
    };
  }

  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return COUNT_QUERY.test(text) && statement.reader ? cachedCount(text, statement) : statement;
    },
  };
}

/** The most transactions one group commit takes. */
const MAX_BATCH = 64;

export function openDatabase(file: string): AppDatabase {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
  });
  const commits = new EventEmitter();
  let closed = false;

  // The statements of group commit, run on the one connection while Kysely lends it to us.
  const control = (text: string) => sqlite.prepare(text);
  const begin = control('begin immediate');
  const commit = control('commit');
  const rollback = control('rollback');
  const savepoint = control('savepoint shopdesk_item');
  const release = control('release shopdesk_item');
  const rollbackItem = control('rollback to shopdesk_item');

  interface Pending {
    fn: (trx: Db) => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  const queue: Pending[] = [];
  let flushing = false;

  /** One BEGIN … COMMIT over the queued transactions; answers how many committed. */
  function runBatch(batch: Pending[]): Promise<number> {
    return db.connection().execute(async (conn) => {
      try {
        begin.run();
      } catch (error) {
        for (const item of batch) item.reject(error);
        return 0;
      }
      const done: { item: Pending; value: unknown }[] = [];
      for (let i = 0; i < batch.length; i++) {
        const item = batch[i]!;
        savepoint.run();
        try {
          const value = await item.fn(conn);
          release.run();
          done.push({ item, value });
        } catch (error) {
          item.reject(error);
          if (sqlite.inTransaction) {
            rollbackItem.run();
            release.run();
            continue;
          }
          // SQLite gave the whole transaction up (disk full, I/O error): the ones before this
          // are undone with it, and the ones after get a transaction of their own.
          for (const { item: lost } of done) lost.reject(error);
          queue.unshift(...batch.slice(i + 1));
          return 0;
        }
      }
      try {
        commit.run();
      } catch (error) {
        if (sqlite.inTransaction) rollback.run();
        for (const { item } of done) item.reject(error);
        return 0;
      }
      if (done.length > 0) commits.emit('commit');
      for (const { item, value } of done) item.resolve(value);
      return done.length;
    });
  }

  async function flush() {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH);
        try {
          await runBatch(batch);
        } catch (error) {
          // No connection (the database was closed): nothing ran.
          for (const item of batch) item.reject(error);
        }
        // Let the requests that arrived meanwhile reach their transaction: they form the
        // next batch.
        if (queue.length > 0) await new Promise((done) => setImmediate(done));
      }
    } finally {
      flushing = false;
    }
  }

  return {
    db,
    sqlite,
    transaction<T>(fn: (trx: Db) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
        if (flushing) return;
        flushing = true;
        // Start once the requests already read in this turn of the event loop have queued.
        setImmediate(() => void flush());
      });
    },
    onCommit(listener) {
      commits.on('commit', listener);
      return () => commits.off('commit', listener);
    },
    optimize() {
      if (closed) return;
      sqlite.pragma('analysis_limit = 400');
      // 0x10000: look at every table, not only those this connection has queried so far.
      sqlite.pragma('optimize = 0x10002');
    },
    async close() {
      if (closed) return;
      closed = true;
      if (file !== ':memory:') {
        sqlite.pragma('optimize');
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
      }
      await db.destroy();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/**
 * Lets the event loop serve other requests between the parts of a long write. SQLite runs a
 * statement synchronously and Kysely resumes after it in a microtask, so a transaction of
 * hundreds of statements held the loop from start to end (a 400 KB product: seconds).
 * Requests that need the database wait for the transaction, as they would anyway.
 */
export const breathe = () => new Promise<void>((next) => setImmediate(next));

/** SQLite stores booleans as 0/1. */
export const toBool = (value: number) => value === 1;
export const fromBool = (value: boolean) => (value ? 1 : 0);
