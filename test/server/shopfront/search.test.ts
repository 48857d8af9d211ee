import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';
import { client } from './support';

let s: TestServer;
let api: ReturnType<typeof client>;
let flask: { id: number };
let mug: { id: number };
let symbols: { id: number };

const search = (q: string, extra = '') =>
  api.ids(`/api/shopfront/product/?q=${encodeURIComponent(q)}${extra}`);

beforeEach(async () => {
  s = await createTestServer();
  api = client(s, s.auth(await s.login()));
  flask = await api.createProduct({
    title: '不锈钢保温杯 Stainless Flask',
    name: 'flask',
    vendor: '木本厨房',
    tags: ['热销'],
    variants: [{ price: 99, sku: 'FLK-RED-01', barcode: '6901234567890' }],
  });
  mug = await api.createProduct({
    title: '陶瓷马克杯',
    name: 'mug',
    vendor: 'Brightline',
    tags: ['新品', 'ceramic'],
    variants: [{ price: 39, sku: 'MUG-01', barcode: '6909999000011' }],
  });
  symbols = await api.createProduct({
    title: 'Tea * Set (OR) "Gift" 100%_off',
    name: 'symbols',
    variants: [{ price: 5 }],
  });
});
afterEach(() => s.close());

describe('q: substring search through the trigram index', () => {
  it('finds Chinese substrings: two characters by the scan, three and more through FTS', async () => {
    expect(await search('保温')).toEqual([flask.id]);
    expect(await search('保温杯')).toEqual([flask.id]);
    expect(await search('钢保温杯')).toEqual([flask.id]);
    expect(await search('杯')).toEqual([flask.id, mug.id]);
    expect(await search('保温瓶')).toEqual([]);
    expect(await search('温杯子')).toEqual([]);
  });

  it('matches the name, SKUs, barcodes, vendor and tags, case-insensitively and NFKC-folded', async () => {
    expect(await search('stainless flask')).toEqual([flask.id]);
    expect(await search('FLASK')).toEqual([flask.id]);
    expect(await search('ｆｌａｓｋ')).toEqual([flask.id]); // full-width letters
    expect(await search('flk-red')).toEqual([flask.id]);
    expect(await search('mug-0')).toEqual([mug.id]);
    expect(await search('1234567')).toEqual([flask.id]);
    expect(await search('99990')).toEqual([mug.id]);
    expect(await search('木本')).toEqual([flask.id]);
    expect(await search('bright')).toEqual([mug.id]);
    expect(await search('热销')).toEqual([flask.id]);
    expect(await search('ceram')).toEqual([mug.id]);
    expect(await search('mu')).toEqual([mug.id]);
  });

  it('treats FTS syntax and LIKE wildcards in the input as literal text (never a 500)', async () => {
    const inputs: [string, number[]][] = [
      ['"', [symbols.id]],
      ['*', [symbols.id]],
      ['(', [symbols.id]],
      ['%', [symbols.id]],
      ['_', [symbols.id]],
      ['(OR)', [symbols.id]],
      ['"Gift"', [symbols.id]],
      ['* Set', [symbols.id]],
      ['%_off', [symbols.id]],
      ['OR', [symbols.id]],
      ['保温 OR 马克', []],
      ['保温*', []],
      ['NEAR(保温 杯)', []],
      ['title:保温', []],
      ['^保温', []],
      ['-保温', []],
      ['"保温', []],
      ['AND', []],
      ['a"b', []],
      ['\\', []],
      ['\u0000保温', [flask.id]],
      ['保温杯\u0000', [flask.id]],
    ];
    for (const [q, expected] of inputs) {
      const response = await api.call('GET', `/api/shopfront/product/?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      expect(
        response.json().results.map((p: { id: number }) => p.id),
        JSON.stringify(q),
      ).toEqual(expected);
    }
  });

  it('blank q is no filter; q combines with filters, order and paging', async () => {
    expect(await search('   ')).toEqual([flask.id, mug.id, symbols.id]);
    expect(await search('杯', '&price__lte=50')).toEqual([mug.id]);
    expect(await search('杯', '&order_by=-price')).toEqual([flask.id, mug.id]);
    const page = await api.list(
      `/api/shopfront/product/?q=${encodeURIComponent('杯')}&page_size=1`,
    );
    expect(page.count).toBe(2);
    expect(page.next).toContain('page=2');
  });

  it('the index follows product writes, vendor and tag renames and deletes, in the same transaction', async () => {
    await api.call('PATCH', `/api/shopfront/product/${flask.id}/`, {
      title: '真空壶',
      variants: [
        {
          id: (await api.call('GET', `/api/shopfront/product/${flask.id}/`)).json().variants[0].id,
          sku: 'NEW-SKU',
        },
      ],
    });
    expect(await search('保温杯')).toEqual([]);
    expect(await search('真空壶')).toEqual([flask.id]);
    expect(await search('FLK-RED')).toEqual([]);
    expect(await search('new-sku')).toEqual([flask.id]);

    const vendor = (await api.list('/api/shopfront/vendor/')).results.find(
      (v: { title: string }) => v.title === 'Brightline',
    );
    await api.call('PATCH', `/api/shopfront/vendor/${vendor.id}/`, { title: '晨曦' });
    expect(await search('bright')).toEqual([]);
    expect(await search('晨曦')).toEqual([mug.id]);

    const tag = (await api.call('GET', '/api/shopfront/product_tag/?title=ceramic')).json()[0];
    await api.call('PATCH', `/api/shopfront/product_tag/${tag.id}/`, { title: 'porcelain' });
    expect(await search('ceram')).toEqual([]);
    expect(await search('porcel')).toEqual([mug.id]);
    await api.call('DELETE', `/api/shopfront/product_tag/${tag.id}/`);
    expect(await search('porcel')).toEqual([]);

    await api.call('DELETE', `/api/shopfront/vendor/${vendor.id}/`);
    expect(await search('晨曦')).toEqual([]);

    await api.call('DELETE', `/api/shopfront/product/${mug.id}/`);
    expect(await search('马克杯')).toEqual([]);
    const rows = await s.database.db.selectFrom('product_search').select('rowid').execute();
    expect(rows.map((r) => r.rowid).sort()).toEqual([flask.id, symbols.id]);
  });

  it('a write refused with 400 leaves the index as it was', async () => {
    const bad = await api.call('PATCH', `/api/shopfront/product/${flask.id}/`, {
      title: '改名了',
      category_ids: [999],
    });
    expect(bad.statusCode).toBe(400);
    expect(await search('改名了')).toEqual([]);
    expect(await search('保温杯')).toEqual([flask.id]);
  });

  it('public callers find only published products', async () => {
    await api.call('PATCH', `/api/shopfront/product/${mug.id}/`, { published: false });
    expect(await api.ids(`/api/shopfront/product/?q=${encodeURIComponent('杯')}`, {})).toEqual([
      flask.id,
    ]);
  });
});
