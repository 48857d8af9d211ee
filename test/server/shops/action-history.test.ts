import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTION_KEYS,
  expectError,
  keys,
  pickUpClient,
  STAFF_PASSWORD,
  TIMESTAMP,
} from '../../support/orders';
import { createTestServer, MANAGER, testClock, type TestServer } from '../../support/server';

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number };
let storeB: { id: number };

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店' });
});
afterEach(() => s.close());

type Action = {
  action: string;
  staff: { id: number; username: string } | null;
  offline_shop: { id: number; title: string } | null;
  pick_up_code: { id: number; key: string } | null;
  service_order_id: number | null;
  detail: string;
  ip: string;
};

const history = async (query = '', as?: Record<string, string>) =>
  (await api.ok('GET', `/api/shops/action_history/${query}`, undefined, as)) as {
    count: number;
    results: Action[];
  };
const actions = async (query = '', as?: Record<string, string>) =>
  (await history(query, as)).results.map((record) => record.action);

const signIn = (username: string, password: string, ip = '10.1.2.3') =>
  s.app.inject({
    method: 'POST',
    url: '/api/shops/staff_login/',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('the action history', () => {
  it('records sign-ins, refused sign-ins (known and unknown names) and sign-outs, with staff, store and IP', async () => {
    await api.createStaff('clerk', storeA.id);
    clock.advance(1000);
    expect((await signIn('clerk', 'wrong-password')).statusCode).toBe(401);
    expect((await signIn('ghost', 'whatever-pass')).statusCode).toBe(401);
    const token = (await signIn('clerk', STAFF_PASSWORD)).json().token;
    const out = await s.app.inject({
      method: 'POST',
      url: '/api/shops/staff_logout/',
      headers: s.auth(token),
      remoteAddress: '10.1.2.3',
    });
    expect(out.statusCode).toBe(204);

    const page = await history('?action__in=login,login_failed,logout');
    // Newest first; the manager's own sign-in of the set-up is the oldest.
    expect(page.results.map((r) => r.action)).toEqual([
      'logout',
      'login',
      'login_failed',
      'login_failed',
      'login',
    ]);
    for (const record of page.results) expect(keys(record)).toEqual(ACTION_KEYS);
    const [logout, login, unknown, failed] = page.results;
    expect(logout).toMatchObject({
      staff: { id: 2, username: 'clerk' },
      offline_shop: { id: storeA.id, title: '南京西路店' },
      pick_up_code: null,
      service_order_id: null,
      ip: '10.1.2.3',
    });
    expect(login).toMatchObject({ staff: { id: 2, username: 'clerk' }, ip: '10.1.2.3' });
    expect(unknown).toMatchObject({ staff: null, offline_shop: null });
    expect(unknown!.detail).toContain('ghost');
    expect(failed).toMatchObject({
      staff: { id: 2, username: 'clerk' },
      offline_shop: { id: storeA.id },
    });
    // Never a password.
    expect(JSON.stringify(page)).not.toContain('wrong-password');
    expect(JSON.stringify(page)).not.toContain(STAFF_PASSWORD);
    const created = (await api.ok('GET', '/api/shops/action_history/?page_size=100')).results.at(
      -1,
    );
    expect(created.created_at).toMatch(TIMESTAMP);
  });

  it('records check, consume, consume_refused, rollback and stock_prepare with the code and its order', async () => {
    const clerk = await api.staffOf('clerk', storeA.id);
    const variant = (await api.createProduct()).variants[0].id;
    const { order, code } = await api.paidPickUp(storeA.id, variant);
    const other = (await api.paidPickUp(storeB.id, variant)).code;
    await api.call('GET', `/api/orders/pick_up_code/check/?key=${code.key}`, undefined, clerk);
    await api.call('POST', `/api/orders/pick_up_code/${code.id}/stock_prepare/`, {}, clerk);
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: code.key }, clerk);
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: code.key }, clerk);
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: other.key }, clerk);
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: '555555555555' }, clerk);
    await api.call('POST', '/api/orders/pick_up_code/rollback/', { key: code.key }, clerk);

    const page = await history('?action__in=check,stock_prepare,consume,consume_refused,rollback');
    expect(page.results.map((r) => r.action)).toEqual([
      'rollback',
      'consume_refused',
      'consume_refused',
      'consume_refused',
      'consume',
      'stock_prepare',
      'check',
    ]);
    const [rollback, unknown, wrongStore, used, consume, prepare, check] = page.results;
    const ofCode = {
      staff: { id: 2, username: 'clerk' },
      offline_shop: { id: storeA.id, title: '南京西路店' },
      pick_up_code: { id: code.id, key: code.key },
      service_order_id: order.id,
      ip: '127.0.0.1',
    };
    for (const record of [rollback, used, consume, prepare, check])
      expect(record).toMatchObject(ofCode);
    expect(used!.detail).toMatch(/^code_already_used: This code was already used at .* by clerk/);
    // Another store's code: recorded under the clerk's store, naming the code.
    expect(wrongStore).toMatchObject({
      offline_shop: { id: storeA.id },
      pick_up_code: { id: other.id, key: other.key },
    });
    expect(wrongStore!.detail).toMatch(/^wrong_store: .*徐家汇店/);
    // An unknown key keeps the key typed, and the `key` filter finds it.
    expect(unknown).toMatchObject({
      key: '555555555555',
      pick_up_code: null,
      service_order_id: null,
      offline_shop: { id: storeA.id },
    });
    expect(unknown!.detail).toMatch(/^not_found/);
    expect(await actions('?key=555555555555')).toEqual(['consume_refused']);
  });

  it('records staff_create and staff_update (never the password)', async () => {
    await api.createStaff('clerk', storeA.id);
    await api.ok('PATCH', '/api/shops/staff/2/', {
      offline_shop_id: storeB.id,
      is_active: false,
      password: 'another-secret',
    });
    const [update, create] = (await history('?action__in=staff_create,staff_update')).results;
    expect(create).toMatchObject({
      action: 'staff_create',
      staff: { id: 1, username: MANAGER.username },
      offline_shop: { id: storeA.id },
    });
    expect(create!.detail).toContain('clerk');
    expect(update).toMatchObject({ action: 'staff_update', offline_shop: { id: storeB.id } });
    expect(update!.detail).toBe('Updated "clerk": moved to 徐家汇店, deactivated, password reset.');
    expect(JSON.stringify(update)).not.toContain('another-secret');
  });

  it('filters by action, staff, key, order, store and time; paged', async () => {
    const clerkA = await api.staffOf('clerk.a', storeA.id);
    const clerkB = await api.staffOf('clerk.b', storeB.id);
    const variant = (await api.createProduct()).variants[0].id;
    const a = await api.paidPickUp(storeA.id, variant);
    clock.advance(60_000);
    const b = await api.paidPickUp(storeB.id, variant);
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: a.code.key }, clerkA);
    clock.advance(60_000);
    await api.call('POST', '/api/orders/pick_up_code/consume/', { key: b.code.key }, clerkB);

    expect(await actions('?action=consume')).toEqual(['consume', 'consume']);
    expect(
      (await history('?action=consume&staff=3')).results.map((r) => r.pick_up_code!.key),
    ).toEqual([b.code.key]);
    expect((await history('?staff__in=2,3&action=login')).count).toBe(2);
    expect(await actions(`?key=${a.code.key}`)).toEqual(['consume']);
    expect(await actions(`?service_order_id=${b.order.id}`)).toEqual(['consume']);
    expect(await actions(`?offline_shop=${storeB.id}&action__in=consume,login`)).toEqual([
      'consume',
      'login',
    ]);
    expect((await history(`?offline_shop__in=${storeA.id},${storeB.id}`)).count).toBe(6);
    expect(await actions('?created_at__gte=2026-11-21T12:02:00Z')).toEqual(['consume']);
    expect(await actions('?created_at__lte=2026-11-21 20:00:00&action=consume')).toEqual([]);
    expect(
      await actions('?created_at__gte=2026-11-21 20:01:00&created_at__lte=2026-11-21 20:01:00'),
    ).toEqual(['consume']);
    const paged = await history('?page_size=2&page=2');
    expect(paged.results).toHaveLength(2);
    for (const query of ['?action=dance', '?staff=x', '?created_at__gte=tomorrow'])
      expectError(await api.call('GET', `/api/shops/action_history/${query}`), 400, 'invalid');
  });

  it('staff see their store’s records, managers all; it needs a staff token', async () => {
    const clerkA = await api.staffOf('clerk.a', storeA.id);
    await api.staffOf('clerk.b', storeB.id);
    const seen = await history('', clerkA);
    expect(seen.count).toBeGreaterThan(0);
    expect(new Set(seen.results.map((r) => r.offline_shop?.id))).toEqual(new Set([storeA.id]));
    expect(await actions(`?offline_shop=${storeB.id}`, clerkA)).toEqual([]);
    const all = await history();
    expect(new Set(all.results.map((r) => r.offline_shop?.id ?? null))).toEqual(
      new Set([storeA.id, storeB.id, null]),
    );
    expectError(
      await api.call(
        'GET',
        '/api/shops/action_history/',
        undefined,
        s.bearer(await s.appToken('read write')),
      ),
      403,
      'permission_denied',
    );
    expectError(
      await api.call('GET', '/api/shops/action_history/', undefined, {}),
      401,
      'not_authenticated',
    );
  });

  it('is append-only: the database refuses to change or delete a record', async () => {
    await api.createStaff('clerk', storeA.id);
    await expect(
      s.database.db.updateTable('action_history').set({ detail: 'forged' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(s.database.db.deleteFrom('action_history').execute()).rejects.toThrow(
      /append-only/,
    );
    expect((await history()).results.every((r) => r.detail !== 'forged')).toBe(true);
  });
});
