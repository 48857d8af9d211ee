import { expect } from 'vitest';
import type { TestServer } from './server';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;
export const DECIMAL = /^-?\d+\.\d{2}$/;
export const keys = (value: object) => Object.keys(value).sort();

/** A password every test account uses (argon2id makes each account cost a little). */
export const STAFF_PASSWORD = 'counter-pass-1';

/** The calls of an offline pick-up test against one server; `as` defaults to the manager. */
export function pickUpClient(s: TestServer, managerHeaders: Headers) {
  const call = (method: Method, url: string, payload?: unknown, as: Headers = managerHeaders) =>
    s.app.inject({
      method,
      url,
      headers: as,
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function ok(method: Method, url: string, payload?: unknown, as?: Headers, status = 200) {
    const response = await call(method, url, payload, as);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  }

  async function createStore(overrides: Json = {}) {
    return ok(
      'POST',
      '/api/shops/offline_shop/',
      {
        title: '南京西路店',
        address: '上海市静安区南京西路 1000 号',
        phone: '021-62000000',
        business_hours: '10:00-22:00',
        place_code: '310106',
        ...overrides,
      },
      undefined,
      201,
    );
  }

  async function createStaff(username: string, storeId: number | null, overrides: Json = {}) {
    return ok(
      'POST',
      '/api/shops/staff/',
      { username, password: STAFF_PASSWORD, offline_shop_id: storeId, ...overrides },
      undefined,
      201,
    );
  }

  /** Creates a staff member of the store and answers his token headers. */
  async function staffOf(username: string, storeId: number): Promise<Headers> {
    await createStaff(username, storeId);
    return s.auth(await s.login(username, STAFF_PASSWORD));
  }

  /** A published product with one variant (price 25.50, 500 g) unless overridden. */
  async function createProduct(variant: Json = {}, overrides: Json = {}) {
    return ok(
      'POST',
      '/api/shopfront/product/',
      {
        title: '不锈钢保温杯 Vacuum flask',
        published: true,
        images: [{ src: '/demo-images/vacuum-flask.svg' }],
        variants: [
          {
            price: '25.50',
            sku: 'SKU-1',
            barcode: '6900000000001',
            grams: 500,
            inventory_quantity: 100,
            image: '/demo-images/vacuum-flask.svg',
            ...variant,
          },
        ],
        ...overrides,
      },
      undefined,
      201,
    );
  }

  const customer = { mobile: '13800138000', full_name: '王芳', email: 'wang@example.com' };

  /**
   * The first method of a new shipping group (enabled; 10.00 the first kg, +5.00 a kg), with
   * `patch` applied; answers its id.
   */
  async function shippingMethod(patch: Json = {}): Promise<number> {
    const group = await ok(
      'POST',
      '/api/shippings/shippingmethodgroup/',
      undefined,
      undefined,
      201,
    );
    const id = group.shipping_methods[0].id as number;
    if (Object.keys(patch).length) await ok('PATCH', `/api/shippings/shippingmethod/${id}/`, patch);
    return id;
  }

  async function createOrder(body: Json) {
    return ok('POST', '/api/orders/order/', { customer, ...body }, undefined, 201);
  }

  const pay = (orderId: number) => ok('POST', `/api/orders/order/${orderId}/pay/`);

  /** The code of an order, as the manager lists it. */
  async function codeOf(orderId: number) {
    const page = await ok('GET', `/api/orders/pick_up_code/?service_order_id=${orderId}`);
    expect(page.count).toBe(1);
    return page.results[0] as Json & { id: number; key: string };
  }

  /** A paid pick-up order of `quantity` × the variant at the store, and its code. */
  async function paidPickUp(storeId: number, variantId: number, quantity = 1, extra: Json = {}) {
    const order = await createOrder({
      selected_channel: 'pick_up',
      pick_up_shop_id: storeId,
      lines: [{ variant_id: variantId, quantity }],
      ...extra,
    });
    const paid = await pay(order.id);
    return { order: paid, code: await codeOf(order.id) };
  }

  return {
    call,
    ok,
    createStore,
    createStaff,
    staffOf,
    createProduct,
    createOrder,
    shippingMethod,
    pay,
    codeOf,
    paidPickUp,
    customer,
  };
}

/** Expects an error body with this status and code (and no field errors unless 400). */
export function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; detail: string; params?: unknown };
  expect(body.code).toBe(code);
  expect(typeof body.detail).toBe('string');
  return body;
}

