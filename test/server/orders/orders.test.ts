import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER_KEYS,
  DECIMAL,
  expectError,
  FULFILLMENT_KEYS,
  INFORMATION_KEYS,
  keys,
  LINE_KEYS,
  LINE_METHOD_KEYS,
  LINE_PRODUCT_KEYS,
  LINE_VARIANT_KEYS,
  LOCATION_KEYS,
  ORDER_KEYS,
  pickUpClient,
  PLACE_KEYS,
  SHIPPING_ADDRESS_KEYS,
  TIMELINE_KEYS,
  TIMESTAMP,
  TRANSACTION_KEYS,
} from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let store: { id: number; title: string };
let product: { id: number; name: string; variants: { id: number }[] };
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  store = await api.createStore();
  product = await api.createProduct();
  variantId = product.variants[0]!.id;
});
afterEach(() => s.close());

const pickUp = (extra: Record<string, unknown> = {}) => ({
  selected_channel: 'pick_up',
  pick_up_shop_id: store.id,
  lines: [{ variant_id: variantId, quantity: 2 }],
  ...extra,
});

const inventoryOf = async (productId = product.id) =>
  (await api.ok('GET', `/api/shopfront/product/${productId}/`)).variants[0].inventory_quantity;

const orderCount = async () => (await api.ok('GET', '/api/orders/order/')).count;

/** A method of a new shipping group (10.00 the first kg, +5.00 a kg). */
const shippingMethod = async () => ({ id: await api.shippingMethod() });

