import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emit } from '../../../src-server/db/events';
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
} from '../../../src-server/modules/webhooks/worker';
import type { WebhookWorkerOptions } from '../../../src-server/modules/webhooks';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, sign, startReceiver, until, webhookClient, type Receiver } from './support';

const MINUTE = 60_000;
const DELIVERY_KEYS = [
  'attempts',
  'created_at',
  'event',
  'id',
  'next_attempt_at',
  'status',
  'updated_at',
  'webhook_id',
];
const ATTEMPT_KEYS = [
  'attempted_at',
  'duration_ms',
  'error',
  'id',
  'kind',
  'response_excerpt',
  'status_code',
  'succeeded',
];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;

let clock: ReturnType<typeof testClock>;
let timers: ReturnType<typeof clockTimers>;
let s: TestServer;
let api: ReturnType<typeof webhookClient>;
let receiver: Receiver;
const extraReceivers: Receiver[] = [];

/** A fresh shop whose worker runs on the test clock (retries fire when it is advanced). */
async function setUp(options: WebhookWorkerOptions = {}) {
  clock = testClock();
  timers = clockTimers(clock);
  s = await createTestServer({ clock, webhooks: { timers, timeoutMs: 5000, ...options } });
  api = webhookClient(s, s.auth(await s.login()));
}

beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await s.close();
  // The worker left no timer behind.
  expect(timers.size).toBe(0);
  await receiver.stop();
  for (const extra of extraReceivers.splice(0)) await extra.stop();
});

const header = (value: string | string[] | undefined) => value as string;

describe('what is sent', () => {
  beforeEach(() => setUp());

  it('product_published: right after the commit, the product as GET shows it, signed, every header', async () => {
    await api.ok('PATCH', '/api/shops/shop_settings/', {
      name: '静安 Shopdesk 店',
      domain: 'jingan.shopdesk.local',
    });
    const webhook = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/products'),
    });
    await api.createWebhook({ event: 'order_paid', url: receiver.url('/orders') });

    const product = await api.publishProduct('保温杯');
    // No timer is advanced: only the commit can have started this delivery.
    await until(() => receiver.requests.length === 1, 'the delivery', 2000);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);
    const request = receiver.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/products');

    const shown = await api.ok('GET', `/api/shopfront/product/${product.id}/`);
    expect(JSON.parse(request.body.toString('utf8'))).toEqual(shown);
    const outbox = await s.database.db.selectFrom('event_outbox').select('payload').execute();
    expect(request.body.toString('utf8')).toBe(outbox[0]!.payload);

    const settings = await api.settings();
    const [delivery] = await api.deliveries(webhook.id);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-service-shop-domain']).toBe('jingan.shopdesk.local');
    expect(request.headers['x-service-shop-id']).toBe(String(settings.id));
    expect(decodeURIComponent(header(request.headers['x-service-shop']))).toBe('静安 Shopdesk 店');
    expect(request.headers['x-service-event']).toBe('product_published');
    expect(request.headers['x-service-delivery-id']).toBe(String(delivery!.id));
    expect(request.headers['x-service-sha256']).toMatch(/^[0-9A-F]{64}$/);
    expect(request.headers['x-service-sha256']).toBe(sign(request.body, settings.webhook_secret));

    expect(delivery).toMatchObject({
      webhook_id: webhook.id,
      event: 'product_published',
      status: 'succeeded',
      next_attempt_at: null,
    });
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({
        kind: 'initial',
        status_code: 200,
        succeeded: true,
        error: null,
        response_excerpt: 'ok',
      }),
    ]);
  });

  it('order_paid: paying an order sends the order as GET shows it, signed, to order_paid webhooks only', async () => {
    await api.prepareOrders();
    const products = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/products'),
    });
    const orders = await api.createWebhook({ event: 'order_paid', url: receiver.url('/orders') });
    const paid = await api.payOrder();
    await until(() => receiver.requests.length === 1, 'the delivery', 2000);
    await api.settle();

    const request = receiver.requests[0]!;
    expect(request.url).toBe('/orders');
    const shown = await api.ok('GET', `/api/orders/order/${paid.id}/`);
    expect(shown.financial_status).toBe('paid');
    expect(JSON.parse(request.body.toString('utf8'))).toEqual(shown);
    const settings = await api.settings();
    const [delivery] = await api.deliveries(orders.id);
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'x-service-shop-domain': settings.domain,
      'x-service-shop-id': String(settings.id),
      'x-service-shop': encodeURIComponent(settings.name),
      'x-service-event': 'order_paid',
      'x-service-delivery-id': String(delivery!.id),
      'x-service-sha256': sign(request.body, settings.webhook_secret),
    });
    expect(delivery!.status).toBe('succeeded');
    expect(await api.deliveries(products.id)).toEqual([]);
  });

  it('the outbox payload is sent byte for byte, whatever area wrote it', async () => {
    const webhook = await api.createWebhook({ event: 'order_paid', url: receiver.url() });
    const order = { id: 17, note: '下午来取 "东门"', total_price: '118.00', lines: [] };
    await s.database.transaction((trx) => emit(trx, 'order_paid', order, clock.now()));
    await until(() => receiver.requests.length === 1, 'the delivery', 2000);
    await api.settle();
    expect(receiver.requests[0]!.body.toString('utf8')).toBe(JSON.stringify(order));
    expect((await api.deliveries(webhook.id))[0]!.status).toBe('succeeded');
  });

  it('every webhook of the event gets its own delivery; one registered later does not', async () => {
    const first = await api.createWebhook({ event: 'product_published', url: receiver.url('/1') });
    const second = await api.createWebhook({ event: 'product_published', url: receiver.url('/2') });
    await api.publishProduct();
    await until(() => receiver.requests.length === 2, 'two deliveries');
    await api.settle();
    const ids = receiver.requests.map((r) => r.headers['x-service-delivery-id']);
    expect(new Set(ids).size).toBe(2);
    expect(receiver.to('/1')[0]!.body).toEqual(receiver.to('/2')[0]!.body);
    expect(await api.deliveries(first.id)).toHaveLength(1);
    expect(await api.deliveries(second.id)).toHaveLength(1);

    const late = await api.createWebhook({ event: 'product_published', url: receiver.url('/3') });
    expect(await api.deliveries(late.id)).toEqual([]);
    await api.publishProduct('Another');
    await until(() => receiver.requests.length === 5, 'three more deliveries');
    expect(await api.deliveries(late.id)).toHaveLength(1);
  });
});

