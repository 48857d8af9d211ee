import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

// Payment with its method, delivery fulfilments and refunds (docs/API.md "Orders"); every
// amount below is computed by hand in the comments.

type Json = Record<string, unknown>;
type Order = Json & {
  id: number;
  lines: (Json & { id: number })[];
  transactions: Json[];
  fulfillments: Json[];
  refundable: { lines: Json[]; shipping: string };
};

let s: TestServer;
let api: ReturnType<typeof pickUpClient>;
let store: { id: number };
/** 25.50, 500 g, 100 in stock. */
let flask: { id: number; variants: { id: number }[] };
/** 100.00, 1 kg, 100 in stock. */
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

const create = (body: Json): Promise<Order> =>
  api.ok('POST', '/api/orders/order/', body, undefined, 201);
const pay = (id: number, amount: string, extra: Json = {}): Promise<Order> =>
  api.ok('POST', `/api/orders/order/${id}/pay/`, { gateway: 'cash', amount, ...extra });
const fulfill = (id: number, body: Json) =>
  api.call('POST', `/api/orders/order/${id}/fulfill/`, body);
const refund = (id: number, body: Json) =>
  api.call('POST', `/api/orders/order/${id}/refund/`, body);
const stock = async (product: { id: number }) =>
  (await api.ok('GET', `/api/shopfront/product/${product.id}/`)).variants[0].inventory_quantity;
const points = async () => (await api.ok('GET', `/api/customers/customer/${customerId}/`)).points;
const events = async (event: string) =>
  (
    await s.database.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('event', '=', event)
      .orderBy('id')
      .execute()
  ).map((row) => JSON.parse(row.payload) as Order);

/** A code of a new coupon with this rule, issued to the customer. */
async function codeOf(prefix: string, rule: Json) {
  const coupon = await api.ok(
    'POST',
    '/api/discounts/coupon/',
    { title: prefix, code_prefix: prefix, price_rule: { accumulate: true, ...rule } },
    undefined,
    201,
  );
  const page = await api.ok(
    'POST',
    '/api/discounts/coupon_code/',
    [{ customer_id: customerId, coupon_id: coupon.id }],
    undefined,
    201,
  );
  return page.results[0].code as string;
}

describe('pay takes the payment method, the amount and a reference', () => {
  it('records them on the sale; an amount other than the total is refused and nothing is paid', async () => {
    const order = await create(pickUp());
    const wrong = expectError(
      await api.call('POST', `/api/orders/order/${order.id}/pay/`, {
        gateway: 'wechat_pay',
        amount: '150.00',
      }),
      400,
      'invalid',
    ) as unknown as { errors: Record<string, string[]> };
    expect(Object.keys(wrong.errors)).toEqual(['amount']);
    expect((await api.ok('GET', `/api/orders/order/${order.id}/`)).financial_status).toBe(
      'pending',
    );
    expectError(
      await api.call('POST', `/api/orders/order/${order.id}/pay/`, {
        gateway: 'bitcoin',
        amount: '151.00',
      }),
      400,
      'invalid',
    );

    const paid = await pay(order.id, '151.00', { gateway: 'wechat_pay', reference: 'WX-4200001' });
    expect(paid.financial_status).toBe('paid');
    expect(paid.transactions).toEqual([
      expect.objectContaining({
        transaction_type: 'sale',
        amount: '151.00',
        payment_backend: 'wechat_pay',
        receipt: { reference: 'WX-4200001' },
        refundable_amount: '151.00',
      }),
    ]);
  });
});

