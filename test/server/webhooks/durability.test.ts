import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src-server/app';
import { migrateToLatest, openDatabase, type AppDatabase } from '../../../src-server/db';
import { emit } from '../../../src-server/db/events';
import { webhookWorkerIdle } from '../../../src-server/modules/webhooks';
import * as repo from '../../../src-server/modules/webhooks/repository';
import { MANAGER, createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, startReceiver, until, webhookClient, type Receiver } from './support';
import { initialize, isInitialised } from '../../../src-server/modules/shops';

const MINUTE = 60_000;

let dir: string;
let receiver: Receiver;
let clock: ReturnType<typeof testClock>;
let timers: ReturnType<typeof clockTimers>;
const open: { close(): Promise<void> }[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-webhooks-'));
  receiver = await startReceiver();
  clock = testClock();
  timers = clockTimers(clock);
});
afterEach(async () => {
  for (const running of open.splice(0).reverse()) await running.close();
  await receiver.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts the shop on the data file in `dir`, as `serve` does after a (re)start. A restart
 * commits nothing until `api()` signs in, so what it sends on its own comes from the start.
 */
async function boot(options: { timeoutMs?: number } = {}) {
  const database = openDatabase(join(dir, 'shopdesk.db'));
  await migrateToLatest(database.db);
  const app = await buildServer({
    database,
    clock,
    rendererDir: null,
    webhooks: { clock, timers, timeoutMs: options.timeoutMs ?? 5000 },
  });
  if (!(await isInitialised(app.ctx)))
    await initialize(app.ctx, {
      managerUsername: MANAGER.username,
      managerPassword: MANAGER.password,
    });
  let closed = false;
  let api: ReturnType<typeof webhookClient> | null = null;
  const running = {
    app,
    database,
    /** The manager's calls (signing in commits a token). */
    async api() {
      if (api) return api;
      const login = await app.inject({
        method: 'POST',
        url: '/api/shops/staff_login/',
        payload: MANAGER,
      });
      const headers = { authorization: `Token ${login.json().token}` };
      api = webhookClient({ app, database } as unknown as TestServer, headers);
      return api;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
  open.push(running);
  return running;
}

/** The data file opened with no app at all: what the CLI or a crashed process leaves. */
async function withBareDatabase<T>(fn: (database: AppDatabase) => Promise<T>) {
  const database = openDatabase(join(dir, 'shopdesk.db'));
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const deliveryRows = (database: AppDatabase) =>
  database.db
    .selectFrom('webhook_delivery')
    .select(['id', 'status', 'claim_token', 'auto_attempts'])
    .orderBy('id')
    .execute();

describe('across a restart', () => {
  it('a delivery in flight at shutdown is cut off, left due, and delivered after the restart', async () => {
    receiver.behave('hang');
    const first = await boot();
    const webhook = await (
      await first.api()
    ).createWebhook({
      event: 'product_published',
      url: receiver.url(),
    });
    await (await first.api()).publishProduct();
    await until(() => receiver.waiting === 1, 'the delivery to reach the receiver');

    const closing = Date.now();
    await first.close();
    // Shutting down does not wait for the 5 s answer window.
    expect(Date.now() - closing).toBeLessThan(2000);
    await withBareDatabase(async (database) => {
      expect(await deliveryRows(database)).toEqual([
        expect.objectContaining({ status: 'pending', claim_token: null, auto_attempts: 0 }),
      ]);
      const attempts = await database.db.selectFrom('webhook_attempt').select('id').execute();
      expect(attempts).toEqual([]);
    });

    receiver.behave({ status: 200 });
    const second = await boot();
    // Nothing is committed and no timer moves: the start itself resumes the delivery.
    await until(() => receiver.requests.length === 2, 'the delivery after the restart');
    await webhookWorkerIdle(second.app.ctx);
    const [cut, delivered] = receiver.requests;
    expect(delivered!.headers['x-service-delivery-id']).toBe(cut!.headers['x-service-delivery-id']);
    expect(delivered!.body).toEqual(cut!.body);
    const [delivery] = await (await second.api()).deliveries(webhook.id);
    expect(delivery).toMatchObject({ status: 'succeeded' });
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({ kind: 'initial', status_code: 200 }),
    ]);
  });

  it('a retry that falls due while the service is down is sent when it starts', async () => {
    receiver.behave({ status: 500 });
    const first = await boot();
    const webhook = await (
      await first.api()
    ).createWebhook({
      event: 'product_published',
      url: receiver.url(),
    });
    await (await first.api()).publishProduct();
    await until(() => receiver.requests.length === 1, 'the first attempt');
    await webhookWorkerIdle(first.app.ctx);
    await first.close();

    clock.advance(30 * MINUTE);
    receiver.behave({ status: 200 });
    const second = await boot();
    await until(() => receiver.requests.length === 2, 'the retry after the restart');
    await webhookWorkerIdle(second.app.ctx);
    const [delivery] = await (await second.api()).deliveries(webhook.id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempts.map((a: { kind: string }) => a.kind)).toEqual(['initial', 'retry']);
  });

  it('events written while no worker runs (the CLI, a crash) are fanned out and sent at start', async () => {
    const first = await boot();
    const webhook = await (
      await first.api()
    ).createWebhook({
      event: 'order_paid',
      url: receiver.url(),
    });
    await first.close();
    clock.advance(MINUTE);
    await withBareDatabase(async (database) => {
      await database.transaction(async (trx) => {
        await emit(trx, 'order_paid', { id: 1, financial_status: 'paid' }, clock.now());
        await emit(trx, 'order_paid', { id: 2, financial_status: 'paid' }, clock.now());
      });
      // Registered (by another process) after those events happened: not notified of them.
      await database.transaction((trx) =>
        trx
          .insertInto('webhook')
          .values({
            application_id: 1,
            event: 'order_paid',
            url: receiver.url('/late'),
            metafield: '{}',
            created_at: clock.now() + 1,
            updated_at: clock.now() + 1,
          })
          .execute(),
      );
    });
    expect(receiver.requests).toEqual([]);

    const second = await boot();
    await until(() => receiver.requests.length === 2, 'both events');
    await webhookWorkerIdle(second.app.ctx);
    expect(receiver.requests.map((r) => JSON.parse(r.body.toString()).id).sort()).toEqual([1, 2]);
    expect(receiver.to('/late')).toEqual([]);
    expect((await (await second.api()).deliveries(webhook.id)).map((d) => d.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  });

  it('an attempt claimed by a process that died is made again once its claim lapses', async () => {
    const first = await boot();
    await (await first.api()).createWebhook({ event: 'order_paid', url: receiver.url() });
    await first.close();
    // A process fanned the event out and claimed its delivery, then died before sending.
    await withBareDatabase((database) =>
      database.transaction(async (trx) => {
        const id = await emit(trx, 'order_paid', { id: 7 }, clock.now());
        const webhook = await trx.selectFrom('webhook').select('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('webhook_fanout')
          .values({ outbox_id: id, fanned_out_at: clock.now() })
          .execute();
        await trx
          .insertInto('webhook_delivery')
          .values({
            webhook_id: webhook.id,
            outbox_id: id,
            event: 'order_paid',
            status: 'pending',
            auto_attempts: 0,
            next_attempt_at: clock.now(),
            claim_token: 'the-dead-process',
            claimed_until: clock.now() + 70_000,
            created_at: clock.now(),
            updated_at: clock.now(),
          })
          .execute();
      }),
    );

    const second = await boot();
    await webhookWorkerIdle(second.app.ctx);
    // Held: nobody else sends it while the claim may still be alive.
    expect(receiver.requests).toEqual([]);
    timers.advance(70_000);
    await until(() => receiver.requests.length === 1, 'the attempt after the claim lapsed');
    await webhookWorkerIdle(second.app.ctx);
    expect(JSON.parse(receiver.requests[0]!.body.toString())).toEqual({ id: 7 });
    // The fanned-out event was not fanned out a second time.
    expect(await deliveryRows(second.database)).toEqual([
      expect.objectContaining({ status: 'succeeded', claim_token: null }),
    ]);
  });
});

describe('claims', () => {
  it('an event is claimed for fan-out once, and an attempt once, whoever asks', async () => {
    const database = openDatabase(join(dir, 'claims.db'));
    open.push(database);
    await migrateToLatest(database.db);
    const now = clock.now();
    const id = await database.transaction((trx) => emit(trx, 'order_paid', { id: 1 }, now));
    expect(await database.transaction((trx) => repo.insertEventClaim(trx, id, now))).toBe(true);
    expect(await database.transaction((trx) => repo.insertEventClaim(trx, id, now))).toBe(false);
    expect(await repo.listUnfannedEvents(database.db, 10, 0)).toEqual([]);

    await database.db
      .insertInto('application')
      .values({ id: 1, name: 'desktop', scopes: 'read write', token_hash: null, created_at: now })
      .execute();
    await database.db
      .insertInto('webhook')
      .values({
        application_id: 1,
        event: 'order_paid',
        url: 'http://127.0.0.1:9/',
        metafield: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const event = { id, event: 'order_paid', created_at: now };
    // Fanned out twice (two workers racing past the claim): still one delivery.
    await database.transaction((trx) => repo.insertDeliveries(trx, event, now));
    await database.transaction((trx) => repo.insertDeliveries(trx, event, now));
    const [delivery, ...more] = await deliveryRows(database);
    expect(more).toEqual([]);
    const claim = (token: string) =>
      database.transaction((trx) =>
        repo.updateDeliveryClaimed(trx, delivery!.id, token, now, now + 1000),
      );
    expect(await claim('a')).toBe(true);
    expect(await claim('b')).toBe(false);
    // Only the holder records the outcome.
    const finish = (token: string) =>
      database.transaction((trx) =>
        repo.updateDeliveryFinished(trx, delivery!.id, token, {
          status: 'succeeded',
          auto_attempts: 1,
          next_attempt_at: null,
          updated_at: now,
        }),
      );
    expect(await finish('b')).toBe(false);
    expect(await finish('a')).toBe(true);
  });
});

describe('no event is lost when the receiver is down', () => {
  let s: TestServer;
  afterEach(() => s.close());

  it('20 orders paid while the receiver is stopped are all delivered after it comes back and the retry falls due', async () => {
    s = await createTestServer({ clock, webhooks: { clock, timers, timeoutMs: 5000 } });
    const api = webhookClient(s, s.auth(await s.login()));
    await api.prepareOrders();
    const webhook = await api.createWebhook({ event: 'order_paid', url: receiver.url() });
    const deliveriesUrl = `/api/webhooks/webhook/${webhook.id}/deliveries/?page_size=100`;
    await receiver.stop();

    const orders: number[] = [];
    for (let i = 0; i < 20; i++) orders.push((await api.payOrder()).id);
    await until(async () => {
      const page = await api.ok('GET', deliveriesUrl);
      return (
        page.count === 20 &&
        page.results.every((d: { attempts: unknown[] }) => d.attempts.length === 1)
      );
    }, 'the 20 first attempts');
    await api.settle();
    let page = await api.ok('GET', deliveriesUrl);
    expect(page.results.every((d: { status: string }) => d.status === 'pending')).toBe(true);
    expect(receiver.requests).toEqual([]);

    await receiver.start();
    timers.advance(5 * MINUTE);
    await until(() => receiver.requests.length === 20, '20 deliveries', 10_000);
    await api.settle();

    expect(receiver.requests).toHaveLength(20);
    const deliveryIds = new Set(receiver.requests.map((r) => r.headers['x-service-delivery-id']));
    expect(deliveryIds.size).toBe(20);
    const delivered = receiver.requests.map((r) => JSON.parse(r.body.toString()));
    expect(delivered.map((order) => order.id as number).sort((a, b) => a - b)).toEqual(orders);
    expect(delivered.every((order) => order.financial_status === 'paid')).toBe(true);
    page = await api.ok('GET', deliveriesUrl);
    expect(page.results.map((d: { status: string }) => d.status)).toEqual(
      Array(20).fill('succeeded'),
    );
  });
});
