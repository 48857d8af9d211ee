import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerPickUp, sweepExpired } from '../../../src-server/modules/pick-up';
import { issueCode } from '../../../src-server/modules/pick-up/codes';
import {
  CHECK_KEYS,
  CODE_KEYS,
  CODE_LINE_KEYS,
  expectError,
  FETCH_KEYS,
  STAFF_PASSWORD,
  keys,
  ORDER_KEYS,
  pickUpClient,
  TIMESTAMP,
} from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number; title: string };
let storeB: { id: number; title: string };
let clerkA: Record<string, string>;
let clerkB: Record<string, string>;
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店', place_code: '310104' });
  clerkA = await api.staffOf('clerk.a', storeA.id);
  clerkB = await api.staffOf('clerk.b', storeB.id);
  variantId = (await api.createProduct()).variants[0].id;
});
afterEach(() => s.close());

/** Moves the clock; staff tokens last 12 hours, so everyone signs in again. */
async function travel(ms: number) {
  clock.advance(ms);
  api = pickUpClient(s, s.auth(await s.login()));
  clerkA = s.auth(await s.login('clerk.a', STAFF_PASSWORD));
  clerkB = s.auth(await s.login('clerk.b', STAFF_PASSWORD));
}

const check = (key: string, as = clerkA) =>
  api.call('GET', `/api/orders/pick_up_code/check/?key=${key}`, undefined, as);
const consume = (key: string, as = clerkA) =>
  api.call('POST', '/api/orders/pick_up_code/consume/', { key }, as);
const rollback = (key: string, as = clerkA) =>
  api.call('POST', '/api/orders/pick_up_code/rollback/', { key }, as);
const list = async (query = '', as?: Record<string, string>) =>
  api.ok('GET', `/api/orders/pick_up_code/${query}`, undefined, as);
const ids = async (query = '', as?: Record<string, string>) =>
  (await list(query, as)).results.map((code: { id: number }) => code.id);
