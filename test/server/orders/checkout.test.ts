import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

type Json = Record<string, unknown>;

let s: TestServer;
let api: ReturnType<typeof pickUpClient>;
let store: { id: number };
/** 25.50, 500 g. */
let flask: { id: number; variants: { id: number }[] };
/** 100.00, 1 kg. */
let kettle: { id: number; variants: { id: number }[] };
let customerId: number;

beforeEach(async () => {
  s = await createTestServer({ clock: testClock() });
  api = pickUpClient(s, s.auth(await s.login()));
  store = await api.createStore();
  flask = await api.createProduct();
  kettle = await api.createProduct(
    { price: '100.00', sku: 'SKU-2', barcode: '6900000000002', grams: 1000 },
    { title: '电热水壶 Kettle' },
  );
  customerId = (await api.ok('POST', '/api/customers/customer/', api.customer, undefined, 201)).id;
});
afterEach(() => s.close());

/** 2 × flask (51.00) + 1 × kettle (100.00) = 151.00, 2.0 kg. */
const lines = () => [
  { variant_id: flask.variants[0]!.id, quantity: 2 },
  { variant_id: kettle.variants[0]!.id, quantity: 1 },
];

const pickUp = (extra: Json = {}) => ({
  customer_id: customerId,
  lines: lines(),
  selected_channel: 'pick_up',
  pick_up_shop_id: store.id,
  ...extra,
});

async function coupon(prefix: string, rule: Json = {}, extra: Json = {}) {
  return api.ok(
    'POST',
    '/api/discounts/coupon/',
    {
      title: `${prefix} coupon`,
      code_prefix: prefix,
      ...extra,
      price_rule: { value: '-10.00', value_type: 'percentage', ...rule },
    },
    undefined,
    201,
  );
}

/** A code of a new coupon with this rule, issued to the customer (or `owner`). */
async function codeOf(prefix: string, rule: Json = {}, owner = customerId) {
  const c = await coupon(prefix, rule);
  const page = await api.ok(
    'POST',
    '/api/discounts/coupon_code/',
    [{ customer_id: owner, coupon_id: c.id }],
    undefined,
    201,
  );
  return { coupon: c, code: page.results[0] as { id: number; code: string } };
}

const automatic = (rule: Json) =>
  api.ok(
    'POST',
    '/api/discounts/price_rule/',
    { title: 'automatic', automatic_discount: true, ...rule },
    undefined,
    201,
  );

const shippingMethod = (patch: Json = {}) => api.shippingMethod(patch);

const delivery = (methodId: number, extra: Json = {}) => ({
  customer_id: customerId,
  lines: lines(),
  selected_channel: 'delivery',
  shipping_method_id: methodId,
  shipping_address: {
    full_name: '王芳',
    mobile: '13800138000',
    address1: '南京西路 1000 号',
    place_code: '310106',
  },
  ...extra,
});

const preview = (body: Json) => api.ok('POST', '/api/orders/order/preview/', body);
const create = (body: Json) => api.ok('POST', '/api/orders/order/', body, undefined, 201);
const amounts = (order: Json & { lines: { total_discount: string }[] }) => ({
  total_line_items_price: order.total_line_items_price,
  lines: order.lines.map((line) => line.total_discount),
  total_discounts: order.total_discounts,
  shipping_cost: order.shipping_cost,
  points_price: order.points_price,
  total_price: order.total_price,
});

