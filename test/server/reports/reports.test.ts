import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { settings as shopSettings } from '../../../src-server/modules/shops';

/**
 * The reports against a small history computed by hand. The shop's zone is Asia/Shanghai
 * (UTC+8): packages paid late on 20 November and handed out just after midnight belong to
 * the 21st there, while in UTC the whole story happens on the 20th.
 */
const ZONE = 'Asia/Shanghai';
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toMillis();

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let manager: Record<string, string>;
let api: ReturnType<typeof pickUpClient>;
let storeA: number;
let storeB: number;

beforeAll(async () => {
  clock = testClock(at('2026-11-01T09:00'));
  s = await createTestServer({ clock });
  const signIn = async () => {
    manager = s.auth(await s.login());
    api = pickUpClient(s, manager);
  };
  await signIn();
  storeA = (await api.createStore()).id;
  storeB = (await api.createStore({ title: '徐家汇店', place_code: '310104' })).id;
  await api.createStaff('clerk.a', storeA);
  await api.createStaff('clerk.b', storeB);
  const flask = (await api.createProduct()).variants[0].id;
  const cup = (
    await api.createProduct(
      { price: '10.00', sku: 'SKU-2', barcode: '6900000000002' },
      { title: '陶瓷茶杯 Tea cup' },
    )
  ).variants[0].id;

  /** Sets the clock and signs everyone in again (staff tokens last 12 hours). */
  const when = async (local: string) => {
    clock.set(at(local));
    await signIn();
  };
  const clerk = async (name: string) => s.auth(await s.login(name, STAFF_PASSWORD));
  const consume = async (key: string, as: Record<string, string>) =>
    api.call('POST', '/api/orders/pick_up_code/consume/', { key }, as);
  const check = async (key: string, as: Record<string, string>) =>
    (await api.call('GET', `/api/orders/pick_up_code/check/?key=${key}`, undefined, as)).statusCode;

  // E: paid long before, its code runs out on 20 November at 10:00.
  const { pick_up_expire_days: days } = await shopSettings(s.app.ctx);
  await when(DateTime.fromISO('2026-11-20T10:00', { zone: ZONE }).minus({ days }).toISO()!);
  await api.paidPickUp(storeA, flask);

  // A and B: paid late on the 20th at store A, handed out after midnight (the 21st).
  await when('2026-11-20T23:30');
  const a = await api.paidPickUp(storeA, flask);
  await when('2026-11-20T23:45');
  await api.ok('POST', `/api/orders/pick_up_code/${a.code.id}/stock_prepare/`, {});
  await when('2026-11-20T23:50');
  const b = await api.paidPickUp(storeA, flask);
  await when('2026-11-21T00:10');
  expect((await consume(b.code.key, await clerk('clerk.a'))).statusCode).toBe(200);
  await when('2026-11-21T00:30');
  const clerkA = await clerk('clerk.a');
  expect((await consume(a.code.key, clerkA)).statusCode).toBe(200);
  // A refusal: the same code again.
  expect((await consume(a.code.key, clerkA)).statusCode).toBe(409);
  // An offline hand-out of the same code sent later is a conflict, not a refusal.
  const offline = await api.call(
    'POST',
    '/api/orders/pick_up_code/consume/',
    {
      key: a.code.key,
      offline_at: DateTime.fromMillis(at('2026-11-21T00:20'), { zone: ZONE }).toISO(),
      counter_id: 'c1',
    },
    clerkA,
  );
  expect(offline.statusCode).toBe(409);
  // Red checks are refusals too: a used code, an unknown key. A green one is not.
  expect(await check(a.code.key, clerkA)).toBe(200);
  expect(await check('000000000000', clerkA)).toBe(404);

  // C: two tea cups at store B, prepared, handed out three hours after payment.
  await when('2026-11-21T09:00');
  const c = await api.paidPickUp(storeB, cup, 2);
  await when('2026-11-21T10:00');
  await api.ok('POST', `/api/orders/pick_up_code/${c.code.id}/stock_prepare/`, {});
  const d = await api.paidPickUp(storeA, flask);
  // D: cancelled (refunded) an hour after payment.
  await when('2026-11-21T11:00');
  await api.ok('POST', `/api/orders/order/${d.order.id}/cancel/`, { reason: 'customer' });
  const f = await api.paidPickUp(storeB, flask);
  // F: handed out by mistake and rolled back: not a hand-out.
  await when('2026-11-21T11:30');
  const clerkB = await clerk('clerk.b');
  expect((await consume(f.code.key, clerkB)).statusCode).toBe(200);
  await when('2026-11-21T11:40');
  await api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: f.code.key });
  await when('2026-11-21T12:00');
  const clerkB2 = await clerk('clerk.b');
  expect(await check(c.code.key, clerkB2)).toBe(200);
  expect((await consume(c.code.key, clerkB2)).statusCode).toBe(200);
  // Another store's code: a red check.
  expect(await check(a.code.key, clerkB2)).toBe(403);

  await when('2026-11-22T00:30');
});
afterAll(() => s.close());

