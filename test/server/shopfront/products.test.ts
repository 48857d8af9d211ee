import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import {
  client,
  DECIMAL,
  ENTRY_KEYS,
  expectInvalid,
  IMAGE_KEYS,
  keys,
  LISTING_PRODUCT_KEYS,
  LISTING_VARIANT_KEYS,
  OPTION_KEYS,
  outbox,
  PAGE_KEYS,
  PRODUCT_KEYS,
  TIMESTAMP,
  VARIANT_KEYS,
  VOUCHER_KEYS,
} from './support';

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

const FLASK = {
  title: '不锈钢保温杯',
  vendor: '木本厨房',
  tags: ['保温', 'Sale'],
  body_html: '<p>保温 12 小时</p>',
  published: true,
  options: [{ title: '颜色', values: ['红', '蓝'] }],
  images: [{ src: '/demo-images/vacuum-flask.svg' }, { src: 'https://img.example.com/f2.png' }],
  variants: [
    {
      price: '99.50',
      compare_at_price: 129,
      sku: 'FLASK-R',
      barcode: '6901234567890',
      grams: 380,
      inventory_quantity: 3,
      options: [{ title: '颜色', value: '红' }],
      image: 'https://img.example.com/f2.png',
    },
    {
      price: 109,
      sku: 'FLASK-B',
      inventory_quantity: 4,
      inventory_policy: 'continue',
      options: [{ title: '颜色', value: '蓝' }],
    },
  ],
};

function expectProductShape(product: Record<string, unknown>) {
  expect(keys(product)).toEqual(PRODUCT_KEYS);
  expect(typeof product.id).toBe('number');
  for (const key of ['name', 'title', 'body_html', 'inventory_policy'])
    expect(typeof product[key]).toBe('string');
  expect(product.vendor === null || typeof product.vendor === 'string').toBe(true);
  expect(product.image === null || typeof product.image === 'string').toBe(true);
  expect(product.price).toMatch(DECIMAL);
  expect(
    product.compare_at_price === null || DECIMAL.test(product.compare_at_price as string),
  ).toBe(true);
  expect(Number.isInteger(product.inventory_quantity)).toBe(true);
  for (const key of ['requires_shipping', 'published']) expect(typeof product[key]).toBe('boolean');
  for (const key of ['created_at', 'updated_at']) expect(product[key]).toMatch(TIMESTAMP);
  expect(product.published_at === null || TIMESTAMP.test(product.published_at as string)).toBe(
    true,
  );
  expect(product.metafield).toEqual(expect.any(Object));
  for (const key of ['tags', 'category_titles'])
    for (const item of product[key] as unknown[]) expect(typeof item).toBe('string');
  for (const id of product.category_ids as unknown[]) expect(Number.isInteger(id)).toBe(true);
  for (const option of product.options as Record<string, unknown>[]) {
    expect(keys(option)).toEqual(OPTION_KEYS);
  }
  for (const image of product.images as Record<string, unknown>[]) {
    expect(keys(image)).toEqual(IMAGE_KEYS);
  }
}

function expectVariantShape(variant: Record<string, unknown>, listing: boolean) {
  expect(keys(variant)).toEqual(listing ? LISTING_VARIANT_KEYS : VARIANT_KEYS);
  expect(variant.price).toMatch(DECIMAL);
  for (const key of ['id', 'position', 'grams', 'inventory_quantity'])
    expect(Number.isInteger(variant[key])).toBe(true);
  for (const key of ['sku', 'barcode', 'title', 'inventory_policy'])
    expect(typeof variant[key]).toBe('string');
  expect(typeof variant.requires_shipping).toBe('boolean');
  for (const key of ['created_at', 'updated_at']) expect(variant[key]).toMatch(TIMESTAMP);
  for (const option of variant.options as object[])
    expect(keys(option)).toEqual(['title', 'value']);
}