describe('fulfilment of a delivery', () => {
  it('a carrier and tracking number per shipment: partial, then fulfilled; events through the outbox', async () => {
    const method = await api.shippingMethod();
    // 151.00 + 15.00 shipping for 2 kg.
    const order = await create(delivery(method));
    expectError(
      await fulfill(order.id, { carrier: '顺丰速运', tracking_number: 'SF1' }),
      409,
      'not_paid',
    );
    await pay(order.id, '166.00');
    const [flaskLine, kettleLine] = order.lines;

    const first = await fulfill(order.id, {
      carrier: '顺丰速运',
      tracking_number: 'SF1234567890',
      line_ids: [kettleLine!.id],
    });
    expect(first.statusCode).toBe(200);
    const partial = first.json() as Order;
    expect(partial.fulfillment_status).toBe('partial');
    expect(partial.lines.map((line) => line.fulfillment_status)).toEqual(['pending', 'fulfilled']);
    expect(partial.fulfillments).toEqual([
      expect.objectContaining({
        status: 'success',
        carrier: '顺丰速运',
        tracking_number: 'SF1234567890',
        line_ids: [kettleLine!.id],
      }),
    ]);
    // Something was sent: the order can no longer be cancelled; the same line not sent twice.
    expectError(
      await api.call('POST', `/api/orders/order/${order.id}/cancel/`, { reason: 'x' }),
      409,
      'order_fulfilled',
    );
    expectError(
      await fulfill(order.id, {
        carrier: 'EMS',
        tracking_number: 'E1',
        line_ids: [kettleLine!.id],
      }),
      400,
      'invalid',
    );

    const rest = (
      await fulfill(order.id, { carrier: 'EMS', tracking_number: 'E2' })
    ).json() as Order;
    expect(rest.fulfillment_status).toBe('fulfilled');
    expect(rest.fulfilled_at).not.toBeNull();
    expect(rest.fulfillments.map((f) => f.line_ids)).toEqual([[kettleLine!.id], [flaskLine!.id]]);
    expectError(
      await fulfill(order.id, { carrier: 'EMS', tracking_number: 'E3' }),
      409,
      'order_fulfilled',
    );

    const sent = await events('order_fulfilled');
    expect(sent.map((e) => [e.id, e.fulfillment_status])).toEqual([
      [order.id, 'partial'],
      [order.id, 'fulfilled'],
    ]);
  });

  it('a pick-up order is handed out at the counter, not fulfilled here', async () => {
    const order = await create(pickUp());
    await pay(order.id, '151.00');
    expectError(
      await fulfill(order.id, { carrier: 'EMS', tracking_number: 'E1' }),
      409,
      'not_delivery',
    );
  });
});