describe('worked examples over the API (docs/DESIGN.md §5 Checkout)', () => {
  it('a 10 % code: 151.00 → 15.10 off, split 5.10 / 10.00', async () => {
    const { code, coupon: c } = await codeOf('TEN');
    const order = await create(pickUp({ coupon_codes: [code.code] }));
    expect(amounts(order)).toEqual({
      total_line_items_price: '151.00',
      lines: ['5.10', '10.00'],
      total_discounts: '15.10',
      shipping_cost: '0.00',
      points_price: '0.00',
      total_price: '135.90',
    });
    expect(order.discounts).toEqual([
      {
        price_rule_id: c.price_rule_id,
        title: 'TEN coupon',
        target_type: 'line_item',
        amount: '15.10',
        coupon_code: code.code,
      },
    ]);
    expect(order.coupon_codes).toEqual([
      { id: code.id, code: code.code, price_rule_id: c.price_rule_id },
    ]);
  });

  it('an automatic 20.00 off over 100 (priority 1) before a 10 % code, each on what is left', async () => {
    // 20.00 over 51.00 / 100.00: 6.75 / 13.25. Then 10 % of 131.00 = 13.10 over 44.25 / 86.75:
    // 4.425 → 4.43 and 8.675 → 8.68 make 13.11, so the largest line gives the cent back: 8.67.
    const rule = await automatic({
      value: '-20.00',
      value_type: 'fixed_amount',
      priority: 1,
      accumulate: true,
      prerequisite_subtotal_range: { greater_than_or_equal_to: '100.00' },
    });
    const { code } = await codeOf('TEN', { accumulate: true });
    const order = await create(pickUp({ coupon_codes: [code.code] }));
    expect(amounts(order)).toEqual({
      total_line_items_price: '151.00',
      lines: ['11.18', '21.92'],
      total_discounts: '33.10',
      shipping_cost: '0.00',
      points_price: '0.00',
      total_price: '117.90',
    });
    expect(order.discounts.map((d: Json) => [d.price_rule_id, d.amount, d.coupon_code])).toEqual([
      [rule.id, '20.00', null],
      [expect.any(Number), '13.10', code.code],
    ]);
    // Below its minimum the automatic rule stays away by itself.
    const small = await create(
      pickUp({ lines: [{ variant_id: flask.variants[0]!.id, quantity: 1 }] }),
    );
    expect(small.discounts).toEqual([]);
    expect(small.total_price).toBe('25.50');
  });

  it('accumulate false: a code after an automatic rule is rejected (not_combinable)', async () => {
    await automatic({ value: '-5.00', value_type: 'percentage', priority: 1, accumulate: true });
    const { code } = await codeOf('SOLO', { accumulate: false });
    const answer = await preview(pickUp({ coupon_codes: [code.code] }));
    expect(answer.rejected_coupon_codes).toEqual([
      { code: code.code, reason: 'not_combinable', detail: expect.any(String) },
    ]);
    expect(answer.total_discounts).toBe('7.55');
  });

  it('fixed_amount each with allocation_limit 2: 3.00 off the kettle and one flask', async () => {
    const { code } = await codeOf('EACH', {
      value: '-3.00',
      value_type: 'fixed_amount',
      allocation_method: 'each',
      allocation_limit: 2,
    });
    const order = await create(pickUp({ coupon_codes: [code.code] }));
    expect(amounts(order)).toMatchObject({
      lines: ['3.00', '3.00'],
      total_discounts: '6.00',
      total_price: '145.00',
    });
  });

  it('delivery: 2 kg cost 15.00; a shipping_line code takes 50 % of it', async () => {
    const method = await shippingMethod();
    const { code } = await codeOf('SHIP', { value: '-50.00', target_type: 'shipping_line' });
    const order = await create(delivery(method, { coupon_codes: [code.code] }));
    expect(amounts(order)).toEqual({
      total_line_items_price: '151.00',
      lines: ['0.00', '0.00'],
      total_discounts: '7.50',
      shipping_cost: '15.00',
      points_price: '0.00',
      total_price: '158.50',
    });
  });

  it('free shipping from 150.00 counts the subtotal after line discounts', async () => {
    const method = await shippingMethod({
      free_shipping_policy: 'over_price',
      free_shipping_price: '150.00',
    });
    expect(amounts(await preview(delivery(method)))).toMatchObject({
      shipping_cost: '0.00',
      total_price: '151.00',
    });
    const { code } = await codeOf('TEN');
    // 151.00 − 15.10 = 135.90 < 150.00: shipping is charged.
    expect(amounts(await create(delivery(method, { coupon_codes: [code.code] })))).toMatchObject({
      shipping_cost: '15.00',
      total_discounts: '15.10',
      total_price: '150.90',
    });
  });

  it('free shipping from 100.00, a 0.01 line code and a 5.00 shipping code on a 100.00 item: 104.99', async () => {
    const method = await shippingMethod({
      free_shipping_policy: 'over_price',
      free_shipping_price: '100.00',
    });
    const cent = (
      await codeOf('CENT', { value: '-0.01', value_type: 'fixed_amount', accumulate: true })
    ).code;
    const five = (
      await codeOf('FIVE', {
        value: '-5.00',
        value_type: 'fixed_amount',
        target_type: 'shipping_line',
        accumulate: true,
      })
    ).code;
    // Items 99.99 after the line code: below 100.00, so 10.00 shipping, 5.00 of it off.
    const body = delivery(method, {
      lines: [{ variant_id: kettle.variants[0]!.id, quantity: 1 }],
      coupon_codes: [cent.code, five.code],
    });
    const expected = {
      total_line_items_price: '100.00',
      lines: ['0.01'],
      total_discounts: '5.01',
      shipping_cost: '10.00',
      points_price: '0.00',
      total_price: '104.99',
    };
    const seen = await preview(body);
    expect(seen.rejected_coupon_codes).toEqual([]);
    expect(amounts(seen)).toEqual(expected);
    const made = await create(body);
    expect(amounts(made)).toEqual(expected);
    expect(made.discounts.map((d: Json) => [d.coupon_code, d.amount])).toEqual([
      [cent.code, '0.01'],
      [five.code, '5.00'],
    ]);
  });

  it('an automatic shipping rule and the shipping-price prerequisite read the shipping after line discounts', async () => {
    const method = await shippingMethod({
      free_shipping_policy: 'over_price',
      free_shipping_price: '100.00',
    });
    // Automatic: 3.00 off shipping, only while shipping costs at most 10.00.
    await automatic({
      value: '-3.00',
      value_type: 'fixed_amount',
      target_type: 'shipping_line',
      accumulate: true,
      prerequisite_shipping_price_range: { less_than_or_equal_to: '10.00' },
    });
    const cent = (
      await codeOf('CENT', { value: '-0.01', value_type: 'fixed_amount', accumulate: true })
    ).code;
    const order = await create(
      delivery(method, {
        lines: [{ variant_id: kettle.variants[0]!.id, quantity: 1 }],
        coupon_codes: [cent.code],
      }),
    );
    // 99.99 + 10.00 − 3.00.
    expect(amounts(order)).toMatchObject({
      shipping_cost: '10.00',
      total_discounts: '3.01',
      total_price: '106.99',
    });
  });

  it('an unsold place is 400 not_deliverable', async () => {
    const method = await shippingMethod({ unsold_place_codes: ['310000'] });
    expectError(
      await api.call('POST', '/api/orders/order/preview/', delivery(method)),
      400,
      'not_deliverable',
    );
    expectError(
      await api.call('POST', '/api/orders/order/', delivery(method)),
      400,
      'not_deliverable',
    );
  });
});