describe('product shapes', () => {
  it('a single product has exactly the spec fields, with first-variant price and summed inventory', async () => {
    const created = await api.createProduct(FLASK);
    const response = await api.call('GET', `/api/shopfront/product/${created.id}/`);
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expectProductShape(product);
    expect(product).toMatchObject({
      name: '不锈钢保温杯',
      title: '不锈钢保温杯',
      vendor: '木本厨房',
      tags: ['保温', 'Sale'],
      price: '99.50',
      compare_at_price: '129.00',
      inventory_quantity: 7,
      inventory_policy: 'deny',
      requires_shipping: true,
      published: true,
      published_at: '2026-11-21T20:00:00.000+08:00',
      image: '/demo-images/vacuum-flask.svg',
      voucher_product: null,
      category_ids: [],
      category_titles: [],
    });
    expect(product.options).toEqual([
      { id: expect.any(Number), title: '颜色', values: ['红', '蓝'] },
    ]);
    expect(product.images.map((i: { position: number }) => i.position)).toEqual([1, 2]);
    product.variants.forEach((v: Record<string, unknown>) => expectVariantShape(v, false));
    expect(product.variants[0]).toMatchObject({
      title: '红',
      position: 1,
      sku: 'FLASK-R',
      barcode: '6901234567890',
      grams: 380,
      image: 'https://img.example.com/f2.png',
      options: [{ title: '颜色', value: '红' }],
    });
    expect(product.variants[1]).toMatchObject({
      title: '蓝',
      price: '109.00',
      compare_at_price: null,
      image: null,
      inventory_policy: 'continue',
    });
    // The list shows the same shape.
    const page = await api.list('/api/shopfront/product/');
    expect(keys(page)).toEqual(PAGE_KEYS);
    expect(page.results[0]).toEqual(product);
  });

  it('with collection the results are collection product entries whose product has the listing fields', async () => {
    const created = await api.createProduct({
      ...FLASK,
      voucher_product: { is_enabled: true, expire_days: 30 },
    });
    const collection = (
      await api.call('POST', '/api/shopfront/collection/', { title: 'Cups', published: true })
    ).json();
    await api.call('POST', `/api/shopfront/collection/${collection.id}/products/`, {
      product_id: created.id,
      featured: true,
    });
    const page = await api.list(`/api/shopfront/product/?collection=${collection.id}`);
    expect(page.count).toBe(1);
    const entry = page.results[0];
    expect(keys(entry)).toEqual(ENTRY_KEYS);
    expect(entry).toMatchObject({ featured: true, position: 1 });
    expect(entry.created_at).toMatch(TIMESTAMP);
    const product = entry.product;
    expect(keys(product)).toEqual(LISTING_PRODUCT_KEYS);
    expect(product).toMatchObject({
      body_html_mobile: '',
      description: '',
      meta_title: '',
      meta_description: '',
      meta_image: '',
      sold_quantity: 0,
      shipping_method_group_id: null,
    });
    expect(keys(product.image)).toEqual(IMAGE_KEYS);
    expect(product.image.src).toBe('/demo-images/vacuum-flask.svg');
    product.variants.forEach((v: Record<string, unknown>) => expectVariantShape(v, true));
    const [red, blue] = product.variants;
    expect(keys(red.image)).toEqual(IMAGE_KEYS);
    expect(red.image.src).toBe('https://img.example.com/f2.png');
    expect(red.productimage).toBe(red.image.id);
    expect(red).toMatchObject({
      old_inventory_quantity: 3,
      inventory_quantity_adjustment: 0,
      product_id: created.id,
    });
    expect(blue.image).toBeNull();
    expect(blue.productimage).toBeNull();
    expect(keys(product.voucher_product)).toEqual(VOUCHER_KEYS);
    expect(product.voucher_product).toMatchObject({
      product_id: created.id,
      is_enabled: true,
      white_product_ids: [],
      black_product_ids: [],
      expire_days: 30,
    });
  });

  it('a product without images has image null', async () => {
    const product = await api.createProduct();
    expect(product.image).toBeNull();
    expect(product.images).toEqual([]);
  });

  it('unknown product ids are 404 with the error body; bad ids 400', async () => {
    const response = await api.call('GET', '/api/shopfront/product/99/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No product with this id.', code: 'not_found' });
    expectInvalid(await api.call('GET', '/api/shopfront/product/abc/'), ['id']);
  });
});

