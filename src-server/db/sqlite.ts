import { EventEmitter } from 'node:events';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { transactionLeakGuard } from './leak-guard';
import { reusingStatements } from './sqlite-statements';
import { collectingNotes, type CommitNote } from './commit-notes';
import { statementCounts } from './statement-count';
import type { AppDatabase, Db } from './types';

export interface SqliteAppDatabase extends AppDatabase {
  dialect: 'sqlite';
  /** The connection itself, for SQLite-specific checks (tests). */
  sqlite: SqliteDatabase.Database;
}

/** The most transactions one group commit takes. */
const MAX_BATCH = 64;

interface Pending {
  fn: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The one connection's group commit: its statements and the transactions waiting for it. */
interface GroupCommit {
  base: Kysely<Database>;
  sqlite: SqliteDatabase.Database;
  guard: ReturnType<typeof transactionLeakGuard>;
  commits: EventEmitter;
  statements: ReturnType<typeof controlStatements>;
  queue: Pending[];
  flushing: boolean;
}

/**
 * The embedded database: one SQLite file, one connection (WAL, durable commits).
 *
 * Transactions are immediate (the write lock is taken at BEGIN, so concurrent writers of other
 * processes wait for the busy timeout instead of failing mid-way). Group commit: the
 * transactions asked for at about the same time share one BEGIN … COMMIT, each in its own
 * savepoint, run one after the other. A failing `fn` is rolled back to its savepoint and
 * rejected alone; the others commit together, with one fsync instead of one each (the
 * commit's fsync, ~3 ms here, was most of the time of a counter request).
 */
export function openSqliteDatabase(file: string): SqliteAppDatabase {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const base = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
  });
  const guard = transactionLeakGuard();
  const commits = new EventEmitter();
  let closed = false;
  const group: GroupCommit = {
    base,
    sqlite,
    guard,
    commits,
    statements: controlStatements(sqlite),
    queue: [],
    flushing: false,
  };

  return {
    dialect: 'sqlite',
    db: base.withPlugin(guard.plugin),
    sqlite,
    transaction<T>(fn: (trx: Db) => Promise<T>) {
      if (guard.active())
        return Promise.reject(new Error('transaction(fn) inside another transaction body'));
      return enqueue(group, fn);
    },
    writeOne(fn) {
      return this.transaction(fn);
    },
    onCommit(listener) {
      commits.on('commit', listener);
      return () => commits.off('commit', listener);
    },
    // The file is local and read synchronously: it answers at once or fails at once.
    async ping() {
      try {
        sqlite.prepare('select 1').get();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    /**
     * SQLite's `PRAGMA optimize`, sampled (milliseconds). Without fresh statistics SQLite
     * guessed, for instance, that `published = 1` narrows the products more than a search's
     * id list, and read all 50,000.
     */
    async optimize() {
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
      await base.destroy();
    },
  };
}

/** The statements of group commit, run on the one connection while Kysely lends it to us. */
function controlStatements(sqlite: SqliteDatabase.Database) {
  const control = (text: string) => {
    const statement = sqlite.prepare(text);
    return {
      run: () => {
        statementCounts.sqlite++;
        return statement.run();
      },
    };
  };
  return {
    begin: control('begin immediate'),
    commit: control('commit'),
    rollback: control('rollback'),
    savepoint: control('savepoint shopdesk_item'),
    release: control('release shopdesk_item'),
    rollbackItem: control('rollback to shopdesk_item'),
  };
}

/** Queues `fn` for the next group commit, which starts unless one is running. */
function enqueue<T>(group: GroupCommit, fn: (trx: Db) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    group.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    if (group.flushing) return;
    group.flushing = true;
    // Start once the requests already read in this turn of the event loop have queued.
    setImmediate(() => void flush(group));
  });
}

/** One BEGIN … COMMIT over the queued transactions; answers how many committed. */
function runBatch(group: GroupCommit, batch: Pending[]): Promise<number> {
  const { sqlite, guard, queue, statements } = group;
  const { begin, commit, rollback, savepoint, release, rollbackItem } = statements;
  return group.base.connection().execute(async (conn) => {
    try {
      begin.run();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return 0;
    }
    const done: { item: Pending; value: unknown }[] = [];
    const notes = new Set<CommitNote>();
    // A request alone in its batch needs no savepoint: its failure undoes the whole
    // transaction, which is its own (two statements fewer for a lone check or consume).
    const alone = batch.length === 1;
    for (let i = 0; i < batch.length; i++) {
      const item = batch[i]!;
      if (!alone) savepoint.run();
      try {
        const itemNotes = new Set<CommitNote>();
        const value = await guard.run(() => collectingNotes(itemNotes, () => item.fn(conn)));
        if (!alone) release.run();
        done.push({ item, value });
        for (const note of itemNotes) notes.add(note);
      } catch (error) {
        item.reject(error);
        if (alone) {
          if (sqlite.inTransaction) rollback.run();
          return 0;
        }
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
    if (done.length > 0) group.commits.emit('commit', notes);
    for (const { item, value } of done) item.resolve(value);
    return done.length;
  });
}

async function flush(group: GroupCommit) {
  const { queue } = group;
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        await runBatch(group, batch);
      } catch (error) {
        // No connection (the database was closed): nothing ran.
        for (const item of batch) item.reject(error);
      }
      // Let the requests that arrived meanwhile reach their transaction: they form the
      // next batch.
      if (queue.length > 0) await new Promise((done) => setImmediate(done));
    }
  } finally {
    group.flushing = false;
  }
}