const storedStatus = async (id: number) =>
  (
    await s.database.db
      .selectFrom('pick_up_code')
      .select('key_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).key_status;

describe('the pick-up code record', () => {
  it('is issued on payment: 12 random digits, every field, the mobile masked', async () => {
    const { order, code } = await api.paidPickUp(storeA.id, variantId, 3);
    expect(keys(code)).toEqual(CODE_KEYS);
    expect(code).toMatchObject({
      key_status: 'unused',
      stock_status: 'unprepare',
      service_order_id: order.id,
      order_number: order.order_number,
      offline_shop: { id: storeA.id, title: '南京西路店' },
      customer: { id: order.customer.id, full_name: '王芳', mobile: '138****8000' },
      total_quantity: 3,
      expires_at: '2026-11-28T20:00:00.000+08:00',
      used_at: null,
      used_by: null,
      prepared_at: null,
      created_at: '2026-11-21T20:00:00.000+08:00',
    });
    expect(code.key).toMatch(/^\d{12}$/);
    expect(code.lines).toEqual([
      {
        title: '不锈钢保温杯 Vacuum flask',
        variant_title: 'Default Title',
        sku: 'SKU-1',
        quantity: 3,
        image: '/demo-images/vacuum-flask.svg',
      },
    ]);
    expect(keys((code.lines as object[])[0]!)).toEqual(CODE_LINE_KEYS);
    expect(keys(code.customer as object)).toEqual(['full_name', 'id', 'mobile']);
    // The expiry follows the shop's pick_up_expire_days.
    await api.ok('PATCH', '/api/shops/shop_settings/', { pick_up_expire_days: 2 });
    const other = await api.paidPickUp(storeA.id, variantId);
    expect(other.code.expires_at).toBe('2026-11-23T20:00:00.000+08:00');
    expect(other.code.key).not.toBe(code.key);
  });

  it('keys are unique: a drawn key that is taken is drawn again', async () => {
    const { code, order } = await api.paidPickUp(storeA.id, variantId);
    const second = await api.createOrder({
      selected_channel: 'pick_up',
      pick_up_shop_id: storeA.id,
      lines: [{ variant_id: variantId, quantity: 1 }],
    });
    const drawn = [code.key, code.key, '000000000042'];
    const issued = await s.database.transaction((trx) =>
      issueCode(
        trx,
        {
          order_id: second.id,
          order_number: second.order_number,
          offline_shop_id: storeA.id,
          customer_id: order.customer.id,
          lines: '[]',
          total_quantity: 1,
          expires_at: clock.now() + DAY,
          created_at: clock.now(),
        },
        () => drawn.shift()!,
      ),
    );
    expect(issued.key).toBe('000000000042');
    expect(drawn).toEqual([]);
    expect((await list('?key=000000000042')).results[0].service_order_id).toBe(second.id);
    await expect(
      s.database.db
        .insertInto('pick_up_code')
        .values({
          key: code.key,
          key_status: 'unused',
          stock_status: 'unprepare',
          order_id: order.id + 100,
          order_number: 1,
          offline_shop_id: storeA.id,
          customer_id: order.customer.id,
          lines: '[]',
          total_quantity: 1,
          expires_at: 0,
          created_at: 0,
          updated_at: 0,
        })
        .execute(),
    ).rejects.toThrow(/UNIQUE|unique/);
  });
});

describe('listing', () => {
  it('newest first, with every filter of the spec (key__in and key_in alike)', async () => {
    const a1 = (await api.paidPickUp(storeA.id, variantId)).code;
    clock.advance(1000);
    const a2 = (await api.paidPickUp(storeA.id, variantId)).code;
    clock.advance(1000);
    const b1 = (await api.paidPickUp(storeB.id, variantId)).code;
    clock.advance(1000);
    const a3 = (await api.paidPickUp(storeA.id, variantId)).code;
    await api.ok('POST', `/api/orders/pick_up_code/${a2.id}/stock_prepare/`, {}, clerkA);
    await consume(a3.key);
    await api.ok('POST', `/api/orders/order/${a1.service_order_id}/cancel/`);

    expect(await ids()).toEqual([a3.id, b1.id, a2.id, a1.id]);
    const page = await list('?page_size=2');
    expect(page.count).toBe(4);
    expect(page.next).toBe('http://localhost/api/orders/pick_up_code/?page_size=2&page=2');
    for (const code of page.results) expect(keys(code)).toEqual(CODE_KEYS);

    expect(await ids(`?id=${a2.id}`)).toEqual([a2.id]);
    expect(await ids(`?id__in=${a1.id},${b1.id}`)).toEqual([b1.id, a1.id]);
    expect(await ids('?stock_status=prepared')).toEqual([a2.id]);
    expect(await ids('?stock_status=unprepare')).toEqual([a3.id, b1.id, a1.id]);
    expect(await ids('?stock_status__in=prepared,unprepare')).toHaveLength(4);
    expect(await ids(`?service_order_id=${b1.service_order_id}`)).toEqual([b1.id]);
    expect(
      await ids(`?service_order_id__in=${a1.service_order_id},${a3.service_order_id}`),
    ).toEqual([a3.id, a1.id]);
    expect(await ids(`?key=${a2.key}`)).toEqual([a2.id]);
    expect(await ids(`?key__in=${a1.key},${b1.key}`)).toEqual([b1.id, a1.id]);
    expect(await ids(`?key_in=${a1.key},${b1.key}`)).toEqual([b1.id, a1.id]);
    expect(await ids('?key_status=used')).toEqual([a3.id]);
    expect(await ids('?key_status=canceled')).toEqual([a1.id]);
    expect(await ids('?key_status=unused')).toEqual([b1.id, a2.id]);
    expect(await ids('?key_status__in=used,canceled')).toEqual([a3.id, a1.id]);
    expect(await ids(`?offline_shop=${storeB.id}`)).toEqual([b1.id]);
    expect(await ids(`?offline_shop__in=${storeA.id},${storeB.id}`)).toHaveLength(4);
    expect(await ids('?created_at__gte=2026-11-21T12:00:02Z')).toEqual([a3.id, b1.id]);
    expect(await ids('?created_at__lte=2026-11-21 20:00:01')).toEqual([a2.id, a1.id]);
    expect(await ids('?key_status=unused&stock_status=prepared')).toEqual([a2.id]);
    expect(await ids(`?expires_at__lte=${encodeURIComponent(String(a2.expires_at))}`)).toEqual([
      a2.id,
      a1.id,
    ]);
    expect(
      await ids(`?key_status=unused&expires_at__gte=${encodeURIComponent(String(b1.expires_at))}`),
    ).toEqual([b1.id]);

    for (const query of ['?key_status=lost', '?stock_status=ready', '?id=x', '?created_at__gte=no'])
      expectError(await api.call('GET', `/api/orders/pick_up_code/${query}`), 400, 'invalid');
    expectError(
      await api.call('GET', '/api/orders/pick_up_code/?page=3&page_size=2'),
      404,
      'not_found',
    );
  });

  it('a staff member sees his store’s codes only; a manager sees all', async () => {
    const a = (await api.paidPickUp(storeA.id, variantId)).code;
    const b = (await api.paidPickUp(storeB.id, variantId)).code;
    expect(await ids('', clerkA)).toEqual([a.id]);
    expect(await ids('', clerkB)).toEqual([b.id]);
    // Naming the other store changes nothing for staff.
    expect(await ids(`?offline_shop=${storeB.id}`, clerkA)).toEqual([]);
    expect(await ids(`?key=${b.key}`, clerkA)).toEqual([]);
    expect(await ids()).toEqual([b.id, a.id]);
  });
});

describe('scoping: staff of store A and the codes of store B', () => {
  it('cannot check, consume, roll back, prepare or read the order of them: 403 wrong_store naming the store', async () => {
    const { code } = await api.paidPickUp(storeB.id, variantId);
    // The params name the store; nothing was handed out yet.
    const waiting = { store: { id: storeB.id, title: '徐家汇店' }, used_at: null, used_by: null };
    const checked = expectError(await check(code.key), 403, 'wrong_store');
    expect(checked.detail).toContain('徐家汇店');
    expect(checked.params).toEqual(waiting);
    const consumed = expectError(await consume(code.key), 403, 'wrong_store');
    expect(consumed.detail).toContain('徐家汇店');
    expect(consumed.params).toEqual(waiting);
    for (const refused of [
      await api.call('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {}, clerkA),
      await api.call('GET', `/api/orders/pick_up_code/${code.id}/order/`, undefined, clerkA),
    ])
      expect(expectError(refused, 403, 'wrong_store').params).toEqual(waiting);
    // Nothing changed: store B's staff hands it out, and A cannot roll that back.
    const unchanged = (await list(`?key=${code.key}`)).results[0];
    expect(unchanged).toMatchObject({ key_status: 'unused', stock_status: 'unprepare' });
    expect((await consume(code.key, clerkB)).statusCode).toBe(200);
    const handedOut = (await list(`?key=${code.key}`)).results[0];
    expect(handedOut.used_by.username).toBe('clerk.b');
    // Handed out there: store A's clerk is told where, when (the shop's time) and by whom.
    const there = {
      store: { id: storeB.id, title: '徐家汇店' },
      used_at: handedOut.used_at,
      used_by: { id: handedOut.used_by.id, username: 'clerk.b' },
    };
    expect(there.used_at).toMatch(TIMESTAMP);
    for (const refused of [
      await check(code.key),
      await consume(code.key),
      await rollback(code.key),
    ])
      expect(expectError(refused, 403, 'wrong_store').params).toEqual(there);
    for (const refused of [await check(code.key), await consume(code.key)])
      expect(expectError(refused, 403, 'wrong_store').detail).toMatch(
        /^This code belongs to 徐家汇店: the package was already handed out there at 2026-11-2\d \d{2}:\d{2} by clerk\.b\.$/,
      );
    expect((await list(`?key=${code.key}`)).results[0].key_status).toBe('used');
  });

  it('a manager checks and consumes the codes of any store', async () => {
    const { code } = await api.paidPickUp(storeB.id, variantId);
    const manager = s.auth(await s.login());
    expect((await check(code.key, manager)).json().can_consume).toBe(true);
    const used = await api.ok(
      'POST',
      '/api/orders/pick_up_code/consume/',
      { key: code.key },
      manager,
    );
    expect(used.used_by.username).toBe('manager');
  });
});

describe('check', () => {
  it('answers the record with can_consume and reason for each state', async () => {
    const unused = (await api.paidPickUp(storeA.id, variantId)).code;
    const used = (await api.paidPickUp(storeA.id, variantId)).code;
    const canceled = (await api.paidPickUp(storeA.id, variantId)).code;
    await consume(used.key);
    await api.ok('POST', `/api/orders/order/${canceled.service_order_id}/cancel/`);

    const ok = await check(unused.key);
    expect(ok.statusCode).toBe(200);
    expect(keys(ok.json())).toEqual(CHECK_KEYS);
    expect(ok.json()).toMatchObject({
      id: unused.id,
      key_status: 'unused',
      can_consume: true,
      reason: null,
    });
    expect((await check(used.key)).json()).toMatchObject({
      key_status: 'used',
      can_consume: false,
      reason: 'code_already_used',
      used_by: { username: 'clerk.a' },
    });
    expect((await check(canceled.key)).json()).toMatchObject({
      key_status: 'canceled',
      can_consume: false,
      reason: 'code_canceled',
    });
    await travel(7 * DAY);
    expect((await check(unused.key)).json()).toMatchObject({
      key_status: 'expired',
      can_consume: false,
      reason: 'code_expired',
    });
    // A check changes nothing.
    expect(await storedStatus(unused.id)).toBe('unused');

    expectError(await check('000000000000'), 404, 'not_found');
    for (const bad of ['12345', 'abcdefghijkl', '1234567890123', ''])
      expectError(await check(bad), 400, 'invalid');
  });
});

describe('keys as printed', () => {
  it('check, consume and rollback take a key with spaces, dashes or full-width digits', async () => {
    const { code } = await api.paidPickUp(storeA.id, variantId);
    const groups = code.key.match(/\d{4}/g)!;
    const spaced = encodeURIComponent(groups.join(' '));
    const fullWidth = [...code.key]
      .map((digit) => String.fromCodePoint(0xff10 + Number(digit)))
      .join('');

    expect((await check(spaced)).json()).toMatchObject({ id: code.id, can_consume: true });
    expect((await check(encodeURIComponent(fullWidth))).json()).toMatchObject({ id: code.id });
    const used = await consume(groups.join('-'));
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ key: code.key, key_status: 'used' });
    const restored = await rollback(` ${groups.join(' - ')} `);
    expect(restored.json()).toMatchObject({ key: code.key, key_status: 'unused' });
    // The history names the key itself, not the way it was typed.
    const history = await api.ok('GET', '/api/shops/action_history/?action=consume');
    expect(history.results[0].pick_up_code.key).toBe(code.key);
    // Separators do not make a short key whole.
    expectError(await check(encodeURIComponent('6144 2317 850')), 400, 'invalid');
  });
});

describe('consume', () => {
  it('uses the code once: used_at and used_by, the order fulfilled; again is 409 saying when and by whom', async () => {
    const { order, code } = await api.paidPickUp(storeA.id, variantId);
    clock.advance(HOUR);
    const response = await consume(` ${code.key} `);
    expect(response.statusCode, response.body).toBe(200);
    const used = response.json();
    expect(keys(used)).toEqual(CODE_KEYS);
    expect(used).toMatchObject({
      id: code.id,
      key_status: 'used',
      used_at: '2026-11-21T21:00:00.000+08:00',
      used_by: { username: 'clerk.a' },
    });
    expect(used.updated_at).toMatch(TIMESTAMP);
    expect((await api.ok('GET', `/api/orders/order/${order.id}/`)).fulfillment_status).toBe(
      'fulfilled',
    );

    clock.advance(HOUR);
    const again = expectError(await consume(code.key), 409, 'code_already_used');
    expect(again.detail).toBe(
      'This code was already used at 2026-11-21 21:00 by clerk.a (南京西路店).',
    );
    expect(again.params).toEqual({
      store: { id: storeA.id, title: '南京西路店' },
      used_at: '2026-11-21T21:00:00.000+08:00',
      used_by: { id: used.used_by.id, username: 'clerk.a' },
      order_number: order.order_number,
    });
    expect((await list(`?key=${code.key}`)).results[0].used_at).toBe(used.used_at);
  });

  it('refuses expired (409 code_expired), canceled (409 code_canceled) and unknown (404) codes', async () => {
    const expiring = (await api.paidPickUp(storeA.id, variantId)).code;
    const canceled = (await api.paidPickUp(storeA.id, variantId)).code;
    await api.ok('POST', `/api/orders/order/${canceled.service_order_id}/cancel/`);
    const voided = expectError(await consume(canceled.key), 409, 'code_canceled');
    expect(voided.detail).toContain('cancelled');
    expect(voided.params).toEqual({ order_number: canceled.order_number });
    // A code without facts to give has no params.
    expect(expectError(await consume('999999999999'), 404, 'not_found')).not.toHaveProperty(
      'params',
    );
    expectError(
      await api.call('POST', '/api/orders/pick_up_code/consume/', { key: 42 }, clerkA),
      400,
      'invalid',
    );
    await travel(7 * DAY);
    const expired = expectError(await consume(expiring.key), 409, 'code_expired');
    expect(expired.detail).toBe('This code expired at 2026-11-28 20:00.');
    expect(expired.params).toEqual({
      expires_at: '2026-11-28T20:00:00.000+08:00',
      order_number: expiring.order_number,
    });
    expect(await storedStatus(expiring.id)).toBe('unused');
  });

  it('expires at expires_at exactly: a millisecond before it still works', async () => {
    const code = (await api.paidPickUp(storeA.id, variantId)).code;
    await travel(7 * DAY - 1);
    expect((await consume(code.key)).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('reads as expired in every read and filter at once, and the sweep stores it', async () => {
    const old = (await api.paidPickUp(storeA.id, variantId)).code;
    await travel(DAY);
    const young = (await api.paidPickUp(storeA.id, variantId)).code;
    const used = (await api.paidPickUp(storeA.id, variantId)).code;
    await consume(used.key);
    await travel(6 * DAY);

    expect(await ids('?key_status=expired')).toEqual([old.id]);
    expect(await ids('?key_status=unused')).toEqual([young.id]);
    expect(await ids('?key_status__in=expired,used')).toEqual([used.id, old.id]);
    expect((await list(`?key=${old.key}`)).results[0].key_status).toBe('expired');
    expect((await check(old.key)).json().key_status).toBe('expired');
    const order = await api.ok('GET', `/api/orders/order/${old.service_order_id}/`);
    const fetched = await api.ok(
      'GET',
      `/api/orders/pick_up_code/fetch/?order_token=${order.token}&shop=shop.shopdesk.local`,
      undefined,
      {},
    );
    expect(fetched.key_status).toBe('expired');
    expect(await storedStatus(old.id)).toBe('unused');

    expect(await sweepExpired(s.app.ctx)).toBe(1);
    expect(await storedStatus(old.id)).toBe('expired');
    expect(await storedStatus(young.id)).toBe('unused');
    expect(await storedStatus(used.id)).toBe('used');
    expect(await sweepExpired(s.app.ctx)).toBe(0);
    // A cancelled order voids an expired code too.
    await api.ok('POST', `/api/orders/order/${old.service_order_id}/cancel/`);
    expect((await list(`?key=${old.key}`)).results[0].key_status).toBe('canceled');
  });

  it('the app sweeps on a timer with its clock, and stops when it closes', async () => {
    const code = (await api.paidPickUp(storeA.id, variantId)).code;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The sweep reads no order: a context of its own, with the test's clock.
    registerPickUp(app, { ...s.app.ctx, clock }, 10);
    await app.ready();
    const waitFor = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await check()); i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedStatus(code.id)).toBe('unused');
    await travel(8 * DAY);
    await waitFor(async () => (await storedStatus(code.id)) === 'expired');
    expect(await storedStatus(code.id)).toBe('expired');

    await app.close();
    const later = (await api.paidPickUp(storeA.id, variantId)).code;
    clock.advance(8 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await storedStatus(later.id)).toBe('unused');
  });
});

describe('rollback', () => {
  it('turns used back to unused and the order back to pending; not used is 409 code_not_used', async () => {
    const { order, code } = await api.paidPickUp(storeA.id, variantId);
    expect(expectError(await rollback(code.key), 409, 'code_not_used').params).toEqual({
      key_status: 'unused',
      order_number: order.order_number,
    });
    await consume(code.key);
    clock.advance(HOUR);
    const response = await rollback(code.key);
    expect(response.statusCode, response.body).toBe(200);
    expect(keys(response.json())).toEqual(CODE_KEYS);
    expect(response.json()).toMatchObject({ key_status: 'unused', used_at: null, used_by: null });
    expect((await api.ok('GET', `/api/orders/order/${order.id}/`)).fulfillment_status).toBe(
      'pending',
    );
    // It can be handed out again, and rolled back only once per consume.
    expect((await consume(code.key)).statusCode).toBe(200);
    expect((await rollback(code.key)).statusCode).toBe(200);
    expectError(await rollback(code.key), 409, 'code_not_used');
    expectError(await rollback('123123123123'), 404, 'not_found');
    // A cancelled order's code says so.
    const cancelled = (await api.paidPickUp(storeA.id, variantId)).code;
    await api.ok('POST', `/api/orders/order/${cancelled.service_order_id}/cancel/`);
    expect(expectError(await rollback(cancelled.key), 409, 'code_not_used').params).toEqual({
      key_status: 'canceled',
      order_number: cancelled.order_number,
    });
  });

  it('after pick_up_rollback_hours only a manager may roll back (403 for staff)', async () => {
    await api.ok('PATCH', '/api/shops/shop_settings/', { pick_up_rollback_hours: 2 });
    const { code } = await api.paidPickUp(storeA.id, variantId);
    await consume(code.key);
    clock.advance(2 * HOUR - 1);
    const early = (await api.paidPickUp(storeA.id, variantId)).code;
    await consume(early.key);
    // Within the window for the first code: staff may.
    expect((await rollback(code.key)).statusCode).toBe(200);
    await consume(code.key);
    clock.advance(2 * HOUR + 1);
    const late = expectError(await rollback(code.key), 403, 'permission_denied');
    expect(late.detail).toContain('only a manager');
    expect((await list(`?key=${code.key}`)).results[0].key_status).toBe('used');
    const manager = s.auth(await s.login());
    expect((await rollback(code.key, manager)).json().key_status).toBe('unused');
    expect((await rollback(early.key, manager)).statusCode).toBe(200);
  });
});

describe('stock_prepare', () => {
  it('marks a package prepared (the default) or not, with prepared_at; a canceled code is 409', async () => {
    const { code } = await api.paidPickUp(storeA.id, variantId);
    clock.advance(60_000);
    const prepared = await api.ok(
      'POST',
      `/api/orders/pick_up_code/${code.id}/stock_prepare/`,
      undefined,
      clerkA,
    );
    expect(keys(prepared)).toEqual(CODE_KEYS);
    expect(prepared).toMatchObject({
      stock_status: 'prepared',
      prepared_at: '2026-11-21T20:01:00.000+08:00',
      key_status: 'unused',
    });
    const back = await api.ok(
      'POST',
      `/api/orders/pick_up_code/${code.id}/stock_prepare/`,
      { stock_status: 'unprepare' },
      clerkA,
    );
    expect(back).toMatchObject({ stock_status: 'unprepare', prepared_at: null });
    expectError(
      await api.call(
        'POST',
        `/api/orders/pick_up_code/${code.id}/stock_prepare/`,
        { stock_status: 'ready' },
        clerkA,
      ),
      400,
      'invalid',
    );
    expectError(
      await api.call('POST', '/api/orders/pick_up_code/999/stock_prepare/', {}, clerkA),
      404,
      'not_found',
    );
    await api.ok('POST', `/api/orders/order/${code.service_order_id}/cancel/`);
    const nothing = expectError(
      await api.call('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {}, clerkA),
      409,
      'code_canceled',
    );
    expect(nothing.params).toEqual({ order_number: code.order_number });
    expectError(
      await api.call(
        'POST',
        `/api/orders/pick_up_code/${code.id}/stock_prepare/`,
        {},
        s.bearer(await s.appToken('read write')),
      ),
      403,
      'permission_denied',
    );
  });
});

describe('the order of a code and the customer’s view', () => {
  it('{id}/order/ answers the whole order for the code’s store', async () => {
    const { order, code } = await api.paidPickUp(storeA.id, variantId);
    const shown = await api.ok(
      'GET',
      `/api/orders/pick_up_code/${code.id}/order/`,
      undefined,
      clerkA,
    );
    expect(keys(shown)).toEqual(ORDER_KEYS);
    expect(shown).toEqual(await api.ok('GET', `/api/orders/order/${order.id}/`));
    expectError(
      await api.call('GET', '/api/orders/pick_up_code/999/order/', undefined, clerkA),
      404,
      'not_found',
    );
  });

  it('fetch: the customer finds his code by the order token and the shop domain, without a credential', async () => {
    const { order, code } = await api.paidPickUp(storeA.id, variantId, 2);
    const url = (token: string, shop: string) =>
      `/api/orders/pick_up_code/fetch/?order_token=${token}&shop=${shop}`;
    const fetched = await api.ok('GET', url(order.token, 'shop.shopdesk.local'), undefined, {});
    expect(keys(fetched)).toEqual(FETCH_KEYS);
    expect(fetched).toEqual({
      key: code.key,
      key_status: 'unused',
      stock_status: 'unprepare',
      expires_at: code.expires_at,
      used_at: null,
      collected_by: null,
      order_number: order.order_number,
      lines: code.lines,
      total_line_items_price: '51.00',
      total_discounts: '0.00',
      shipping_cost: '0.00',
      points_price: '0.00',
      total_price: '51.00',
      discounts: [],
      offline_shop: {
        id: storeA.id,
        title: '南京西路店',
        address: '上海市静安区南京西路 1000 号',
        phone: '021-62000000',
        business_hours: '10:00-22:00',
      },
    });
    // Picked up: the customer's page can say when.
    const used = (await consume(code.key)).json();
    expect(
      await api.ok('GET', url(order.token, 'shop.shopdesk.local'), undefined, {}),
    ).toMatchObject({ key_status: 'used', used_at: used.used_at });
    expectError(
      await api.call('GET', url('nope', 'shop.shopdesk.local'), undefined, {}),
      404,
      'not_found',
    );
    expectError(
      await api.call('GET', url(order.token, 'other.example.com'), undefined, {}),
      404,
      'not_found',
    );
    expectError(
      await api.call('GET', '/api/orders/pick_up_code/fetch/', undefined, {}),
      400,
      'invalid',
    );
    // An unpaid order has no code yet.
    const unpaid = await api.createOrder({
      selected_channel: 'pick_up',
      pick_up_shop_id: storeA.id,
      lines: [{ variant_id: variantId, quantity: 1 }],
    });
    expectError(
      await api.call('GET', url(unpaid.token, 'shop.shopdesk.local'), undefined, {}),
      404,
      'not_found',
    );
  });
});

describe('who may call the pick-up endpoints', () => {
  it('a staff token (staff or manager); applications 403 whatever their scopes; anonymous 401', async () => {
    const { code } = await api.paidPickUp(storeA.id, variantId);
    const app = s.bearer(await s.appToken('read write'));
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/orders/pick_up_code/'],
      ['GET', `/api/orders/pick_up_code/check/?key=${code.key}`],
      ['POST', '/api/orders/pick_up_code/consume/', { key: code.key }],
      ['POST', '/api/orders/pick_up_code/rollback/', { key: code.key }],
      ['POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {}],
      ['GET', `/api/orders/pick_up_code/${code.id}/order/`],
    ];
    for (const [method, url, body] of calls) {
      expectError(await api.call(method as 'GET', url, body, app), 403, 'permission_denied');
      expectError(await api.call(method as 'GET', url, body, {}), 401, 'not_authenticated');
    }
    expect((await list(`?key=${code.key}`)).results[0].key_status).toBe('unused');
  });
});
