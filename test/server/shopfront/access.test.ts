import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { client, plainStaffToken } from './support';

let s: TestServer;
let api: ReturnType<typeof client>;
let shown: { id: number };
let hidden: { id: number };
let shownCollection: number;
let hiddenCollection: number;
let shownArticle: number;
let hiddenArticle: number;

const ANONYMOUS = {};

beforeEach(async () => {
  s = await createTestServer();
  api = client(s, s.auth(await s.login()));
  shown = await api.createProduct({ title: 'shown' });
  hidden = await api.createProduct({ title: 'hidden', published: false });
  const collection = async (published: boolean) => {
    const id = (
      await api.call('POST', '/api/shopfront/collection/', { title: `c${published}`, published })
    ).json().id as number;
    for (const product of [shown, hidden])
      await api.call('POST', `/api/shopfront/collection/${id}/products/`, {
        product_id: product.id,
      });
    return id;
  };
  shownCollection = await collection(true);
  hiddenCollection = await collection(false);
  const article = async (published: boolean) =>
    (
      await api.call('POST', '/api/shopfront/article/', { title: `a${published}`, published })
    ).json().id as number;
  shownArticle = await article(true);
  hiddenArticle = await article(false);
});
afterEach(() => s.close());

/** What a caller sees of the catalog: listed ids and which single reads answer 200. */
async function view(headers: Record<string, string>) {
  const get = async (url: string) => (await api.call('GET', url, undefined, headers)).statusCode;
  return {
    products: await api.ids('/api/shopfront/product/', headers),
    unpublishedFilter: await api.ids('/api/shopfront/product/?published=false', headers),
    entries: await api.ids(`/api/shopfront/product/?collection=${shownCollection}`, headers),
    hiddenEntries: await api.ids(`/api/shopfront/product/?collection=${hiddenCollection}`, headers),
    collections: await api.ids('/api/shopfront/collection/', headers),
    articles: await api.ids('/api/shopfront/article/', headers),
    hiddenProduct: await get(`/api/shopfront/product/${hidden.id}/`),
    hiddenCollection: await get(`/api/shopfront/collection/${hiddenCollection}/`),
    hiddenArticle: await get(`/api/shopfront/article/${hiddenArticle}/`),
  };
}

describe('reads are public; unpublished items need shopfront:read or a manager', () => {
  it('anonymous callers, plain staff and applications without the scope see published items only', async () => {
    const publicView = {
      products: [shown.id],
      unpublishedFilter: [],
      entries: [shown.id],
      hiddenEntries: [],
      collections: [shownCollection],
      articles: [shownArticle],
      hiddenProduct: 404,
      hiddenCollection: 404,
      hiddenArticle: 404,
    };
    expect(await view(ANONYMOUS)).toEqual(publicView);
    expect(await view(s.auth(await plainStaffToken(s)))).toEqual(publicView);
    expect(await view(s.bearer(await s.appToken('shippings:read shopfront:write')))).toEqual(
      publicView,
    );
    // Vendors, tags and categories have no unpublished state.
    for (const path of ['vendor/', 'product_tag/', 'category/', 'article_tag/']) {
      const response = await api.call('GET', `/api/shopfront/${path}`, undefined, ANONYMOUS);
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('the manager and applications with shopfront:read or read see unpublished items too', async () => {
    const fullView = {
      products: [shown.id, hidden.id],
      unpublishedFilter: [hidden.id],
      entries: [shown.id, hidden.id],
      hiddenEntries: [shown.id, hidden.id],
      collections: [shownCollection, hiddenCollection],
      articles: [shownArticle, hiddenArticle],
      hiddenProduct: 200,
      hiddenCollection: 200,
      hiddenArticle: 200,
    };
    expect(await view(s.auth(await s.login()))).toEqual(fullView);
    expect(await view(s.bearer(await s.appToken('shopfront:read')))).toEqual(fullView);
    expect(await view(s.bearer(await s.appToken('read')))).toEqual(fullView);
  });

  it('an unknown credential on a public read is 401, not silently anonymous', async () => {
    const response = await api.call('GET', '/api/shopfront/product/', undefined, {
      authorization: 'Bearer not-a-token',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('writes need shopfront:write', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/shopfront/product/', { title: 'x', variants: [{ price: 1 }] }],
    ['PATCH', '/api/shopfront/product/1/', { title: 'x' }],
    ['DELETE', '/api/shopfront/product/1/', undefined],
    ['POST', '/api/shopfront/vendor/', { title: 'v' }],
    ['PATCH', '/api/shopfront/vendor/1/', { title: 'v' }],
    ['DELETE', '/api/shopfront/vendor/1/', undefined],
    ['POST', '/api/shopfront/product_tag/', { title: 't' }],
    ['POST', '/api/shopfront/category/', { title: 'c' }],
    ['POST', '/api/shopfront/article/', { title: 'a' }],
    ['PATCH', '/api/shopfront/article/1/', { title: 'a' }],
    ['DELETE', '/api/shopfront/article/1/', undefined],
    ['POST', '/api/shopfront/article_tag/', { title: 't' }],
    ['POST', '/api/shopfront/collection/', { title: 'c' }],
    ['PATCH', '/api/shopfront/collection/1/', { title: 'c' }],
    ['DELETE', '/api/shopfront/collection/1/', undefined],
    ['POST', '/api/shopfront/collection/1/products/', { product_id: 1 }],
    ['PATCH', '/api/shopfront/collection/1/products/1/', { position: 1 }],
    ['DELETE', '/api/shopfront/collection/1/products/1/', undefined],
  ];

  it('no credential is 401; a credential without the scope is 403; nothing changes', async () => {
    const readOnly = s.bearer(await s.appToken('shopfront:read read'));
    const staff = s.auth(await plainStaffToken(s));
    for (const [method, url, body] of writes) {
      const call = (headers: Record<string, string>) =>
        api.call(method as 'POST', url, body, headers);
      const anonymous = await call(ANONYMOUS);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBeDefined();
      for (const headers of [readOnly, staff]) {
        const refused = await call(headers);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().code).toBe('permission_denied');
      }
    }
    expect((await api.list('/api/shopfront/product/')).count).toBe(2);
    expect((await api.call('GET', '/api/shopfront/product/1/')).json().title).toBe('shown');
  });

  it('applications with shopfront:write or write may write', async () => {
    for (const scopes of ['shopfront:write', 'write']) {
      const headers = s.bearer(await s.appToken(scopes));
      const created = await api.call(
        'POST',
        '/api/shopfront/product/',
        { title: scopes, variants: [{ price: 1 }] },
        headers,
      );
      expect(created.statusCode, scopes).toBe(201);
      const vendor = await api.call('POST', '/api/shopfront/vendor/', { title: scopes }, headers);
      expect(vendor.statusCode).toBe(201);
    }
  });
});
