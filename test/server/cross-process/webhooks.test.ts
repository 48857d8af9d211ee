import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_ONLY } from '../../support/database';
import { httpClient } from '../../support/serve-child';
import { startReceiver, until, type Receiver } from '../webhooks/support';
import { startTwoServers, type TwoServers } from './support';

/**
 * docs/DESIGN.md §13: each webhook attempt is made by one process only. A webhook registered first,
 * then 200 orders paid through two server processes on one PostgreSQL database at once: the
 * receiver gets exactly 200 deliveries, each once, all first attempts that succeeded.
 */

const ORDERS = 200;

let two: TwoServers;
let receiver: Receiver;

beforeAll(async () => {
  if (!onPostgres) return;
  receiver = await startReceiver({ status: 200, body: 'ok' });
  two = await startTwoServers();
}, 120_000);
afterAll(async () => {
  await two?.stop();
  await receiver?.stop();
});

describe.skipIf(!onPostgres)(`webhooks from two processes (${POSTGRES_ONLY})`, () => {
  it(`${ORDERS} order_paid events paid through both processes are delivered exactly once each`, async () => {
    const [a, b] = two.urls.map((url) => httpClient(url));
    const token = await a!.login('boss', 'boss-password');
    a!.useToken(token);
    b!.useToken(token);
    const store = await a!.ok('POST', '/api/shops/offline_shop/', { title: '南京西路店' });
    const product = await a!.ok('POST', '/api/shopfront/product/', {
      title: 'Webhook test product',
      published: true,
      variants: [{ price: '9.90', inventory_quantity: ORDERS + 10 }],
    });
    // The receiver runs on this machine: the shop allows private targets (docs/DESIGN.md §9), a
    // setting in force in every process within 1 s (docs/DESIGN.md §13).
    await a!.ok('PATCH', '/api/shops/shop_settings/', { webhook_private_targets: true });
    await new Promise((settled) => setTimeout(settled, 1100));
    const webhook = await a!.ok('POST', '/api/webhooks/webhook/', {
      event: 'order_paid',
      url: receiver.url(),
    });

    // Four lanes, two through each process: half the orders through each, at the same time.
    const LANES = 4;
    const paid: number[] = [];
    const payThrough = async (http: typeof a, from: number) => {
      for (let i = from; i < ORDERS; i += LANES) {
        const order = await http!.ok('POST', '/api/orders/order/', {
          customer: { mobile: `1380000${String(i).padStart(4, '0')}`, full_name: `顾客${i}` },
          selected_channel: 'pick_up',
          pick_up_shop_id: store.id,
          lines: [{ variant_id: product.variants[0].id, quantity: 1 }],
        });
        await http!.ok('POST', `/api/orders/order/${order.id}/pay/`);
        paid.push(order.id as number);
      }
    };
    await Promise.all(
      Array.from({ length: LANES }, (_, lane) => payThrough(lane % 2 ? b : a, lane)),
    );
    expect(new Set(paid).size).toBe(ORDERS);

    await until(() => receiver.requests.length >= paid.length, 'every delivery', 120_000);
    // Anything sent twice would arrive in the next moments.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const deliveryIds = receiver.requests.map((r) => r.headers['x-service-delivery-id']);
    const orderIds = receiver.requests.map((r) => JSON.parse(r.body.toString()).id as number);
    expect(receiver.requests).toHaveLength(paid.length);
    expect(new Set(deliveryIds).size).toBe(paid.length);
    expect(orderIds.sort((x, y) => x - y)).toEqual([...paid].sort((x, y) => x - y));

    // The log: one delivery per order, each with exactly one attempt, the first, a success.
    const deliveries = [];
    for (let page = 1; deliveries.length < ORDERS; page++) {
      const found = await a!.ok(
        'GET',
        `/api/webhooks/webhook/${webhook.id}/deliveries/?page_size=100&page=${page}`,
      );
      expect(found.count).toBe(ORDERS);
      deliveries.push(...found.results);
    }
    expect(new Set(deliveries.map((d) => String(d.id)))).toEqual(new Set(deliveryIds));
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('succeeded');
      expect(delivery.attempts).toHaveLength(1);
      expect(delivery.attempts[0]).toMatchObject({ kind: 'initial', succeeded: true });
    }
  }, 300_000);
});