describe('what counts as delivered', () => {
  beforeEach(() => setUp());

  it('any 2xx is success', async () => {
    receiver.behave((request) =>
      request.url === '/created' ? { status: 201, body: '{"ok":true}' } : { status: 204 },
    );
    const created = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/created'),
    });
    const empty = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/empty'),
    });
    await api.publishProduct();
    await until(() => receiver.requests.length === 2, 'two deliveries');
    await api.settle();
    const [a] = await api.deliveries(created.id);
    const [b] = await api.deliveries(empty.id);
    expect(a).toMatchObject({ status: 'succeeded' });
    expect(a!.attempts[0]).toMatchObject({ status_code: 201, response_excerpt: '{"ok":true}' });
    expect(b).toMatchObject({ status: 'succeeded' });
    expect(b!.attempts[0]).toMatchObject({ status_code: 204, response_excerpt: '' });
  });

  it('a non-2xx answer fails; exactly one retry 5 minutes later; then failed', async () => {
    expect(DEFAULT_RETRY_DELAY_MS).toBe(5 * MINUTE);
    receiver.behave({ status: 500, body: 'boom' });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    const publishedAt = clock.now();
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the first attempt');
    await api.settle();

    let [delivery] = await api.deliveries(webhook.id);
    expect(delivery!.status).toBe('pending');
    expect(Date.parse(delivery!.next_attempt_at)).toBe(publishedAt + 5 * MINUTE);
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({
        kind: 'initial',
        status_code: 500,
        succeeded: false,
        error: expect.stringContaining('500'),
        response_excerpt: 'boom',
      }),
    ]);

    // Not a moment before the 5 minutes.
    timers.advance(5 * MINUTE - 1);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);

    timers.advance(1);
    await until(() => receiver.requests.length === 2, 'the retry');
    await api.settle();
    [delivery] = await api.deliveries(webhook.id);
    expect(delivery!.status).toBe('failed');
    expect(delivery!.next_attempt_at).toBeNull();
    expect(delivery!.attempts.map((a: { kind: string }) => a.kind)).toEqual(['initial', 'retry']);
    // The retry is the same notification.
    const [first, retry] = receiver.requests;
    expect(retry!.body).toEqual(first!.body);
    expect(retry!.headers['x-service-delivery-id']).toBe(first!.headers['x-service-delivery-id']);

    // And nothing more, ever.
    timers.advance(60 * MINUTE);
    await api.settle();
    expect(receiver.requests).toHaveLength(2);
  });

  it('a retry that succeeds makes the delivery succeeded', async () => {
    receiver.behave({ status: 503 });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the first attempt');
    await api.settle();
    receiver.behave({ status: 200, body: 'thanks' });
    timers.advance(5 * MINUTE);
    await until(() => receiver.requests.length === 2, 'the retry');
    await api.settle();
    const [delivery] = await api.deliveries(webhook.id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempts.map((a: { succeeded: boolean }) => a.succeeded)).toEqual([
      false,
      true,
    ]);
  });

  it('redirects are not followed and count as failures', async () => {
    receiver.behave((request) =>
      request.url === '/moved'
        ? { status: 302, headers: { location: receiver.url('/elsewhere') } }
        : request.url === '/temporary'
          ? { status: 307, headers: { location: receiver.url('/elsewhere') } }
          : { status: 200 },
    );
    const moved = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/moved'),
    });
    const temporary = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/temporary'),
    });
    await api.publishProduct();
    await until(() => receiver.requests.length >= 2, 'two attempts');
    await api.settle();
    expect(receiver.to('/elsewhere')).toEqual([]);
    for (const [webhook, status] of [
      [moved, 302],
      [temporary, 307],
    ] as const) {
      const [delivery] = await api.deliveries(webhook.id);
      expect(delivery!.status).toBe('pending');
      expect(delivery!.attempts[0]).toMatchObject({
        status_code: status,
        succeeded: false,
        error: expect.stringMatching(/redirect/i),
      });
    }
  });

  it('a refused connection is a failure with the reason', async () => {
    const down = await startReceiver();
    const url = down.url();
    await down.stop();
    const webhook = await api.createWebhook({ event: 'product_published', url });
    await api.publishProduct();
    await until(
      async () => (await api.deliveries(webhook.id))[0]?.attempts.length === 1,
      'the attempt',
    );
    const [delivery] = await api.deliveries(webhook.id);
    expect(delivery!.status).toBe('pending');
    expect(delivery!.attempts[0]).toMatchObject({
      status_code: null,
      succeeded: false,
      response_excerpt: null,
      error: expect.stringMatching(/ECONNREFUSED|refused/i),
    });
  });
});

