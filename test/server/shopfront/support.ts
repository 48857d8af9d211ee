import { expect } from 'vitest';
import { hashPassword } from '../../../src-server/lib/passwords';
import type { TestServer } from '../../support/server';

/**
 * Exact key sets of the spec's shapes (docs/SPECIFICATION.md §2 "Product" … "Collection product entry"), with
 * the storefront fields docs/DESIGN.md §8 adds to the single and plain-list product.
 */
export const PRODUCT_KEYS = [
  'body_html',
  'body_html_mobile',
  'category_ids',
  'category_titles',
  'compare_at_price',
  'created_at',
  'description',
  'id',
  'image',
  'images',
  'inventory_policy',
  'inventory_quantity',
  'meta_description',
  'meta_image',
  'meta_title',
  'metafield',
  'name',
  'options',
  'price',
  'published',
  'published_at',
  'requires_shipping',
  'sold_quantity',
  'tags',
  'title',
  'updated_at',
  'variants',
  'vendor',
  'voucher_product',
];
export const LISTING_PRODUCT_KEYS = [...PRODUCT_KEYS, 'shipping_method_group_id'].sort();
export const VARIANT_KEYS = [
  'barcode',
  'compare_at_price',
  'created_at',
  'grams',
  'id',
  'image',
  'inventory_policy',
  'inventory_quantity',
  'is_available',
  'metafield',
  'options',
  'position',
  'price',
  'requires_shipping',
  'sku',
  'title',
  'updated_at',
];
export const LISTING_VARIANT_KEYS = [
  ...VARIANT_KEYS,
  'inventory_quantity_adjustment',
  'old_inventory_quantity',
  'product_id',
  'productimage',
].sort();
export const IMAGE_KEYS = ['id', 'metafield', 'position', 'src'];
export const OPTION_KEYS = ['id', 'title', 'values'];
export const VOUCHER_KEYS = [
  'black_product_ids',
  'expire_days',
  'id',
  'is_enabled',
  'product_id',
  'white_product_ids',
];
export const ENTRY_KEYS = ['created_at', 'featured', 'id', 'position', 'product', 'updated_at'];
export const PAGE_KEYS = ['count', 'next', 'previous', 'results'];

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/;
export const DECIMAL = /^\d+\.\d{2}$/;

export const keys = (value: object) => Object.keys(value).sort();

type Json = Record<string, unknown>;

/** A product body: one variant priced 10.00 unless the overrides say otherwise. */
export function productBody(overrides: Json = {}): Json {
  return { title: 'Plain product', published: true, variants: [{ price: '10.00' }], ...overrides };
}

/** The calls of a test against one server, as the manager unless headers are given. */
export function client(s: TestServer, managerHeaders: Record<string, string>) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = managerHeaders,
  ) =>
    s.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function createProduct(overrides: Json = {}) {
    const response = await call('POST', '/api/shopfront/product/', productBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json & { id: number };
  }

  async function list(url: string, headers?: Record<string, string>) {
    const response = await call('GET', url, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Ids of a product page (or of the products of an entry page). */
  async function ids(url: string, headers?: Record<string, string>): Promise<number[]> {
    return (await list(url, headers)).results.map((item: Json) =>
      'product' in item ? (item.product as Json).id : item.id,
    );
  }

  return { call, createProduct, list, ids };
}

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

/** A plain (non-manager) staff member's token: it holds no scope. */
export async function plainStaffToken(s: TestServer) {
  const now = Date.now();
  const shop = await s.database.db
    .insertInto('offline_shop')
    .values({
      title: '南京西路店',
      address: '',
      phone: '',
      business_hours: '',
      place_code: null,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await s.database.db
    .insertInto('staff')
    .values({
      username: 'clerk',
      username_key: 'clerk',
      password_hash: await hashPassword('clerk-password'),
      role: 'staff',
      offline_shop_id: shop.id,
      is_active: 1,
      created_by: null,
      created_at: now,
      last_login_at: null,
    })
    .execute();
  return s.login('clerk', 'clerk-password');
}

/** The outbox rows (event, parsed payload). */
export async function outbox(s: TestServer) {
  const rows = await s.database.db
    .selectFrom('event_outbox')
    .select(['event', 'payload'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ event: row.event, payload: JSON.parse(row.payload) as Json }));
}