describe('product list filters', () => {
  it('id, id__in, name, name__in, title', async () => {
    const a = await api.createProduct({ title: 'Alpha', name: 'alpha' });
    const b = await api.createProduct({ title: 'Beta', name: 'beta' });
    const c = await api.createProduct({ title: 'Gamma', name: 'gamma' });
    expect(await api.ids(`/api/shopfront/product/?id=${b.id}`)).toEqual([b.id]);
    expect(await api.ids(`/api/shopfront/product/?id__in=${c.id},${a.id}`)).toEqual([a.id, c.id]);
    expect(await api.ids('/api/shopfront/product/?name=gamma')).toEqual([c.id]);
    expect(await api.ids('/api/shopfront/product/?name__in=alpha,beta')).toEqual([a.id, b.id]);
    expect(await api.ids('/api/shopfront/product/?title=Beta')).toEqual([b.id]);
    expect(await api.ids('/api/shopfront/product/?title=beta')).toEqual([]);
  });

  it('published and published_at__gte/__lte in both timestamp forms', async () => {
    const early = await api.createProduct({ title: 'early' }); // 20:00 shop time
    clock.advance(60 * 60_000);
    const late = await api.createProduct({ title: 'late' }); // 21:00
    const draft = await api.createProduct({ title: 'draft', published: false });
    expect(await api.ids('/api/shopfront/product/?published=false')).toEqual([draft.id]);
    expect(await api.ids('/api/shopfront/product/?published=0')).toEqual([draft.id]);
    expect(await api.ids('/api/shopfront/product/?published=1')).toEqual([early.id, late.id]);
    // Shop time (Asia/Shanghai) and ISO with Z name the same instant.
    for (const query of [
      'published_at__gte=2026-11-21 20:30:00',
      'published_at__gte=2026-11-21T12:30:00Z',
      'published_at__gte=2026-11-21T20:30:00%2B08:00',
    ]) {
      expect(await api.ids(`/api/shopfront/product/?${query}`), query).toEqual([late.id]);
    }
    for (const query of [
      'published_at__lte=2026-11-21 20:30:00',
      'published_at__lte=2026-11-21T12:30:00.000Z',
    ]) {
      expect(await api.ids(`/api/shopfront/product/?${query}`), query).toEqual([early.id]);
    }
    expect(
      await api.ids(
        '/api/shopfront/product/?published_at__gte=2026-11-21 20:00:00&published_at__lte=2026-11-21 21:00:00',
      ),
    ).toEqual([early.id, late.id]);
  });

  it('price__gte/__lte compare the first variant price as decimals', async () => {
    const sizes = (first: unknown, second: unknown) => ({
      options: [{ title: 'size', values: ['S', 'L'] }],
      variants: [
        { price: first, options: [{ title: 'size', value: 'S' }] },
        { price: second, options: [{ title: 'size', value: 'L' }] },
      ],
    });
    const cheap = await api.createProduct(sizes('9.99', 500));
    const mid = await api.createProduct({ variants: [{ price: 50 }] });
    const dear = await api.createProduct(sizes('120.5', 1));
    expect(await api.ids('/api/shopfront/product/?price__gte=50')).toEqual([mid.id, dear.id]);
    expect(await api.ids('/api/shopfront/product/?price__lte=9.99')).toEqual([cheap.id]);
    expect(await api.ids('/api/shopfront/product/?price__gte=10&price__lte=120.50')).toEqual([
      mid.id,
      dear.id,
    ]);
    expect(await api.ids('/api/shopfront/product/?price__gte=120.51')).toEqual([]);
  });

  it('voucherproduct__is_enabled', async () => {
    const on = await api.createProduct({ voucher_product: { is_enabled: true } });
    const off = await api.createProduct({ voucher_product: { is_enabled: false } });
    await api.createProduct();
    expect(await api.ids('/api/shopfront/product/?voucherproduct__is_enabled=true')).toEqual([
      on.id,
    ]);
    expect(await api.ids('/api/shopfront/product/?voucherproduct__is_enabled=0')).toEqual([off.id]);
  });

  it('category, category__in (from product-category assignments)', async () => {
    const kitchen = (await api.call('POST', '/api/shopfront/category/', { title: '厨房' })).json();
    const home = (await api.call('POST', '/api/shopfront/category/', { title: '家居' })).json();
    const a = await api.createProduct({ category_ids: [kitchen.id] });
    const b = await api.createProduct({ category_ids: [home.id, kitchen.id] });
    const c = await api.createProduct({ category_ids: [home.id] });
    await api.createProduct();
    expect(await api.ids(`/api/shopfront/product/?category=${kitchen.id}`)).toEqual([a.id, b.id]);
    expect(await api.ids(`/api/shopfront/product/?category__in=${home.id},${kitchen.id}`)).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    const shown = (await api.call('GET', `/api/shopfront/product/${b.id}/`)).json();
    expect(shown.category_ids).toEqual([kitchen.id, home.id]);
    expect(shown.category_titles).toEqual(['厨房', '家居']);
  });

  it('collection__exclude leaves out the products of the listed collections', async () => {
    const [a, b, c] = [
      await api.createProduct(),
      await api.createProduct(),
      await api.createProduct(),
    ];
    const one = (await api.call('POST', '/api/shopfront/collection/', { title: 'one' })).json();
    const two = (await api.call('POST', '/api/shopfront/collection/', { title: 'two' })).json();
    await api.call('POST', `/api/shopfront/collection/${one.id}/products/`, { product_id: a.id });
    await api.call('POST', `/api/shopfront/collection/${two.id}/products/`, { product_id: b.id });
    expect(await api.ids(`/api/shopfront/product/?collection__exclude=${one.id}`)).toEqual([
      b.id,
      c.id,
    ]);
    expect(
      await api.ids(`/api/shopfront/product/?collection__exclude=${one.id},${two.id}`),
    ).toEqual([c.id]);
  });

  it('filters combine with collection entries', async () => {
    const a = await api.createProduct({ variants: [{ price: 5 }] });
    const b = await api.createProduct({ variants: [{ price: 50 }] });
    const collection = (
      await api.call('POST', '/api/shopfront/collection/', { title: 'c' })
    ).json();
    for (const product of [b, a])
      await api.call('POST', `/api/shopfront/collection/${collection.id}/products/`, {
        product_id: product.id,
      });
    expect(await api.ids(`/api/shopfront/product/?collection=${collection.id}`)).toEqual([
      b.id,
      a.id,
    ]);
    expect(
      await api.ids(`/api/shopfront/product/?collection=${collection.id}&price__lte=10`),
    ).toEqual([a.id]);
    expect(await api.ids('/api/shopfront/product/?collection=999')).toEqual([]);
  });

  it('malformed filter values are 400 with the DESIGN error body naming the parameter', async () => {
    await api.createProduct();
    for (const [query, field] of [
      ['id=abc', 'id'],
      ['id__in=1,x', 'id__in'],
      ['name__in=' + 'x'.repeat(10_001), 'name__in'],
      ['published=maybe', 'published'],
      ['voucherproduct__is_enabled=yes', 'voucherproduct__is_enabled'],
      ['published_at__gte=yesterday', 'published_at__gte'],
      ['published_at__lte=2026-13-01 00:00:00', 'published_at__lte'],
      ['price__gte=1.234', 'price__gte'],
      ['price__lte=ten', 'price__lte'],
      ['collection=x', 'collection'],
      ['collection__exclude=1,y', 'collection__exclude'],
      ['category=1.5', 'category'],
      ['category__in=a', 'category__in'],
      ['order_by=colour', 'order_by'],
      ['order_by=--id', 'order_by'],
      ['page=0', 'page'],
      ['page_size=x', 'page_size'],
    ]) {
      expectInvalid(await api.call('GET', `/api/shopfront/product/?${query}`), [field!]);
    }
  });

  it('unknown query parameters are ignored', async () => {
    const product = await api.createProduct();
    expect(await api.ids('/api/shopfront/product/?colour=red&coupon=1')).toEqual([product.id]);
  });
});