describe('the 10-second answer window', () => {
  it('is the default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it('a receiver that does not answer in time is a failure (a short injected timeout)', async () => {
    await setUp({ timeoutMs: 300 });
    receiver.behave((request) =>
      request.url === '/quick' ? { status: 200, delayMs: 50 } : 'hang',
    );
    const silent = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/silent'),
    });
    const quick = await api.createWebhook({
      event: 'product_published',
      url: receiver.url('/quick'),
    });
    const started = Date.now();
    await api.publishProduct();
    await until(() => receiver.requests.length === 2, 'both attempts');
    await api.settle();
    const elapsed = Date.now() - started;
    const [late] = await api.deliveries(silent.id);
    expect(late!.status).toBe('pending');
    expect(late!.attempts[0]).toMatchObject({
      status_code: null,
      succeeded: false,
      error: 'No answer within 0.3 s.',
      response_excerpt: null,
    });
    expect(late!.attempts[0].duration_ms).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(3000);
    // The request was cut off, not left open.
    await until(() => receiver.waiting === 0, 'the receiver to see the request end');
    const [onTime] = await api.deliveries(quick.id);
    expect(onTime!.status).toBe('succeeded');
    expect(onTime!.attempts[0].duration_ms).toBeGreaterThanOrEqual(40);
  });

  it('an answer that comes slowly but inside the default window succeeds', async () => {
    await setUp({ timeoutMs: undefined });
    receiver.behave({ status: 200, delayMs: 1200 });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the attempt');
    await api.settle();
    const [delivery] = await api.deliveries(webhook.id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempts[0].duration_ms).toBeGreaterThanOrEqual(1100);
  });
});

describe('concurrency', () => {
  beforeEach(() => setUp());

  it('a slow receiver does not hold up the deliveries to another webhook', async () => {
    const slow = await startReceiver('hang');
    extraReceivers.push(slow);
    const slowHook = await api.createWebhook({ event: 'product_published', url: slow.url() });
    const fastHook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    const started = Date.now();
    for (let i = 0; i < 10; i++) await api.publishProduct(`Product ${i}`);
    // The slow receiver holds its requests for the whole 5 s window; the fast one is served.
    const fastDone = async () => {
      const fast = await api.deliveries(fastHook.id, '?page_size=20');
      return fast.length === 10 && fast.every((d) => d.status === 'succeeded');
    };
    await until(fastDone, 'the fast deliveries, recorded', 2500);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(receiver.requests).toHaveLength(10);
    // Sent side by side, but a slow webhook gets at most 2 of the slots.
    expect(slow.waiting).toBeGreaterThan(1);
    expect(slow.waiting).toBeLessThanOrEqual(2);
    expect(
      (await api.deliveries(slowHook.id, '?page_size=20')).every((d) => d.attempts.length === 0),
    ).toBe(true);
  });
});

