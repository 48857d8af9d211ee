import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * A NUL (or another C0 control character) in a text is refused on both backends alike:
 * PostgreSQL cannot store NUL, and used to get U+FFFD instead, then looked
 * the row up by the text as sent (a tag link with no tag, a vendor lost, an orphan row).
 */

let s: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
});
afterAll(() => s.close());

async function counts() {
  const db = s.database.db;
  const count = async (table: 'product' | 'article' | 'vendor' | 'product_tag' | 'article_tag') =>
    Number(
      (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  return {
    products: await count('product'),
    articles: await count('article'),
    vendors: await count('vendor'),
    productTags: await count('product_tag'),
    articleTags: await count('article_tag'),
  };
}

async function post(url: string, payload: unknown) {
  return s.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

const product = (extra: Record<string, unknown>) => ({
  title: 't',
  variants: [{ sku: `S-${Math.random()}`, price: '1.00' }],
  ...extra,
});

describe('a control character in a text', () => {
  it.each([
    ['a product tag', '/api/shopfront/product/', product({ tags: ['a\u0000b'] }), 'tags.0'],
    ['a vendor', '/api/shopfront/product/', product({ vendor: 'v\u0000' }), 'vendor'],
    ['a product title', '/api/shopfront/product/', product({ title: 't\u0007' }), 'title'],
    ['an article tag', '/api/shopfront/article/', { title: 't', tags: ['a\u0000b'] }, 'tags.0'],
    [
      'an article body',
      '/api/shopfront/article/',
      { title: 't', body_html: 'x\u001b' },
      'body_html',
    ],
  ])('%s is 400 invalid naming the field; nothing is stored', async (_what, url, body, field) => {
    const before = await counts();
    for (const language of ['en', 'zh-CN']) {
      const response = await s.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'accept-language': language },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer.code).toBe('invalid');
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(answer.errors[field][0]).toMatch(language === 'en' ? /control character/ : /控制字符/);
    }
    expect(await counts()).toEqual(before);
  });

  it('a tab and line breaks in a multi-line text are kept', async () => {
    const response = await post('/api/shopfront/article/', {
      title: 'lines',
      body_html: 'a\tb\r\nc\nd',
      tags: ['plain'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().body_html).toBe('a\tb\r\nc\nd');
  });

  it('a tag title with its own text, after a refused one, is one tag with an id', async () => {
    expect(
      (await post('/api/shopfront/product/', product({ tags: ['a\u0000b'] }))).statusCode,
    ).toBe(400);
    const made = await post('/api/shopfront/product/', product({ tags: ['ab'], vendor: 'V' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ tags: ['ab'], vendor: 'V' });
  });

  it('a product import cell is a row error; nothing is stored, dry run or not', async () => {
    const before = await counts();
    const file = Buffer.from(
      stringify(
        [
          ['title', 'sku', 'price', 'inventory_quantity', 'vendor', 'tags'],
          ['Cup', 'C-1', '5', 1, '', 'a\u0000b'],
          ['Bag', 'B-1', '5', 1, 'v\u0000', ''],
        ],
        { bom: true },
      ),
    );
    for (const dryRun of [true, false]) {
      const response = await s.app.inject({
        method: 'POST',
        url: `/api/imports/products/?dry_run=${dryRun}`,
        headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
        payload: file,
      });
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      const rows = response.json().rows as {
        action: string;
        errors: { column: string; message: string }[];
      }[];
      expect(rows.map((row) => row.action)).toEqual(['error', 'error']);
      expect(rows.map((row) => row.errors.map((error) => error.column))).toEqual([
        ['tags'],
        ['vendor'],
      ]);
      expect(rows[0]!.errors[0]!.message).toMatch(/control character/);
    }
    expect(await counts()).toEqual(before);
  });

  it('a customer import cell is a row error too', async () => {
    const file = Buffer.from(
      stringify(
        [
          ['mobile', 'full_name', 'note'],
          ['13800138001', '张\u0000三', ''],
          ['13800138002', '李四', 'x\u0001'],
        ],
        { bom: true },
      ),
    );
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/imports/customers/?dry_run=false',
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
      payload: file,
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const rows = response.json().rows as { action: string; errors: { column: string }[] }[];
    expect(rows.map((row) => [row.action, row.errors.map((error) => error.column)])).toEqual([
      ['error', ['full_name']],
      ['error', ['note']],
    ]);
    const customers = await s.database.db
      .selectFrom('customer')
      .select('id')
      .where('mobile', 'in', ['13800138001', '13800138002'])
      .execute();
    expect(customers).toEqual([]);
  });

  it('a key of free-form JSON (a metafield) is refused too', async () => {
    const response = await post(
      '/api/shopfront/product/',
      product({ metafield: { 'k\u0000': 'v' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['metafield']);
  });
});
