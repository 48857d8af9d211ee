import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { client } from './support';

// docs/DESIGN.md §8: the product shapes the platform's storefront client reads.

let s: TestServer;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  s = await createTestServer();
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

const PRODUCTS = '/api/shopfront/product/';
const STOREFRONT = {
  description: '保温 12 小时的杯子',
  body_html_mobile: '<p>手机版</p>',
  meta_title: '保温杯',
  meta_description: '保温杯 meta',
  meta_image: 'https://img.example.com/meta.png',
};

describe('storefront product shapes', () => {
  it('fields ignores names the shape lacks (fields=id,title,productimage,sold_quantity,colour)', async () => {
    const product = await api.createProduct({ title: 'x' });
    const page = await api.list(
      `${PRODUCTS}?fields=id,title,productimage,shipping_method_group_id,sold_quantity,colour`,
    );
    expect(page.results).toEqual([{ id: product.id, title: 'x', sold_quantity: 0 }]);
  });

  it('single and plain-list products carry description, body_html_mobile, meta_* and sold_quantity', async () => {
    const product = await api.createProduct({ title: 'flask', ...STOREFRONT });
    await s.database.db
      .updateTable('product')
      .set({ sold_quantity: 7 })
      .where('id', '=', product.id)
      .execute();
    const expected = { ...STOREFRONT, sold_quantity: 7 };
    const single = await api.list(`${PRODUCTS}${product.id}/`);
    expect(single).toMatchObject(expected);
    const plain = await api.list(PRODUCTS);
    expect(plain.results[0]).toMatchObject(expected);
  });

  it('every variant carries is_available: policy continue, or stock above 0', async () => {
    const product = await api.createProduct({
      title: 'sizes',
      options: [{ title: 'size', values: ['S', 'M', 'L'] }],
      variants: [
        { price: 1, inventory_quantity: 0, options: [{ title: 'size', value: 'S' }] },
        {
          price: 1,
          inventory_quantity: 0,
          inventory_policy: 'continue',
          options: [{ title: 'size', value: 'M' }],
        },
        { price: 1, inventory_quantity: 2, options: [{ title: 'size', value: 'L' }] },
      ],
    });
    const availability = [false, true, true];
    const single = await api.list(`${PRODUCTS}${product.id}/`);
    expect(single.variants.map((v: { is_available: boolean }) => v.is_available)).toEqual(
      availability,
    );
    const collection = (
      await api.call('POST', '/api/shopfront/collection/', { title: 'c' })
    ).json();
    await api.call('POST', `/api/shopfront/collection/${collection.id}/products/`, {
      product_id: product.id,
    });
    const entries = await api.list(`${PRODUCTS}?collection=${collection.id}`);
    expect(
      entries.results[0].product.variants.map((v: { is_available: boolean }) => v.is_available),
    ).toEqual(availability);
  });

  it('order_by=sold_quantity and order_by=-sold_quantity', async () => {
    const sold = [5, 9, 1];
    const ids: number[] = [];
    for (const quantity of sold) {
      const product = await api.createProduct({ title: `sold ${quantity}` });
      await s.database.db
        .updateTable('product')
        .set({ sold_quantity: quantity })
        .where('id', '=', product.id)
        .execute();
      ids.push(product.id);
    }
    const [five, nine, one] = ids;
    expect(await api.ids(`${PRODUCTS}?order_by=sold_quantity`)).toEqual([one, five, nine]);
    expect(await api.ids(`${PRODUCTS}?order_by=-sold_quantity`)).toEqual([nine, five, one]);
  });

  it('name__startswith filters products (name__startswith=flask-)', async () => {
    const red = await api.createProduct({ title: 'red', name: 'flask-red' });
    const blue = await api.createProduct({ title: 'blue', name: 'flask-blue' });
    await api.createProduct({ title: 'other', name: 'big-flask-' });
    await api.createProduct({ title: 'upper', name: 'FLASK-green' });
    await api.createProduct({ title: '杯', name: '杯子-红' });
    expect(await api.ids(`${PRODUCTS}?name__startswith=flask-`)).toEqual([red.id, blue.id]);
    expect(
      await api.ids(`${PRODUCTS}?name__startswith=${encodeURIComponent('杯子')}`),
    ).toHaveLength(1);
  });
});
