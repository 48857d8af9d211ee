import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickUpClient } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { clockTimers, sign, startReceiver, until, webhookClient, type Receiver } from './support';

// The events a webhook may subscribe to since migration 0061 (docs/OFFLINE.md, docs/API.md
// "Webhooks"): an offline hand-out refused on sync, and the orders' fulfilment and refund,
// each received by a real HTTP server.

const HOUR = 60 * 60 * 1000;

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let hooks: ReturnType<typeof webhookClient>;
let api: ReturnType<typeof pickUpClient>;
let receiver: Receiver;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock, webhooks: { timers: clockTimers(clock), timeoutMs: 5000 } });
  const manager = s.auth(await s.login());
  hooks = webhookClient(s, manager);
  api = pickUpClient(s, manager);
  receiver = await startReceiver();
});
afterEach(async () => {
  await s.close();
  await receiver.stop();
});

/** The API's time text of an instant (Asia/Shanghai, as the shop's zone). */
const at = (ms: number) => new Date(ms + 8 * HOUR).toISOString().replace('Z', '+08:00');

/** What the receiver got at a path, parsed, with its event header. */
const received = (path: string) =>
  receiver.requests
    .filter((request) => request.url === path)
    .map((request) => ({
      event: request.headers['x-service-event'],
      body: JSON.parse(request.body.toString('utf8')),
    }));

describe('pick_up_code_conflict', () => {
  it('an offline hand-out refused on sync sends the code, the hand-out and the refusal, signed; an accepted one sends nothing', async () => {
    const store = await api.createStore();
    const variantId = (await api.createProduct()).variants[0].id;
    const clerk = await api.staffOf('clerk.a', store.id);
    const other = await api.staffOf('clerk.b', store.id);
    const taken = await api.paidPickUp(store.id, variantId);
    const accepted = await api.paidPickUp(store.id, variantId);
    await hooks.settle();
    const hook = await hooks.createWebhook({
      event: 'pick_up_code_conflict',
      url: receiver.url('/conflict'),
    });

    const offlineAt = clock.now() + 60_000;
    clock.advance(10 * 60_000);
    // Handed out online at another counter meanwhile; the offline one comes second.
    await api.ok('POST', '/api/orders/pick_up_code/consume/', { key: taken.code.key }, other);
    const refused = await api.call(
      'POST',
      '/api/orders/pick_up_code/consume/',
      { key: taken.code.key, offline_at: at(offlineAt), counter_id: 'counter-0a1b2c3d' },
      clerk,
    );
    expect(refused.statusCode).toBe(409);
    const ok = await api.call(
      'POST',
      '/api/orders/pick_up_code/consume/',
      { key: accepted.code.key, offline_at: at(offlineAt), counter_id: 'counter-0a1b2c3d' },
      clerk,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    await until(() => receiver.requests.length === 1, 'the delivery', 2000);
    await hooks.settle();

    const code = await api.codeOf(taken.order.id);
    const [conflict] = received('/conflict');
    expect(conflict!.event).toBe('pick_up_code_conflict');
    expect(conflict!.body).toEqual({
      ...code,
      order_token: taken.order.token,
      customer: { ...(code.customer as object), mobile: '13800138000' },
      offline_at: at(offlineAt),
      counter_id: 'counter-0a1b2c3d',
      handed_out_by: { id: expect.any(Number), username: 'clerk.a' },
      reason: {
        code: 'code_already_used',
        detail: refused.json().detail,
        params: refused.json().params,
      },
    });
    // The code as it is: handed out by the other clerk.
    expect(conflict!.body.used_by.username).toBe('clerk.b');
    const settings = await hooks.settings();
    expect(receiver.requests[0]!.headers['x-service-sha256']).toBe(
      sign(receiver.requests[0]!.body, settings.webhook_secret),
    );
    const deliveries = await hooks.deliveries(hook.id);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['succeeded']);
    // A refusal at an online counter is no conflict.
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: taken.code.key }, clerk);
    await hooks.settle();
    expect(await hooks.deliveries(hook.id)).toHaveLength(1);
  });
});

describe('order_fulfilled and order_refunded', () => {
  it('a webhook subscribed to each receives the order as GET shows it', async () => {
    const variantId = (await api.createProduct()).variants[0].id;
    const method = await api.shippingMethod();
    const order = await api.createOrder({
      selected_channel: 'delivery',
      shipping_method_id: method,
      shipping_address: {
        full_name: '王芳',
        mobile: '13800138000',
        address1: '南京西路 1000 号',
        place_code: '310106',
      },
      lines: [{ variant_id: variantId, quantity: 2 }],
    });
    await api.pay(order.id);
    await hooks.settle();
    await hooks.createWebhook({ event: 'order_fulfilled', url: receiver.url('/fulfilled') });
    await hooks.createWebhook({ event: 'order_refunded', url: receiver.url('/refunded') });

    const line = order.lines[0];
    await api.ok('POST', `/api/orders/order/${order.id}/fulfill/`, {
      carrier: '顺丰速运',
      tracking_number: 'SF1234567890',
    });
    const fulfilled = await api.ok('GET', `/api/orders/order/${order.id}/`);
    await api.ok('POST', `/api/orders/order/${order.id}/refund/`, {
      lines: [{ line_id: line.id, quantity: 1, restock: false }],
      reason: '外观损坏',
    });
    const refunded = await api.ok('GET', `/api/orders/order/${order.id}/`);
    await until(() => receiver.requests.length === 2, 'the deliveries', 2000);
    await hooks.settle();

    expect(received('/fulfilled')).toEqual([{ event: 'order_fulfilled', body: fulfilled }]);
    expect(received('/refunded')).toEqual([{ event: 'order_refunded', body: refunded }]);
  });

  it('every event is one a webhook may subscribe to', async () => {
    const response = await hooks.call('POST', '/api/webhooks/webhook/', {
      event: 'order_shipped',
      url: receiver.url(),
    });
    expect(response.statusCode).toBe(400);
    const message = response.json().errors.event[0];
    for (const event of [
      'product_published',
      'order_paid',
      'order_fulfilled',
      'order_refunded',
      'pick_up_code_prepared',
      'pick_up_code_conflict',
    ])
      expect(message).toContain(event);
  });
});
