import { EventEmitter } from 'node:events';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Database } from './schema';
import { migrations } from './migrations';

export type Db = Kysely<Database>;

export interface AppDatabase {
  db: Db;
  sqlite: SqliteDatabase.Database;
  /**
   * Runs `fn` in one immediate transaction (the write lock is taken at BEGIN, so concurrent
   * writers wait for the busy timeout instead of failing mid-way). Listeners of `onCommit`
   * run after the commit: that is where side effects such as webhook deliveries start.
   * Inside `fn` use only the handle it receives.
   */
  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
  onCommit(listener: () => void): () => void;
  close(): Promise<void>;
}

export function openDatabase(file: string): AppDatabase {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const commits = new EventEmitter();
  let closed = false;

  return {
    db,
    sqlite,
    async transaction(fn) {
      const result = await db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const value = await fn(conn);
          await sql`commit`.execute(conn);
          return value;
        } catch (error) {
          if (sqlite.inTransaction) await sql`rollback`.execute(conn);
          throw error;
        }
      });
      commits.emit('commit');
      return result;
    },
    onCommit(listener) {
      commits.on('commit', listener);
      return () => commits.off('commit', listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (file !== ':memory:') sqlite.pragma('wal_checkpoint(TRUNCATE)');
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

/** SQLite stores booleans as 0/1. */
export const toBool = (value: number) => value === 1;
export const fromBool = (value: boolean) => (value ? 1 : 0);
