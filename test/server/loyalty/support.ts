import { expect } from 'vitest';
import { CUSTOMER_KEYS, ORDER_KEYS, pickUpClient, TIMESTAMP } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

// The answers are whatever JSON the API sent; the tests read them loosely, as in `inject` tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Exact key sets (docs/SPECIFICATION.md §2 "Loyalty level", "Point history entry"; `reason` is an extension). */
export const LEVEL_KEYS = [
  'condition_points',
  'gain_points',
  'id',
  'redeem_limitation',
  'redeem_limitation_monthly',
  'redeem_points',
  'sign_points',
  'title',
];
export const ENTRY_KEYS = ['created_at', 'customer', 'id', 'kind', 'order', 'points', 'reason'];
export const ENTRY_DETAIL_KEYS = [
  'created_at',
  'customer',
  'id',
  'kind',
  'order_id',
  'points',
  'reason',
];

export const LEVELS = '/api/loyalty/level/';
export const HISTORY = '/api/loyalty/point_history/';
export const ADJUST = '/api/loyalty/point_history/adjust/';

/** The base level every new shop has (migration 0010-loyalty). */
export const MEMBER = {
  id: 1,
  title: 'Member',
  condition_points: 0,
  sign_points: 0,
  gain_points: 0,
  redeem_points: 100,
  redeem_limitation: 0,
  redeem_limitation_monthly: 0,
};

export function expectLevelShape(level: Json) {
  expect(Object.keys(level).sort()).toEqual(LEVEL_KEYS);
  expect(Number.isInteger(level.id)).toBe(true);
  expect(typeof level.title).toBe('string');
  for (const field of [
    'condition_points',
    'sign_points',
    'redeem_points',
    'redeem_limitation',
    'redeem_limitation_monthly',
  ])
    expect(Number.isInteger(level[field]), field).toBe(true);
  expect(typeof level.gain_points).toBe('number');
}

/** An entry of the list or the adjust answer: the full customer, the order or null. */
export function expectEntryShape(entry: Json) {
  expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
  expect(Number.isInteger(entry.id)).toBe(true);
  expect(Object.keys(entry.customer).sort()).toEqual(CUSTOMER_KEYS);
  expect(Number.isInteger(entry.points)).toBe(true);
  expect(entry.points).not.toBe(0);
  expect(['buy', 'refund', 'manual', 'redeem']).toContain(entry.kind);
  expect(typeof entry.reason).toBe('string');
  expect(entry.created_at).toMatch(TIMESTAMP);
  if (entry.kind === 'manual') expect(entry.order).toBeNull();
  else expect(Object.keys(entry.order).sort()).toEqual(ORDER_KEYS);
}

/**
 * A fresh shop with a store and a product (the variant's price given), with calls as the
 * manager: levels, the history, adjustments, and orders paid and cancelled.
 */
export async function loyaltyServer(options: { start?: number; price?: string } = {}) {
  const clock = testClock(options.start);
  const s: TestServer = await createTestServer({ clock });
  const manager = s.auth(await s.login());
  const api = pickUpClient(s, manager);
  const store = await api.createStore();
  const product = await api.createProduct({ price: options.price ?? '25.50' });
  const variantId: number = product.variants[0].id;

  const call = (
    method: Method,
    url: string,
    payload?: unknown,
    as: Record<string, string> = manager,
  ) =>
    s.app.inject({
      method,
      url,
      headers: as,
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function ok(method: Method, url: string, payload?: unknown, status = 200) {
    const response = await call(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return (response.statusCode === 204 ? {} : response.json()) as Json;
  }

  let mobiles = 0;
  /** A new customer (distinct mobile each time). */
  const createCustomer = (extra: Json = {}) =>
    ok(
      'POST',
      '/api/customers/customer/',
      {
        mobile: `1390000${String(++mobiles).padStart(4, '0')}`,
        full_name: `顾客${mobiles}`,
        ...extra,
      },
      201,
    );

  const customer = async (id: number) => ok('GET', `/api/customers/customer/${id}/`);

  const createLevel = (body: Json) => ok('POST', LEVELS, { title: 'Silver', ...body }, 201);

  const adjust = (customerId: number, points: number, reason?: string) =>
    ok(
      'POST',
      ADJUST,
      { customer_id: customerId, points, ...(reason !== undefined && { reason }) },
      201,
    );

  /** A pick-up order of `quantity` of the product for the customer (placed, not paid). */
  const order = (customerId: number, extra: Json = {}, quantity = 1) =>
    ok(
      'POST',
      '/api/orders/order/',
      {
        customer_id: customerId,
        selected_channel: 'pick_up',
        pick_up_shop_id: store.id,
        lines: [{ variant_id: variantId, quantity }],
        ...extra,
      },
      201,
    );

  const placeOrder = (customerId: number, extra: Json = {}, quantity = 1) =>
    call('POST', '/api/orders/order/', {
      customer_id: customerId,
      selected_channel: 'pick_up',
      pick_up_shop_id: store.id,
      lines: [{ variant_id: variantId, quantity }],
      ...extra,
    });

  const pay = (orderId: number) => ok('POST', `/api/orders/order/${orderId}/pay/`);
  const cancel = (orderId: number) =>
    ok('POST', `/api/orders/order/${orderId}/cancel/`, { reason: '顾客取消' });

  /** A paid order: answers the order as paid. */
  const paidOrder = async (customerId: number, extra: Json = {}, quantity = 1) =>
    pay((await order(customerId, extra, quantity)).id);

  /** The customer's entries, newest first. */
  const history = async (customerId: number) =>
    (await ok('GET', `${HISTORY}?customer=${customerId}&page_size=100`)).results as Json[];

  /** The balance equals the sum of the history (the invariant of the balance column). */
  async function expectConsistent(customerId: number) {
    const entries = await history(customerId);
    const sum = entries.reduce((total, entry) => total + (entry.points as number), 0);
    expect((await customer(customerId)).points).toBe(sum);
    return sum;
  }

  return {
    s,
    clock,
    manager,
    api,
    store,
    product,
    variantId,
    call,
    ok,
    createCustomer,
    customer,
    createLevel,
    adjust,
    order,
    placeOrder,
    pay,
    cancel,
    paidOrder,
    history,
    expectConsistent,
    close: () => s.close(),
  };
}

export type LoyaltyServer = Awaited<ReturnType<typeof loyaltyServer>>;