describe('product order_by, fields and paging', () => {
  it('orders by every listed field, ascending and descending (default id)', async () => {
    const a = await api.createProduct({
      title: 'b-title',
      name: 'z-name',
      options: [{ title: 'size', values: ['S', 'L'] }],
      variants: [
        { price: 30, inventory_quantity: 1, options: [{ title: 'size', value: 'S' }] },
        { price: 1, inventory_quantity: 9, options: [{ title: 'size', value: 'L' }] },
      ],
    });
    clock.advance(1000);
    const b = await api.createProduct({
      title: 'c-title',
      name: 'x-name',
      variants: [{ price: 10, inventory_quantity: 5 }],
    });
    clock.advance(1000);
    const c = await api.createProduct({
      title: 'a-title',
      name: 'y-name',
      variants: [{ price: 20, inventory_quantity: 20 }],
    });
    // Publish a (the oldest) last.
    await api.call('PATCH', `/api/shopfront/product/${a.id}/`, { published: false });
    clock.advance(1000);
    await api.call('PATCH', `/api/shopfront/product/${a.id}/`, { published: true });
    const expected: Record<string, number[]> = {
      id: [a.id, b.id, c.id],
      created_at: [a.id, b.id, c.id],
      name: [b.id, c.id, a.id],
      title: [c.id, a.id, b.id],
      price: [b.id, c.id, a.id],
      inventory_quantity: [b.id, a.id, c.id],
      published_at: [b.id, c.id, a.id],
    };
    expect(await api.ids('/api/shopfront/product/')).toEqual(expected.id);
    for (const [field, order] of Object.entries(expected)) {
      expect(await api.ids(`/api/shopfront/product/?order_by=${field}`), field).toEqual(order);
      expect(await api.ids(`/api/shopfront/product/?order_by=-${field}`), `-${field}`).toEqual(
        [...order].reverse(),
      );
    }
  });

  it('fields limits the top-level keys (of entries: of their product); unknown names are ignored', async () => {
    const product = await api.createProduct({ title: 'x' });
    const page = await api.list('/api/shopfront/product/?fields=id,title,price');
    expect(page.results).toEqual([{ id: product.id, title: 'x', price: '10.00' }]);
    const collection = (
      await api.call('POST', '/api/shopfront/collection/', { title: 'c' })
    ).json();
    await api.call('POST', `/api/shopfront/collection/${collection.id}/products/`, {
      product_id: product.id,
    });
    const entries = await api.list(
      `/api/shopfront/product/?collection=${collection.id}&fields=id,sold_quantity`,
    );
    expect(keys(entries.results[0])).toEqual(ENTRY_KEYS);
    expect(entries.results[0].product).toEqual({ id: product.id, sold_quantity: 0 });
    // Names of the other shape (or of none) are left out, not refused (docs/DESIGN.md §8).
    const plain = await api.list(
      '/api/shopfront/product/?fields=id,shipping_method_group_id,productimage,colour',
    );
    expect(plain.results).toEqual([{ id: product.id }]);
  });

  it('pages with the paging helper: next/previous keep the query, past the last page is 404', async () => {
    for (let i = 0; i < 12; i++) await api.createProduct({ title: `p${i}` });
    const first = await api.list('/api/shopfront/product/?page_size=5&order_by=-id');
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(5);
    expect(first.next).toBe(
      'http://localhost/api/shopfront/product/?page_size=5&order_by=-id&page=2',
    );
    expect(first.previous).toBeNull();
    const last = await api.list('/api/shopfront/product/?page_size=5&order_by=-id&page=3');
    expect(last.results.map((p: { title: string }) => p.title)).toEqual(['p1', 'p0']);
    expect(last.next).toBeNull();
    const past = await api.call('GET', '/api/shopfront/product/?page_size=5&page=4');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.', code: 'not_found' });
    expect((await api.list('/api/shopfront/product/?title=none')).results).toEqual([]);
  });
});

