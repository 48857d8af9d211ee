import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_JSON_BYTES, MAX_JSON_DEPTH } from '../../../src-server/http/json';
import { createTestServer, type TestServer } from '../../support/server';
import { client } from '../shopfront/support';

/** the JSON the API stores is bounded, and a stored record always renders. */

let s: TestServer;
let api: ReturnType<typeof client>;
let manager: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer();
  manager = s.auth(await s.login());
  api = client(s, manager);
});
afterEach(() => s.close());

/** `{"a":{"a":…{}}}`, `depth` objects deep, as JSON text (too deep for JSON.stringify). */
const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

const postRaw = (url: string, body: string) =>
  s.app.inject({
    method: 'POST',
    url,
    headers: { ...manager, 'content-type': 'application/json' },
    payload: body,
  });

describe('stored JSON bounds', () => {
  it(`takes a metafield ${MAX_JSON_DEPTH} levels deep and refuses one deeper, naming the field`, async () => {
    const product = (metafield: string) =>
      postRaw(
        '/api/shopfront/product/',
        `{"title":"Deep","variants":[{"price":"1.00"}],"metafield":${metafield}}`,
      );
    expect((await product(nested(MAX_JSON_DEPTH))).statusCode).toBe(201);
    for (const depth of [MAX_JSON_DEPTH + 1, 60]) {
      const refused = await product(nested(depth));
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['metafield']);
    }
    // A body deeper than MAX_BODY_DEPTH is refused whole, before it is read.
    for (const depth of [4_400, 20_000]) {
      const refused = await product(nested(depth));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('invalid');
    }
    const collection = await postRaw(
      '/api/shopfront/collection/',
      `{"title":"Deep","image":{"src":"/a.png","metafield":${nested(40)}}}`,
    );
    expect(collection.statusCode).toBe(400);
    expect(Object.keys(collection.json().errors)).toEqual(['image.metafield']);
  });

  it('refuses a metafield over 64 KiB, naming the field', async () => {
    const big = { text: 'x'.repeat(MAX_JSON_BYTES) };
    const refused = await api.call('POST', '/api/shopfront/collection/', {
      title: 'Big',
      metafield: big,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['metafield']);
    const webhook = await api.call('POST', '/api/webhooks/webhook/', {
      event: 'order_paid',
      url: 'https://example.com/hook',
      metafield: big,
    });
    expect(webhook.statusCode).toBe(400);
    expect(Object.keys(webhook.json().errors)).toEqual(['metafield']);
  });

  it('a record stored before the bounds, nested thousands deep, still renders in its detail, lists and search', async () => {
    const product = await api.createProduct({ title: 'Legacy flask', published: true });
    await s.database.db
      .updateTable('product')
      .set({ metafield: nested(20_000) })
      .where('id', '=', product.id)
      .execute();
    const detail = await api.call('GET', `/api/shopfront/product/${product.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().metafield).toEqual({});
    expect(await api.ids('/api/shopfront/product/')).toContain(product.id);
    expect(await api.ids('/api/shopfront/product/?q=Legacy')).toEqual([product.id]);
  });
});
