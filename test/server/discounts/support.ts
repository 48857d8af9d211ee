import { expect } from 'vitest';
import type { Clock } from '../../../src-server/lib/time';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/** Exact key sets of the spec's shapes (docs/SPECIFICATION.md §2 "Coupon", "Price rule", "Coupon code"). */
export const RULE_KEYS = [
  'accumulate',
  'allocation_limit',
  'allocation_method',
  'automatic_discount',
  'ends_at',
  'entitled_category_ids',
  'entitled_collection_ids',
  'entitled_product_ids',
  'entitled_vendor_titles',
  'id',
  'is_enabled',
  'once_per_customer',
  'prerequisite_quantity_range',
  'prerequisite_shipping_price_range',
  'prerequisite_subtotal_range',
  'prerequisite_to_entitlement_quantity_ratio',
  'priority',
  'starts_at',
  'target_selection',
  'target_type',
  'title',
  'usage_limit',
  'value',
  'value_type',
  'verbose_title',
];
export const COUPON_KEYS = [
  'can_redeem',
  'code_prefix',
  'created_at',
  'id',
  'legacy_fields',
  'price_rule',
  'price_rule_id',
  'redeem_count',
  'used_count',
];
export const CODE_KEYS = [
  'code',
  'coupon',
  'coupon_id',
  'created_at',
  'customer',
  'customer_id',
  'ends_at',
  'id',
  'starts_at',
  'status',
  'title',
  'used_at',
  'verbose_title',
];
export const CODE_CUSTOMER_KEYS = ['email', 'full_name', 'gender', 'id', 'mobile'];
export const CODE_COUPON_KEYS = ['can_redeem', 'code_prefix', 'id'];
export const PAGE_KEYS = ['count', 'next', 'previous', 'results'];

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;
export const DECIMAL = /^-?\d+\.\d{2}$/;
/** A generated code: the prefix and 8 characters without look-alikes (docs/DESIGN.md §7). */
export const generatedCode = (prefix: string) => new RegExp(`^${prefix}[A-HJKMNP-Z2-9]{8}$`);

export const keys = (value: object) => Object.keys(value).sort();

type Json = Record<string, unknown>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A minimal valid price rule body: ten percent off everything. */
export function ruleBody(overrides: Json = {}): Json {
  return { title: '10% off', value: '-10.00', value_type: 'percentage', ...overrides };
}

/** A minimal valid coupon body. */
export function couponBody(overrides: Json = {}, rule: Json = {}): Json {
  return {
    title: 'Ten percent',
    code_prefix: 'TEN',
    price_rule: { value: '-10.00', value_type: 'percentage', ...rule },
    ...overrides,
  };
}

/**
 * A fresh shop (clock movable) and typed helpers calling it as an application holding `read
 * write` (its token does not expire when a test moves the clock by days, as a staff token would).
 */
export async function discountServer(clock: Clock & { set(ms: number): void } = testClock()) {
  const s = await createTestServer({ clock });
  const headers = s.bearer(await s.appToken('read write'));

  const call = (method: Method, url: string, payload?: unknown, as: Json = headers) =>
    s.app.inject({
      method,
      url,
      headers: as as Record<string, string>,
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function created(method: Method, url: string, payload: unknown, status = 201) {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  }

  async function list(url: string) {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  let mobile = 13900000000;
  return {
    s,
    clock,
    headers,
    call,
    list,
    ids: async (url: string): Promise<number[]> =>
      (await list(url)).results.map((item: { id: number }) => item.id),
    createRule: (overrides: Json = {}) =>
      created('POST', '/api/discounts/price_rule/', ruleBody(overrides)),
    createCoupon: (overrides: Json = {}, rule: Json = {}) =>
      created('POST', '/api/discounts/coupon/', couponBody(overrides, rule)),
    createCustomer: (overrides: Json = {}) =>
      created('POST', '/api/customers/customer/', {
        mobile: String(++mobile),
        full_name: `Customer ${mobile}`,
        ...overrides,
      }),
    issue: async (items: { customer_id: number; coupon_id: number }[]) =>
      (await created('POST', '/api/discounts/coupon_code/', items)).results,
    createProduct: (overrides: Json = {}) =>
      created('POST', '/api/shopfront/product/', {
        title: 'Product',
        published: true,
        variants: [{ price: '10.00' }],
        ...overrides,
      }),
    close: () => s.close(),
  };
}

export type DiscountServer = Awaited<ReturnType<typeof discountServer>>;

/** Expects a 400 `invalid` whose errors name exactly these fields. */
export function expectInvalid(
  response: { statusCode: number; json(): unknown; body: string },
  fields: string[],
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { detail: unknown; code: unknown; errors: object };
  expect(keys(body)).toEqual(['code', 'detail', 'errors']);
  expect(body.code).toBe('invalid');
  expect(typeof body.detail).toBe('string');
  expect(keys(body.errors)).toEqual([...fields].sort());
}

/** Expects a 409 with this code. */
export function expectConflict(
  response: { statusCode: number; json(): unknown; body: string },
  code: string,
) {
  expect(response.statusCode, response.body).toBe(409);
  const body = response.json() as { detail: unknown; code: unknown };
  expect(keys(body)).toEqual(['code', 'detail']);
  expect(body.code).toBe(code);
  expect(typeof body.detail).toBe('string');
}

export type { TestServer };
