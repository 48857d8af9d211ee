import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteAppDatabase } from '../../../src-server/db';
import { bulkPickUps } from '../../support/bulk-pick-ups';
import { onPostgres } from '../../support/database';
import { pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { sqliteRows } from '../../support/row-store';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * Exports of the lists: 10,000 pick-up codes and 1,000 customers made in bulk; each
 * export is parsed back (csv-parse, exceljs) and compared with what the JSON list shows. The
 * bulk rows are written through the in-memory SQLite handle, so this file runs on SQLite; an
 * export runs the list's own handler, the same on both databases.
 */
const CODES = 10_000;

let s: TestServer;
let manager: Record<string, string>;
let api: ReturnType<typeof pickUpClient>;
let storeB: number;

beforeAll(async () => {
  if (onPostgres) return;
  s = await createTestServer();
  manager = s.auth(await s.login());
  api = pickUpClient(s, manager);
  const storeA = (await api.createStore()).id;
  storeB = (await api.createStore({ title: '徐家汇店', place_code: '310104' })).id;
  await api.createStaff('clerk.b', storeB);
  const variant = (await api.createProduct()).variants[0].id;
  const { order } = await api.paidPickUp(storeA, variant);
  const rows = sqliteRows((s.database as SqliteAppDatabase).sqlite);
  await bulkPickUps(rows, { templateOrderId: order.id, count: CODES - 1, customers: 1000 });
  // A few packages at store B, for the clerk's export.
  for (let i = 0; i < 3; i++) await api.paidPickUp(storeB, variant);
}, 120_000);
afterAll(() => s?.close());

/** Every item of a JSON list, page by page (100 a page). */
async function everyItem(path: string, as = manager) {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const body = await api.ok(
      'GET',
      `${path}${separator}page_size=100&page=${page}`,
      undefined,
      as,
    );
    items.push(...body.results);
    if (body.next === null) return items;
  }
}

/** The item as the export writes it: dotted columns, lists as JSON, null as empty. */
function flatten(item: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(item)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value as Record<string, unknown>, name));
    else
      out[name] =
        value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

async function download(path: string, as = manager) {
  const response = await api.call('GET', path, undefined, as);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

describe.skipIf(onPostgres)('CSV exports', () => {
  it(`the packages list: all ${CODES.toLocaleString('en')} codes, UTF-8 with BOM, as the list shows them`, async () => {
    const response = await download('/api/orders/pick_up_code/?format=csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pick_up_code-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-export-count']).toBe(String(CODES + 3));
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(CODES + 3);
    const listed = await everyItem('/api/orders/pick_up_code/');
    // Nullable objects (used_by) are columns even when empty: compare on the export's columns.
    const columns = Object.keys(rows[0]!);
    expect(columns).toEqual(
      expect.arrayContaining([
        'key',
        'customer.full_name',
        'offline_shop.title',
        'used_by.username',
        'lines',
      ]),
    );
    expect(rows).toEqual(
      listed.map((item) => {
        const flat = flatten(item);
        return Object.fromEntries(columns.map((column) => [column, flat[column] ?? '']));
      }),
    );
    expect(rows.some((row) => row['customer.full_name']!.startsWith('顾客'))).toBe(true);
  }, 120_000);

  it('same filters and permissions as the list: a clerk exports only his store’s packages', async () => {
    const clerk = s.auth(await s.login('clerk.b', STAFF_PASSWORD));
    const rows = parse((await download('/api/orders/pick_up_code/?format=csv', clerk)).rawPayload, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rows.map((row) => row['offline_shop.title'])).toEqual([
      '徐家汇店',
      '徐家汇店',
      '徐家汇店',
    ]);

    const filtered = parse(
      (await download(`/api/orders/pick_up_code/?format=csv&offline_shop=${storeB}`)).rawPayload,
      { bom: true, columns: true },
    ) as Record<string, string>[];
    expect(filtered.map((row) => row.key).sort()).toEqual(rows.map((row) => row.key).sort());

    const customers = parse((await download('/api/customers/customer/?format=csv')).rawPayload, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(customers).toEqual(
      (await everyItem('/api/customers/customer/')).map((item) => flatten(item)),
    );
    // No credential, no export.
    expect(
      (await api.call('GET', '/api/customers/customer/?format=csv', undefined, {})).statusCode,
    ).toBe(401);
    expect((await api.call('GET', '/api/customers/customer/?format=pdf')).statusCode).toBe(400);
  }, 120_000);
});

describe.skipIf(onPostgres)('every list screen exports', () => {
  it('orders, history, products, coupon codes and point history answer as many rows as they list', async () => {
    const firstOrders = (await api.ok('GET', '/api/orders/order/?page_size=3')).results;
    const ids = firstOrders.map((order: { id: number }) => order.id).join(',');
    for (const path of [
      `/api/orders/order/?id__in=${ids}`,
      '/api/shops/action_history/',
      '/api/shopfront/product/',
      '/api/discounts/coupon_code/',
      '/api/loyalty/point_history/',
    ]) {
      const listed = await everyItem(path);
      const separator = path.includes('?') ? '&' : '?';
      const response = await download(`${path}${separator}format=csv`);
      const rows = parse(response.rawPayload, { bom: true, columns: true }) as Record<
        string,
        string
      >[];
      expect(response.headers['x-export-count'], path).toBe(String(listed.length));
      expect(
        rows.map((row) => row.id),
        path,
      ).toEqual(listed.map((item) => String(item.id)));
    }
  }, 120_000);
});

describe.skipIf(onPostgres)('xlsx exports', () => {
  it(`the packages list opens in exceljs with all ${CODES.toLocaleString('en')} rows`, async () => {
    const response = await download('/api/orders/pick_up_code/?format=xlsx');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(CODES + 4);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const listed = await everyItem('/api/orders/pick_up_code/');
    const value = (row: number, column: string) =>
      sheet.getRow(row).getCell(header.indexOf(column) + 1).value;
    for (const index of [0, 1, 4999, CODES + 2]) {
      const item = listed[index]! as {
        key: string;
        id: number;
        customer: { full_name: string };
        lines: unknown[];
      };
      expect(value(index + 2, 'key')).toBe(item.key);
      expect(value(index + 2, 'id')).toBe(item.id);
      expect(value(index + 2, 'customer.full_name')).toBe(item.customer.full_name);
      expect(value(index + 2, 'lines')).toBe(JSON.stringify(item.lines));
      expect(value(index + 2, 'used_by.username')).toBe(null);
    }
  }, 120_000);
});
