import { afterEach, describe, expect, it } from 'vitest';
import { statementCounts, type AppDatabase } from '../../../src-server/db';
import { emit } from '../../../src-server/db/events';
import { pickUpClient } from '../../support/orders';
import { onPostgres, openTestDatabase } from '../../support/database';
import { createTestServer, type TestServer } from '../../support/server';
import { webhookWorkerIdle } from '../../../src-server/modules/webhooks';

/**
 * Commit listeners learn what the transaction noted: the webhook worker reads the outbox only
 * after a commit that wrote an event, so a request that emits nothing pays for no worker query.
 */
let database: AppDatabase | undefined;
let s: TestServer | undefined;
afterEach(async () => {
  await database?.close();
  await s?.close();
  database = s = undefined;
});

describe('commit notes', () => {
  it('a commit with an event is noted; one without, or one rolled back, is not', async () => {
    database = await openTestDatabase();
    const seen: string[][] = [];
    database.onCommit((notes) => seen.push([...notes]));
    await database.transaction(async (trx) => {
      await emit(trx, 'product_published', { id: 1 }, 1000);
    });
    await database.transaction(async (trx) => {
      await trx.selectFrom('event_outbox').select('id').execute();
    });
    await expect(
      database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { id: 2 }, 2000);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await database.writeOne((db) =>
      db.insertInto('event_outbox').values({ event: 'x', payload: '{}', created_at: 1 }).execute(),
    );
    expect(seen).toEqual([['event'], [], []]);
  });

  it('two transactions of one group commit: the commit carries the notes of both', async () => {
    database = await openTestDatabase();
    const seen: string[][] = [];
    database.onCommit((notes) => seen.push([...notes]));
    await Promise.all([
      database.transaction(async (trx) => {
        await trx.selectFrom('event_outbox').select('id').execute();
      }),
      database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { id: 3 }, 3000);
      }),
    ]);
    // SQLite commits both at once; PostgreSQL one by one.
    expect(seen.flat()).toEqual(['event']);
    expect(seen.length).toBe(onPostgres ? 2 : 1);
  });

  it('a check (its history record committed, no event) runs no webhook worker query', async () => {
    s = await createTestServer();
    const manager = s.auth(await s.login());
    const c = pickUpClient(s, manager);
    const store = await c.createStore();
    const clerk = await c.staffOf('clerk1', store.id);
    const product = await c.createProduct();
    const { code } = await c.paidPickUp(store.id, product.variants[0].id);
    await webhookWorkerIdle(s.app.ctx);
    const counted = () => statementCounts.sqlite + statementCounts.postgres;
    const before = counted();
    await c.ok('GET', `/api/orders/pick_up_code/check/?key=${code.key}`, undefined, clerk);
    // Whatever a woken worker would do has had its turn.
    await new Promise((done) => setTimeout(done, 100));
    await webhookWorkerIdle(s.app.ctx);
    // The token, the code and the history record (SQLite: in its group commit's BEGIN and
    // COMMIT; alone in its batch, no savepoint); the worker's five queries came on top before.
    expect(counted() - before).toBe(onPostgres ? 3 : 5);
  });
});