describe('product writes', () => {
  it('name defaults to a unique slug of the title; a taken explicit name is 409 duplicate', async () => {
    const a = await api.createProduct({ title: 'Stainless Vacuum Flask!' });
    const b = await api.createProduct({ title: 'Stainless vacuum  flask' });
    const c = await api.createProduct({ title: '不锈钢 保温杯' });
    expect([a.name, b.name, c.name]).toEqual([
      'stainless-vacuum-flask',
      'stainless-vacuum-flask-2',
      '不锈钢-保温杯',
    ]);
    const taken = await api.call('POST', '/api/shopfront/product/', {
      title: 'x',
      name: 'stainless-vacuum-flask',
      variants: [{ price: 1 }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('duplicate');
    const renamed = await api.call('PATCH', `/api/shopfront/product/${c.id}/`, {
      name: 'stainless-vacuum-flask-2',
    });
    expect(renamed.statusCode).toBe(409);
    // Keeping one's own name is no conflict.
    expect(
      (await api.call('PATCH', `/api/shopfront/product/${a.id}/`, { name: a.name })).statusCode,
    ).toBe(200);
    expect((await api.list('/api/shopfront/product/')).count).toBe(3);
    // Taken names are read as a byte range (`base-` up to `base.`), in any script; a name
    // that only begins like the slug is no number of it.
    await api.createProduct({ title: 'x', name: 'stainless-vacuum-flasks' });
    await api.createProduct({ title: 'x', name: 'stainless-vacuum-flask-3x' });
    const d = await api.createProduct({ title: 'Stainless Vacuum Flask' });
    const e = await api.createProduct({ title: '不锈钢 保温杯' });
    expect([d.name, e.name]).toEqual(['stainless-vacuum-flask-3', '不锈钢-保温杯-2']);
  });

  it('refuses bad bodies with 400 naming the fields and changes nothing', async () => {
    const group = (await api.call('POST', '/api/shippings/shippingmethodgroup/', undefined)).json();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ title: 'x' }, ['variants']],
      [{ title: 'x', variants: [] }, ['variants']],
      [{ variants: [{ price: 1 }] }, ['title']],
      [{ title: 'x', variants: [{ price: '1.234' }] }, ['variants.0.price']],
      [{ title: 'x', variants: [{ price: -1 }] }, ['variants.0.price']],
      [{ title: 'x', variants: [{ sku: 'no price' }] }, ['variants.0.price']],
      [{ title: 'x', name: 'a b', variants: [{ price: 1 }] }, ['name']],
      [
        { title: 'x', variants: [{ price: 1, inventory_policy: 'maybe' }] },
        ['variants.0.inventory_policy'],
      ],
      [
        { title: 'x', images: [{ src: 'javascript:alert(1)' }], variants: [{ price: 1 }] },
        ['images.0.src'],
      ],
      [
        { title: 'x', variants: [{ price: 1, options: [{ title: '颜色', value: '红' }] }] },
        ['variants.0.options'],
      ],
      [
        {
          title: 'x',
          options: [{ title: '颜色', values: ['红', '蓝'] }],
          variants: [{ price: 1, options: [{ title: '颜色', value: '绿' }] }],
        },
        ['variants.0.options'],
      ],
      [
        {
          title: 'x',
          options: [{ title: '颜色', values: ['红', '蓝'] }],
          variants: [{ price: 1 }],
        },
        ['variants.0.options'],
      ],
      [
        {
          title: 'x',
          options: [{ title: '颜色', values: ['红'] }],
          variants: [
            { price: 1, options: [{ title: '颜色', value: '红' }] },
            { price: 2, options: [{ title: '颜色', value: '红' }] },
          ],
        },
        ['variants.1.options'],
      ],
      [
        {
          title: 'x',
          options: [
            { title: 'a', values: ['1', '1'] },
            { title: 'a', values: ['2'] },
          ],
          variants: [{ price: 1 }],
        },
        ['options.0.values', 'options.1.title', 'variants.0.options'],
      ],
      [{ title: 'x', variants: [{ price: 1, image: '/nope.svg' }] }, ['variants.0.image']],
      [{ title: 'x', category_ids: [99], variants: [{ price: 1 }] }, ['category_ids.0']],
      [
        { title: 'x', shipping_method_group_id: 99, variants: [{ price: 1 }] },
        ['shipping_method_group_id'],
      ],
      [
        {
          title: 'x',
          voucher_product: { is_enabled: true, white_product_ids: [42] },
          variants: [{ price: 1 }],
        },
        ['voucher_product.white_product_ids.0'],
      ],
    ];
    for (const [body, fields] of cases) {
      expectInvalid(await api.call('POST', '/api/shopfront/product/', body), fields);
    }
    expect((await api.list('/api/shopfront/product/')).count).toBe(0);
    expect(await s.database.db.selectFrom('vendor').selectAll().execute()).toEqual([]);
    // A valid reference works.
    const ok = await api.call('POST', '/api/shopfront/product/', {
      title: 'x',
      shipping_method_group_id: group.id,
      vendor: 'V',
      variants: [{ price: 1 }],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('patches fields and replaces variants, keeping listed ids, adding and removing others', async () => {
    const product = await api.createProduct(FLASK);
    const [red, blue] = product.variants as { id: number }[];
    const response = await api.call('PATCH', `/api/shopfront/product/${product.id}/`, {
      id: 999,
      title: '保温杯 Pro',
      vendor: '',
      tags: ['新品'],
      requires_shipping: false,
      options: [{ title: '颜色', values: ['红', '蓝', '绿'] }],
      variants: [
        { id: blue!.id, price: '88' },
        { price: 77, sku: 'FLASK-G', options: [{ title: '颜色', value: '绿' }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const patched = response.json();
    expect(patched).toMatchObject({
      id: product.id,
      name: '不锈钢保温杯',
      title: '保温杯 Pro',
      vendor: null,
      tags: ['新品'],
      requires_shipping: false,
      price: '88.00',
      inventory_quantity: 4,
    });
    expect(patched.variants.map((v: { id: number }) => v.id)).toEqual([
      blue!.id,
      expect.any(Number),
    ]);
    expect(patched.variants.map((v: { id: number }) => v.id)).not.toContain(red!.id);
    expect(patched.variants[0]).toMatchObject({ sku: 'FLASK-B', title: '蓝', position: 1 });
    expect(patched.variants[1]).toMatchObject({
      title: '绿',
      position: 2,
      requires_shipping: false,
    });
    expect(patched.images).toHaveLength(2);

    // Another product's variant id is not one of this product's.
    const other = await api.createProduct();
    expectInvalid(
      await api.call('PATCH', `/api/shopfront/product/${product.id}/`, {
        variants: [
          {
            id: (other.variants as { id: number }[])[0]!.id,
            price: 1,
            options: [{ title: '颜色', value: '红' }],
          },
        ],
      }),
      ['variants.0.id'],
    );
    // Options the kept variants no longer fit need the variants too.
    expectInvalid(
      await api.call('PATCH', `/api/shopfront/product/${product.id}/`, {
        options: [{ title: '尺寸', values: ['S'] }],
      }),
      ['variants'],
    );
    expect((await api.call('GET', `/api/shopfront/product/${product.id}/`)).json()).toEqual(
      patched,
    );
  });

  it('deletes a product (204), after which it is 404 and gone from lists and collections', async () => {
    const keep = await api.createProduct();
    const product = await api.createProduct();
    const collection = (
      await api.call('POST', '/api/shopfront/collection/', { title: 'c' })
    ).json();
    for (const p of [product, keep])
      await api.call('POST', `/api/shopfront/collection/${collection.id}/products/`, {
        product_id: p.id,
      });
    const response = await api.call('DELETE', `/api/shopfront/product/${product.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await api.call('GET', `/api/shopfront/product/${product.id}/`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/shopfront/product/${product.id}/`)).statusCode).toBe(
      404,
    );
    const entries = await api.list(`/api/shopfront/product/?collection=${collection.id}`);
    expect(entries.results.map((e: { position: number }) => e.position)).toEqual([1]);
    expect(await api.ids('/api/shopfront/product/')).toEqual([keep.id]);
  });
});

describe('product_published', () => {
  it('publishing writes exactly one outbox row whose payload is the product as GET shows it', async () => {
    const product = await api.createProduct({ ...FLASK, published: false });
    expect(await outbox(s)).toEqual([]);
    clock.advance(5000);
    const published = await api.call('PATCH', `/api/shopfront/product/${product.id}/`, {
      published: true,
    });
    expect(published.json().published_at).toBe('2026-11-21T20:00:05.000+08:00');
    const events = await outbox(s);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('product_published');
    expect(events[0]!.payload).toEqual(
      (await api.call('GET', `/api/shopfront/product/${product.id}/`)).json(),
    );

    // Publishing an already published product emits nothing and keeps published_at.
    clock.advance(5000);
    const again = await api.call('PATCH', `/api/shopfront/product/${product.id}/`, {
      published: true,
      title: 'renamed',
    });
    expect(again.json().published_at).toBe('2026-11-21T20:00:05.000+08:00');
    expect(await outbox(s)).toHaveLength(1);

    // Unpublishing clears published_at; publishing again is a new event.
    const hidden = await api.call('PATCH', `/api/shopfront/product/${product.id}/`, {
      published: false,
    });
    expect(hidden.json().published_at).toBeNull();
    await api.call('PATCH', `/api/shopfront/product/${product.id}/`, { published: true });
    expect((await outbox(s)).map((e) => e.event)).toEqual([
      'product_published',
      'product_published',
    ]);
  });

  it('creating a published product emits once; a failed write emits nothing and changes nothing', async () => {
    const product = await api.createProduct();
    expect(await outbox(s)).toHaveLength(1);
    expect((await outbox(s))[0]!.payload.id).toBe(product.id);

    const draft = await api.createProduct({ published: false });
    const failed = await api.call('PATCH', `/api/shopfront/product/${draft.id}/`, {
      published: true,
      category_ids: [404],
    });
    expectInvalid(failed, ['category_ids.0']);
    expect(await outbox(s)).toHaveLength(1);
    const unchanged = (await api.call('GET', `/api/shopfront/product/${draft.id}/`)).json();
    expect(unchanged).toMatchObject({ published: false, published_at: null });

    const duplicate = await api.call('POST', '/api/shopfront/product/', {
      title: 'dup',
      name: product.name,
      published: true,
      variants: [{ price: 1 }],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await outbox(s)).toHaveLength(1);
  });
});