describe('creating an order', () => {
  it('prices a pick-up order from its variants and shows every field of the spec’s Order', async () => {
    const response = await api.call(
      'POST',
      '/api/orders/order/',
      {
        customer: { mobile: '13912345678', full_name: '李伟', email: 'liwei@example.com' },
        ...pickUp(),
        note: '下午来取',
        id: 99,
        financial_status: 'paid',
      },
      { ...s.auth(await s.login()), 'user-agent': 'counter-test/1.0' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(keys(order)).toEqual(ORDER_KEYS);
    expect(order).toMatchObject({
      id: 1,
      order_number: 1001,
      cart_token: null,
      requires_shipping: false,
      full_name: '李伟',
      email: 'liwei@example.com',
      mobile: '13912345678',
      buyer_accepts_marketing: false,
      total_line_items_price: '51.00',
      total_discounts: '0.00',
      shipping_cost: '0.00',
      total_weight: '1.00',
      total_price: '51.00',
      order_status: 'open',
      fulfillment_status: 'pending',
      financial_status: 'pending',
      attributes: {},
      note: '下午来取',
      cancelled_at: null,
      cancel_reason: null,
      closed_at: null,
      referring_platform: '',
      paid_at: null,
      paid_price: '0.00',
      refunded_price: '0.00',
      is_fulfillment_silent: false,
      is_refunding: false,
      is_test: false,
      fulfilled_at: null,
      selected_channel: 'pick_up',
      title: '不锈钢保温杯 Vacuum flask',
      redeem_points: 0,
      points_price: '0.00',
      shipping_address: null,
      discounts: [],
      coupon_codes: [],
      fulfillments: [],
      transactions: [],
      pending_refund_requests: [],
    });
    expect(order.token).toMatch(/^[0-9a-f]{32}$/);
    expect(order.created_at).toMatch(TIMESTAMP);
    expect(order.created_at).toBe('2026-11-21T20:00:00.000+08:00');

    // The customer was created from the contact given, and is embedded whole.
    expect(keys(order.customer)).toEqual(CUSTOMER_KEYS);
    expect(order.customer).toMatchObject({ mobile: '13912345678', full_name: '李伟' });
    const customers = await api.ok('GET', '/api/customers/customer/?mobile=13912345678');
    expect(customers.results.map((c: { id: number }) => c.id)).toEqual([order.customer.id]);

    expect(order.lines).toHaveLength(1);
    const [line] = order.lines;
    expect(keys(line)).toEqual(LINE_KEYS);
    expect(line).toMatchObject({
      order_id: 1,
      image: '/demo-images/vacuum-flask.svg',
      title: '不锈钢保温杯 Vacuum flask',
      requires_shipping: true,
      product_title: '不锈钢保温杯 Vacuum flask',
      variant_title: 'Default Title',
      sku: 'SKU-1',
      barcode: '6900000000001',
      quantity: 2,
      price: '25.50',
      total_price: '51.00',
      total_discount: '0.00',
      fulfillment_status: 'pending',
      shipping_method_id: null,
      shipping_method: null,
      attributes: {},
      fulfillable_quantity: 2,
      fulfillment_service: 'manual',
    });
    expect(keys(line.variant)).toEqual(LINE_VARIANT_KEYS);
    expect(line.variant).toEqual({
      id: variantId,
      sku: 'SKU-1',
      title: 'Default Title',
      image: '/demo-images/vacuum-flask.svg',
      price: '25.50',
      grams: 500,
      options: [],
      barcode: '6900000000001',
    });
    expect(keys(line.product)).toEqual(LINE_PRODUCT_KEYS);
    expect(line.product).toEqual({
      id: product.id,
      name: product.name,
      title: '不锈钢保温杯 Vacuum flask',
      vendor_id: null,
    });
    expect(keys(line.fulfillment_location)).toEqual(LOCATION_KEYS);
    expect(line.fulfillment_location).toEqual({
      id: store.id,
      active: true,
      title: '南京西路店',
      is_default: true,
    });

    expect(order.timeline).toHaveLength(1);
    expect(keys(order.timeline[0])).toEqual(TIMELINE_KEYS);
    expect(order.timeline[0]).toMatchObject({ order_id: 1, action: 'created', replied: false });
    expect(keys(order.information)).toEqual(INFORMATION_KEYS);
    expect(order.information).toMatchObject({
      browser_ip: '127.0.0.1',
      user_agent: 'counter-test/1.0',
      source_name: 'shopdesk',
      campaign_name: '',
    });

    // The stock was taken, and GET shows the same order.
    expect(await inventoryOf()).toBe(98);
    expect(await api.ok('GET', '/api/orders/order/1/')).toEqual(order);
  });

  it('finds the customer by mobile (unchanged) or takes customer_id; refuses a bad customer', async () => {
    const first = await api.createOrder(pickUp());
    const again = await api.createOrder(
      pickUp({ customer: { mobile: api.customer.mobile, full_name: '别的名字' } }),
    );
    expect(again.customer.id).toBe(first.customer.id);
    expect(again.customer.full_name).toBe('王芳');
    const byId = await api.ok(
      'POST',
      '/api/orders/order/',
      { customer_id: first.customer.id, ...pickUp() },
      undefined,
      201,
    );
    expect(byId.customer.id).toBe(first.customer.id);

    const bad = [
      [{ customer_id: 999, ...pickUp() }, ['customer_id']],
      [pickUp(), ['customer_id']],
      [{ customer_id: first.customer.id, customer: api.customer, ...pickUp() }, ['customer']],
      [{ customer: { mobile: '12345' }, ...pickUp() }, ['customer.mobile']],
    ] as const;
    for (const [body, fields] of bad) {
      const response = await api.call('POST', '/api/orders/order/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(fields);
    }
    expect(await orderCount()).toBe(3);
  });

  it('refuses bad lines and missing channel fields with 400 naming them, changing nothing', async () => {
    const hidden = await api.createProduct({ sku: 'HIDDEN' }, { published: false });
    const inactive = await api.createStore({ title: '关闭的店', is_active: false });
    const cases: [Record<string, unknown>, string[]][] = [
      [pickUp({ lines: [] }), ['lines']],
      [pickUp({ lines: [{ variant_id: 999, quantity: 1 }] }), ['lines.0.variant_id']],
      [
        pickUp({ lines: [{ variant_id: hidden.variants[0].id, quantity: 1 }] }),
        ['lines.0.variant_id'],
      ],
      [pickUp({ lines: [{ variant_id: variantId, quantity: 0 }] }), ['lines.0.quantity']],
      [
        pickUp({
          lines: [
            { variant_id: variantId, quantity: 1 },
            { variant_id: variantId, quantity: 1 },
          ],
        }),
        ['lines.1.variant_id'],
      ],
      [pickUp({ pick_up_shop_id: null }), ['pick_up_shop_id']],
      [pickUp({ pick_up_shop_id: 999 }), ['pick_up_shop_id']],
      [pickUp({ pick_up_shop_id: inactive.id }), ['pick_up_shop_id']],
      [pickUp({ selected_channel: 'drone' }), ['selected_channel']],
      [
        { selected_channel: 'delivery', lines: [{ variant_id: variantId, quantity: 1 }] },
        ['shipping_address', 'shipping_method_id'],
      ],
      [pickUp({ redeem_points: -1 }), ['redeem_points']],
      // A new customer has no points to redeem (loyalty refuses it under redeem_points).
      [pickUp({ redeem_points: 10 }), ['redeem_points']],
    ];
    for (const [body, fields] of cases) {
      const response = await api.call('POST', '/api/orders/order/', {
        customer: api.customer,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('invalid');
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await orderCount()).toBe(0);
    expect(await inventoryOf()).toBe(100);
    // Nor was the customer of a refused order created.
    expect((await api.ok('GET', '/api/customers/customer/')).count).toBe(0);
  });

  it('takes stock under deny (409 insufficient_inventory, nothing taken) and oversells under continue', async () => {
    const scarce = await api.createProduct({ sku: 'SCARCE', inventory_quantity: 3 });
    const response = await api.call('POST', '/api/orders/order/', {
      customer: api.customer,
      ...pickUp({
        lines: [
          { variant_id: variantId, quantity: 5 },
          { variant_id: scarce.variants[0].id, quantity: 4 },
        ],
      }),
    });
    const error = expectError(response, 409, 'insufficient_inventory');
    expect(error.detail).toContain('only 3');
    expect(await inventoryOf()).toBe(100);
    expect(await inventoryOf(scarce.id)).toBe(3);
    expect(await orderCount()).toBe(0);

    await api.createOrder(pickUp({ lines: [{ variant_id: scarce.variants[0].id, quantity: 3 }] }));
    expect(await inventoryOf(scarce.id)).toBe(0);
    expectError(
      await api.call('POST', '/api/orders/order/', {
        customer: api.customer,
        ...pickUp({ lines: [{ variant_id: scarce.variants[0].id, quantity: 1 }] }),
      }),
      409,
      'insufficient_inventory',
    );

    const backorder = await api.createProduct(
      { sku: 'BACKORDER', inventory_quantity: 1, inventory_policy: 'continue' },
      { inventory_policy: 'continue' },
    );
    await api.createOrder(
      pickUp({ lines: [{ variant_id: backorder.variants[0].id, quantity: 4 }] }),
    );
    expect(await inventoryOf(backorder.id)).toBe(-3);
  });

  it('a delivery order: cost from the method, the address with its place, the method without zones', async () => {
    const method = await shippingMethod();
    const order = await api.createOrder({
      selected_channel: 'delivery',
      shipping_method_id: method.id,
      shipping_address: {
        full_name: '王芳',
        mobile: '13800138000',
        address1: '建国路 88 号',
        place_code: '110105',
      },
      lines: [{ variant_id: variantId, quantity: 3 }],
    });
    // 1.5 kg: 10.00 for the first kg and 5.00 for the started second.
    expect(order).toMatchObject({
      requires_shipping: true,
      total_weight: '1.50',
      total_line_items_price: '76.50',
      shipping_cost: '15.00',
      total_price: '91.50',
    });
    expect(keys(order.shipping_address)).toEqual(SHIPPING_ADDRESS_KEYS);
    expect(order.shipping_address).toMatchObject({
      full_name: '王芳',
      mobile: '13800138000',
      address1: '建国路 88 号',
      address2: '',
      province: '北京市',
      district: '朝阳区',
      country: '中国',
      place_code: '110105',
      draft: false,
    });
    expect(keys(order.shipping_address.place)).toEqual(PLACE_KEYS);
    expect(order.shipping_address.place).toMatchObject({ code: '110105', name: '朝阳区' });
    const [line] = order.lines;
    expect(line.shipping_method_id).toBe(method.id);
    expect(keys(line.shipping_method)).toEqual(LINE_METHOD_KEYS);
    expect(line.shipping_method).toMatchObject({ id: method.id, normal_price: '10.00' });
    expect(line.fulfillment_location).toBeNull();

    await api.ok('PATCH', `/api/shippings/shippingmethod/${method.id}/`, {
      unsold_place_codes: ['440000'],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ place_code: '440305' }, 'shipping_method_id'],
      [{ place_code: '999999' }, 'shipping_address.place_code'],
      [{ shipping_method_id: 999 }, 'shipping_method_id'],
      [{ mobile: 'nope' }, 'shipping_address.mobile'],
    ];
    for (const [change, field] of cases) {
      const { shipping_method_id = method.id, ...address } = change;
      const response = await api.call('POST', '/api/orders/order/', {
        customer: api.customer,
        selected_channel: 'delivery',
        shipping_method_id,
        shipping_address: {
          full_name: '王芳',
          mobile: '13800138000',
          address1: '科苑路 15 号',
          place_code: '440305',
          ...address,
        },
        lines: [{ variant_id: variantId, quantity: 1 }],
      });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});

describe('paying', () => {
  it('pays in one go: sale transaction, paid_at, a pick-up code, and order_paid = GET order', async () => {
    const order = await api.createOrder(pickUp());
    clock.advance(60_000);
    const paid = await api.pay(order.id);
    expect(paid).toMatchObject({
      financial_status: 'paid',
      paid_at: '2026-11-21T20:01:00.000+08:00',
      paid_price: '51.00',
      order_status: 'open',
      fulfillment_status: 'pending',
    });
    expect(paid.transactions).toHaveLength(1);
    const [transaction] = paid.transactions;
    expect(keys(transaction)).toEqual(TRANSACTION_KEYS);
    expect(transaction).toMatchObject({
      order_id: order.id,
      amount: '51.00',
      transaction_type: 'sale',
      status: 'success',
      payment_backend: 'manual',
      delegated: false,
      refund_id: null,
      refundable_amount: '51.00',
      receipt: {},
      succeeds_at: '2026-11-21T20:01:00.000+08:00',
    });
    expect(transaction.transaction_number).toMatch(/^[0-9A-F]{16}$/);
    expect(paid.timeline.map((t: { action: string }) => t.action)).toEqual([
      'created',
      'paid',
      'pick_up_code_issued',
    ]);

    const code = await api.codeOf(order.id);
    expect(code.key).toMatch(/^\d{12}$/);
    expect(code.key_status).toBe('unused');

    const events = await s.database.db
      .selectFrom('event_outbox')
      .select(['event', 'payload'])
      .where('event', '=', 'order_paid')
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.payload)).toEqual(
      await api.ok('GET', `/api/orders/order/${order.id}/`),
    );

    const twice = expectError(
      await api.call('POST', `/api/orders/order/${order.id}/pay/`),
      409,
      'already_paid',
    );
    expect(twice.detail).toMatch(/already paid/);
    expectError(await api.call('POST', '/api/orders/order/999/pay/'), 404, 'not_found');
    // Still one transaction, one code, one event.
    expect((await api.ok('GET', `/api/orders/order/${order.id}/`)).transactions).toHaveLength(1);
    expect((await api.ok('GET', '/api/orders/pick_up_code/')).count).toBe(1);
  });

  it('a delivery order gets no pick-up code; a cancelled order cannot be paid (409 order_cancelled)', async () => {
    const method = await shippingMethod();
    const delivery = await api.createOrder({
      selected_channel: 'delivery',
      shipping_method_id: method.id,
      shipping_address: {
        full_name: '王芳',
        mobile: '13800138000',
        address1: '建国路 88 号',
        place_code: '110105',
      },
      lines: [{ variant_id: variantId, quantity: 1 }],
    });
    await api.pay(delivery.id);
    expect((await api.ok('GET', '/api/orders/pick_up_code/')).count).toBe(0);

    const order = await api.createOrder(pickUp());
    await api.ok('POST', `/api/orders/order/${order.id}/cancel/`, {});
    expectError(
      await api.call('POST', `/api/orders/order/${order.id}/pay/`),
      409,
      'order_cancelled',
    );
  });

  it('sold_quantity counts paid quantities (and gives them back when a paid order is cancelled)', async () => {
    const collection = await api.ok(
      'POST',
      '/api/shopfront/collection/',
      { title: '热销', published: true },
      undefined,
      201,
    );
    await api.ok(
      'POST',
      `/api/shopfront/collection/${collection.id}/products/`,
      { product_id: product.id },
      undefined,
      201,
    );
    const sold = async () =>
      (await api.ok('GET', `/api/shopfront/product/?collection=${collection.id}`)).results[0]
        .product.sold_quantity;
    expect(await sold()).toBe(0);
    const unpaid = await api.createOrder(pickUp());
    expect(await sold()).toBe(0);
    await api.pay(unpaid.id);
    expect(await sold()).toBe(2);
    const second = await api.createOrder(
      pickUp({ lines: [{ variant_id: variantId, quantity: 3 }] }),
    );
    await api.pay(second.id);
    expect(await sold()).toBe(5);
    await api.ok('POST', `/api/orders/order/${second.id}/cancel/`, { reason: 'customer' });
    expect(await sold()).toBe(2);
  });
});

describe('cancelling', () => {
  it('cancels a paid pick-up order: code canceled, stock back, refunded; twice is 409', async () => {
    const { order, code } = await api.paidPickUp(store.id, variantId, 2);
    expect(await inventoryOf()).toBe(98);
    clock.advance(3_600_000);
    const cancelled = await api.ok('POST', `/api/orders/order/${order.id}/cancel/`, {
      reason: 'customer changed mind',
    });
    expect(cancelled).toMatchObject({
      order_status: 'cancelled',
      cancelled_at: '2026-11-21T21:00:00.000+08:00',
      cancel_reason: 'customer changed mind',
      financial_status: 'refunded',
      refunded_price: '51.00',
      fulfillment_status: 'pending',
    });
    expect(
      cancelled.transactions.map((t: { transaction_type: string }) => t.transaction_type),
    ).toEqual(['sale', 'refund']);
    expect(cancelled.timeline.at(-1)).toMatchObject({
      action: 'cancelled',
      note: 'Cancelled: customer changed mind',
    });
    expect(await inventoryOf()).toBe(100);
    expect((await api.codeOf(order.id)).key_status).toBe('canceled');
    expect(code.key_status).toBe('unused');

    const twice = expectError(
      await api.call('POST', `/api/orders/order/${order.id}/cancel/`, {}),
      409,
      'already_cancelled',
    );
    expect(twice.detail).toMatch(/already cancelled/);
    expect(await inventoryOf()).toBe(100);
    expectError(await api.call('POST', '/api/orders/order/999/cancel/'), 404, 'not_found');
  });

  it('cancels an unpaid order without a body (reason "other"); a picked-up order is 409 order_fulfilled', async () => {
    const unpaid = await api.createOrder(pickUp());
    const cancelled = await api.ok('POST', `/api/orders/order/${unpaid.id}/cancel/`);
    expect(cancelled).toMatchObject({
      order_status: 'cancelled',
      cancel_reason: 'other',
      financial_status: 'pending',
      transactions: [],
    });
    expect(await inventoryOf()).toBe(100);

    const { order, code } = await api.paidPickUp(store.id, variantId, 1);
    await api.ok('POST', '/api/orders/pick_up_code/consume/', { key: code.key });
    expectError(
      await api.call('POST', `/api/orders/order/${order.id}/cancel/`, {}),
      409,
      'order_fulfilled',
    );
    expect((await api.ok('GET', `/api/orders/order/${order.id}/`)).order_status).toBe('open');
    expect(await inventoryOf()).toBe(99);
    expectError(
      await api.call('POST', `/api/orders/order/${order.id}/cancel/`, { reason: 7 }),
      400,
      'invalid',
    );
  });

  it('smart collections follow the stock orders take and give back', async () => {
    const scarce = await api.createProduct({ sku: 'LAST-ONE', inventory_quantity: 1 });
    const inStock = await api.ok(
      'POST',
      '/api/shopfront/collection/',
      {
        title: '有货',
        published: true,
        smart: true,
        rules: [{ column: 'inventory', relation: 'greater_than', condition: '0' }],
      },
      undefined,
      201,
    );
    const members = async () =>
      (await api.ok('GET', `/api/shopfront/product/?collection=${inStock.id}`)).results.map(
        (entry: { product: { id: number } }) => entry.product.id,
      );
    expect(await members()).toContain(scarce.id);
    const order = await api.createOrder(
      pickUp({ lines: [{ variant_id: scarce.variants[0].id, quantity: 1 }] }),
    );
    expect(await members()).not.toContain(scarce.id);
    await api.ok('POST', `/api/orders/order/${order.id}/cancel/`);
    expect(await members()).toContain(scarce.id);
  });
});

describe('listing and reading', () => {
  it('lists by id, paged, with the filters id, id__in, financial_status, customer and more', async () => {
    const a = await api.createOrder(pickUp());
    const b = await api.createOrder(
      pickUp({ customer: { mobile: '13500000000', full_name: '张敏' } }),
    );
    const c = await api.createOrder(pickUp());
    await api.pay(b.id);
    await api.ok('POST', `/api/orders/order/${c.id}/cancel/`);
    const ids = async (query: string) =>
      (await api.ok('GET', `/api/orders/order/${query}`)).results.map((o: { id: number }) => o.id);

    const page = await api.ok('GET', '/api/orders/order/?page_size=2');
    expect(page.count).toBe(3);
    expect(page.results.map((o: { id: number }) => o.id)).toEqual([a.id, b.id]);
    expect(page.next).toBe('http://localhost/api/orders/order/?page_size=2&page=2');
    for (const order of page.results) expect(keys(order)).toEqual(ORDER_KEYS);

    expect(await ids(`?id=${b.id}`)).toEqual([b.id]);
    expect(await ids(`?id__in=${a.id},${c.id}`)).toEqual([a.id, c.id]);
    expect(await ids('?financial_status=paid')).toEqual([b.id]);
    expect(await ids('?financial_status=pending')).toEqual([a.id, c.id]);
    expect(await ids('?financial_status__in=paid,refunded')).toEqual([b.id]);
    expect(await ids(`?customer=${a.customer.id}`)).toEqual([a.id, c.id]);
    expect(await ids('?order_status=cancelled')).toEqual([c.id]);
    expect(await ids('?fulfillment_status=fulfilled')).toEqual([]);
    expect(await ids('?selected_channel=pick_up')).toEqual([a.id, b.id, c.id]);
    expect(await ids(`?order_number=${b.order_number}`)).toEqual([b.id]);
    expect(
      await ids('?created_at__gte=2026-11-21 20:00:00&created_at__lte=2026-11-21T12:00:00Z'),
    ).toEqual([a.id, b.id, c.id]);

    for (const query of ['?financial_status=free', '?id=x', '?customer=a', '?created_at__gte=soon'])
      expectError(await api.call('GET', `/api/orders/order/${query}`), 400, 'invalid');
    expectError(await api.call('GET', '/api/orders/order/?page=2'), 404, 'not_found');
    expectError(await api.call('GET', '/api/orders/order/999/'), 404, 'not_found');
    expectError(await api.call('GET', '/api/orders/order/abc/'), 400, 'invalid');
  });

  it('needs the orders scope: applications by scope, managers always, plain staff never', async () => {
    await api.createOrder(pickUp());
    const reader = s.bearer(await s.appToken('orders:read'));
    const writer = s.bearer(await s.appToken('orders:write'));
    const clerk = await api.staffOf('clerk', store.id);
    expect((await api.call('GET', '/api/orders/order/', undefined, reader)).statusCode).toBe(200);
    expect((await api.call('GET', '/api/orders/order/1/', undefined, reader)).statusCode).toBe(200);
    expectError(
      await api.call('POST', '/api/orders/order/1/pay/', undefined, reader),
      403,
      'permission_denied',
    );
    expect((await api.call('POST', '/api/orders/order/1/pay/', undefined, writer)).statusCode).toBe(
      200,
    );
    expectError(
      await api.call('GET', '/api/orders/order/', undefined, clerk),
      403,
      'permission_denied',
    );
    expectError(
      await api.call('POST', '/api/orders/order/', { customer: api.customer, ...pickUp() }, clerk),
      403,
      'permission_denied',
    );
    expectError(
      await api.call('GET', '/api/orders/order/', undefined, {}),
      401,
      'not_authenticated',
    );
  });

  it('money is decimal text, weights kilograms, timestamps in the shop’s zone', async () => {
    await api.ok('PATCH', '/api/shops/shop_settings/', { timezone: 'Europe/Berlin' });
    const heavy = await api.createProduct({ sku: 'HEAVY', grams: 1234, price: 7 });
    const order = await api.createOrder(
      pickUp({ lines: [{ variant_id: heavy.variants[0].id, quantity: 3 }] }),
    );
    // 3.702 kg is shown rounded up to the next hundredth.
    expect(order.total_weight).toBe('3.71');
    expect(order.total_price).toBe('21.00');
    for (const field of [
      'total_line_items_price',
      'total_discounts',
      'shipping_cost',
      'paid_price',
    ])
      expect(order[field]).toMatch(DECIMAL);
    expect(order.created_at).toBe('2026-11-21T13:00:00.000+01:00');
  });
});

describe('the fulfillments of an order', () => {
  it('a consume fulfils the order with a pick-up fulfillment; its rollback voids it', async () => {
    const { order, code } = await api.paidPickUp(store.id, variantId, 2);
    clock.advance(1000);
    await api.ok('POST', '/api/orders/pick_up_code/consume/', { key: code.key });
    const fulfilled = await api.ok('GET', `/api/orders/order/${order.id}/`);
    expect(fulfilled).toMatchObject({
      fulfillment_status: 'fulfilled',
      fulfilled_at: '2026-11-21T20:00:01.000+08:00',
    });
    expect(fulfilled.lines[0]).toMatchObject({
      fulfillment_status: 'fulfilled',
      fulfillable_quantity: 0,
    });
    expect(fulfilled.fulfillments).toHaveLength(1);
    expect(keys(fulfilled.fulfillments[0])).toEqual(FULFILLMENT_KEYS);
    expect(fulfilled.fulfillments[0]).toMatchObject({
      order_id: order.id,
      status: 'success',
      service: 'pick_up',
      location_id: store.id,
    });
    expect(fulfilled.timeline.at(-1).action).toBe('fulfilled');

    await api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: code.key });
    const back = await api.ok('GET', `/api/orders/order/${order.id}/`);
    expect(back).toMatchObject({ fulfillment_status: 'pending', fulfilled_at: null });
    expect(back.lines[0]).toMatchObject({ fulfillment_status: 'pending', fulfillable_quantity: 2 });
    expect(back.fulfillments[0].status).toBe('cancelled');
    expect(back.timeline.at(-1).action).toBe('fulfillment_rolled_back');
  });
});

describe('texts for people', () => {
  it('gives the timeline and the default variant’s title in the request’s language', async () => {
    const { order, code } = await api.paidPickUp(store.id, variantId, 1);
    await api.ok('POST', '/api/orders/pick_up_code/consume/', { key: code.key });
    const manager = s.auth(await s.login());
    const read = async (language: string | null) =>
      (
        await s.app.inject({
          method: 'GET',
          url: `/api/orders/order/${order.id}/`,
          headers: { ...manager, ...(language && { 'accept-language': language }) },
        })
      ).json();

    const en = await read('en');
    const englishNotes = en.timeline.map((entry: { note: string }) => entry.note);
    expect(englishNotes.slice(0, 3)).toEqual([
      'Order placed for pick-up.',
      'Payment received.',
      `Pick-up code ${code.key} issued.`,
    ]);
    expect(englishNotes[3]).toMatch(
      new RegExp(`^Picked up at ${store.title}, handed out by .+\\.$`),
    );
    expect(en.lines[0].variant_title).toBe('Default Title');
    expect(await read(null)).toEqual(en);

    const zh = await read('zh-CN');
    const notes = zh.timeline.map((entry: { note: string }) => entry.note);
    expect(notes.slice(0, 3)).toEqual([
      '已下单，到店自提。',
      '已收款。',
      `已生成取货码 ${code.key}。`,
    ]);
    expect(notes[3]).toMatch(new RegExp(`^已在${store.title}取货，由 .+ 交付。$`));
    expect(zh.lines[0].variant_title).toBe('默认');
    expect(zh.lines[0].variant.title).toBe('默认');
    // The list and the counter's records say the same.
    const list = (
      await s.app.inject({
        method: 'GET',
        url: '/api/orders/order/',
        headers: { ...manager, 'accept-language': 'zh-CN' },
      })
    ).json();
    expect(list.results[0].timeline[1].note).toBe('已收款。');
    const record = (
      await s.app.inject({
        method: 'GET',
        url: `/api/orders/pick_up_code/?service_order_id=${order.id}`,
        headers: { ...manager, 'accept-language': 'zh' },
      })
    ).json();
    expect(record.results[0].lines[0].variant_title).toBe('默认');
  });
});
