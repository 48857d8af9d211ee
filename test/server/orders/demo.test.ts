import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-server/cli-main';
import { loadDemoSet } from '../../../src-server/demo';
import { pickUpClient } from '../../support/orders';
import { createTestServer, type TestServer } from '../../support/server';

let s: TestServer;
let api: ReturnType<typeof pickUpClient>;

beforeEach(async () => {
  s = await createTestServer();
  api = pickUpClient(s, s.auth(await s.login()));
});
afterEach(() => s.close());

describe('demo orders and counters', () => {
  it('two stores with a staff member each, 40 orders, and codes in every state', async () => {
    const summary = (await loadDemoSet(s.app.ctx))!;
    expect(summary).not.toBeNull();

    const stores = await api.ok(
      'GET',
      '/api/shops/offline_shop/?shop=shop.shopdesk.local',
      undefined,
      {},
    );
    expect(stores.results.map((store: { title: string }) => store.title)).toEqual([
      '南京西路店',
      '徐家汇店',
    ]);
    expect(summary.orders.staff.map((member) => member.store)).toEqual(['南京西路店', '徐家汇店']);

    const orders = await api.ok('GET', '/api/orders/order/?page_size=100');
    expect(orders.count).toBe(40);
    const customers = new Set(
      orders.results.map((o: { customer: { id: number } }) => o.customer.id),
    );
    expect(customers.size).toBe(20);
    const count = async (query: string) =>
      (await api.ok('GET', `/api/orders/order/?page_size=1&${query}`)).count;
    expect(await count('selected_channel=delivery')).toBe(12);
    expect(await count('financial_status=pending')).toBe(12);
    expect(await count('order_status=cancelled')).toBe(5);
    expect(await count('fulfillment_status=fulfilled')).toBe(4);

    const codes = async (query: string) =>
      (await api.ok('GET', `/api/orders/pick_up_code/?page_size=1&${query}`)).count;
    expect(await codes('')).toBe(20);
    expect(await codes('key_status=unused&stock_status=unprepare')).toBe(6);
    expect(await codes('key_status=unused&stock_status=prepared')).toBe(4);
    expect(await codes('key_status=used')).toBe(4);
    expect(await codes('key_status=expired')).toBe(3);
    expect(await codes('key_status=canceled')).toBe(3);
    // The sweep stored the expiry, too.
    const stored = await s.database.db
      .selectFrom('pick_up_code')
      .select('id')
      .where('key_status', '=', 'expired')
      .execute();
    expect(stored).toHaveLength(3);

    // The printed credentials sign in, and each staff member can hand out his store's keys.
    for (const member of summary.orders.staff) {
      const clerk = s.auth(await s.login(member.username, member.password));
      const mine = summary.orders.keys.filter((key) => key.store === member.store);
      expect(mine.length).toBeGreaterThan(0);
      for (const { key } of mine) {
        const checked = await api.ok(
          'GET',
          `/api/orders/pick_up_code/check/?key=${key}`,
          undefined,
          clerk,
        );
        expect(checked).toMatchObject({ can_consume: true, offline_shop: { title: member.store } });
      }
    }
    const history = await api.ok('GET', '/api/shops/action_history/?action=consume');
    expect(history.count).toBe(4);
    expect(await loadDemoSet(s.app.ctx)).toBeNull();
  });

  it('paid orders used an automatic rule, coupon codes and the shipping template', async () => {
    await loadDemoSet(s.app.ctx);
    type Row = {
      financial_status: string;
      selected_channel: string;
      shipping_cost: string;
      lines: { shipping_method: { title: string } | null }[];
      discounts: { coupon_code: string | null; amount: string }[];
      coupon_codes: { code: string }[];
    };
    const paid = (await api.ok('GET', '/api/orders/order/?page_size=100&financial_status=paid'))
      .results as Row[];
    const automatic = paid.filter((o) => o.discounts.some((d) => d.coupon_code === null));
    const coded = paid.filter((o) => o.coupon_codes.length > 0);
    const shipped = paid.filter(
      (o) => o.selected_channel === 'delivery' && o.shipping_cost !== '0.00',
    );
    expect(automatic.length).toBeGreaterThan(0);
    expect(coded.length).toBeGreaterThanOrEqual(4);
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped[0]!.lines[0]!.shipping_method?.title).toBe('普通快递');
    // The codes those orders used are `used` on the coupon codes list.
    const used = new Set(
      (await api.ok('GET', '/api/discounts/coupon_code/?status=used&page_size=100')).results.map(
        (c: { code: string }) => c.code,
      ),
    );
    for (const order of coded) expect(used.has(order.coupon_codes[0]!.code)).toBe(true);
  });

  it('demo load prints the staff sign-ins and a few keys to try', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-demo-'));
    const lines: string[] = [];
    const out = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    try {
      const flags = ['--data-dir', dataDir];
      await runCli(
        ['init', '--manager-username', 'boss', '--manager-password', 'boss-password', ...flags],
        {},
        { out },
      );
      expect(await runCli(['demo', 'load', ...flags], {}, { out })).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const text = lines.join('\n');
    expect(text).toMatch(/clerk\.nanjing \/ \S{12} {2}\(南京西路店\)/);
    expect(text).toMatch(/clerk\.xujiahui \/ \S{12} {2}\(徐家汇店\)/);
    expect(text.match(/^ {2}\d{12} {2}/gm)).toHaveLength(4);
  });
});