const report = (path: string, as = manager) => api.ok('GET', path, undefined, as);

describe('GET /api/reports/pick_up/', () => {
  it('counts per day in the shop time zone, with median and p90 paid-to-handed-out times', async () => {
    const body = await report('/api/reports/pick_up/?from=2026-11-20&to=2026-11-22');
    expect(body).toEqual({
      time_zone: ZONE,
      from: '2026-11-20T00:00:00.000+08:00',
      to: '2026-11-22T00:00:00.000+08:00',
      interval: 'day',
      offline_shop: null,
      results: [
        {
          start: '2026-11-20T00:00:00.000+08:00',
          end: '2026-11-21T00:00:00.000+08:00',
          issued: 2, // A, B
          prepared: 1, // A
          handed_out: 0,
          expired: 1, // E
          canceled: 0,
          paid_to_handed_out_median: null,
          paid_to_handed_out_p90: null,
        },
        {
          start: '2026-11-21T00:00:00.000+08:00',
          end: '2026-11-22T00:00:00.000+08:00',
          issued: 3, // C, D, F
          prepared: 1, // C
          handed_out: 3, // B, A, C (F was rolled back)
          expired: 0,
          canceled: 1, // D
          // 20 min, 60 min, 3 h: the median is the 2nd, the 90th percentile the 3rd.
          paid_to_handed_out_median: 3600,
          paid_to_handed_out_p90: 10800,
        },
      ],
    });
  });

  it('buckets by hour for one store, from the start of the hour of `from`', async () => {
    const body = await report(
      `/api/reports/pick_up/?from=${encodeURIComponent('2026-11-20T23:15:00+08:00')}&to=${encodeURIComponent('2026-11-21 01:00:00')}&interval=hour&offline_shop=${storeA}`,
    );
    expect(body.from).toBe('2026-11-20T23:00:00.000+08:00');
    expect(body.offline_shop).toBe(storeA);
    expect(
      body.results.map((r: Record<string, unknown>) => [
        r.start,
        r.issued,
        r.prepared,
        r.handed_out,
        r.paid_to_handed_out_median,
        r.paid_to_handed_out_p90,
      ]),
    ).toEqual([
      ['2026-11-20T23:00:00.000+08:00', 2, 1, 0, null, null],
      // B after 20 min, A after 60 min: nearest rank 1 of 2 and 2 of 2.
      ['2026-11-21T00:00:00.000+08:00', 0, 0, 2, 1200, 3600],
    ]);
  });

  it('store B alone sees only its own packages', async () => {
    const body = await report(
      `/api/reports/pick_up/?from=2026-11-21&to=2026-11-22&offline_shop=${storeB}`,
    );
    expect(body.results).toEqual([
      expect.objectContaining({
        issued: 2,
        prepared: 1,
        handed_out: 1,
        canceled: 0,
        paid_to_handed_out_median: 10800,
        paid_to_handed_out_p90: 10800,
      }),
    ]);
  });

  it('refuses a window that ends before it starts or has too many buckets', async () => {
    expectError(
      await api.call('GET', '/api/reports/pick_up/?from=2026-11-22&to=2026-11-21'),
      400,
      'invalid',
    );
    expectError(
      await api.call('GET', '/api/reports/pick_up/?from=2026-01-01&to=2026-03-01&interval=hour'),
      400,
      'invalid',
    );
    expectError(await api.call('GET', '/api/reports/pick_up/?interval=week'), 400, 'invalid');
  });
});

describe('GET /api/reports/staff/', () => {
  it('counts hand-outs net of rollbacks, refused hand-outs and red checks, rollbacks and offline conflicts per staff member', async () => {
    const body = await report('/api/reports/staff/?from=2026-11-21&to=2026-11-22');
    expect(body.results).toEqual([
      {
        staff: { id: expect.any(Number), username: 'clerk.a' },
        offline_shop: { id: storeA, title: '南京西路店' },
        handed_out: 2,
        // The refused hand-out, the check of the used code and of the unknown key.
        refused: 3,
        rolled_back: 0,
        // The offline hand-out of A sent after A was handed out online.
        conflicts: 1,
      },
      {
        staff: { id: expect.any(Number), username: 'clerk.b' },
        offline_shop: { id: storeB, title: '徐家汇店' },
        // C; F was rolled back by the manager.
        handed_out: 1,
        // The check of store A's code.
        refused: 1,
        rolled_back: 0,
        conflicts: 0,
      },
      {
        staff: { id: expect.any(Number), username: 'manager' },
        offline_shop: null,
        handed_out: 0,
        refused: 0,
        rolled_back: 1,
        conflicts: 0,
      },
    ]);
    // Nothing happened at the counters on the 20th.
    expect((await report('/api/reports/staff/?from=2026-11-20&to=2026-11-21')).results).toEqual([]);
    // The packages report's hand-outs of the day are the same figure (the dashboard shows both).
    const packages = await report('/api/reports/pick_up/?from=2026-11-21&to=2026-11-22');
    const handedOut = (rows: { handed_out: number }[]) =>
      rows.reduce((total, row) => total + row.handed_out, 0);
    expect(handedOut(packages.results)).toBe(3);
    expect(handedOut(body.results)).toBe(3);
  });
});