/** Exact key sets of the shapes (docs/SPECIFICATION.md "Order" and its nested shapes; docs/DESIGN.md §4, §5). */
export const ORDER_KEYS = [
  'attributes',
  'buyer_accepts_marketing',
  'cancel_reason',
  'cancelled_at',
  'cart_token',
  'closed_at',
  'coupon_codes',
  'created_at',
  'customer',
  'discounts',
  'email',
  'financial_status',
  'fulfilled_at',
  'fulfillment_status',
  'fulfillments',
  'full_name',
  'id',
  'information',
  'is_fulfillment_silent',
  'is_refunding',
  'is_test',
  'lines',
  'mobile',
  'note',
  'order_number',
  'order_status',
  'paid_at',
  'paid_price',
  'pending_refund_requests',
  'points_price',
  'redeem_points',
  'referring_platform',
  'refundable',
  'refunded_price',
  'requires_shipping',
  'selected_channel',
  'shipping_address',
  'shipping_cost',
  'timeline',
  'title',
  'token',
  'total_discounts',
  'total_line_items_price',
  'total_price',
  'total_weight',
  'transactions',
  'updated_at',
];
export const CUSTOMER_KEYS = [
  'accepts_marketing',
  'accepts_sms',
  'birthday',
  'created_at',
  'email',
  'full_name',
  'gender',
  'id',
  'level',
  'mobile',
  'note',
  'openid',
  'points',
  'updated_at',
];
export const SHIPPING_ADDRESS_KEYS = [
  'address1',
  'address2',
  'city',
  'country',
  'district',
  'draft',
  'full_name',
  'mobile',
  'place',
  'place_code',
  'province',
];
export const PLACE_KEYS = ['area', 'code', 'id', 'name', 'parent', 'pinyin', 'short_name'];
export const LINE_KEYS = [
  'attributes',
  'barcode',
  'fulfillable_quantity',
  'fulfillment_location',
  'fulfillment_service',
  'fulfillment_status',
  'id',
  'image',
  'order_id',
  'price',
  'product',
  'product_title',
  'quantity',
  'refunded_quantity',
  'requires_shipping',
  'shipping_method',
  'shipping_method_id',
  'sku',
  'title',
  'total_discount',
  'total_price',
  'variant',
  'variant_title',
];
export const LINE_VARIANT_KEYS = [
  'barcode',
  'grams',
  'id',
  'image',
  'options',
  'price',
  'sku',
  'title',
];
export const LINE_PRODUCT_KEYS = ['id', 'name', 'title', 'vendor_id'];
export const LOCATION_KEYS = ['active', 'id', 'is_default', 'title'];
/** The shipping method without its zones. */
export const LINE_METHOD_KEYS = [
  'free_shipping_policy',
  'free_shipping_price',
  'group_id',
  'id',
  'is_enabled',
  'metafield',
  'normal_price',
  'normal_unit',
  'over_price',
  'over_unit',
  'rate_type',
  'title',
  'unsold_place_codes',
  'updated_at',
];
export const TIMELINE_KEYS = [
  'action',
  'created_at',
  'id',
  'metafield',
  'note',
  'order_id',
  'replied',
];
export const TRANSACTION_KEYS = [
  'amount',
  'channel',
  'created_at',
  'delegated',
  'expires_at',
  'id',
  'issue',
  'order_id',
  'payment_backend',
  'receipt',
  'refund_id',
  'refund_msg',
  'refund_url',
  'refundable_amount',
  'status',
  'succeeds_at',
  'transaction_number',
  'transaction_type',
];
export const FULFILLMENT_KEYS = [
  'carrier',
  'created_at',
  'id',
  'line_ids',
  'location_id',
  'order_id',
  'service',
  'status',
  'tracking_number',
  'updated_at',
];
export const INFORMATION_KEYS = [
  'browser_ip',
  'campaign_content',
  'campaign_medium',
  'campaign_name',
  'campaign_source',
  'campaign_term',
  'source_name',
  'user_agent',
];
export const CODE_KEYS = [
  'collected_by',
  'created_at',
  'customer',
  'expires_at',
  'id',
  'key',
  'key_status',
  'lines',
  'offline_shop',
  'order_number',
  'prepared_at',
  'service_order_id',
  'stock_status',
  'total_quantity',
  'updated_at',
  'used_at',
  'used_by',
];
export const CHECK_KEYS = [...CODE_KEYS, 'can_consume', 'reason'].sort();
export const CODE_LINE_KEYS = ['image', 'quantity', 'sku', 'title', 'variant_title'];
export const FETCH_KEYS = [
  'collected_by',
  'discounts',
  'expires_at',
  'key',
  'key_status',
  'lines',
  'offline_shop',
  'order_number',
  'points_price',
  'shipping_cost',
  'stock_status',
  'total_discounts',
  'total_line_items_price',
  'total_price',
  'used_at',
];
export const STORE_KEYS = [
  'address',
  'business_hours',
  'created_at',
  'id',
  'is_active',
  'phone',
  'place_code',
  'title',
  'updated_at',
];
export const STAFF_KEYS = [
  'created_at',
  'id',
  'is_active',
  'last_login_at',
  'offline_shop',
  'role',
  'username',
];
export const ACTION_KEYS = [
  'action',
  'created_at',
  'detail',
  'id',
  'ip',
  'key',
  'offline_shop',
  'params',
  'pick_up_code',
  'service_order_id',
  'staff',
];
