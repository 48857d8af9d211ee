import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase, openSqliteDatabase, type AppDatabase } from '../../../src-server/db';
import { migrations } from '../../../src-server/db/migrations';
import { isPostgres, postgresColumnTypes } from '../../../src-server/db/migrations/dialect';
import { createPostgresDatabase, onPostgres } from '../../support/database';

/** An empty database of the backend under test, migrated by hand. */
async function emptyDatabase(): Promise<{ database: AppDatabase; drop: () => Promise<void> }> {
  if (!onPostgres) return { database: openSqliteDatabase(':memory:'), drop: async () => {} };
  const created = await createPostgresDatabase(false);
  return { database: openPostgresDatabase(created.url), drop: created.drop };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
type AnyDb = Kysely<any>;

const migratorOf = (db: AnyDb) =>
  new Migrator({
    db: isPostgres(db) ? db.withPlugin(postgresColumnTypes) : db,
    provider: { getMigrations: async () => migrations },
  });

const record = (key: string, params?: string) => ({
  action: 'check',
  key,
  detail: 'Can be consumed.',
  ...(params !== undefined && { params }),
  ip: '127.0.0.1',
  created_at: Date.now(),
});

describe('migration 0071-action-history-params', () => {
  it('adds a nullable params column, keeps old records and the append-only guard, and goes back', async () => {
    const { database, drop } = await emptyDatabase();
    const db = database.db as unknown as AnyDb;
    try {
      const migrator = migratorOf(db);
      expect((await migrator.migrateTo('0070-pick-up-change-sequence')).error).toBeUndefined();
      await db.insertInto('action_history').values(record('111111111111')).execute();

      expect((await migrator.migrateTo('0071-action-history-params')).error).toBeUndefined();
      await db
        .insertInto('action_history')
        .values(record('222222222222', '{"verdict":"ready"}'))
        .execute();
      const rows = await db
        .selectFrom('action_history')
        .select(['key', 'params'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { key: '111111111111', params: null },
        { key: '222222222222', params: '{"verdict":"ready"}' },
      ]);
      // The triggers still refuse changes, to the new column too.
      await expect(
        db.updateTable('action_history').set({ params: '{}' }).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('action_history').execute()).rejects.toThrow(/append-only/);

      expect((await migrator.migrateDown()).error).toBeUndefined();
      const back = await db.selectFrom('action_history').selectAll().orderBy('id').execute();
      expect(back.map((row) => row.key)).toEqual(['111111111111', '222222222222']);
      expect(back.every((row) => !('params' in row))).toBe(true);
      await expect(
        db.updateTable('action_history').set({ detail: 'forged' }).execute(),
      ).rejects.toThrow(/append-only/);
    } finally {
      await database.close();
      await drop();
    }
  });
});
