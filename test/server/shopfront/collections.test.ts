import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { client, expectInvalid, keys, PAGE_KEYS, TIMESTAMP } from './support';

const COLLECTION_KEYS = [
  'body_html',
  'created_at',
  'description',
  'disjunctive',
  'id',
  'image',
  'is_running',
  'meta_description',
  'meta_image',
  'meta_title',
  'metafield',
  'name',
  'order_by',
  'published',
  'published_at',
  'rules',
  'smart',
  'title',
  'updated_at',
];
const COLLECTION_DETAIL_KEYS = COLLECTION_KEYS.filter(
  (key) => !['rules', 'metafield', 'is_running'].includes(key),
);

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = client(s, s.auth(await s.login()));
});
afterEach(() => s.close());

async function createCollection(body: Record<string, unknown>) {
  const response = await api.call('POST', '/api/shopfront/collection/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const members = (collectionId: number, query = '') =>
  api.ids(`/api/shopfront/product/?collection=${collectionId}${query}`);

async function positions(collectionId: number) {
  const page = await api.list(`/api/shopfront/product/?collection=${collectionId}&page_size=100`);
  return page.results.map((entry: { product: { id: number }; position: number }) => [
    entry.product.id,
    entry.position,
  ]);
}

describe('collection shapes and filters', () => {
  it('the list shape has rules, metafield and is_running; the single shape does not', async () => {
    const created = await createCollection({
      title: '百元以下',
      description: 'Cheap things',
      image: { src: '/demo-images/collection-under-100.svg', metafield: { alt: 'cheap' } },
      published: true,
      rules: [{ column: 'price', relation: 'less_than', condition: 100 }],
      metafield: { banner: true },
    });
    expect(keys(created)).toEqual(COLLECTION_KEYS);
    const page = await api.list('/api/shopfront/collection/');
    expect(keys(page)).toEqual(PAGE_KEYS);
    const listed = page.results[0];
    expect(keys(listed)).toEqual(COLLECTION_KEYS);
    expect(listed).toMatchObject({
      name: '百元以下',
      title: '百元以下',
      description: 'Cheap things',
      image: { src: '/demo-images/collection-under-100.svg', metafield: { alt: 'cheap' } },
      published: true,
      published_at: '2026-11-21T20:00:00.000+08:00',
      body_html: '',
      order_by: 'position',
      smart: true,
      disjunctive: false,
      rules: [{ column: 'price', relation: 'less_than', condition: '100.00' }],
      metafield: { banner: true },
      is_running: false,
      meta_title: '',
      meta_description: '',
      meta_image: '',
    });
    expect(listed.created_at).toMatch(TIMESTAMP);
    const single = (await api.call('GET', `/api/shopfront/collection/${created.id}/`)).json();
    expect(keys(single)).toEqual(COLLECTION_DETAIL_KEYS);
    const { rules: _r, metafield: _m, is_running: _i, ...rest } = listed;
    expect(single).toEqual(rest);
    const none = await createCollection({ title: 'plain' });
    expect(none).toMatchObject({ image: null, smart: false, rules: [], published: false });
    expect((await api.call('GET', '/api/shopfront/collection/99/')).statusCode).toBe(404);
  });

  it('filters id, id__in, name, name__in, published_at__gte/__lte; bad values are 400', async () => {
    const a = await createCollection({ title: 'A', name: 'a', published: true });
    clock.advance(3_600_000);
    const b = await createCollection({ title: 'B', name: 'b', published: true });
    const c = await createCollection({ title: 'C', name: 'c' });
    const ids = (query: string) => api.ids(`/api/shopfront/collection/?${query}`);
    expect(await ids(`id=${b.id}`)).toEqual([b.id]);
    expect(await ids(`id__in=${c.id},${a.id}`)).toEqual([a.id, c.id]);
    expect(await ids('name=c')).toEqual([c.id]);
    expect(await ids('name__in=a,b')).toEqual([a.id, b.id]);
    expect(await ids('published_at__gte=2026-11-21 20:30:00')).toEqual([b.id]);
    expect(await ids('published_at__lte=2026-11-21T12:30:00Z')).toEqual([a.id]);
    for (const [query, field] of [
      ['id=x', 'id'],
      ['id__in=1,,z', 'id__in'],
      ['published_at__gte=now', 'published_at__gte'],
      ['page_size=0', 'page_size'],
    ]) {
      expectInvalid(await api.call('GET', `/api/shopfront/collection/?${query}`), [field!]);
    }
  });

  it('writes: 409 on a taken name, 400 on bad rules, publishing stamps published_at', async () => {
    const a = await createCollection({ title: 'Coffee' });
    const dup = await api.call('POST', '/api/shopfront/collection/', {
      title: 'x',
      name: 'coffee',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('duplicate');
    for (const [body, fields] of [
      [{ title: 'x', smart: true }, ['rules']],
      [
        {
          title: 'x',
          smart: false,
          rules: [{ column: 'title', relation: 'equals', condition: 'a' }],
        },
        ['rules'],
      ],
      [
        { title: 'x', rules: [{ column: 'price', relation: 'less_than', condition: 'cheap' }] },
        ['rules.0.condition'],
      ],
      [
        { title: 'x', rules: [{ column: 'title', relation: 'greater_than', condition: 'a' }] },
        ['rules.0.relation'],
      ],
      [
        { title: 'x', rules: [{ column: 'inventory', relation: 'contains', condition: '1' }] },
        ['rules.0.relation'],
      ],
      [
        { title: 'x', rules: [{ column: 'colour', relation: 'equals', condition: 'red' }] },
        ['rules.0.column'],
      ],
      [
        { title: 'x', rules: [{ column: 'tag', relation: 'like', condition: 'red' }] },
        ['rules.0.relation'],
      ],
      [
        { title: 'x', rules: [{ column: 'vendor', relation: 'equals', condition: ' ' }] },
        ['rules.0.condition'],
      ],
      [{ title: 'x', order_by: 'colour' }, ['order_by']],
    ] as [Record<string, unknown>, string[]][]) {
      expectInvalid(await api.call('POST', '/api/shopfront/collection/', body), fields);
    }
    expect((await api.list('/api/shopfront/collection/')).count).toBe(1);
    clock.advance(1000);
    const published = await api.call('PATCH', `/api/shopfront/collection/${a.id}/`, {
      published: true,
      title: 'Coffee time',
    });
    expect(published.json()).toMatchObject({
      title: 'Coffee time',
      name: 'coffee',
      published: true,
      published_at: '2026-11-21T20:00:01.000+08:00',
    });
    expect((await api.call('DELETE', `/api/shopfront/collection/${a.id}/`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/shopfront/collection/${a.id}/`)).statusCode).toBe(404);
  });
});

describe('smart collections', () => {
  it('membership follows product writes in the same request: join last, leave closing the gap', async () => {
    const cheap = await api.createProduct({ title: 'cheap', variants: [{ price: 50 }] });
    const dear = await api.createProduct({ title: 'dear', variants: [{ price: 500 }] });
    const cheap2 = await api.createProduct({ title: 'cheap2', variants: [{ price: '99.99' }] });
    const smart = await createCollection({
      title: 'Under 100',
      published: true,
      rules: [{ column: 'price', relation: 'less_than', condition: '100' }],
    });
    expect(await positions(smart.id)).toEqual([
      [cheap.id, 1],
      [cheap2.id, 2],
    ]);

    // A price change moves a product out, and back in at the end.
    const cheapVariant = (cheap.variants as { id: number }[])[0]!.id;
    await api.call('PATCH', `/api/shopfront/product/${cheap.id}/`, {
      variants: [{ id: cheapVariant, price: 150 }],
    });
    expect(await positions(smart.id)).toEqual([[cheap2.id, 1]]);
    await api.call('PATCH', `/api/shopfront/product/${cheap.id}/`, {
      variants: [{ id: cheapVariant, price: 10 }],
    });
    expect(await positions(smart.id)).toEqual([
      [cheap2.id, 1],
      [cheap.id, 2],
    ]);

    // A new matching product joins; a deleted one leaves.
    const fresh = await api.createProduct({ title: 'fresh', variants: [{ price: 1 }] });
    expect(await members(smart.id)).toEqual([cheap2.id, cheap.id, fresh.id]);
    await api.call('DELETE', `/api/shopfront/product/${cheap2.id}/`);
    expect(await positions(smart.id)).toEqual([
      [cheap.id, 1],
      [fresh.id, 2],
    ]);
    expect(await members(smart.id)).not.toContain(dear.id);
  });

  it('tag, vendor, title and inventory rules; disjunctive means any rule', async () => {
    const a = await api.createProduct({
      title: 'Green tea',
      vendor: 'Farm',
      tags: ['Sale'],
      variants: [{ price: 5, inventory_quantity: 0 }],
    });
    const b = await api.createProduct({
      title: 'Black tea',
      vendor: 'Hill',
      variants: [{ price: 5, inventory_quantity: 20 }],
    });
    const c = await api.createProduct({
      title: 'Coffee',
      vendor: 'farm',
      tags: ['new'],
      variants: [{ price: 5, inventory_quantity: 3 }],
    });
    const all = await createCollection({
      title: 'all',
      rules: [
        { column: 'title', relation: 'contains', condition: 'TEA' },
        { column: 'inventory', relation: 'greater_than', condition: 0 },
      ],
    });
    expect(await members(all.id)).toEqual([b.id]);
    const any = await createCollection({
      title: 'any',
      disjunctive: true,
      rules: [
        { column: 'tag', relation: 'equals', condition: 'sale' },
        { column: 'vendor', relation: 'starts_with', condition: 'hi' },
      ],
    });
    expect(await members(any.id)).toEqual([a.id, b.id]);
    const vendor = await createCollection({
      title: 'farm',
      rules: [{ column: 'vendor', relation: 'equals', condition: 'Farm' }],
    });
    expect(await members(vendor.id)).toEqual([a.id, c.id]);
    const untagged = await createCollection({
      title: 'not sale',
      rules: [{ column: 'tag', relation: 'not_equals', condition: 'Sale' }],
    });
    expect(await members(untagged.id)).toEqual([b.id, c.id]);

    // Renaming a vendor or tag, and changing rules, recompute membership.
    const hill = (await api.list('/api/shopfront/vendor/')).results.find(
      (v: { title: string }) => v.title === 'Hill',
    );
    await api.call('PATCH', `/api/shopfront/vendor/${hill.id}/`, { title: 'Valley' });
    expect(await members(any.id)).toEqual([a.id]);
    const sale = (await api.call('GET', '/api/shopfront/product_tag/?title=Sale')).json()[0];
    await api.call('DELETE', `/api/shopfront/product_tag/${sale.id}/`);
    expect(await members(any.id)).toEqual([]);
    expect(await members(untagged.id)).toEqual([b.id, c.id, a.id]);
    await api.call('PATCH', `/api/shopfront/collection/${all.id}/`, {
      rules: [{ column: 'inventory', relation: 'less_than', condition: '5' }],
    });
    expect(await members(all.id)).toEqual([a.id, c.id]);
    await api.call('PATCH', `/api/shopfront/collection/${any.id}/`, {
      rules: [
        { column: 'title', relation: 'starts_with', condition: 'green' },
        { column: 'title', relation: 'equals', condition: 'coffee' },
      ],
    });
    expect(await members(any.id)).toEqual([a.id, c.id]);
    await api.call('PATCH', `/api/shopfront/collection/${any.id}/`, { disjunctive: false });
    expect(await members(any.id)).toEqual([]);
  });

  it('entries of a smart collection cannot be added or removed by hand (409), but can be moved', async () => {
    const a = await api.createProduct({ variants: [{ price: 1 }] });
    const b = await api.createProduct({ variants: [{ price: 2 }] });
    const smart = await createCollection({
      title: 'smart',
      rules: [{ column: 'price', relation: 'less_than', condition: 10 }],
    });
    const add = await api.call('POST', `/api/shopfront/collection/${smart.id}/products/`, {
      product_id: a.id,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('smart_collection');
    const remove = await api.call(
      'DELETE',
      `/api/shopfront/collection/${smart.id}/products/${a.id}/`,
    );
    expect(remove.statusCode).toBe(409);
    const moved = await api.call(
      'PATCH',
      `/api/shopfront/collection/${smart.id}/products/${b.id}/`,
      {
        position: 1,
        featured: true,
      },
    );
    expect(moved.json()).toMatchObject({ position: 1, featured: true });
    expect(await members(smart.id)).toEqual([b.id, a.id]);

    // Turning it manual keeps the entries and drops the rules.
    const manual = await api.call('PATCH', `/api/shopfront/collection/${smart.id}/`, {
      smart: false,
    });
    expect(manual.json()).toMatchObject({ smart: false, rules: [] });
    expect(await members(smart.id)).toEqual([b.id, a.id]);
    await api.createProduct({ variants: [{ price: 3 }] });
    expect(await members(smart.id)).toEqual([b.id, a.id]);
  });
});

describe('manual collection entries', () => {
  it('add (at the end or a position), move, feature and remove keep positions 1…n', async () => {
    const [a, b, c, d] = [
      await api.createProduct({ title: 'a', variants: [{ price: 4 }] }),
      await api.createProduct({ title: 'b', variants: [{ price: 3 }] }),
      await api.createProduct({ title: 'c', variants: [{ price: 2 }] }),
      await api.createProduct({ title: 'd', variants: [{ price: 1 }] }),
    ];
    const collection = await createCollection({ title: 'manual', published: true });
    const add = (body: Record<string, unknown>) =>
      api.call('POST', `/api/shopfront/collection/${collection.id}/products/`, body);
    const added = await add({ product_id: a.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ position: 1, featured: false, product: { id: a.id } });
    await add({ product_id: b.id });
    await add({ product_id: c.id, position: 1, featured: true });
    await add({ product_id: d.id, position: 99 });
    expect(await positions(collection.id)).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
      [d.id, 4],
    ]);

    const move = (productId: number, body: Record<string, unknown>) =>
      api.call('PATCH', `/api/shopfront/collection/${collection.id}/products/${productId}/`, body);
    expect((await move(d.id, { position: 2 })).json().position).toBe(2);
    expect(await members(collection.id)).toEqual([c.id, d.id, a.id, b.id]);
    await move(c.id, { position: 3 });
    expect(await members(collection.id)).toEqual([d.id, a.id, c.id, b.id]);
    const featured = await move(b.id, { featured: true });
    expect(featured.json()).toMatchObject({ position: 4, featured: true });

    const removed = await api.call(
      'DELETE',
      `/api/shopfront/collection/${collection.id}/products/${a.id}/`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await positions(collection.id)).toEqual([
      [d.id, 1],
      [c.id, 2],
      [b.id, 3],
    ]);

    // The query's order_by wins over positions; the collection's own order_by is the default.
    expect(await members(collection.id, '&order_by=-price')).toEqual([b.id, c.id, d.id]);
    await api.call('PATCH', `/api/shopfront/collection/${collection.id}/`, { order_by: 'price' });
    expect(await members(collection.id)).toEqual([d.id, c.id, b.id]);
  });

  it('refuses duplicates (409), unknown products (400), and unknown entries or collections (404)', async () => {
    const a = await api.createProduct();
    const collection = await createCollection({ title: 'manual' });
    const url = `/api/shopfront/collection/${collection.id}/products/`;
    expect((await api.call('POST', url, { product_id: a.id })).statusCode).toBe(201);
    const dup = await api.call('POST', url, { product_id: a.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('duplicate');
    expectInvalid(await api.call('POST', url, { product_id: 999 }), ['product_id']);
    expectInvalid(await api.call('POST', url, { product_id: 'x' }), ['product_id']);
    expectInvalid(await api.call('POST', url, { product_id: a.id, position: 0 }), ['position']);
    expect((await api.call('DELETE', `${url}999/`)).statusCode).toBe(404);
    expect((await api.call('PATCH', `${url}999/`, { featured: true })).statusCode).toBe(404);
    expect(
      (await api.call('POST', '/api/shopfront/collection/999/products/', { product_id: a.id }))
        .statusCode,
    ).toBe(404);
  });
});
