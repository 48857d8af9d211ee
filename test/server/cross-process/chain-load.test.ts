import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, POSTGRES_ONLY } from '../../support/database';
import { httpClient } from '../../support/serve-child';
import { startTwoServers, type TwoServers } from './support';

/**
 * A chain's rush (docs/RELIABILITY.md, "Contention"): orders of one product created and paid
 * at the same time through two server processes on one PostgreSQL database. Under READ
 * COMMITTED every rule is a single-statement guard or a row lock, so contention makes requests
 * wait, never fail: no 5xx, and the stock is exactly what the orders took.
 */

const PARALLEL = 40;
const ROUNDS = 10;

let two: TwoServers;

beforeAll(async () => {
  if (onPostgres) two = await startTwoServers();
}, 120_000);
afterAll(async () => {
  await two?.stop();
});

describe.skipIf(!onPostgres)(`a chain's rush on one product (${POSTGRES_ONLY})`, () => {
  it(`${PARALLEL} parallel create-and-pay of one product through two processes, ${ROUNDS} rounds: no 5xx, stock exact`, async () => {
    const clients = two.urls.map((url) => httpClient(url));
    const token = await clients[0]!.login('boss', 'boss-password');
    for (const client of clients) client.useToken(token);
    const [a] = clients;
    const store = await a!.ok('POST', '/api/shops/offline_shop/', { title: '人民广场店' });
    const stock = PARALLEL * ROUNDS + 5;
    const product = await a!.ok('POST', '/api/shopfront/product/', {
      title: 'Rush product',
      published: true,
      variants: [{ price: '12.00', inventory_quantity: stock, inventory_policy: 'deny' }],
    });
    const variantId = product.variants[0].id as number;

    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        Array.from({ length: PARALLEL }, async (_, i) => {
          const client = clients[i % clients.length]!;
          const created = await client.call('POST', '/api/orders/order/', {
            customer: {
              mobile: `139${String(round).padStart(2, '0')}${String(i).padStart(6, '0')}`,
              full_name: `顾客${round}-${i}`,
            },
            selected_channel: 'pick_up',
            pick_up_shop_id: store.id,
            lines: [{ variant_id: variantId, quantity: 1 }],
          });
          count(`create ${created.status} ${created.body.code ?? ''}`.trim());
          if (created.status !== 201) return;
          const paid = await client.call('POST', `/api/orders/order/${created.body.id}/pay/`);
          count(`pay ${paid.status} ${paid.body.code ?? ''}`.trim());
        }),
      );
    }
    console.log(`create-and-pay: ${[...statuses].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    expect(Object.fromEntries(statuses)).toEqual({
      'create 201': PARALLEL * ROUNDS,
      'pay 200': PARALLEL * ROUNDS,
    });
    const after = await a!.ok('GET', `/api/shopfront/product/${product.id}/`);
    expect(after.variants[0].inventory_quantity).toBe(stock - PARALLEL * ROUNDS);
    expect(after.sold_quantity).toBe(PARALLEL * ROUNDS);
    const orders = await a!.ok('GET', '/api/orders/order/?financial_status=paid&page_size=1');
    expect(orders.count).toBe(PARALLEL * ROUNDS);
    // Every order has a number of its own.
    const numbers = new Set<number>();
    for (let page = 1; numbers.size < PARALLEL * ROUNDS; page++) {
      const list = await a!.ok('GET', `/api/orders/order/?page_size=100&page=${page}`);
      if (list.results.length === 0) break;
      for (const order of list.results) numbers.add(order.order_number);
    }
    expect(numbers.size).toBe(PARALLEL * ROUNDS);
  }, 300_000);

  it('8 parallel creates of a `continue` product (no stock) through two processes: all 201', async () => {
    const clients = two.urls.map((url) => httpClient(url));
    const token = await clients[0]!.login('boss', 'boss-password');
    for (const client of clients) client.useToken(token);
    const store = await clients[0]!.ok('POST', '/api/shops/offline_shop/', { title: '徐家汇店' });
    const product = await clients[0]!.ok('POST', '/api/shopfront/product/', {
      title: 'Made to order',
      published: true,
      variants: [{ price: '30.00', inventory_quantity: 0, inventory_policy: 'continue' }],
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        clients[i % 2]!.call('POST', '/api/orders/order/', {
          // Half of them for one new customer: created once, found by the others.
          customer: { mobile: i % 2 ? '13800009999' : `1370000000${i}`, full_name: `顾客${i}` },
          selected_channel: 'pick_up',
          pick_up_shop_id: store.id,
          lines: [{ variant_id: product.variants[0].id, quantity: 2 }],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const after = await clients[1]!.ok('GET', `/api/shopfront/product/${product.id}/`);
    expect(after.variants[0].inventory_quantity).toBe(-16);
  }, 60_000);
});