describe('redelivery', () => {
  beforeEach(() => setUp());

  it('makes a new attempt now, whatever the state, and answers the delivery', async () => {
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the delivery');
    await api.settle();
    const [delivery] = await api.deliveries(webhook.id);

    // A succeeded delivery, sent again.
    const again = await api.ok('POST', `/api/webhooks/delivery/${delivery!.id}/redeliver/`);
    expect(Object.keys(again).sort()).toEqual(DELIVERY_KEYS);
    expect(again.status).toBe('succeeded');
    expect(again.attempts.map((a: { kind: string }) => a.kind)).toEqual(['initial', 'redelivery']);
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]!.body).toEqual(receiver.requests[0]!.body);
    expect(receiver.requests[1]!.headers['x-service-delivery-id']).toBe(String(delivery!.id));

    // A failing redelivery of it: failed.
    receiver.behave({ status: 400, body: 'no' });
    const failing = await api.ok('POST', `/api/webhooks/delivery/${delivery!.id}/redeliver/`);
    expect(failing.status).toBe('failed');
    expect(failing.attempts[2]).toMatchObject({ kind: 'redelivery', status_code: 400 });
    // Then a good one: succeeded again.
    receiver.behave({ status: 200 });
    const fixed = await api.ok('POST', `/api/webhooks/delivery/${delivery!.id}/redeliver/`);
    expect(fixed.status).toBe('succeeded');
    expect(fixed.attempts).toHaveLength(4);
    // No automatic attempt follows a redelivery.
    timers.advance(10 * MINUTE);
    await api.settle();
    expect(receiver.requests).toHaveLength(4);
  });

  it('a failed delivery can be redelivered; one waiting for its retry keeps waiting if it fails', async () => {
    receiver.behave({ status: 500 });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the first attempt');
    await api.settle();
    const [waiting] = await api.deliveries(webhook.id);
    const stillWaiting = await api.ok('POST', `/api/webhooks/delivery/${waiting!.id}/redeliver/`);
    expect(stillWaiting.status).toBe('pending');
    expect(stillWaiting.next_attempt_at).toBe(waiting!.next_attempt_at);

    timers.advance(5 * MINUTE);
    await until(() => receiver.requests.length === 3, 'the retry');
    await api.settle();
    const [failed] = await api.deliveries(webhook.id);
    expect(failed!.status).toBe('failed');
    expect(failed!.attempts.map((a: { kind: string }) => a.kind)).toEqual([
      'initial',
      'redelivery',
      'retry',
    ]);

    receiver.behave({ status: 200 });
    const redelivered = await api.ok('POST', `/api/webhooks/delivery/${failed!.id}/redeliver/`);
    expect(redelivered.status).toBe('succeeded');
    expect(redelivered.attempts).toHaveLength(4);
  });

  it('a successful redelivery of a delivery waiting for its retry cancels the retry', async () => {
    receiver.behave({ status: 500 });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the first attempt');
    await api.settle();
    receiver.behave({ status: 200 });
    const [delivery] = await api.deliveries(webhook.id);
    const redelivered = await api.ok('POST', `/api/webhooks/delivery/${delivery!.id}/redeliver/`);
    expect(redelivered).toMatchObject({ status: 'succeeded', next_attempt_at: null });
    timers.advance(10 * MINUTE);
    await api.settle();
    expect(receiver.requests).toHaveLength(2);
  });

  it("needs webhooks:write, and another application's delivery is 404", async () => {
    const ownerToken = await s.appToken('webhooks:write webhooks:read');
    const owner = s.bearer(ownerToken);
    const other = s.bearer(await s.appToken('webhooks:write webhooks:read'));
    const reader = s.bearer(await s.appToken('webhooks:read'));
    const webhook = await api.createWebhook(
      { event: 'product_published', url: receiver.url() },
      owner,
    );
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the delivery');
    await api.settle();
    const [delivery] = await api.deliveries(webhook.id);
    const redeliver = `/api/webhooks/delivery/${delivery!.id}/redeliver/`;

    expect((await api.call('POST', redeliver, undefined, other)).statusCode).toBe(404);
    expect(
      (await api.call('GET', `/api/webhooks/delivery/${delivery!.id}/`, undefined, other))
        .statusCode,
    ).toBe(404);
    expect((await api.call('POST', redeliver, undefined, reader)).statusCode).toBe(403);
    expect((await api.call('POST', '/api/webhooks/delivery/9999/redeliver/')).statusCode).toBe(404);
    expect(receiver.requests).toHaveLength(1);
    await api.ok('POST', redeliver, undefined, 200, owner);
    expect(receiver.requests).toHaveLength(2);
  });
});

