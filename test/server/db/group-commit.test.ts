import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  migrateToLatest,
  openSqliteDatabase,
  type SqliteAppDatabase,
} from '../../../src-server/db';
import { emit } from '../../../src-server/db/events';

/**
 * Group commit (db/sqlite.ts; SQLite only, PostgreSQL commits each on its own): transactions asked for together share one BEGIN … COMMIT, each in
 * its own savepoint. Each is still all or nothing, and answered only once committed.
 */

let dir: string;
let database: SqliteAppDatabase;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-group-commit-'));
  database = openSqliteDatabase(join(dir, 'shopdesk.db'));
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const events = async () =>
  (await database.db.selectFrom('event_outbox').select('payload').orderBy('id').execute()).map(
    (row) => JSON.parse(row.payload).n as number,
  );

describe('group commit', () => {
  it('commits concurrent transactions together; a failing one is undone alone', async () => {
    let commits = 0;
    database.onCommit(() => commits++);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        database.transaction(async (trx) => {
          await emit(trx, 'order_paid', { n }, n);
          if (n % 5 === 3) throw new Error(`transaction ${n} fails after its write`);
          return n;
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      Array.from({ length: 20 }, (_, n) => (n % 5 === 3 ? 'rejected' : 'fulfilled')),
    );
    expect(await events()).toEqual(
      Array.from({ length: 20 }, (_, n) => n).filter((n) => n % 5 !== 3),
    );
    // All twenty were asked for in the same turn: one commit (one fsync) for them.
    expect(commits).toBe(1);
  });

  it('a transaction sees the writes of those before it in the batch, and its answer waits for the commit', async () => {
    let committed = false;
    database.onCommit(() => {
      committed = true;
    });
    const first = database.transaction((trx) => emit(trx, 'order_paid', { n: 1 }, 1));
    const second = database.transaction(async (trx) => {
      const seen = await trx.selectFrom('event_outbox').select('id').execute();
      return { seen: seen.length, committedYet: committed };
    });
    await first;
    expect(await second).toEqual({ seen: 1, committedYet: false });
    expect(committed).toBe(true);
  });

  it('a constraint failure inside one transaction leaves the batch usable', async () => {
    const outcomes = await Promise.allSettled([
      database.transaction((trx) => emit(trx, 'order_paid', { n: 1 }, 1)),
      database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { n: 2 }, 2);
        await trx
          .insertInto('shipping_unsold_place')
          .values({ method_id: 999, place_code: '110000' })
          .execute();
      }),
      database.transaction((trx) => emit(trx, 'order_paid', { n: 3 }, 3)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(await events()).toEqual([1, 3]);
  });

  it('a transaction alone in its batch (no savepoint) is undone whole when it fails; the next one commits', async () => {
    const failed = await database
      .transaction(async (trx) => {
        await emit(trx, 'order_paid', { n: 1 }, 1);
        throw new Error('the rule refused it');
      })
      .catch((error: unknown) => error);
    expect(String(failed)).toMatch(/the rule refused it/);
    expect(database.sqlite.inTransaction).toBe(false);
    await database.transaction((trx) => emit(trx, 'order_paid', { n: 2 }, 2));
    expect(await events()).toEqual([2]);
  });
});

describe('counts kept until the data changes', () => {
  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('event_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('follow writes through Kysely, through the raw connection, and by another connection', async () => {
    expect(await count()).toBe(0);
    await database.transaction((trx) => emit(trx, 'order_paid', { n: 1 }, 1));
    expect(await count()).toBe(1);
    database.sqlite
      .prepare(
        `insert into event_outbox (event, payload, created_at) values ('order_paid', '{"n":2}', 2)`,
      )
      .run();
    expect(await count()).toBe(2);
    const other = new SqliteDatabase(join(dir, 'shopdesk.db'));
    try {
      other
        .prepare(
          `insert into event_outbox (event, payload, created_at) values ('order_paid', '{"n":3}', 3)`,
        )
        .run();
    } finally {
      other.close();
    }
    expect(await count()).toBe(3);
  });

  it('a count read inside a transaction that is then undone is not kept', async () => {
    await expect(
      database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { n: 1 }, 1);
        const inside = Number(
          (
            await trx
              .selectFrom('event_outbox')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
        expect(inside).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count()).toBe(0);
  });
});