describe('refunds', () => {
  it('a line that carried part of a 1.01 code: each item refunded at what was paid for it', async () => {
    // 1.01 across 151.00: flasks 1.01 × 51/151 = 0.341 → 0.34, kettle 0.67; total 149.99.
    const code = await codeOf('CENTS', { value: '-1.01', value_type: 'fixed_amount' });
    const order = await create(pickUp({ coupon_codes: [code] }));
    expect(order.lines.map((line) => line.total_discount)).toEqual(['0.34', '0.67']);
    await pay(order.id, '149.99');
    // floor(149.99) buy points.
    expect(await points()).toBe(149);
    const [flaskLine, kettleLine] = order.lines;
    const before = await stock(flask);

    // The flasks were paid 51.00 − 0.34 = 50.66: one is 25.33.
    let response = await refund(order.id, {
      lines: [{ line_id: flaskLine!.id, quantity: 1, restock: true }],
      reason: '外观损坏',
    });
    expect(response.statusCode).toBe(200);
    let after = response.json() as Order;
    expect(after).toMatchObject({
      financial_status: 'paid',
      order_status: 'open',
      refunded_price: '25.33',
      refundable: {
        lines: [
          { line_id: flaskLine!.id, quantity: 1, amount: '25.33' },
          { line_id: kettleLine!.id, quantity: 1, amount: '99.33' },
        ],
        shipping: '0.00',
      },
    });
    expect(after.lines[0]!.refunded_quantity).toBe(1);
    expect(after.transactions.at(-1)).toMatchObject({
      transaction_type: 'refund',
      amount: '25.33',
      refund_msg: '外观损坏',
    });
    expect(after.transactions[0]).toMatchObject({ refundable_amount: '124.66' });
    expect(await stock(flask)).toBe(before + 1);
    // floor(149 × 25.33 / 149.99) = 25 points back.
    expect(await points()).toBe(124);

    // The second flask, kept by the customer (no restock): 50.66 − 25.33 = 25.33.
    response = await refund(order.id, {
      lines: [{ line_id: flaskLine!.id, quantity: 1 }],
      reason: '少发',
    });
    expect(response.statusCode, response.body).toBe(200);
    after = response.json() as Order;
    expect(after.refunded_price).toBe('50.66');
    expect(await stock(flask)).toBe(before + 1);
    // floor(149 × 50.66 / 149.99) = 50 in all.
    expect(await points()).toBe(99);
    expectError(
      await refund(order.id, { lines: [{ line_id: flaskLine!.id, quantity: 1 }], reason: 'x' }),
      400,
      'invalid',
    );
    expectError(
      await api.call('POST', `/api/orders/order/${order.id}/cancel/`, { reason: 'x' }),
      409,
      'partly_refunded',
    );

    // The kettle: 100.00 − 0.67 = 99.33; everything is back: refunded, closed, key void.
    after = (
      await refund(order.id, {
        lines: [{ line_id: kettleLine!.id, quantity: 1, restock: true }],
        reason: '不要了',
      })
    ).json() as Order;
    expect(after).toMatchObject({
      financial_status: 'refunded',
      order_status: 'closed',
      refunded_price: '149.99',
    });
    expect(after.transactions.map((t) => [t.transaction_type, t.amount])).toEqual([
      ['sale', '149.99'],
      ['refund', '25.33'],
      ['refund', '25.33'],
      ['refund', '99.33'],
    ]);
    expect((await api.codeOf(order.id)).key_status).toBe('canceled');
    expect(await points()).toBe(0);
    expect((await events('order_refunded')).map((e) => e.refunded_price)).toEqual([
      '25.33',
      '50.66',
      '149.99',
    ]);
    expectError(
      await refund(order.id, { lines: [{ line_id: kettleLine!.id, quantity: 1 }], reason: 'x' }),
      409,
      'already_refunded',
    );
  });

  it('the shipping paid (after its discount) is refunded once', async () => {
    const method = await api.shippingMethod();
    // Shipping 15.00, half off: 7.50 paid; total 158.50.
    const code = await codeOf('SHIP', {
      value: '-50.00',
      value_type: 'percentage',
      target_type: 'shipping_line',
    });
    const order = await create(delivery(method, { coupon_codes: [code] }));
    await pay(order.id, '158.50');
    const response = await refund(order.id, { shipping: true, reason: '延误' });
    expect((response.json() as Order).refunded_price).toBe('7.50');
    expectError(await refund(order.id, { shipping: true, reason: '延误' }), 400, 'invalid');
    expectError(await refund(order.id, { reason: '空' }), 400, 'invalid');
  });

  it('refunding all of an order nothing was sent of is its cancellation', async () => {
    const order = await create(pickUp());
    expectError(
      await refund(order.id, {
        lines: [{ line_id: order.lines[0]!.id, quantity: 1 }],
        reason: 'x',
      }),
      409,
      'not_paid',
    );
    await pay(order.id, '151.00');
    const before = await stock(flask);
    const response = await refund(order.id, {
      lines: order.lines.map((line) => ({ line_id: line.id, quantity: line.quantity })),
      reason: '顾客取消',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_status: 'cancelled',
      financial_status: 'refunded',
      refunded_price: '151.00',
      cancel_reason: '顾客取消',
    });
    // The cancellation gives all stock back and voids the key.
    expect(await stock(flask)).toBe(before + 2);
    expect((await api.codeOf(order.id)).key_status).toBe('canceled');
    expect(await points()).toBe(0);
  });
});