describe('GET /api/reports/sales/', () => {
  it('sums paid orders per day, leaves refunded ones out and ranks the products', async () => {
    const body = await report('/api/reports/sales/?from=2026-11-20&to=2026-11-22');
    expect(body.totals).toEqual({
      paid_orders: 4,
      revenue: '96.50',
      discounts: '0.00',
      points_redeemed: 0,
      points_price: '0.00',
    });
    expect(
      body.results.map((r: Record<string, unknown>) => [r.start, r.paid_orders, r.revenue]),
    ).toEqual([
      ['2026-11-20T00:00:00.000+08:00', 2, '51.00'], // A, B
      ['2026-11-21T00:00:00.000+08:00', 2, '45.50'], // C (2 × 10.00), F; D refunded
    ]);
    expect(body.top_products).toEqual([
      {
        product_id: expect.any(Number),
        title: '不锈钢保温杯 Vacuum flask',
        quantity: 3,
        revenue: '76.50',
      },
      { product_id: expect.any(Number), title: '陶瓷茶杯 Tea cup', quantity: 2, revenue: '20.00' },
    ]);
  });
});

describe('GET /api/reports/waiting/', () => {
  it('counts the packages waiting now per store, prepared and expiring soon', async () => {
    // Now is 22 November 00:30. Waiting: only F (store B, rolled back, not prepared), paid on
    // the 21st at 11:00; E ran out on the 20th, the others were handed out or cancelled.
    const { pick_up_expire_days: days } = await shopSettings(s.app.ctx);
    const hoursLeft = days * 24 - 13.5; // F runs out 13.5 hours sooner than a code made now
    const store = (id: number, waiting: number, prepared: number, expiring_soon: number) => ({
      offline_shop: { id, title: id === storeA ? '南京西路店' : '徐家汇店' },
      waiting,
      prepared,
      expiring_soon,
    });
    const body = await report(`/api/reports/waiting/?expiring_within=${Math.ceil(hoursLeft)}`);
    expect(body).toEqual({
      time_zone: ZONE,
      at: '2026-11-22T00:30:00.000+08:00',
      expiring_before: DateTime.fromMillis(at('2026-11-22T00:30') + Math.ceil(hoursLeft) * 3.6e6, {
        zone: ZONE,
      }).toISO(),
      totals: { waiting: 1, prepared: 0, expiring_soon: 1 },
      results: [store(storeA, 0, 0, 0), store(storeB, 1, 0, 1)],
    });
    // An hour less and F is not expiring soon yet (the default is a day ahead).
    const sooner = await report(`/api/reports/waiting/?expiring_within=${Math.floor(hoursLeft)}`);
    expect(sooner.results).toEqual([store(storeA, 0, 0, 0), store(storeB, 1, 0, 0)]);

    // G: a new package at store A, prepared at once.
    const flask = (await api.createProduct({ sku: 'SKU-G', barcode: '6900000000019' })).variants[0]
      .id;
    const g = await api.paidPickUp(storeA, flask);
    await api.ok('POST', `/api/orders/pick_up_code/${g.code.id}/stock_prepare/`, {});
    expect((await report('/api/reports/waiting/')).results).toEqual([
      store(storeA, 1, 1, 0),
      store(storeB, 1, 0, days === 1 ? 1 : 0),
    ]);
  });

  it('refuses hours out of range', async () => {
    for (const hours of ['0', '721', 'soon'])
      expectError(
        await api.call('GET', `/api/reports/waiting/?expiring_within=${hours}`),
        400,
        'invalid',
      );
  });
});

describe('who may read the reports', () => {
  it('a manager or an application with shops:read; not a clerk', async () => {
    const clerk = s.auth(await s.login('clerk.a', STAFF_PASSWORD));
    for (const path of ['pick_up', 'staff', 'sales', 'waiting']) {
      expectError(
        await api.call('GET', `/api/reports/${path}/`, undefined, clerk),
        403,
        'permission_denied',
      );
      const reader = s.bearer(await s.appToken('shops:read'));
      expect((await api.call('GET', `/api/reports/${path}/`, undefined, reader)).statusCode).toBe(
        200,
      );
      const other = s.bearer(await s.appToken('orders:read'));
      expectError(
        await api.call('GET', `/api/reports/${path}/`, undefined, other),
        403,
        'permission_denied',
      );
    }
  });
});