describe('the orders list', () => {
  it('filters by pick-up store (the orders screen)', async () => {
    const other = await api.createStore({ title: '徐家汇店', place_code: '310104' });
    await create(pickUp());
    await create(pickUp({ pick_up_shop_id: other.id }));
    const inStore = await api.ok('GET', `/api/orders/order/?pick_up_shop=${other.id}`);
    expect(inStore.count).toBe(1);
    expect(inStore.results[0].lines[0].fulfillment_location.id).toBe(other.id);
  });
});

describe('preview', () => {
  it('answers exactly what create makes, and stores, reserves and issues nothing', async () => {
    const method = await shippingMethod();
    await automatic({
      value: '-1.00',
      value_type: 'fixed_amount',
      allocation_method: 'each',
      accumulate: true,
    });
    const { code } = await codeOf('TEN', { accumulate: true });
    const body = delivery(method, { coupon_codes: [code.code], note: '放门卫' });
    const before = await api.ok('GET', `/api/shopfront/product/${flask.id}/`);
    const seen = await preview(body);
    expect((await api.ok('GET', '/api/orders/order/')).count).toBe(0);
    expect((await api.ok('GET', `/api/shopfront/product/${flask.id}/`)).variants).toEqual(
      before.variants,
    );
    const made = await create(body);
    const { rejected_coupon_codes, displaced_discounts, ...shown } = seen;
    expect(rejected_coupon_codes).toEqual([]);
    expect(displaced_discounts).toEqual([]);
    for (const [field, value] of Object.entries(shown)) {
      if (field === 'lines')
        (value as Json[]).forEach((line, i) => expect(made.lines[i]).toMatchObject(line));
      else expect(made[field], field).toEqual(value);
    }
    // 1.00 off each of 3 items, then 10 % of 148.00.
    expect(seen.total_discounts).toBe('17.80');
  });

  it('lists each rejected code with its reason; create refuses them with 400', async () => {
    const other = (
      await api.ok(
        'POST',
        '/api/customers/customer/',
        { mobile: '13900139000', full_name: '李四' },
        undefined,
        201,
      )
    ).id;
    const theirs = (await codeOf('THEIRS', {}, other)).code;
    const high = (await codeOf('HIGH')).code;
    const codes = ['NOSUCHCODE', theirs.code, high.code, high.code];
    const answer = await preview(pickUp({ coupon_codes: codes }));
    expect(answer.rejected_coupon_codes.map((r: Json) => [r.code, r.reason])).toEqual([
      ['NOSUCHCODE', 'unknown_code'],
      [theirs.code, 'not_owner'],
      [high.code, 'duplicate_code'],
    ]);
    expect(answer.discounts.map((d: Json) => d.coupon_code)).toEqual([high.code]);

    const refused = expectError(
      await api.call('POST', '/api/orders/order/', pickUp({ coupon_codes: codes })),
      400,
      'invalid',
    ) as unknown as { errors: Record<string, string[]> };
    expect(Object.keys(refused.errors).sort()).toEqual([
      'coupon_codes.0',
      'coupon_codes.1',
      'coupon_codes.3',
    ]);
    expect((await api.ok('GET', '/api/orders/order/')).count).toBe(0);
  });

  it("a rule's prerequisite that fails rejects its code (below_minimum)", async () => {
    const { code } = await codeOf('BIG', { accumulate: true });
    const c = await coupon('MIN200', { accumulate: true }, { minimum_amount: '200.00' });
    const issued = await api.ok(
      'POST',
      '/api/discounts/coupon_code/',
      [{ customer_id: customerId, coupon_id: c.id }],
      undefined,
      201,
    );
    const answer = await preview(pickUp({ coupon_codes: [issued.results[0].code, code.code] }));
    expect(answer.rejected_coupon_codes.map((r: Json) => r.reason)).toEqual(['below_minimum']);
  });
});

