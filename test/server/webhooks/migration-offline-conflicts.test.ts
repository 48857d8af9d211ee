import { describe, expect, it } from 'vitest';
import { emptyDatabase, migratorOf, type AnyDb } from '../../support/migrations';
import { openSqliteDatabase } from '../../../src-server/db';
import { isPostgres } from '../../../src-server/db/migrations/dialect';

describe('migration 0061-offline-conflicts', () => {
  it('allows consume_conflict and the three new webhook events, keeping every row, index and guard', async () => {
    const { database, drop } = await emptyDatabase();
    const db = database.db as unknown as AnyDb;
    try {
      const migrator = migratorOf(db);
      expect((await migrator.migrateTo('0060-name-prefix-indexes')).error).toBeUndefined();
      const now = Date.now();
      const webhookValues = (event: string, url: string) => ({
        application_id: 1,
        event,
        url,
        metafield: '{}',
        created_at: now,
        updated_at: now,
      });
      const historyValues = (action: string, key: string) => ({
        action,
        key,
        detail: `${action} of ${key}`,
        ip: '127.0.0.1',
        created_at: now,
      });
      await db
        .insertInto('application')
        .values({ id: 1, name: 'manager', token_hash: 'x', scopes: 'write', created_at: now })
        .execute();
      const webhook = await db
        .insertInto('webhook')
        .values(webhookValues('pick_up_code_prepared', 'https://example.com/ready'))
        .returning('id')
        .executeTakeFirstOrThrow();
      const outbox = await db
        .insertInto('event_outbox')
        .values({ event: 'pick_up_code_prepared', payload: '{}', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('webhook_delivery')
        .values({
          webhook_id: webhook.id,
          outbox_id: outbox.id,
          event: 'pick_up_code_prepared',
          status: 'succeeded',
          auto_attempts: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto('action_history')
        .values([
          historyValues('consume', '111111111111'),
          historyValues('consume_refused', '222222222222'),
        ])
        .execute();
      // Before: the database itself refuses the new values.
      for (const event of ['order_fulfilled', 'order_refunded', 'pick_up_code_conflict'])
        await expect(
          db.insertInto('webhook').values(webhookValues(event, 'https://x.test/')).execute(),
        ).rejects.toThrow(/check/i);
      await expect(
        db
          .insertInto('action_history')
          .values(historyValues('consume_conflict', '333333333333'))
          .execute(),
      ).rejects.toThrow(/check/i);

      expect((await migrator.migrateTo('0061-offline-conflicts')).error).toBeUndefined();
      for (const event of ['order_fulfilled', 'order_refunded', 'pick_up_code_conflict'])
        await db
          .insertInto('webhook')
          .values(webhookValues(event, `https://example.com/${event}`))
          .execute();
      await db
        .insertInto('action_history')
        .values(historyValues('consume_conflict', '333333333333'))
        .execute();
      expect(await db.selectFrom('webhook').select('event').orderBy('id').execute()).toEqual(
        ['pick_up_code_prepared', 'order_fulfilled', 'order_refunded', 'pick_up_code_conflict'].map(
          (event) => ({ event }),
        ),
      );
      expect(
        await db.selectFrom('action_history').select(['action', 'key']).orderBy('id').execute(),
      ).toEqual([
        { action: 'consume', key: '111111111111' },
        { action: 'consume_refused', key: '222222222222' },
        { action: 'consume_conflict', key: '333333333333' },
      ]);
      await expect(
        db.insertInto('action_history').values(historyValues('consume_later', '4')).execute(),
      ).rejects.toThrow(/check/i);
      // Still append-only.
      await expect(
        db.updateTable('action_history').set({ detail: 'changed' }).where('id', '=', 1).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('action_history').where('id', '=', 1).execute()).rejects.toThrow(
        /append-only/,
      );
      // The deliveries kept their webhook; the unique (application, event, url) holds.
      expect(await db.selectFrom('webhook_delivery').select('webhook_id').execute()).toEqual([
        { webhook_id: webhook.id },
      ]);
      await expect(
        db
          .insertInto('webhook')
          .values(webhookValues('order_refunded', 'https://example.com/order_refunded'))
          .execute(),
      ).rejects.toThrow(/unique/i);
      if (!isPostgres(db)) {
        const sqlite = (database as ReturnType<typeof openSqliteDatabase>).sqlite;
        expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
        expect(sqlite.pragma('foreign_key_check')).toEqual([]);
        const indexes = sqlite
          .prepare(
            "select name from sqlite_master where type = 'index' and tbl_name = 'action_history' order by name",
          )
          .pluck()
          .all();
        expect(indexes).toEqual([
          'action_history_action_created',
          'action_history_created',
          'action_history_key',
          'action_history_shop_created',
          'action_history_staff',
        ]);
      }

      // Back: a conflict is the refused hand-out it was recorded as before.
      expect((await migrator.migrateTo('0060-name-prefix-indexes')).error).toBeUndefined();
      expect(
        await db.selectFrom('action_history').select(['action']).orderBy('id').execute(),
      ).toEqual([
        { action: 'consume' },
        { action: 'consume_refused' },
        { action: 'consume_refused' },
      ]);
      expect(await db.selectFrom('webhook').select('event').execute()).toEqual([
        { event: 'pick_up_code_prepared' },
      ]);
      await expect(db.deleteFrom('action_history').where('id', '=', 1).execute()).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await database.close();
      await drop();
    }
  });
});