describe('the shop secret', () => {
  beforeEach(() => setUp());

  it('a rotation signs the very next delivery, a pending retry included', async () => {
    const rotate = async () =>
      (await api.ok('POST', '/api/shops/shop_settings/rotate_webhook_secret/'))
        .webhook_secret as string;
    await api.createWebhook({ event: 'product_published', url: receiver.url() });
    const first = (await api.settings()).webhook_secret as string;
    await api.publishProduct('One');
    await until(() => receiver.requests.length === 1, 'the first delivery');
    const signature = (i: number) => receiver.requests[i]!.headers['x-service-sha256'];
    expect(signature(0)).toBe(sign(receiver.requests[0]!.body, first));

    const second = await rotate();
    expect(second).not.toBe(first);
    await api.publishProduct('Two');
    await until(() => receiver.requests.length === 2, 'the second delivery');
    expect(signature(1)).toBe(sign(receiver.requests[1]!.body, second));
    expect(signature(1)).not.toBe(sign(receiver.requests[1]!.body, first));

    // An event that failed before a rotation is retried with the secret of the moment.
    receiver.behave({ status: 500 });
    await api.publishProduct('Three');
    await until(() => receiver.requests.length === 3, 'the third attempt');
    await api.settle();
    expect(signature(2)).toBe(sign(receiver.requests[2]!.body, second));
    const third = await rotate();
    receiver.behave({ status: 200 });
    timers.advance(5 * MINUTE);
    await until(() => receiver.requests.length === 4, 'the retry');
    expect(signature(3)).toBe(sign(receiver.requests[3]!.body, third));
  });
});

describe('the delivery log', () => {
  beforeEach(() => setUp());

  it('lists deliveries newest first with every attempt: time, status, error, duration, excerpt', async () => {
    receiver.behave({ status: 200, body: 'x'.repeat(2000) });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    for (let i = 0; i < 3; i++) await api.publishProduct(`Product ${i}`);
    await until(() => receiver.requests.length === 3, 'three deliveries');
    await api.settle();

    const page = await api.ok('GET', `/api/webhooks/webhook/${webhook.id}/deliveries/?page_size=2`);
    expect(page.count).toBe(3);
    expect(page.next).toMatch(/page=2/);
    const ids = page.results.map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest] = page.results;
    expect(Object.keys(newest).sort()).toEqual(DELIVERY_KEYS);
    expect(newest.created_at).toMatch(TIMESTAMP);
    const [attempt] = newest.attempts;
    expect(Object.keys(attempt).sort()).toEqual(ATTEMPT_KEYS);
    expect(attempt.attempted_at).toMatch(TIMESTAMP);
    expect(Date.parse(attempt.attempted_at)).toBe(clock.now());
    expect(Number.isInteger(attempt.duration_ms)).toBe(true);
    // The first 500 bytes of the answer.
    expect(attempt.response_excerpt).toBe('x'.repeat(500));

    const single = await api.ok('GET', `/api/webhooks/delivery/${newest.id}/`);
    expect(single).toEqual(newest);
    const older = await api.ok(
      'GET',
      `/api/webhooks/webhook/${webhook.id}/deliveries/?page_size=2&page=2`,
    );
    expect(older.results).toHaveLength(1);
    expect(older.results[0].id).toBeLessThan(ids[1]);
  });

  it('deleting a webhook stops its pending retry and removes its log', async () => {
    receiver.behave({ status: 500 });
    const webhook = await api.createWebhook({ event: 'product_published', url: receiver.url() });
    await api.publishProduct();
    await until(() => receiver.requests.length === 1, 'the first attempt');
    await api.settle();
    const [delivery] = await api.deliveries(webhook.id);
    await api.ok('DELETE', `/api/webhooks/webhook/${webhook.id}/`, undefined, 204);
    timers.advance(5 * MINUTE);
    await api.settle();
    expect(receiver.requests).toHaveLength(1);
    expect((await api.call('GET', `/api/webhooks/delivery/${delivery!.id}/`)).statusCode).toBe(404);
  });
});
