import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * Imports: a dry run reports per row and writes nothing; confirming applies; the
 * same file again is all `unchanged` and changes nothing; CSV and xlsx; the exports import back;
 * files larger than a batch.
 */
const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
type Json = Record<string, any>;
type Cells = (string | number | boolean | null)[];

let s: TestServer;
let headers: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer();
  headers = s.auth(await s.login());
});
afterEach(() => s.close());

const csvOf = (rows: Cells[]) => Buffer.from(stringify(rows, { bom: true }));

async function xlsxOf(rows: Cells[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(
  kind: 'products' | 'customers',
  file: Buffer,
  options: { dryRun?: boolean; type?: string; as?: Record<string, string>; accept?: string } = {},
) {
  return s.app.inject({
    method: 'POST',
    url: `/api/imports/${kind}/?dry_run=${options.dryRun ?? true}`,
    headers: {
      ...(options.as ?? headers),
      'content-type': options.type ?? CSV,
      ...(options.accept && { accept: options.accept }),
    },
    payload: file,
  });
}

async function importFile(
  kind: 'products' | 'customers',
  file: Buffer,
  dryRun: boolean,
  type = CSV,
): Promise<Json> {
  const response = await upload(kind, file, { dryRun, type });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json();
}

async function get(url: string): Promise<Json> {
  const response = await s.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json();
}

async function post(url: string, payload: Json, status = 201): Promise<Json> {
  const response = await s.app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  return response.json();
}

/** Every stored row of the tables an import writes, to compare before and after. */
async function snapshot() {
  const { db } = s.database;
  const tables = [
    'customer',
    'product',
    'product_variant',
    'product_option',
    'product_image',
    'product_tag',
    'product_tag_link',
    'vendor',
    'event_outbox',
  ] as const;
  const out: Record<string, unknown[]> = {};
  for (const table of tables)
    out[table] = await db.selectFrom(table).selectAll().orderBy(sqlFirstColumn(table)).execute();
  return out;
}
const sqlFirstColumn = (table: string) =>
  (table === 'product_tag_link' ? 'product_id' : 'id') as never;

const actions = (result: Json) => result.rows.map((row: Json) => row.action);

describe('customers', () => {
  const header = ['mobile', 'full_name', 'gender', 'email', 'birthday', 'accepts_marketing'];

  it('a dry run reports per row and writes nothing; confirming applies; again changes nothing', async () => {
    const known = await post('/api/customers/customer/', {
      mobile: '13800138000',
      full_name: '王芳',
    });
    const file = csvOf([
      header,
      ['13900139000', '李伟', 'male', 'liwei@example.com', '1990-03-14', 'true'],
      ['13800138000', '王芳芳', '', '', '', ''],
      ['12345', '张敏', 'female', '', '', ''],
      ['13700137000', '刘洋', 'robot', 'not-an-email', '2990-01-01', 'maybe'],
      ['13600136000', '', '', '', '2999-01-01', ''],
    ]);
    const before = await snapshot();
    const dry = await importFile('customers', file, true);
    expect(await snapshot()).toEqual(before);
    expect(dry.dry_run).toBe(true);
    expect(actions(dry)).toEqual(['create', 'update', 'error', 'error', 'error']);
    expect(dry.rows.map((row: Json) => row.row)).toEqual([2, 3, 4, 5, 6]);
    expect(dry.rows[0]).toMatchObject({ key: '13900139000', id: null, errors: [] });
    expect(dry.rows[1]).toMatchObject({ key: '13800138000', id: known.id, errors: [] });
    expect(dry.rows[2].errors).toEqual([
      { column: 'mobile', code: 'invalid', message: expect.stringContaining('11 digits') },
    ]);
    // A row that does not read still says which it is, by its mobile as written.
    expect(dry.rows.slice(2).map((row: Json) => row.key)).toEqual([
      '12345',
      '13700137000',
      '13600136000',
    ]);
    expect(dry.rows[3].errors.map((error: Json) => error.column).sort()).toEqual([
      'accepts_marketing',
      'email',
      'gender',
    ]);
    // The service's own rule (a birthday in the shop's past), found by the dry run too.
    expect(dry.rows[4].errors).toEqual([
      { column: 'birthday', code: 'invalid', message: 'The birthday cannot be in the future.' },
    ]);
    expect(dry.totals).toEqual({ rows: 5, create: 1, update: 1, unchanged: 0, error: 3 });

    const applied = await importFile('customers', file, false);
    expect(applied.rows.map((row: Json) => [row.action, row.errors])).toEqual(
      dry.rows.map((row: Json) => [row.action, row.errors]),
    );
    const created = (await get('/api/customers/customer/?mobile=13900139000')).results[0];
    expect(created).toMatchObject({
      id: applied.rows[0].id,
      full_name: '李伟',
      gender: 'male',
      email: 'liwei@example.com',
      birthday: '1990-03-14',
      accepts_marketing: true,
    });
    // Empty cells leave the fields as they are.
    expect(await get(`/api/customers/customer/${known.id}/`)).toMatchObject({
      full_name: '王芳芳',
      gender: 'unknown',
      email: null,
    });
    expect((await get('/api/customers/customer/')).count).toBe(2);

    const after = await snapshot();
    const again = await importFile('customers', file, false);
    expect(actions(again)).toEqual(['unchanged', 'unchanged', 'error', 'error', 'error']);
    expect(again.totals).toMatchObject({ create: 0, update: 0, unchanged: 2, error: 3 });
    expect(await snapshot()).toEqual(after);
  });

  it('the same mobile twice in a file: the later row is an error', async () => {
    const result = await importFile(
      'customers',
      csvOf([header, ['13900139000', 'A'], ['13900139000', 'B']]),
      true,
    );
    expect(actions(result)).toEqual(['create', 'error']);
    expect(result.rows[1].errors).toEqual([
      { column: 'mobile', code: 'duplicate', message: 'Row 2 of this file has "13900139000" too.' },
    ]);
  });

  it('xlsx: numbers and dates as Excel stores them', async () => {
    const file = await xlsxOf([
      header,
      [13900139000, '李伟', 'male', null, null, true],
      ['13800138000', '王芳', 'female', 'wf@example.com', null, false],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as never);
    workbook.worksheets[0]!.getCell('E2').value = new Date(Date.UTC(1991, 4, 6));
    const typed = Buffer.from(await workbook.xlsx.writeBuffer());
    const dry = await importFile('customers', typed, true, XLSX);
    expect(actions(dry)).toEqual(['create', 'create']);
    await importFile('customers', typed, false, XLSX);
    expect((await get('/api/customers/customer/?mobile=13900139000')).results[0]).toMatchObject({
      birthday: '1991-05-06',
      accepts_marketing: true,
    });
    expect(actions(await importFile('customers', typed, false, XLSX))).toEqual([
      'unchanged',
      'unchanged',
    ]);
  });

  it('an export imports back unchanged, CSV and xlsx; an edited cell is one update', async () => {
    for (let i = 0; i < 5; i++)
      await post('/api/customers/customer/', {
        mobile: `1390013900${i}`,
        full_name: `客户${i}`,
        email: i % 2 ? `c${i}@example.com` : null,
        birthday: i % 2 ? null : '1990-01-0' + (i + 1),
        accepts_marketing: i % 2 === 0,
        gender: (['male', 'female', 'unknown'] as const)[i % 3],
        note: '常来，"引号", 逗号',
      });
    const csv = await s.app.inject({
      method: 'GET',
      url: '/api/customers/customer/?format=csv',
      headers,
    });
    const before = await snapshot();
    const back = await importFile('customers', csv.rawPayload, false);
    expect(back.totals).toMatchObject({ rows: 5, unchanged: 5 });
    const xlsx = await s.app.inject({
      method: 'GET',
      url: '/api/customers/customer/?format=xlsx',
      headers,
    });
    expect((await importFile('customers', xlsx.rawPayload, false, XLSX)).totals).toMatchObject({
      rows: 5,
      unchanged: 5,
    });
    // The export for people (titles, 是/否, 男/女) imports back the same.
    for (const query of ['format=csv&labels=zh-CN', 'format=xlsx&labels=en']) {
      const people = await s.app.inject({
        method: 'GET',
        url: `/api/customers/customer/?${query}`,
        headers,
      });
      const type = query.includes('xlsx') ? XLSX : CSV;
      expect(
        (await importFile('customers', people.rawPayload, false, type)).totals,
        query,
      ).toMatchObject({
        rows: 5,
        unchanged: 5,
      });
    }
    expect(await snapshot()).toEqual(before);

    const rows: string[][] = parse(csv.rawPayload, { bom: true });
    rows[3]![rows[0]!.indexOf('full_name')] = '改名';
    const edited = await importFile('customers', Buffer.from(stringify(rows)), false);
    expect(actions(edited)).toEqual(['unchanged', 'unchanged', 'update', 'unchanged', 'unchanged']);
    expect((await get(`/api/customers/customer/${edited.rows[2].id}/`)).full_name).toBe('改名');
  });

  it('1,200 rows with one bad row: three batches; the bad row is left out, the rest applied', async () => {
    const rows: Cells[] = [header];
    for (let i = 0; i < 1200; i++)
      rows.push([`139${String(i).padStart(8, '0')}`, `客户${i}`, '', '', '', '']);
    rows[701] = ['1390000070', 'too short', '', '', '', ''];
    const file = csvOf(rows);
    const before = await snapshot();
    const dry = await importFile('customers', file, true);
    expect(dry).toMatchObject({ batch_size: 500, batches: 3 });
    expect(dry.totals).toEqual({ rows: 1200, create: 1199, update: 0, unchanged: 0, error: 1 });
    expect(dry.rows[700]).toMatchObject({ row: 702, action: 'error' });
    expect(dry.rows[700].errors[0].column).toBe('mobile');
    expect(await snapshot()).toEqual(before);

    const applied = await importFile('customers', file, false);
    expect(applied.totals).toEqual(dry.totals);
    expect((await get('/api/customers/customer/')).count).toBe(1199);
    expect((await get('/api/customers/customer/?mobile=13900000699')).count).toBe(1);
    expect((await get('/api/customers/customer/?mobile=13900001199')).count).toBe(1);

    const after = await snapshot();
    const again = await importFile('customers', file, false);
    expect(again.totals).toEqual({ rows: 1200, create: 0, update: 0, unchanged: 1199, error: 1 });
    expect(await snapshot()).toEqual(after);
  }, 60_000);
  it('one transaction per batch: a batch the database refuses is rolled back, those before it stay', async () => {
    // A trigger refuses one customer of the second batch (row 802), as a failing disk would.
    const refused = '13900000800';
    if (s.database.dialect === 'postgres') {
      await sql`create function refuse_customer() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        s.database.db,
      );
      await sql`create trigger refuse_customer before insert on customer for each row when (new.mobile = ${sql.lit(refused)}) execute function refuse_customer()`.execute(
        s.database.db,
      );
    } else {
      await sql`create trigger refuse_customer before insert on customer when new.mobile = ${sql.lit(refused)} begin select raise(abort, 'refused'); end`.execute(
        s.database.db,
      );
    }
    const rows: Cells[] = [header];
    for (let i = 0; i < 1200; i++) rows.push([`139${String(i).padStart(8, '0')}`, `客户${i}`]);
    const file = csvOf(rows);

    const failed = await upload('customers', file, { dryRun: false });
    expect(failed.statusCode).toBe(500);
    // Batch 1 (rows 2–501) committed; batch 2 rolled back; batch 3 never ran.
    const stored = await s.database.db
      .selectFrom('customer')
      .select('mobile')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.mobile)).toEqual(rows.slice(1, 501).map((row) => row[0]));

    await sql`drop trigger refuse_customer${s.database.dialect === 'postgres' ? sql` on customer` : sql``}`.execute(
      s.database.db,
    );
    const again = await importFile('customers', file, false);
    expect(again.totals).toEqual({ rows: 1200, create: 700, update: 0, unchanged: 500, error: 0 });
    expect((await get('/api/customers/customer/')).count).toBe(1200);
  }, 60_000);
});

describe('products', () => {
  const header = ['title', 'sku', 'price', 'inventory_quantity', 'vendor', 'tags', 'published'];

  it('says the rows’ errors in the request’s language', async () => {
    const file = csvOf([
      header,
      ['Broken price', 'X-1', 'abc', 1, '', '', ''],
      ['No SKU', '', '5', 1, '', '', ''],
      ['Once', 'X-2', '5', 1, '', '', ''],
      ['Twice', 'X-2', '5', 1, '', '', ''],
    ]);
    const asked = async (language: string) =>
      (await upload('products', file, { as: { ...headers, 'accept-language': language } })).json();
    const messages = (result: Json) =>
      result.rows.flatMap((row: Json) => row.errors.map((error: Json) => error.message));

    const en = messages(await asked('en'));
    // Under the column of the cell (`price`, `sku`), with no field path before the message.
    expect(en).toEqual([
      'Enter a number with at most two decimals.',
      'Give every variant a SKU: imports find products by it.',
      'Row 4 of this file has "X-2" too.',
    ]);
    expect(messages(await asked('zh-CN'))).toEqual([
      '请输入最多两位小数的数字。',
      '请为每个规格填写 SKU：导入按 SKU 查找商品。',
      '文件第 4 行也有“X-2”。',
    ]);
    // The streamed answer too.
    const streamed = await upload('products', file, {
      as: { ...headers, 'accept-language': 'zh-CN' },
      accept: 'application/x-ndjson',
    });
    const result = streamed.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json)
      .at(-1)!.result;
    expect(messages(result)[0]).toBe('请输入最多两位小数的数字。');
  });

  it('flat columns in xlsx: create, update by SKU, errors by column; nothing written by the dry run', async () => {
    const known = await post('/api/shopfront/product/', {
      title: '保温杯',
      published: true,
      variants: [{ sku: 'CUP-1', price: '25.50', inventory_quantity: 10 }],
    });
    const file = await xlsxOf([
      header,
      ['帆布袋 Tote bag', 'BAG-1', 39.9, 20, '布艺坊', '环保, 新品', true],
      ['保温杯', 'CUP-1', '29.00', 10, '', '', true],
      ['Broken price', 'X-1', 'abc', 1, '', '', ''],
      ['No SKU', '', '5', 1, '', '', ''],
      ['', 'X-2', '5', 1, '', '', ''],
    ]);
    const before = await snapshot();
    const dry = await importFile('products', file, true, XLSX);
    expect(await snapshot()).toEqual(before);
    expect(actions(dry)).toEqual(['create', 'update', 'error', 'error', 'error']);
    expect(dry.rows[1]).toMatchObject({ key: 'CUP-1', id: known.id });
    expect(dry.rows[2].errors).toEqual([
      { column: 'price', code: 'invalid', message: 'Enter a number with at most two decimals.' },
    ]);
    expect(dry.rows[3].errors).toEqual([
      { column: 'sku', code: 'invalid', message: expect.stringContaining('SKU') },
    ]);
    expect(dry.rows[4].errors.map((error: Json) => error.column)).toEqual(['title']);
    // Failed rows show their SKU as written (none when the row gives none).
    expect(dry.rows.slice(2).map((row: Json) => row.key)).toEqual(['X-1', '', 'X-2']);

    const applied = await importFile('products', file, false, XLSX);
    expect(actions(applied)).toEqual(actions(dry));
    const bag = await get(`/api/shopfront/product/${applied.rows[0].id}/`);
    expect(bag).toMatchObject({
      title: '帆布袋 Tote bag',
      vendor: '布艺坊',
      published: true,
      variants: [{ sku: 'BAG-1', price: '39.90', inventory_quantity: 20 }],
    });
    expect([...bag.tags].sort()).toEqual(['新品', '环保']);
    const cup = await get(`/api/shopfront/product/${known.id}/`);
    expect(cup.variants).toMatchObject([{ id: known.variants[0].id, price: '29.00' }]);
    // Publishing through an import emits the event, as the product screen does.
    const events = await s.database.db
      .selectFrom('event_outbox')
      .select(['event', 'payload'])
      .execute();
    expect(events.map((event) => [event.event, JSON.parse(event.payload).id])).toEqual([
      ['product_published', known.id],
      ['product_published', bag.id],
    ]);

    const after = await snapshot();
    const again = await importFile('products', file, false, XLSX);
    expect(actions(again)).toEqual(['unchanged', 'unchanged', 'error', 'error', 'error']);
    expect(await snapshot()).toEqual(after);
  });

  it('SKUs of two products in one row, and a SKU twice in a file, are errors', async () => {
    await post('/api/shopfront/product/', { title: 'A', variants: [{ sku: 'A-1', price: 1 }] });
    await post('/api/shopfront/product/', { title: 'B', variants: [{ sku: 'B-1', price: 1 }] });
    const variants = (skus: string[]) =>
      JSON.stringify(skus.map((sku) => ({ sku, price: '1.00', title: sku })));
    const result = await importFile(
      'products',
      csvOf([
        ['title', 'variants'],
        ['AB', variants(['A-1', 'B-1'])],
        ['C', variants(['C-1'])],
        ['C again', variants(['C-1'])],
        ['D', '[{"sku": "D-1", "price": '],
      ]),
      true,
    );
    expect(actions(result)).toEqual(['error', 'create', 'error', 'error']);
    expect(result.rows[0].errors).toEqual([
      {
        column: 'variants',
        code: 'duplicate',
        message: expect.stringContaining('belong to different products'),
      },
    ]);
    expect(result.rows[2].errors[0]).toMatchObject({ column: 'variants', code: 'duplicate' });
    expect(result.rows[3].errors[0]).toMatchObject({ column: 'variants', code: 'invalid' });
  });

  it('a batch is looked up once, yet a SKU an earlier row took off its product is new to a later row', async () => {
    const stored = await post('/api/shopfront/product/', {
      title: 'Two sizes',
      options: [{ title: 'Size', values: ['S', 'L'] }],
      variants: [
        { sku: 'S-1', price: 1, options: [{ title: 'Size', value: 'S' }] },
        { sku: 'L-1', price: 1, options: [{ title: 'Size', value: 'L' }] },
      ],
    });
    const variants = (skus: string[]) =>
      JSON.stringify(skus.map((sku) => ({ sku, price: '1.00', title: sku })));
    const file = csvOf([
      ['title', 'variants'],
      // Keeps S-1 only: L-1 leaves the stored product …
      ['Two sizes', variants(['S-1'])],
      // … so this row, later in the same batch, makes a product of its own.
      ['Large', variants(['L-1'])],
    ]);
    for (const dryRun of [true, false]) {
      const result = await importFile('products', file, dryRun);
      expect(actions(result)).toEqual(['update', 'create']);
      expect(result.rows[0].id).toBe(stored.id);
    }
    const products = await get('/api/shopfront/product/?page_size=50');
    expect(products.count).toBe(2);
  });

  /** A shirt of two variants with options, images and tags, and a cup of one. */
  async function twoProducts() {
    await post('/api/shopfront/product/', {
      title: 'T 恤 T-shirt',
      vendor: '布艺坊',
      tags: ['夏季', 'cotton'],
      published: true,
      metafield: { origin: '杭州' },
      options: [
        { title: '颜色', values: ['白', '黑'] },
        { title: 'Size', values: ['M', 'L'] },
      ],
      images: [{ src: '/demo-images/tote-bag.svg' }],
      variants: [
        {
          sku: 'TS-W-M',
          price: '59.00',
          options: [
            { title: '颜色', value: '白' },
            { title: 'Size', value: 'M' },
          ],
          image: '/demo-images/tote-bag.svg',
        },
        {
          sku: 'TS-B-L',
          price: '61.50',
          compare_at_price: '70.00',
          grams: 200,
          inventory_quantity: 7,
          options: [
            { title: '颜色', value: '黑' },
            { title: 'Size', value: 'L' },
          ],
        },
      ],
    });
    await post('/api/shopfront/product/', {
      title: '保温杯',
      variants: [{ sku: 'CUP-1', price: '25.50', barcode: '6900000000001' }],
    });
  }

  async function exported(query: string) {
    const response = await s.app.inject({
      method: 'GET',
      url: `/api/shopfront/product/?${query}`,
      headers,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.rawPayload;
  }

  it('the export is one row per variant, with its SKU, barcode, prices, inventory, options and tags', async () => {
    await twoProducts();
    const rows = parse(await exported('format=csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    // No empty columns of a collection entry's product: the product's and the variant's only.
    expect(Object.keys(rows[0]!).filter((column) => column.includes('.'))).toEqual([]);
    expect(Object.keys(rows[0]!)).toEqual(
      expect.arrayContaining(['sku', 'barcode', 'price', 'compare_at_price', 'tags', 'option1']),
    );
    const pick = (row: Record<string, string>) => [
      row.title,
      row.sku,
      row.barcode,
      row.price,
      row.compare_at_price,
      row.inventory_quantity,
      row.option1,
      row.option2,
      row.tags,
    ];
    // The shirt's variants in their order, then the cup.
    expect(rows.map(pick)).toEqual([
      ['T 恤 T-shirt', 'TS-W-M', '', '59.00', '', '0', '白', 'M', '["夏季","cotton"]'],
      ['T 恤 T-shirt', 'TS-B-L', '', '61.50', '70.00', '7', '黑', 'L', '["夏季","cotton"]'],
      ['保温杯', 'CUP-1', '6900000000001', '25.50', '', '0', '', '', '[]'],
    ]);
    expect(new Set(rows.map((row) => row.variant_id)).size).toBe(3);
  });

  it('the export (machine and people’s, CSV and xlsx) imports back unchanged; an edited price updates, keeping variant ids', async () => {
    await twoProducts();
    const before = await snapshot();
    for (const query of ['format=csv', 'format=csv&labels=zh-CN', 'format=csv&labels=en']) {
      const result = await importFile('products', await exported(query), false);
      expect(result.totals, query).toMatchObject({ rows: 3, unchanged: 3, error: 0 });
    }
    for (const query of ['format=xlsx', 'format=xlsx&labels=zh-CN', 'format=xlsx&labels=en']) {
      const result = await importFile('products', await exported(query), false, XLSX);
      expect(result.totals, query).toMatchObject({ rows: 3, unchanged: 3, error: 0 });
    }
    expect(await snapshot()).toEqual(before);

    const csv = await exported('format=csv');
    const rows: string[][] = parse(csv, { bom: true });
    const variantIds = rows.slice(1).map((row) => Number(row[rows[0]!.indexOf('variant_id')]));
    rows[2]![rows[0]!.indexOf('price')] = '55.00';
    const edited = await importFile('products', Buffer.from(stringify(rows)), false);
    // Both rows of the shirt are its one update; each names its own SKU.
    expect(edited.rows.map((row: Json) => [row.row, row.action, row.key])).toEqual([
      [2, 'update', 'TS-W-M'],
      [3, 'update', 'TS-B-L'],
      [4, 'unchanged', 'CUP-1'],
    ]);
    expect(edited.totals).toMatchObject({ rows: 3, update: 2, unchanged: 1 });
    const shirt = await get(`/api/shopfront/product/${edited.rows[0].id}/`);
    expect(shirt.variants.map((v: Json) => [v.id, v.sku, v.price])).toEqual([
      [variantIds[0], 'TS-W-M', '59.00'],
      [variantIds[1], 'TS-B-L', '55.00'],
    ]);
  });

  it('the product list’s Export, with the query the app builds, imports back unchanged', async () => {
    await twoProducts();
    // What the list's export button asks (test/renderer/features/catalog/catalog-product-export
    // .test.ts pins it): the list's filters, the screen's language, never the list's `fields`.
    const queries = [
      'format=csv&labels=zh-CN',
      'format=xlsx&labels=en',
      'published=true&price__gte=10&price__lte=99.50&order_by=-price&format=csv&labels=en',
      'q=%E4%BF%9D%E6%B8%A9&format=xlsx&labels=zh-CN',
    ];
    for (const query of queries) {
      const file = await exported(query);
      const type = query.includes('xlsx') ? XLSX : CSV;
      const result = await importFile('products', file, true, type);
      expect(result.totals.error, query).toBe(0);
      expect(result.totals.rows, query).toBeGreaterThan(0);
      expect(result.totals.unchanged, query).toBe(result.totals.rows);
    }
  });

  it('rows of one new name are one new product with those variants', async () => {
    const file = csvOf([
      ['name', 'title', 'options', 'option1', 'sku', 'price'],
      ['mug', '马克杯', '颜色: 红, 蓝', '红', 'MUG-R', '19.90'],
      ['mug', '马克杯', '颜色: 红, 蓝', '蓝', 'MUG-B', '21'],
      ['', '勺子', '', '', 'SPOON', '5'],
    ]);
    const result = await importFile('products', file, false);
    expect(actions(result)).toEqual(['create', 'create', 'create']);
    expect(result.rows[0].id).toBe(result.rows[1].id);
    const mug = await get(`/api/shopfront/product/${result.rows[0].id}/`);
    expect(mug.options.map((o: Json) => [o.title, o.values])).toEqual([['颜色', ['红', '蓝']]]);
    expect(mug.variants.map((v: Json) => [v.sku, v.price, v.options])).toEqual([
      ['MUG-R', '19.90', [{ title: '颜色', value: '红' }]],
      ['MUG-B', '21.00', [{ title: '颜色', value: '蓝' }]],
    ]);
    expect((await get('/api/shopfront/product/?page_size=50')).count).toBe(2);
  });

  it('a product whose one row fails fails with all its rows: counted per row, each under its SKU', async () => {
    const file = csvOf([
      ['name', 'title', 'sku', 'price'],
      ['pot', '茶壶', 'POT-S', '30'],
      ['pot', '茶壶', 'POT-L', 'abc'],
      ['cup', '茶杯', 'CUP-S', '8'],
    ]);
    const result = await importFile('products', file, false);
    expect(result.rows.map((row: Json) => [row.row, row.action, row.key])).toEqual([
      [2, 'error', 'POT-S'],
      [3, 'error', 'POT-L'],
      [4, 'create', 'CUP-S'],
    ]);
    expect(result.rows[1].errors).toEqual([
      { column: 'price', code: 'invalid', message: 'Enter a number with at most two decimals.' },
    ]);
    // The row of the good variant does not show the other's price: it says which row failed.
    expect(result.rows[0].errors).toEqual([
      {
        column: '',
        code: 'invalid',
        message:
          'Row 3 of this product has errors: a product is imported with all its rows or not at all.',
      },
    ]);
    expect(result.totals).toMatchObject({ rows: 3, create: 1, error: 2, update: 0 });
    // An error of the product itself (its title) is every row's.
    const untitled = await importFile(
      'products',
      csvOf([
        ['name', 'title', 'sku', 'price'],
        ['bowl', '', 'BOWL-S', '3'],
        ['bowl', '', 'BOWL-L', '4'],
      ]),
      true,
    );
    expect(untitled.rows.map((row: Json) => row.errors)).toEqual([
      [{ column: 'title', code: 'invalid', message: 'This field is required.' }],
      [{ column: 'title', code: 'invalid', message: 'This field is required.' }],
    ]);
    expect((await get('/api/shopfront/product/?page_size=50')).count).toBe(1);
  });
});

describe('the words of an import', () => {
  const inChinese = () => ({ ...headers, 'accept-language': 'zh-CN' });
  const messagesOf = (result: Json) =>
    result.rows.map((row: Json) => row.errors.map((error: Json) => [error.column, error.message]));

  it('takes the product editor’s field labels as headers, in either language', async () => {
    const files = [
      csvOf([
        ['标题', 'SKU', '价格', '原价', '库存'],
        ['马克杯', 'MUG-1', '19.90', '25.00', 3],
      ]),
      csvOf([
        ['Title', 'SKU', 'Price', 'Compare at', 'Stock'],
        ['Mug', 'MUG-2', '19.90', '25.00', 3],
      ]),
    ];
    const ids: number[] = [];
    for (const file of files) {
      const result = await importFile('products', file, false);
      expect(result.totals).toMatchObject({ rows: 1, create: 1, error: 0 });
      ids.push(result.rows[0].id);
    }
    const stored = await Promise.all(ids.map((id) => get(`/api/shopfront/product/${id}/`)));
    expect(stored.map((product) => [product.title, product.variants[0].sku])).toEqual([
      ['马克杯', 'MUG-1'],
      ['Mug', 'MUG-2'],
    ]);
    expect(stored[0].variants[0]).toMatchObject({
      price: '19.90',
      compare_at_price: '25.00',
      inventory_quantity: 3,
    });
  });

  it('row errors name the column by the file’s header and say the title’s own problems, without null', async () => {
    const products = csvOf([
      ['商品名称', 'SKU', '价格'],
      ['', 'A-1', '5'],
      ['长'.repeat(400), 'A-2', '5'],
      ['茶杯', 'A-3', '-1'],
    ]);
    const zh = (await upload('products', products, { as: inChinese() })).json();
    expect(messagesOf(zh)).toEqual([
      [['商品名称', '此项为必填项。']],
      [['商品名称', '最多 255 个字符。']],
      [['价格', '不能小于 0.00。']],
    ]);
    const en = (await upload('products', products)).json();
    expect(messagesOf(en)).toEqual([
      [['商品名称', 'This field is required.']],
      [['商品名称', 'At most 255 characters.']],
      [['价格', 'Must be at least 0.00.']],
    ]);
    // A file of machine columns is named by them: the cell's column, no field path.
    const machine = csvOf([
      ['title', 'sku', 'price'],
      ['茶杯', 'A-3', '-1'],
    ]);
    expect(messagesOf((await upload('products', machine, { as: inChinese() })).json())).toEqual([
      [['price', '不能小于 0.00。']],
    ]);

    const customers = csvOf([
      ['手机号', '邮箱', '生日'],
      ['13900139000', 'not-an-email', '2026-02-30'],
    ]);
    const said = messagesOf((await upload('customers', customers, { as: inChinese() })).json());
    expect(said).toEqual([
      [
        ['邮箱', '请输入有效的电子邮箱地址，或留空。'],
        ['生日', '请按 YYYY-MM-DD 输入有效日期，或留空。'],
      ],
    ]);
  });

  it('says why a file is refused in the request’s language, an open quote by its row', async () => {
    const refusal = async (file: Buffer, type = CSV) => {
      const response = await upload('products', file, { type, as: inChinese() });
      expect(response.statusCode).toBe(400);
      const body = response.json() as Json;
      return { detail: body.detail, errors: body.errors };
    };
    const quote = await refusal(
      Buffer.from('title,sku,price\n茶杯,A-1,5\n"茶壶,A-2,6\n勺子,A-3,1\n'),
    );
    expect(quote.errors).toEqual({ file: ['第 3 行有一个引号没有闭合。'] });
    const stray = await refusal(Buffer.from('title,sku,price\n"茶杯"x,A-1,5\n'));
    expect(stray.errors).toEqual({
      file: ['第 2 行不是可读取的 CSV 内容：请检查其中的引号和逗号。'],
    });
    expect((await refusal(Buffer.from(''))).errors).toEqual({ file: ['文件为空。'] });
    expect((await refusal(Buffer.from('not a workbook'), XLSX)).errors).toEqual({
      file: ['文件不是可读取的 xlsx 工作簿。'],
    });
    const columns = await refusal(
      await xlsxOf([
        ['名字', '货号'],
        ['茶杯', 'A-1'],
      ]),
      XLSX,
    );
    expect(columns).toEqual({
      detail: '文件缺少列。',
      errors: {
        columns: ['文件中没有 "title" 列。', '文件中既没有 "variants" 列，也没有 "sku" 列。'],
      },
    });
    // No English of the CSV library in Chinese.
    const said = [quote.detail, ...quote.errors.file, ...stray.errors.file].join(' ');
    expect(said.replaceAll('CSV', '')).not.toMatch(/[A-Za-z]{2,}/);
    const english = await upload('products', Buffer.from('title\n"open\n'), {});
    expect(english.json().errors).toEqual({ file: ['A quote opened on row 2 is never closed.'] });
  });
});

describe('the requests', () => {
  it('streams progress and then the result with Accept: application/x-ndjson', async () => {
    const rows: Cells[] = [['mobile']];
    for (let i = 0; i < 120; i++) rows.push([`139${String(i).padStart(8, '0')}`]);
    const response = await upload('customers', csvOf(rows), { accept: 'application/x-ndjson' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.slice(0, -1)).toEqual([
      { progress: { done: 50, total: 120 } },
      { progress: { done: 100, total: 120 } },
      { progress: { done: 120, total: 120 } },
    ]);
    expect(lines.at(-1).result.totals).toMatchObject({ rows: 120, create: 120 });
  });

  it('refuses other bodies, missing columns and unreadable files; needs the write scope', async () => {
    const json = await s.app.inject({
      method: 'POST',
      url: '/api/imports/customers/',
      headers,
      payload: { mobile: '13900139000' },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('customers', Buffer.from('x'), { type: 'text/plain' })).statusCode).toBe(
      415,
    );

    const noMobile = await upload('customers', csvOf([['full_name'], ['王芳']]));
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().errors).toEqual({ columns: ['The file has no "mobile" column.'] });
    const broken = await upload('products', Buffer.from('not a workbook'), { type: XLSX });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().errors)).toEqual(['file']);

    const customersOnly = s.bearer(await s.appToken('customers:write'));
    const file = csvOf([
      ['mobile', 'title', 'sku'],
      ['13900139000', 'A', 'A-1'],
    ]);
    expect((await upload('customers', file, { as: customersOnly })).statusCode).toBe(200);
    expect((await upload('products', file, { as: customersOnly })).statusCode).toBe(403);
    const readOnly = s.bearer(await s.appToken('customers:read'));
    expect((await upload('customers', file, { as: readOnly })).statusCode).toBe(403);
  });
});
