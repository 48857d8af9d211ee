import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_KEYS, expectError, TIMESTAMP } from '../../support/orders';
import {
  ADJUST,
  ENTRY_DETAIL_KEYS,
  expectEntryShape,
  HISTORY,
  loyaltyServer,
  type Json,
  type LoyaltyServer,
} from './support';

let l: LoyaltyServer;

beforeEach(async () => {
  l = await loyaltyServer({ price: '25.50' });
});
afterEach(() => l.close());

const entryCount = async () => (await l.ok('GET', HISTORY)).count as number;

describe('adjust', () => {
  it('+50 with a reason: 201 the entry (kind manual, order null, the full customer); the balance moves', async () => {
    const buyer = await l.createCustomer({ full_name: '王芳' });
    l.clock.advance(60_000);
    const response = await l.call('POST', ADJUST, {
      customer_id: buyer.id,
      points: 50,
      reason: ' 生日礼遇 ',
      kind: 'buy',
      id: 99,
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json();
    expectEntryShape(entry);
    expect(entry).toMatchObject({
      id: 1,
      points: 50,
      kind: 'manual',
      order: null,
      reason: '生日礼遇',
      created_at: '2026-11-21T20:01:00.000+08:00',
    });
    // The customer as the customers endpoint shows him, after the adjustment.
    const after = await l.customer(buyer.id);
    expect(after.points).toBe(50);
    expect(entry.customer).toEqual(after);
    // A manual adjustment moves the balance only: the level follows earned points.
    expect(after.level).toEqual({ id: 1, title: 'Member' });

    const detail = await l.ok('GET', `${HISTORY}1/`);
    expect(Object.keys(detail).sort()).toEqual(ENTRY_DETAIL_KEYS);
    const { order: _order, ...rest } = entry;
    expect(detail).toEqual({ ...rest, order_id: null });
  });

  it('takes points away but never below zero (400 naming points, nothing changed); down to exactly 0 is fine', async () => {
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 30);
    const refused = await l.call('POST', ADJUST, { customer_id: buyer.id, points: -31 });
    expectError(refused, 400, 'invalid');
    expect(Object.keys(refused.json().errors)).toEqual(['points']);
    expect(refused.json().errors.points[0]).toContain('only 30 points');
    expect((await l.customer(buyer.id)).points).toBe(30);
    expect(await entryCount()).toBe(1);

    const emptied = await l.adjust(buyer.id, -30, '兑换礼品');
    expect(emptied).toMatchObject({ points: -30, kind: 'manual', reason: '兑换礼品' });
    expect(emptied.customer.points).toBe(0);
    expectError(
      await l.call('POST', ADJUST, { customer_id: buyer.id, points: -1 }),
      400,
      'invalid',
    );
    expect(await l.expectConsistent(buyer.id)).toBe(0);
  });

  it('refuses bad bodies with 400 naming the field, and changes nothing', async () => {
    const buyer = await l.createCustomer();
    const cases: [Json, string][] = [
      [{ points: 5 }, 'customer_id'],
      [{ customer_id: 999, points: 5 }, 'customer_id'],
      [{ customer_id: '1', points: 5 }, 'customer_id'],
      [{ customer_id: 0, points: 5 }, 'customer_id'],
      [{ customer_id: buyer.id }, 'points'],
      [{ customer_id: buyer.id, points: 0 }, 'points'],
      [{ customer_id: buyer.id, points: 1.5 }, 'points'],
      [{ customer_id: buyer.id, points: '5' }, 'points'],
      [{ customer_id: buyer.id, points: null }, 'points'],
      [{ customer_id: buyer.id, points: 1_000_000_001 }, 'points'],
      [{ customer_id: buyer.id, points: 5, reason: 'x'.repeat(201) }, 'reason'],
      [{ customer_id: buyer.id, points: 5, reason: 7 }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const response = await l.call('POST', ADJUST, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    const array = await l.call('POST', ADJUST, [{ customer_id: buyer.id, points: 5 }]);
    expect(Object.keys(array.json().errors)).toEqual(['non_field_errors']);
    expect(await entryCount()).toBe(0);
    expect((await l.customer(buyer.id)).points).toBe(0);
    // The boundaries are accepted.
    await l.adjust(buyer.id, 1_000_000_000, 'y'.repeat(200));
    await l.adjust(buyer.id, -1_000_000_000);
  });

  it('racing adjustments: exactly as many succeed as the balance covers, never below zero', async () => {
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 100);
    // Ten takings of 30 sent at once: three fit into 100.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        l.call('POST', ADJUST, { customer_id: buyer.id, points: -30 }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400, 400, 400, 400, 400]);
    expect((await l.customer(buyer.id)).points).toBe(10);
    expect(await l.expectConsistent(buyer.id)).toBe(10);
    expect(await entryCount()).toBe(4);
    // Credits and debits mixed: the end balance is their sum whatever the order (the debits
    // fit into the 10 left even if all of them come first).
    await Promise.all([
      ...Array.from({ length: 5 }, () => l.adjust(buyer.id, 7)),
      ...Array.from({ length: 3 }, () => l.adjust(buyer.id, -3)),
    ]);
    expect(await l.expectConsistent(buyer.id)).toBe(10 + 35 - 9);
  });
});

describe('the point history list and detail', () => {
  it('newest first, each entry with the full customer and the order as GET order/{id} shows it', async () => {
    const buyer = await l.createCustomer();
    const paid = await l.paidOrder(buyer.id, {}, 2);
    l.clock.advance(1000);
    await l.adjust(buyer.id, 10, '补偿');
    const page = await l.ok('GET', HISTORY);
    expect(page.count).toBe(2);
    for (const entry of page.results) expectEntryShape(entry);
    const [manual, buy] = page.results;
    expect(manual).toMatchObject({ kind: 'manual', points: 10, order: null, reason: '补偿' });
    // 2 × 25.50 = 51.00 at Member (gain 0): 51 points.
    expect(buy).toMatchObject({ kind: 'buy', points: 51, reason: '' });
    expect(buy.order).toEqual(await l.ok('GET', `/api/orders/order/${paid.id}/`));
    expect(buy.customer).toEqual(await l.customer(buyer.id));
    expect(Object.keys(buy.customer).sort()).toEqual(CUSTOMER_KEYS);
    expect(buy.created_at).toMatch(TIMESTAMP);

    const detail = await l.ok('GET', `${HISTORY}${buy.id}/`);
    expect(Object.keys(detail).sort()).toEqual(ENTRY_DETAIL_KEYS);
    expect(detail.order_id).toBe(paid.id);
    expect(detail).not.toHaveProperty('order');
  });

  it('filters customer and customer__in; pages with links; bad values 400; past the last page 404', async () => {
    const a = await l.createCustomer();
    const b = await l.createCustomer();
    const c = await l.createCustomer();
    for (let i = 1; i <= 3; i++) {
      await l.adjust(a.id, i);
      await l.adjust(b.id, 10 * i);
      await l.adjust(c.id, 100 * i);
    }
    const ofA = await l.ok('GET', `${HISTORY}?customer=${a.id}`);
    expect(ofA.results.map((e: Json) => e.points)).toEqual([3, 2, 1]);
    expect(ofA.results.every((e: Json) => e.customer.id === a.id)).toBe(true);
    const ofAC = await l.ok('GET', `${HISTORY}?customer__in=${a.id},${c.id}`);
    expect(ofAC.count).toBe(6);
    expect(ofAC.results.map((e: Json) => e.points)).toEqual([300, 3, 200, 2, 100, 1]);
    expect((await l.ok('GET', `${HISTORY}?customer=999`)).count).toBe(0);

    const all = await l.ok(
      'GET',
      `${HISTORY}?page_size=4&page=2&customer__in=${a.id},${b.id},${c.id}`,
    );
    expect(all.count).toBe(9);
    expect(all.results.map((e: Json) => e.id)).toEqual([5, 4, 3, 2]);
    expect(all.next).toBe(
      `http://localhost/api/loyalty/point_history/?page_size=4&page=3&customer__in=${a.id}%2C${b.id}%2C${c.id}`,
    );
    expect(all.previous).toBe(
      `http://localhost/api/loyalty/point_history/?page_size=4&customer__in=${a.id}%2C${b.id}%2C${c.id}`,
    );
    expectError(await l.call('GET', `${HISTORY}?page=4&page_size=4`), 404, 'not_found');
    for (const query of ['?customer=abc', '?customer__in=1,x', '?page=0']) {
      const response = await l.call('GET', `${HISTORY}${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await l.call('GET', `${HISTORY}?customer=abc`)).json().errors).toHaveProperty(
      'customer',
    );
  });

  it('the detail of an unknown entry is 404; a malformed id 400', async () => {
    expectError(await l.call('GET', `${HISTORY}999/`), 404, 'not_found');
    expect((await l.call('GET', `${HISTORY}abc/`)).statusCode).toBe(400);
  });
});

describe('customers carry their points and level', () => {
  it('in the customers list, detail and patch answers, and in orders', async () => {
    const silver = await l.createLevel({ title: 'Silver', condition_points: 50 });
    const buyer = await l.createCustomer();
    const other = await l.createCustomer();
    expect(await l.customer(buyer.id)).toMatchObject({
      points: 0,
      level: { id: 1, title: 'Member' },
    });
    const order = await l.paidOrder(buyer.id, {}, 2);
    // The order shows its customer as he is now: after this payment's 51 points.
    expect(order.customer).toMatchObject({ points: 51, level: { id: silver.id, title: 'Silver' } });
    await l.adjust(buyer.id, 9);
    const list = await l.ok('GET', '/api/customers/customer/');
    const byId = new Map(list.results.map((c: Json) => [c.id, c]));
    expect(byId.get(buyer.id)).toMatchObject({
      points: 60,
      level: { id: silver.id, title: 'Silver' },
    });
    expect(byId.get(other.id)).toMatchObject({ points: 0, level: { id: 1, title: 'Member' } });
    const patched = await l.ok('PATCH', `/api/customers/customer/${buyer.id}/`, {
      note: 'vip',
      points: 999999,
      level: { id: 1, title: 'Member' },
    });
    expect(patched).toMatchObject({
      note: 'vip',
      points: 60,
      level: { id: silver.id, title: 'Silver' },
    });
  });
});
