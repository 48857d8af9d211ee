import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickUpClient } from '../../support/orders';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * Exports for people (`?labels=zh-CN|en`): titles, value labels, readable lists and the shop's
 * wall time in CSV; typed cells, number formats, widths and a frozen header in xlsx; the
 * machine's CSV stays as it was. On both databases.
 */
let s: TestServer;
let api: ReturnType<typeof pickUpClient>;
let order: { id: number; order_number: number; created_at: string; paid_at: string };
const ZONE = 'Asia/Tokyo';

beforeAll(async () => {
  s = await createTestServer();
  api = pickUpClient(s, s.auth(await s.login()));
  await api.ok('PATCH', '/api/shops/shop_settings/', { timezone: ZONE });
  const store = (await api.createStore()).id;
  const product = await api.createProduct({ price: '25.50' }, { title: '保温杯' });
  ({ order } = await api.paidPickUp(store, product.variants[0].id, 2));
}, 60_000);
afterAll(() => s?.close());

type Row = Record<string, string>;

async function download(url: string) {
  const response = await api.call('GET', url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
}

const csvRows = async (url: string) =>
  parse(await download(url), { bom: true, columns: true }) as Row[];

/** The shop's wall time of an instant, as people's exports write it. */
const wall = (iso: string) => DateTime.fromISO(iso).setZone(ZONE).toFormat('yyyy-MM-dd HH:mm');

describe('CSV for people', () => {
  it('packages in Chinese: titles, statuses, lines as text, times in the shop’s zone', async () => {
    const [row] = await csvRows('/api/orders/pick_up_code/?format=csv&labels=zh-CN');
    const [listed] = (await api.ok('GET', '/api/orders/pick_up_code/')).results;
    expect(Object.keys(row!).slice(0, 4)).toEqual(['提货码', '提货状态', '备货状态', '订单号']);
    expect(row).toMatchObject({
      提货码: listed.key,
      提货状态: '待提货',
      备货状态: '待备货',
      商品: '保温杯 × 2',
      件数: '2',
      创建时间: wall(listed.created_at),
      交付店员: '',
    });
    // No API name is left in the header.
    expect(Object.keys(row!).filter((title) => /^[a-z_.]+$/.test(title))).toEqual([]);
  });

  it('orders in English; customers’ yes and no', async () => {
    const [row] = await csvRows('/api/orders/order/?format=csv&labels=en');
    expect(row).toMatchObject({
      'Order number': String(order.order_number),
      Placed: wall(order.created_at),
      Paid: wall(order.paid_at),
      Channel: 'Pick-up',
      Payment: 'Paid',
      Status: 'Open',
      Products: '保温杯 × 2',
      Items: '51.00',
      Total: '51.00',
    });
    await api.ok(
      'POST',
      '/api/customers/customer/',
      { mobile: '13900139001', full_name: '王芳', gender: 'female', accepts_marketing: true },
      undefined,
      201,
    );
    const customers = await csvRows('/api/customers/customer/?format=csv&labels=zh-CN');
    expect(customers.find((customer) => customer.手机号 === '13900139001')).toMatchObject({
      姓名: '王芳',
      性别: '女',
      接受营销: '是',
    });
    const english = await csvRows('/api/customers/customer/?format=csv&labels=en');
    expect(english.find((customer) => customer.Mobile === '13900139001')).toMatchObject({
      Name: '王芳',
      Gender: 'Female',
      'Accepts marketing': 'Yes',
    });
  });

  it('without labels the CSV keeps the API’s names and values; other languages are refused', async () => {
    const [row] = await csvRows('/api/orders/pick_up_code/?format=csv');
    expect(row).toMatchObject({ key_status: 'unused', stock_status: 'unprepare' });
    expect(JSON.parse(row!.lines!)).toMatchObject([{ title: '保温杯', quantity: 2 }]);
    const refused = await api.call('GET', '/api/orders/pick_up_code/?format=csv&labels=fr');
    expect(refused.statusCode).toBe(400);
  });
});

describe('xlsx', () => {
  async function sheetOf(url: string) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(url)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (title: string, row = 2) => sheet.getRow(row).getCell(header.indexOf(title) + 1);
    return { sheet, header, cell };
  }

  /** A spreadsheet date of the shop's wall time (spreadsheets have no zones). */
  const wallDate = (iso: string) =>
    new Date(`${DateTime.fromISO(iso).setZone(ZONE).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")}Z`);

  it('orders for people: money as numbers with two decimals, times as dates, widths, a frozen bold header', async () => {
    const { sheet, header, cell } = await sheetOf('/api/orders/order/?format=xlsx&labels=zh-CN');
    expect(header.slice(0, 3)).toEqual(['订单号', '下单时间', '方式']);
    expect(cell('订单号').value).toBe(order.order_number);
    expect(cell('合计').value).toBe(51);
    expect(cell('合计').numFmt).toBe('0.00');
    expect(cell('合计').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('优惠').value).toBe(0);
    expect(cell('下单时间').type).toBe(ExcelJS.ValueType.Date);
    expect(cell('下单时间').value).toEqual(wallDate(order.created_at));
    expect(cell('下单时间').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(cell('付款状态').value).toBe('已付款');
    expect(cell('商品').value).toBe('保温杯 × 2');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    for (const [index, title] of header.entries()) {
      const width = sheet.getColumn(index + 1).width!;
      expect(width, title).toBeGreaterThanOrEqual(10);
      expect(width, title).toBeLessThanOrEqual(60);
    }
    // A Chinese character takes two places; a time has room for its 16.
    expect(sheet.getColumn(header.indexOf('顾客手机号') + 1).width).toBe(13);
    expect(sheet.getColumn(header.indexOf('下单时间') + 1).width).toBe(18);
  });

  it('the machine’s xlsx keeps the API’s names and codes, with typed cells too', async () => {
    const { sheet, cell } = await sheetOf('/api/orders/order/?format=xlsx');
    expect(cell('total_price').value).toBe(51);
    expect(cell('total_price').numFmt).toBe('0.00');
    expect(cell('created_at').value).toEqual(wallDate(order.created_at));
    expect(cell('financial_status').value).toBe('paid');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
