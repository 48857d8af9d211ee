import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { client, expectInvalid, keys, PAGE_KEYS } from './support';

let s: TestServer;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  s = await createTestServer();
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

describe('vendors and categories (paged {id, title})', () => {
  for (const path of ['vendor', 'category']) {
    it(`${path}: create, list paged, get, rename, 409 duplicate, 404, delete`, async () => {
      const base = `/api/shopfront/${path}/`;
      const created = await api.call('POST', base, { title: '木本厨房', id: 50 });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: 1, title: '木本厨房' });
      for (let i = 0; i < 11; i++) await api.call('POST', base, { title: `v${i}` });
      const page = await api.list(base);
      expect(keys(page)).toEqual(PAGE_KEYS);
      expect(page.count).toBe(12);
      expect(page.results).toHaveLength(10);
      for (const item of page.results) expect(keys(item)).toEqual(['id', 'title']);
      expect((await api.list(`${base}?page=2`)).results).toEqual([
        { id: 11, title: 'v9' },
        { id: 12, title: 'v10' },
      ]);
      expect((await api.call('GET', `${base}1/`)).json()).toEqual({ id: 1, title: '木本厨房' });

      const dup = await api.call('POST', base, { title: 'v0' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('duplicate');
      expect((await api.call('PATCH', `${base}1/`, { title: 'v1' })).statusCode).toBe(409);
      expect((await api.call('PATCH', `${base}1/`, { title: ' 山野 ' })).json()).toEqual({
        id: 1,
        title: '山野',
      });
      expectInvalid(await api.call('POST', base, { title: '' }), ['title']);
      expectInvalid(await api.call('POST', base, {}), ['title']);
      expect((await api.call('GET', `${base}99/`)).statusCode).toBe(404);
      expect((await api.call('PATCH', `${base}99/`, { title: 'x' })).statusCode).toBe(404);
      expect((await api.call('DELETE', `${base}1/`)).statusCode).toBe(204);
      expect((await api.call('GET', `${base}1/`)).statusCode).toBe(404);
      expect((await api.list(base)).count).toBe(11);
    });
  }

  it('a product shows its vendor by title; renaming or deleting the vendor shows through', async () => {
    const product = await api.createProduct({ vendor: 'Farm' });
    expect(product.vendor).toBe('Farm');
    const vendor = (await api.list('/api/shopfront/vendor/')).results[0];
    await api.call('PATCH', `/api/shopfront/vendor/${vendor.id}/`, { title: 'Hill' });
    expect((await api.call('GET', `/api/shopfront/product/${product.id}/`)).json().vendor).toBe(
      'Hill',
    );
    // Naming an existing vendor reuses it.
    await api.createProduct({ vendor: 'Hill' });
    expect((await api.list('/api/shopfront/vendor/')).count).toBe(1);
    await api.call('DELETE', `/api/shopfront/vendor/${vendor.id}/`);
    expect(
      (await api.call('GET', `/api/shopfront/product/${product.id}/`)).json().vendor,
    ).toBeNull();
  });

  it('deleting a category takes it off its products', async () => {
    const category = (await api.call('POST', '/api/shopfront/category/', { title: '厨房' })).json();
    const product = await api.createProduct({ category_ids: [category.id] });
    await api.call('DELETE', `/api/shopfront/category/${category.id}/`);
    expect((await api.call('GET', `/api/shopfront/product/${product.id}/`)).json()).toMatchObject({
      category_ids: [],
      category_titles: [],
    });
  });
});

describe('product tags', () => {
  it('are listed as a plain array (not paged), filtered by title', async () => {
    await api.createProduct({ tags: ['热销', 'Sale'] });
    await api.call('POST', '/api/shopfront/product_tag/', { title: '新品' });
    const response = await api.call('GET', '/api/shopfront/product_tag/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, title: '热销' },
      { id: 2, title: 'Sale' },
      { id: 3, title: '新品' },
    ]);
    expect(
      (
        await api.call('GET', `/api/shopfront/product_tag/?title=${encodeURIComponent('新品')}`)
      ).json(),
    ).toEqual([{ id: 3, title: '新品' }]);
    expect((await api.call('GET', '/api/shopfront/product_tag/?title=sale')).json()).toEqual([]);
    expect((await api.call('GET', '/api/shopfront/product_tag/2/')).json()).toEqual({
      id: 2,
      title: 'Sale',
    });
    expect((await api.call('GET', '/api/shopfront/product_tag/9/')).statusCode).toBe(404);
    expect(
      (await api.call('POST', '/api/shopfront/product_tag/', { title: 'Sale' })).statusCode,
    ).toBe(409);
  });

  it('renaming or deleting a tag shows on its products', async () => {
    const product = await api.createProduct({ tags: ['a', 'b'] });
    await api.call('PATCH', '/api/shopfront/product_tag/1/', { title: 'A' });
    await api.call('DELETE', '/api/shopfront/product_tag/2/');
    expect((await api.call('GET', `/api/shopfront/product/${product.id}/`)).json().tags).toEqual([
      'A',
    ]);
  });
});
