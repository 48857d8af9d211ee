import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/**
 * A package collected by someone other than the customer (docs/API.md "Collected by someone
 * else"): consume takes `collected_by`, and the hand-out shows it in the record, the history,
 * the order's timeline, the customer's page and the exports; a rollback forgets it.
 */
const HOUR = 60 * 60 * 1000;

let manager: Record<string, string>;
let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let store: { id: number; title: string };
let clerk: Record<string, string>;
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  manager = s.auth(await s.login());
  api = pickUpClient(s, manager);
  store = await api.createStore();
  clerk = await api.staffOf('clerk.a', store.id);
  variantId = (await api.createProduct()).variants[0].id;
});
afterEach(() => s.close());

const consume = (body: Record<string, unknown>) =>
  api.call('POST', '/api/orders/pick_up_code/consume/', body, clerk);
const fetchPage = (token: string) =>
  api.ok(
    'GET',
    `/api/orders/pick_up_code/fetch/?order_token=${token}&shop=shop.shopdesk.local`,
    undefined,
    {},
  );

describe('collected_by', () => {
  it('is stored with the hand-out and shown in the record, history, timeline, customer page and export', async () => {
    const { order, code } = await api.paidPickUp(store.id, variantId);
    clock.advance(HOUR);
    const response = await consume({
      key: code.key,
      collected_by: { name: ' 王芳 ', relation: 'family', note: '凭身份证' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const collector = { name: '王芳', relation: 'family', note: '凭身份证' };
    expect(response.json().collected_by).toEqual(collector);

    const listed = await api.ok('GET', `/api/orders/pick_up_code/?key=${code.key}`);
    expect(listed.results[0].collected_by).toEqual(collector);

    const history = await api.ok('GET', `/api/shops/action_history/?action=consume`);
    expect(history.results[0].detail).toBe('Package handed out to 王芳 (family): 凭身份证');

    const detail = await api.ok('GET', `/api/orders/order/${order.id}/`);
    const fulfilled = detail.timeline.find(
      (entry: { action: string }) => entry.action === 'fulfilled',
    );
    expect(fulfilled.note).toBe(
      `Picked up at ${store.title}, handed out by clerk.a, collected by 王芳 (family).`,
    );
    expect(fulfilled.metafield).toEqual({ pick_up_code_id: code.id, collected_by: collector });
    // Stored as a message, the note and the history's detail are said in Chinese too.
    const zh = { ...manager, 'accept-language': 'zh-CN' };
    const inChinese = await api.ok('GET', `/api/orders/order/${order.id}/`, undefined, zh);
    expect(
      inChinese.timeline.find((entry: { action: string }) => entry.action === 'fulfilled').note,
    ).toBe(`已在${store.title}取货，由 clerk.a 交付，取件人：王芳（家人）。`);
    const zhHistory = await api.ok(
      'GET',
      '/api/shops/action_history/?action=consume',
      undefined,
      zh,
    );
    expect(zhHistory.results[0].detail).toBe('包裹已交给代取人 王芳（家人）：凭身份证');

    // The customer's page says who took it, without the staff's note.
    const page = await fetchPage(order.token);
    expect(page.collected_by).toEqual({ name: '王芳', relation: 'family' });
    expect(page.used_at).toBe('2026-11-21T21:00:00.000+08:00');

    const csv = await api.call('GET', `/api/orders/pick_up_code/?format=csv&key=${code.key}`);
    const rows = parse(csv.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({
      'collected_by.name': '王芳',
      'collected_by.relation': 'family',
      'collected_by.note': '凭身份证',
    });
    // The spreadsheet export and the history's export carry it too.
    const xlsx = await api.call('GET', `/api/orders/pick_up_code/?format=xlsx&key=${code.key}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (column: string) => sheet.getRow(2).getCell(header.indexOf(column) + 1).value;
    expect([cell('collected_by.name'), cell('collected_by.relation')]).toEqual(['王芳', 'family']);
    expect(cell('collected_by.note')).toBe('凭身份证');
    const historyCsv = await api.call(
      'GET',
      '/api/shops/action_history/?action=consume&format=csv',
    );
    expect(historyCsv.statusCode).toBe(200);
    const historyRows = parse(historyCsv.rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(historyRows[0]!.detail).toBe('Package handed out to 王芳 (family): 凭身份证');
  });

  it('is null when the customer came himself, and a relation and note are optional', async () => {
    const self = (await api.paidPickUp(store.id, variantId)).code;
    const used = await consume({ key: self.key });
    expect(used.json().collected_by).toBeNull();
    const history = await api.ok('GET', `/api/shops/action_history/?action=consume`);
    expect(history.results[0].detail).toBe('Package handed out.');

    const nameOnly = await api.paidPickUp(store.id, variantId);
    const response = await consume({ key: nameOnly.code.key, collected_by: { name: 'Li Lei' } });
    expect(response.json().collected_by).toEqual({ name: 'Li Lei', relation: null, note: null });
    expect((await fetchPage(nameOnly.order.token)).collected_by).toEqual({
      name: 'Li Lei',
      relation: null,
    });
  });

  it('refuses an empty name, an unknown relation and a long note, and hands nothing out', async () => {
    const { code } = await api.paidPickUp(store.id, variantId);
    for (const collected_by of [
      { name: '  ' },
      { name: '王芳', relation: 'cousin' },
      { name: '王芳', note: 'x'.repeat(201) },
    ]) {
      const refused = expectError(await consume({ key: code.key, collected_by }), 400, 'invalid');
      expect(refused).toBeTruthy();
    }
    const listed = await api.ok('GET', `/api/orders/pick_up_code/?key=${code.key}`);
    expect(listed.results[0]).toMatchObject({ key_status: 'unused', collected_by: null });
  });

  it('a rollback forgets the collector; the next hand-out records its own', async () => {
    const { order, code } = await api.paidPickUp(store.id, variantId);
    await consume({ key: code.key, collected_by: { name: '王芳', relation: 'friend' } });
    const rolledBack = await api.call(
      'POST',
      '/api/orders/pick_up_code/rollback/',
      { key: code.key },
      clerk,
    );
    expect(rolledBack.json()).toMatchObject({ key_status: 'unused', collected_by: null });
    expect((await fetchPage(order.token)).collected_by).toBeNull();
    const again = await consume({ key: code.key });
    expect(again.json().collected_by).toBeNull();
  });
});
