import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqliteDatabase, type AppDatabase } from '../../../src-server/db';
import { emit } from '../../../src-server/db/events';
import { migrations } from '../../../src-server/db/migrations';
import { openTestDatabase } from '../../support/database';

let database: AppDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const outbox = () => database.db.selectFrom('event_outbox').select(['event', 'payload']).execute();

describe('database', () => {
  it('opens SQLite with WAL, synchronous=FULL, foreign keys and a busy timeout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopdesk-db-'));
    const file = openSqliteDatabase(join(dir, 'shopdesk.db'));
    try {
      expect(file.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(file.sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(file.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(file.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      await file.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the outer handle inside transaction(fn) throws at once; the given handle works', async () => {
    const outer = database.transaction(async (trx) => {
      await emit(trx, 'order_paid', { id: 1 }, 1);
      await database.db.selectFrom('event_outbox').select('id').execute();
    });
    await expect(outer).rejects.toThrow(/outer database handle was used inside transaction/);
    // Rolled back with the rest of fn; the handle works again outside.
    expect(await outbox()).toEqual([]);
    const nested = database.transaction(() => database.transaction(async () => 1));
    await expect(nested).rejects.toThrow(/inside another transaction/);
    await database.transaction((trx) => emit(trx, 'order_paid', { id: 2 }, 2));
    expect(await outbox()).toHaveLength(1);
  });

  it('migrations are recorded and applying them again changes nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    // Every registered migration, in name order (areas add theirs to the index).
    const names = applied.map((row) => (row as { name: string }).name);
    expect(names).toEqual(Object.keys(migrations).sort());
    expect(names.slice(0, 3)).toEqual(['0001-core', '0002-places', '0003-shipping']);
  });

  it('emit writes the event in the caller transaction: kept on commit, gone on rollback', async () => {
    const commits: number[] = [];
    database.onCommit(() => commits.push(1));
    await database.transaction(async (trx) => {
      await emit(trx, 'product_published', { id: 7, title: '保温杯' }, 1000);
      // Not committed yet: the listener has not run.
      expect(commits).toEqual([]);
    });
    expect(commits).toEqual([1]);
    expect(await outbox()).toEqual([
      { event: 'product_published', payload: '{"id":7,"title":"保温杯"}' },
    ]);

    await expect(
      database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { id: 1 }, 2000);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(commits).toEqual([1]);
    expect(await outbox()).toHaveLength(1);
  });

  it('a rejected statement rolls the whole transaction back', async () => {
    await expect(
      database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { id: 1 }, 1);
        await trx
          .insertInto('shipping_unsold_place')
          .values({ method_id: 999, place_code: '110000' })
          .execute();
      }),
    ).rejects.toThrow(/FOREIGN KEY|foreign key/);
    expect(await outbox()).toEqual([]);
  });
});