describe('preview says which automatic rule a code displaced', () => {
  it('a code that does not accumulate replaces the automatic 5 %: displaced_discounts names it', async () => {
    const auto = await automatic({
      title: '全场 95 折',
      value: '-5.00',
      value_type: 'percentage',
      accumulate: true,
    });
    const { code } = await codeOf('SOLO', { priority: 10, accumulate: false });
    const seen = await preview(pickUp({ coupon_codes: [code.code] }));
    expect(seen.discounts.map((d: Json) => d.coupon_code)).toEqual([code.code]);
    expect(seen.displaced_discounts).toEqual([
      {
        price_rule_id: auto.id,
        title: '全场 95 折',
        reason: 'not_combinable',
        coupon_codes: [code.code],
      },
    ]);
    // Without the code the automatic rule applies and nothing is displaced.
    const plain = await preview(pickUp());
    expect(plain.discounts.map((d: Json) => d.price_rule_id)).toEqual([auto.id]);
    expect(plain.displaced_discounts).toEqual([]);
  });

  it('has the statuses and fields create gives (ids, timestamps and timeline aside)', async () => {
    const seen = await preview(pickUp());
    expect(seen).toMatchObject({
      financial_status: 'pending',
      order_status: 'open',
      fulfillment_status: 'pending',
      paid_price: '0.00',
      refunded_price: '0.00',
      transactions: [],
      fulfillments: [],
    });
    const made = await create(pickUp());
    const skipped = [
      'id',
      'order_number',
      'token',
      'created_at',
      'updated_at',
      'timeline',
      'refundable',
    ];
    expect(Object.keys(seen).sort()).toEqual(
      [
        ...Object.keys(made).filter((k) => !skipped.includes(k)),
        'rejected_coupon_codes',
        'displaced_discounts',
      ].sort(),
    );
  });
});

