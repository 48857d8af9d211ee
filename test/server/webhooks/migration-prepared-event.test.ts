import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '../../../src-server/db';
import { migrations } from '../../../src-server/db/migrations';

describe('migration 0017-pick-up-prepared-event', () => {
  it('lets webhooks subscribe to pick_up_code_prepared and keeps every webhook and delivery', async () => {
    const database = openSqliteDatabase(':memory:');
    const { db } = database;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0016-reports')).error).toBeUndefined();
      const now = Date.now();
      const values = (event: 'order_paid' | 'pick_up_code_prepared', url: string) => ({
        application_id: 1,
        event,
        url,
        metafield: '{}',
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('application')
        .values({ id: 1, name: 'manager', token_hash: 'x', scopes: 'write', created_at: now })
        .execute();
      const webhook = await db
        .insertInto('webhook')
        .values(values('order_paid', 'https://example.com/paid'))
        .returning('id')
        .executeTakeFirstOrThrow();
      const outbox = await db
        .insertInto('event_outbox')
        .values({ event: 'order_paid', payload: '{}', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('webhook_delivery')
        .values({
          webhook_id: webhook.id,
          outbox_id: outbox.id,
          event: 'order_paid',
          status: 'succeeded',
          auto_attempts: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // Before: the database itself refuses the new event.
      await expect(
        db
          .insertInto('webhook')
          .values(values('pick_up_code_prepared', 'https://x.test/'))
          .execute(),
      ).rejects.toThrow(/CHECK/);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await db
        .insertInto('webhook')
        .values(values('pick_up_code_prepared', 'https://example.com/ready'))
        .execute();
      expect(
        await db.selectFrom('webhook').select(['id', 'event']).orderBy('id').execute(),
      ).toEqual([
        { id: webhook.id, event: 'order_paid' },
        { id: webhook.id + 1, event: 'pick_up_code_prepared' },
      ]);
      // Dropping the old table did not cascade to the deliveries; foreign keys hold again.
      expect(await db.selectFrom('webhook_delivery').select('webhook_id').execute()).toEqual([
        { webhook_id: webhook.id },
      ]);
      expect(database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(database.sqlite.pragma('foreign_key_check')).toEqual([]);
      await expect(
        db.insertInto('webhook').values(values('order_paid', 'https://example.com/paid')).execute(),
      ).rejects.toThrow(/UNIQUE/);
    } finally {
      await database.close();
    }
  });
});
