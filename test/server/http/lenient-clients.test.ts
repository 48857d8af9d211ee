import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { client, expectInvalid } from '../shopfront/support';

// docs/DESIGN.md §2 "Be lenient in what existing clients send", with the query strings.

let s: TestServer;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  s = await createTestServer();
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

const PRODUCTS = '/api/shopfront/product/';

describe('query parameters as existing clients send them', () => {
  it('an empty value is an absent parameter (order_by=, category=, page=, price__gte=)', async () => {
    const a = await api.createProduct({ title: 'a' });
    const b = await api.createProduct({ title: 'b' });
    expect(await api.ids(`${PRODUCTS}?order_by=&category=&page=&price__gte=`)).toEqual([
      a.id,
      b.id,
    ]);
    // The same holds for every other filter, paging, `fields` and `q`.
    const page = await api.list(
      `${PRODUCTS}?page_size=&fields=&q=&id=&id__in=&published=&published_at__gte=&collection=`,
    );
    expect(page.results.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(Object.keys(page.results[0])).toContain('variants');
    // Other areas' lists read the query through the same parser.
    expect((await api.list('/api/customers/customer/?mobile=&page=')).count).toBe(0);
  });

  it('a repeated __in key adds to the list (id__in=1&id__in=2)', async () => {
    const one = await api.createProduct({ title: 'one' });
    const two = await api.createProduct({ title: 'two' });
    await api.createProduct({ title: 'three' });
    expect([one.id, two.id]).toEqual([1, 2]);
    expect(await api.ids(`${PRODUCTS}?id__in=1&id__in=2`)).toEqual([1, 2]);
    // `fields` is a list too.
    const page = await api.list(`${PRODUCTS}?id=1&fields=id&fields=title`);
    expect(page.results).toEqual([{ id: 1, title: 'one' }]);
  });

  it('a repeated scalar key takes the last value', async () => {
    const one = await api.createProduct({ title: 'one' });
    const two = await api.createProduct({ title: 'two' });
    expect(await api.ids(`${PRODUCTS}?order_by=id&order_by=-id`)).toEqual([two.id, one.id]);
    expect(await api.ids(`${PRODUCTS}?id=${one.id}&id=${two.id}`)).toEqual([two.id]);
    // An empty repeat is absent, so the earlier value stands.
    expect(await api.ids(`${PRODUCTS}?order_by=-id&order_by=`)).toEqual([two.id, one.id]);
  });

  it('a truly malformed value is still 400 naming the parameter', async () => {
    expectInvalid(await api.call('GET', `${PRODUCTS}?order_by=colour`), ['order_by']);
    expectInvalid(await api.call('GET', `${PRODUCTS}?page=0`), ['page']);
    expectInvalid(await api.call('GET', `${PRODUCTS}?price__gte=ten`), ['price__gte']);
    expectInvalid(await api.call('GET', `${PRODUCTS}?id__in=1&id__in=x`), ['id__in']);
    expectInvalid(await api.call('GET', `${PRODUCTS}?category=&category=1.5`), ['category']);
  });
});

describe('credentials of a scheme we do not issue', () => {
  it('are no credential: public routes answer (Authorization: CustomerToken x, Basic …)', async () => {
    const product = await api.createProduct({ title: 'public' });
    for (const authorization of ['CustomerToken x', 'Basic dXNlcjpwYXNz', 'customertoken']) {
      const response = await api.call('GET', PRODUCTS, undefined, { authorization });
      expect(response.statusCode, authorization).toBe(200);
      expect(response.json().results.map((p: { id: number }) => p.id)).toEqual([product.id]);
    }
    const vendors = await api.call('GET', '/api/shopfront/vendor/', undefined, {
      authorization: 'CustomerToken x',
    });
    expect(vendors.statusCode).toBe(200);
  });

  it('are no credential: protected routes answer 401 not_authenticated', async () => {
    const response = await api.call('GET', '/api/shops/shop_settings/', undefined, {
      authorization: 'CustomerToken x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
    });
    expect(response.headers['www-authenticate']).toContain('Token');
  });

  it('a malformed or unknown Token / Bearer credential stays 401, on public reads too', async () => {
    for (const authorization of ['Token', 'Bearer a b', 'Token unknown', 'Bearer unknown']) {
      const response = await api.call('GET', PRODUCTS, undefined, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });
});