describe('the code lifecycle: pay uses, cancel gives back', () => {
  it("a phrase uses the customer's unused code of the coupon when he holds one", async () => {
    const c = await coupon('HELLO', {}, { can_redeem: true });
    const issued = await api.ok(
      'POST',
      '/api/discounts/coupon_code/',
      [{ customer_id: customerId, coupon_id: c.id }],
      undefined,
      201,
    );
    const held = issued.results[0] as { id: number; code: string };
    const seen = await preview(pickUp({ coupon_codes: ['HELLO'] }));
    expect(seen.coupon_codes).toEqual([
      { id: held.id, code: held.code, price_rule_id: c.price_rule_id },
    ]);
    const order = await create(pickUp({ coupon_codes: ['HELLO'] }));
    expect(order.coupon_codes).toEqual(seen.coupon_codes);
    expect(order.discounts[0].coupon_code).toBe(held.code);
  });

  const codeStatus = async (id: number) =>
    (await api.ok('GET', `/api/discounts/coupon_code/?id=${id}`)).results[0] as {
      status: string;
      used_at: string | null;
    };

  it('pay marks the code used and counts the rule; cancel returns both', async () => {
    const { code, coupon: c } = await codeOf('ONCE', { usage_limit: 1 });
    const order = await create(pickUp({ coupon_codes: [code.code] }));
    expect((await codeStatus(code.id)).status).toBe('unused');
    await api.pay(order.id);
    expect(await codeStatus(code.id)).toMatchObject({
      status: 'used',
      used_at: expect.any(String),
    });
    expect((await api.ok('GET', `/api/discounts/coupon/${c.id}/`)).used_count).toBe(1);
    // The paid order keeps its discounts and codes.
    const paid = await api.ok('GET', `/api/orders/order/${order.id}/`);
    expect(paid.discounts).toHaveLength(1);
    expect(paid.coupon_codes.map((x: Json) => x.code)).toEqual([code.code]);
    expect(paid.paid_price).toBe('135.90');

    await api.ok('POST', `/api/orders/order/${order.id}/cancel/`, { reason: 'changed mind' });
    expect(await codeStatus(code.id)).toMatchObject({ status: 'unused', used_at: null });
    expect((await api.ok('GET', `/api/discounts/coupon/${c.id}/`)).used_count).toBe(0);
    // The rule's use came back too: the code works again.
    expect((await preview(pickUp({ coupon_codes: [code.code] }))).rejected_coupon_codes).toEqual(
      [],
    );
  });

  it("a rule's last use: of two pending orders only the first to pay gets it", async () => {
    await automatic({ value: '-10.00', value_type: 'percentage', usage_limit: 1 });
    const first = await create(pickUp());
    const second = await create(pickUp());
    expect([first.total_price, second.total_price]).toEqual(['135.90', '135.90']);
    await api.pay(first.id);
    expectError(
      await api.call('POST', `/api/orders/order/${second.id}/pay/`),
      409,
      'usage_limit_reached',
    );
    expect((await api.ok('GET', `/api/orders/order/${second.id}/`)).financial_status).toBe(
      'pending',
    );
    // The next order does not get the rule any more.
    expect((await preview(pickUp())).discounts).toEqual([]);
  });

  it('a once-per-customer automatic rule: his second paid order may not have it too', async () => {
    await automatic({ value: '-10.00', value_type: 'percentage', once_per_customer: true });
    const first = await create(pickUp());
    const second = await create(pickUp());
    expect(second.total_discounts).toBe('15.10');
    await api.pay(first.id);
    expectError(
      await api.call('POST', `/api/orders/order/${second.id}/pay/`),
      409,
      'once_per_customer',
    );
    // His next order does not get it; cancelling the paid one gives it back.
    expect((await preview(pickUp())).discounts).toEqual([]);
    await api.ok('POST', `/api/orders/order/${first.id}/cancel/`, { reason: 'test' });
    expect((await preview(pickUp())).total_discounts).toBe('15.10');
    await api.pay(second.id);
  });

  it('one code on two pending orders: the second payment is 409 code_already_used', async () => {
    const { code } = await codeOf('TWICE');
    const a = await create(pickUp({ coupon_codes: [code.code] }));
    const b = await create(pickUp({ coupon_codes: [code.code] }));
    await api.pay(b.id);
    expectError(await api.call('POST', `/api/orders/order/${a.id}/pay/`), 409, 'code_already_used');
    // Cancelling the unpaid order leaves the code with the paid one.
    await api.ok('POST', `/api/orders/order/${a.id}/cancel/`);
    expect((await codeStatus(code.id)).status).toBe('used');
    const used = await preview(pickUp({ coupon_codes: [code.code] }));
    expect(used.rejected_coupon_codes[0].reason).toBe('code_already_used');
  });

  it("a can_redeem coupon's phrase issues the customer a code that the order uses", async () => {
    await coupon('WELCOME', { once_per_customer: true }, { can_redeem: true });
    const seen = await preview(pickUp({ coupon_codes: ['WELCOME'] }));
    expect(seen.coupon_codes).toEqual([
      { id: null, code: 'WELCOME', price_rule_id: expect.any(Number) },
    ]);
    expect((await api.ok('GET', `/api/discounts/coupon_code/?customer=${customerId}`)).count).toBe(
      0,
    );
    const order = await create(pickUp({ coupon_codes: ['WELCOME'] }));
    const [issued] = (await api.ok('GET', `/api/discounts/coupon_code/?customer=${customerId}`))
      .results as { id: number; code: string; status: string }[];
    expect(issued!.code).toMatch(/^WELCOME[A-HJKMNP-Z2-9]{8}$/);
    expect(order.coupon_codes).toEqual([
      { id: issued!.id, code: issued!.code, price_rule_id: expect.any(Number) },
    ]);
    expect(order.total_price).toBe('135.90');
    await api.pay(order.id);
    // Once per customer: the phrase again finds his used code and is rejected.
    const again = await preview(pickUp({ coupon_codes: ['WELCOME'] }));
    expect(again.rejected_coupon_codes[0].reason).toBe('once_per_customer');
  });

  it('downstream sees the discounts: order_paid, the point history, fetch; points on what was paid', async () => {
    const { code } = await codeOf('TEN');
    const order = await create(pickUp({ coupon_codes: [code.code] }));
    const paid = await api.pay(order.id);
    const discounts = [expect.objectContaining({ amount: '15.10', coupon_code: code.code })];
    expect(paid.discounts).toEqual(discounts);

    const [event] = await s.database.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('event', '=', 'order_paid')
      .execute();
    expect(JSON.parse(event!.payload)).toMatchObject({
      total_discounts: '15.10',
      total_price: '135.90',
      discounts,
    });

    // The Member level gains nothing extra: floor(135.90) points, not 151.
    expect((await api.ok('GET', `/api/customers/customer/${customerId}/`)).points).toBe(135);
    const history = await api.ok('GET', `/api/loyalty/point_history/?customer=${customerId}`);
    expect(history.results[0]).toMatchObject({
      points: 135,
      order: { id: order.id, total_discounts: '15.10', discounts },
    });

    const fetched = await api.ok(
      'GET',
      `/api/orders/pick_up_code/fetch/?order_token=${order.token}&shop=shop.shopdesk.local`,
      undefined,
      {},
    );
    expect(fetched).toMatchObject({
      total_line_items_price: '151.00',
      total_discounts: '15.10',
      total_price: '135.90',
      discounts,
    });
  });
});
