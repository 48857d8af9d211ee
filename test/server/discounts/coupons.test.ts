import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COUPON_KEYS,
  couponBody,
  discountServer,
  expectConflict,
  expectInvalid,
  keys,
  PAGE_KEYS,
  RULE_KEYS,
  TIMESTAMP,
  type DiscountServer,
} from './support';

let d: DiscountServer;

beforeEach(async () => {
  d = await discountServer();
});
afterEach(() => d.close());

const URL = '/api/discounts/coupon/';
const RULES = '/api/discounts/price_rule/';

const counts = async () => ({
  coupons: (await d.list(URL)).count as number,
  rules: (await d.list(RULES)).count as number,
});

describe('coupon create and shape', () => {
  it('creates the coupon and its price rule: every field, defaults, legacy fields', async () => {
    const response = await d.call('POST', URL, couponBody({ id: 50, used_count: 9 }));
    expect(response.statusCode, response.body).toBe(201);
    const coupon = response.json();
    expect(keys(coupon)).toEqual(COUPON_KEYS);
    expect(keys(coupon.price_rule)).toEqual(RULE_KEYS);
    expect(coupon).toMatchObject({
      id: 1,
      code_prefix: 'TEN',
      can_redeem: false,
      used_count: 0,
      redeem_count: 0,
      price_rule_id: coupon.price_rule.id,
      legacy_fields: { title: 'Ten percent', minimum_amount: null },
    });
    expect(coupon.created_at).toBe('2026-11-21T20:00:00.000+08:00');
    expect(coupon.created_at).toMatch(TIMESTAMP);
    expect(coupon.price_rule).toMatchObject({
      title: 'Ten percent',
      value: '-10.00',
      value_type: 'percentage',
      automatic_discount: false,
      target_selection: 'all',
      prerequisite_subtotal_range: null,
      usage_limit: 0,
      allocation_limit: 0,
    });
    // The rule is a price rule like any other.
    const rule = await d.call('GET', `${RULES}${coupon.price_rule_id}/`);
    expect(rule.json()).toEqual(coupon.price_rule);
  });

  it('minimum_amount becomes prerequisite_subtotal_range; price_rule.title wins over title', async () => {
    const coupon = await d.createCoupon(
      { code_prefix: 'MIN', can_redeem: true, minimum_amount: 100, title: 'Outer' },
      {
        title: 'Inner',
        verbose_title: '满100减20',
        value: '-20.00',
        value_type: 'fixed_amount',
        once_per_customer: true,
        usage_limit: 10,
        starts_at: '2026-12-01T00:00',
        ends_at: '2026-12-31T23:59:59',
      },
    );
    expect(coupon.can_redeem).toBe(true);
    expect(coupon.price_rule).toMatchObject({
      title: 'Inner',
      verbose_title: '满100减20',
      value: '-20.00',
      value_type: 'fixed_amount',
      once_per_customer: true,
      usage_limit: 10,
      starts_at: '2026-12-01T00:00:00.000+08:00',
      ends_at: '2026-12-31T23:59:59.000+08:00',
      prerequisite_subtotal_range: { greater_than_or_equal_to: '100.00' },
    });
    expect(coupon.legacy_fields).toEqual({ title: 'Inner', minimum_amount: '100.00' });

    // The legacy fields follow the rule when it changes.
    const put = await d.call('PUT', `${RULES}${coupon.price_rule_id}/`, {
      title: 'Changed',
      value: '-5',
      value_type: 'fixed_amount',
      prerequisite_subtotal_range: { greater_than_or_equal_to: '30.5' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = (await d.call('GET', `${URL}${coupon.id}/`)).json();
    expect(again.legacy_fields).toEqual({ title: 'Changed', minimum_amount: '30.50' });
  });

  it('an entitled coupon rule keeps its entitled products', async () => {
    const product = await d.createProduct();
    const coupon = await d.createCoupon(
      {},
      { target_selection: 'entitled', entitled_product_ids: [product.id] },
    );
    expect(coupon.price_rule.entitled_product_ids).toEqual([product.id]);
    expect(coupon.price_rule.entitled_collection_ids).toEqual([]);
  });

  it('GET one answers the coupon; unknown ids are 404', async () => {
    const coupon = await d.createCoupon();
    const one = await d.call('GET', `${URL}${coupon.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(coupon);
    expect((await d.call('GET', `${URL}999/`)).statusCode).toBe(404);
    expect((await d.call('DELETE', `${URL}999/`)).statusCode).toBe(404);
  });
});

describe('coupon rules: refusals store neither coupon nor rule', () => {
  async function refused(body: Record<string, unknown>, fields: string[]) {
    const before = await counts();
    expectInvalid(await d.call('POST', URL, body), fields);
    expect(await counts()).toEqual(before);
  }

  it('a coupon price rule with automatic_discount true is 400', async () => {
    await refused(couponBody({}, { automatic_discount: true }), ['price_rule.automatic_discount']);
  });

  it('the rule needs a title: the coupon title or price_rule.title', async () => {
    await refused(couponBody({ title: undefined }), ['title']);
    await refused(couponBody({ title: '' }), ['title']);
    await refused(couponBody({ title: undefined }, { title: '' }), ['price_rule.title']);
    expect((await d.createCoupon({ title: undefined }, { title: 'Inner' })).price_rule.title).toBe(
      'Inner',
    );
  });

  it('code_prefix: 1–32 letters, digits, - or _', async () => {
    for (const code_prefix of ['', 'has space', 'x'.repeat(33), '券', undefined, 5])
      await refused(couponBody({ code_prefix }), ['code_prefix']);
    expect((await d.createCoupon({ code_prefix: 'A-b_9' })).code_prefix).toBe('A-b_9');
  });

  it('the embedded rule follows every price rule rule, its fields named under price_rule', async () => {
    await refused(couponBody({ price_rule: undefined }), ['price_rule']);
    await refused(couponBody({}, { value: '1' }), ['price_rule.value']);
    await refused(couponBody({}, { value: '-100.5' }), ['price_rule.value']);
    await refused(couponBody({}, { value_type: 'gift' }), ['price_rule.value_type']);
    await refused(couponBody({}, { starts_at: '2026-12-01 10:00' }), ['price_rule.starts_at']);
    await refused(couponBody({}, { usage_limit: -1 }), ['price_rule.usage_limit']);
    await refused(couponBody({}, { entitled_product_ids: [1] }), [
      'price_rule.entitled_product_ids',
    ]);
    await refused(couponBody({}, { target_selection: 'entitled' }), [
      'price_rule.entitled_product_ids',
    ]);
  });

  it('checks needing the database or the zone are named under price_rule too', async () => {
    await refused(couponBody({}, { target_selection: 'entitled', entitled_product_ids: [404] }), [
      'price_rule.entitled_product_ids.0',
    ]);
    await refused(couponBody({}, { starts_at: '2026-12-02T00:00', ends_at: '2026-12-01T00:00' }), [
      'price_rule.ends_at',
    ]);
  });

  it('minimum_amount is a non-negative amount; can_redeem a boolean', async () => {
    await refused(couponBody({ minimum_amount: -1 }), ['minimum_amount']);
    await refused(couponBody({ minimum_amount: '1.234' }), ['minimum_amount']);
    await refused(couponBody({ can_redeem: 'yes' }), ['can_redeem']);
  });

  it('code_prefix is unique: 409 duplicate, and the new rule is not kept', async () => {
    await d.createCoupon();
    const before = await counts();
    expectConflict(await d.call('POST', URL, couponBody()), 'duplicate');
    expect(await counts()).toEqual(before);
    // Another prefix is fine.
    await d.createCoupon({ code_prefix: 'TEN2' });
  });
});

describe('coupon delete and counts', () => {
  it('DELETE removes the coupon with its codes and its own price rule: 204', async () => {
    const coupon = await d.createCoupon();
    const other = await d.createCoupon({ code_prefix: 'OTHER' });
    const customer = await d.createCustomer();
    await d.issue([
      { customer_id: customer.id, coupon_id: coupon.id },
      { customer_id: customer.id, coupon_id: other.id },
    ]);
    const response = await d.call('DELETE', `${URL}${coupon.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await d.call('GET', `${URL}${coupon.id}/`)).statusCode).toBe(404);
    expect((await d.call('GET', `${RULES}${coupon.price_rule_id}/`)).statusCode).toBe(404);
    const codes = await d.list('/api/discounts/coupon_code/');
    expect(codes.results.map((c: { coupon_id: number }) => c.coupon_id)).toEqual([other.id]);
  });

  it('redeem_count counts the codes issued, used_count the used ones', async () => {
    const coupon = await d.createCoupon();
    const other = await d.createCoupon({ code_prefix: 'OTHER' });
    const customers = [
      await d.createCustomer(),
      await d.createCustomer(),
      await d.createCustomer(),
    ];
    const codes = await d.issue(
      customers.map((customer) => ({ customer_id: customer.id, coupon_id: coupon.id })),
    );
    await d.issue([{ customer_id: customers[0].id, coupon_id: other.id }]);
    const put = await d.call('PUT', `/api/discounts/coupon_code/${codes[1].id}/`, {
      customer_id: codes[1].customer_id,
      coupon_id: coupon.id,
      status: 'used',
    });
    expect(put.statusCode, put.body).toBe(200);

    const one = (await d.call('GET', `${URL}${coupon.id}/`)).json();
    expect(one).toMatchObject({ redeem_count: 3, used_count: 1 });
    const listed = (await d.list(URL)).results;
    expect(
      listed.map((c: { redeem_count: number; used_count: number }) => [
        c.redeem_count,
        c.used_count,
      ]),
    ).toEqual([
      [3, 1],
      [1, 0],
    ]);
    await d.call('DELETE', `/api/discounts/coupon_code/${codes[0].id}/`);
    expect((await d.call('GET', `${URL}${coupon.id}/`)).json()).toMatchObject({
      redeem_count: 2,
      used_count: 1,
    });
  });
});

describe('coupon list and filters', () => {
  async function three() {
    d.clock.set(Date.parse('2026-11-01T00:00:00Z'));
    const a = await d.createCoupon(
      { code_prefix: 'SPRING', can_redeem: true },
      { title: 'Spring sale' },
    );
    d.clock.set(Date.parse('2026-11-10T00:00:00Z'));
    const b = await d.createCoupon(
      { code_prefix: 'FIX20' },
      { title: 'Twenty off', value: '-20', value_type: 'fixed_amount' },
    );
    d.clock.set(Date.parse('2026-11-20T00:00:00Z'));
    const c = await d.createCoupon({ code_prefix: 'AUTUMN' }, { title: 'Autumn SALE' });
    return [a.id as number, b.id as number, c.id as number];
  }

  it('lists coupons paged in id order', async () => {
    for (let i = 0; i < 11; i++) await d.createCoupon({ code_prefix: `P${i}` });
    const page = await d.list(URL);
    expect(keys(page)).toEqual(PAGE_KEYS);
    expect(page.count).toBe(11);
    expect(page.results).toHaveLength(10);
    for (const coupon of page.results) {
      expect(keys(coupon)).toEqual(COUPON_KEYS);
      expect(keys(coupon.price_rule)).toEqual(RULE_KEYS);
    }
    expect(page.next).toBe(`http://localhost${URL}?page=2`);
    expect((await d.list(`${URL}?page=2&page_size=10`)).results).toHaveLength(1);
  });

  it('filters by id, id__in, code_prefix, code_prefix__in, can_redeem', async () => {
    const [a, b, c] = await three();
    expect(await d.ids(`${URL}?id=${b}`)).toEqual([b]);
    expect(await d.ids(`${URL}?id__in=${c},${a}`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?code_prefix=FIX20`)).toEqual([b]);
    expect(await d.ids(`${URL}?code_prefix=FIX`)).toEqual([]);
    expect(await d.ids(`${URL}?code_prefix__in=AUTUMN,SPRING`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?can_redeem=true`)).toEqual([a]);
    expect(await d.ids(`${URL}?can_redeem=0`)).toEqual([b, c]);
  });

  it('filters by the price rule: value_type(__in), title(__icontains)', async () => {
    const [a, b, c] = await three();
    expect(await d.ids(`${URL}?price_rule__value_type=fixed_amount`)).toEqual([b]);
    expect(await d.ids(`${URL}?price_rule__value_type=percentage`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?price_rule__value_type__in=percentage,fixed_amount`)).toEqual([
      a,
      b,
      c,
    ]);
    expect(await d.ids(`${URL}?price_rule__title=Twenty%20off`)).toEqual([b]);
    expect(await d.ids(`${URL}?price_rule__title=twenty%20off`)).toEqual([]);
    expect(await d.ids(`${URL}?price_rule__title__icontains=sale`)).toEqual([a, c]);
    expect(await d.ids(`${URL}?price_rule__title__icontains=%25`)).toEqual([]);
  });

  it('filters by created_at__gte / __lte (shop zone for offset-less values)', async () => {
    const [a, b, c] = await three();
    expect(await d.ids(`${URL}?created_at__gte=2026-11-10T00:00:00Z`)).toEqual([b, c]);
    expect(await d.ids(`${URL}?created_at__gte=2026-11-10T00:00:01Z`)).toEqual([c]);
    expect(await d.ids(`${URL}?created_at__lte=2026-11-10T08:00:00%2B08:00`)).toEqual([a, b]);
    expect(await d.ids(`${URL}?created_at__lte=2026-11-10 07:59:59`)).toEqual([a]);
    expect(
      await d.ids(
        `${URL}?created_at__gte=2026-11-05T00:00:00Z&created_at__lte=2026-11-15T00:00:00Z`,
      ),
    ).toEqual([b]);
  });

  it('a malformed filter value is 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['id=x', 'id'],
      ['id__in=1,,x', 'id__in'],
      ['can_redeem=maybe', 'can_redeem'],
      ['price_rule__value_type=gift', 'price_rule__value_type'],
      ['price_rule__value_type__in=percentage,gift', 'price_rule__value_type__in'],
      ['created_at__gte=yesterday', 'created_at__gte'],
      ['created_at__lte=2026-11-31', 'created_at__lte'],
    ]) {
      expectInvalid(await d.call('GET', `${URL}?${query}`), [field!]);
    }
  });
});
