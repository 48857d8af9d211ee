import { describe, expect, it } from 'vitest';
import { emptyDatabase, migratorOf, type AnyDb } from '../../support/migrations';

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
