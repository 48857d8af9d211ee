import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, keys, pickUpClient, STAFF_KEYS, STAFF_PASSWORD } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let store: { id: number; title: string };

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  store = await api.createStore();
});
afterEach(() => s.close());

const login = (username: string, password = STAFF_PASSWORD) =>
  s.app.inject({ method: 'POST', url: '/api/shops/staff_login/', payload: { username, password } });

const listCodes = (as: Record<string, string>) =>
  api.call('GET', '/api/orders/pick_up_code/', undefined, as);

describe('staff administration', () => {
  it('a manager creates a staff member (201) who signs in and sees his store; the list shows everyone', async () => {
    const response = await api.call('POST', '/api/shops/staff/', {
      username: 'Clerk.One',
      password: STAFF_PASSWORD,
      offline_shop_id: store.id,
      is_active: false,
      role: 'staff',
    });
    expect(response.statusCode, response.body).toBe(201);
    const member = response.json();
    expect(keys(member)).toEqual(STAFF_KEYS);
    expect(member).toEqual({
      id: 2,
      username: 'Clerk.One',
      role: 'staff',
      offline_shop: { id: store.id, title: '南京西路店' },
      is_active: true,
      created_at: '2026-11-21T20:00:00.000+08:00',
      last_login_at: null,
    });
    expect(JSON.stringify(member)).not.toContain(STAFF_PASSWORD);

    clock.advance(60_000);
    const signedIn = await login('clerk.one');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff).toEqual({
      id: 2,
      username: 'Clerk.One',
      role: 'staff',
      offline_shop: { id: store.id, title: '南京西路店' },
    });

    const page = await api.ok('GET', '/api/shops/staff/');
    expect(page.count).toBe(2);
    expect(page.results.map((m: { username: string }) => m.username)).toEqual([
      'manager',
      'Clerk.One',
    ]);
    expect(page.results[1].last_login_at).toBe('2026-11-21T20:01:00.000+08:00');
    expect(await api.ok('GET', '/api/shops/staff/2/')).toEqual(page.results[1]);
    expectError(await api.call('GET', '/api/shops/staff/99/'), 404, 'not_found');

    // Filters.
    const other = await api.createStore({ title: '徐家汇店' });
    await api.createStaff('clerk.two', other.id);
    const names = async (query: string) =>
      (await api.ok('GET', `/api/shops/staff/${query}`)).results.map(
        (m: { username: string }) => m.username,
      );
    expect(await names('?role=staff')).toEqual(['Clerk.One', 'clerk.two']);
    expect(await names('?role=manager')).toEqual(['manager']);
    expect(await names(`?offline_shop=${other.id}`)).toEqual(['clerk.two']);
    expect(await names('?is_active=false')).toEqual([]);
    expectError(await api.call('GET', '/api/shops/staff/?role=boss'), 400, 'invalid');
  });

  it('usernames are 3–32 of [A-Za-z0-9_.-] and unique in any case (409 duplicate); passwords ≥ 8 and not the username', async () => {
    await api.createStaff('clerk', store.id);
    const bad: [Record<string, unknown>, string][] = [
      [{ username: 'ab' }, 'username'],
      [{ username: 'x'.repeat(33) }, 'username'],
      [{ username: 'has space' }, 'username'],
      [{ username: '王芳' }, 'username'],
      [{ username: 'short.pw', password: 'seven77' }, 'password'],
      [{ username: 'same.name', password: 'Same.Name' }, 'password'],
      [{ username: 'no.password', password: undefined }, 'password'],
      [{ username: 'bad.store', offline_shop_id: 'one' }, 'offline_shop_id'],
    ];
    for (const [body, field] of bad) {
      const response = await api.call('POST', '/api/shops/staff/', {
        password: STAFF_PASSWORD,
        offline_shop_id: store.id,
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    for (const username of ['clerk', 'CLERK', 'Manager']) {
      const duplicate = expectError(
        await api.call('POST', '/api/shops/staff/', {
          username,
          password: STAFF_PASSWORD,
          offline_shop_id: store.id,
        }),
        409,
        'duplicate',
      );
      expect(duplicate.detail).toMatch(/username/);
    }
    expect((await api.ok('GET', '/api/shops/staff/')).count).toBe(2);
  });

  it('a staff member belongs to one active store; a manager may have none', async () => {
    const closed = await api.createStore({ title: '已关闭', is_active: false });
    for (const offline_shop_id of [null, 999, closed.id]) {
      const response = await api.call('POST', '/api/shops/staff/', {
        username: 'clerk',
        password: STAFF_PASSWORD,
        offline_shop_id,
      });
      expect(response.statusCode, String(offline_shop_id)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['offline_shop_id']);
    }
    const boss = await api.createStaff('second.boss', null, { role: 'manager' });
    expect(boss).toMatchObject({ role: 'manager', offline_shop: null });
  });

  it('only managers: a plain staff token is 403, applications are 403, anonymous callers 401', async () => {
    const clerk = await api.staffOf('clerk', store.id);
    const app = s.bearer(await s.appToken('read write'));
    for (const as of [clerk, app]) {
      expectError(
        await api.call('GET', '/api/shops/staff/', undefined, as),
        403,
        'permission_denied',
      );
      expectError(
        await api.call(
          'POST',
          '/api/shops/staff/',
          { username: 'x.y.z', password: STAFF_PASSWORD, offline_shop_id: store.id },
          as,
        ),
        403,
        'permission_denied',
      );
      expectError(
        await api.call('PATCH', '/api/shops/staff/2/', { is_active: false }, as),
        403,
        'permission_denied',
      );
    }
    expectError(
      await api.call('GET', '/api/shops/staff/', undefined, {}),
      401,
      'not_authenticated',
    );
  });
});

describe('changing a staff member', () => {
  it('deactivating ends his sessions at once; he cannot sign in; reactivating lets him sign in anew', async () => {
    const clerk = await api.staffOf('clerk', store.id);
    const second = s.auth(await s.login('clerk', STAFF_PASSWORD));
    expect((await listCodes(clerk)).statusCode).toBe(200);

    const off = await api.ok('PATCH', '/api/shops/staff/2/', { is_active: false });
    expect(off.is_active).toBe(false);
    // Told why: the account was deactivated, not that the session ran out.
    expectError(await listCodes(clerk), 401, 'account_deactivated');
    expectError(await listCodes(second), 401, 'account_deactivated');
    expectError(await login('clerk'), 401, 'invalid_credentials');
    const revoked = await s.database.db
      .selectFrom('staff_token')
      .select('revoked_at')
      .where('staff_id', '=', 2)
      .execute();
    expect(revoked.every((token) => token.revoked_at !== null)).toBe(true);

    await api.ok('PATCH', '/api/shops/staff/2/', { is_active: true });
    const fresh = await login('clerk');
    expect(fresh.statusCode).toBe(200);
    expect((await listCodes(s.auth(fresh.json().token))).statusCode).toBe(200);
    // The tokens of before stay dead.
    expectError(await listCodes(clerk), 401, 'not_authenticated');
  });

  it('a password reset applies the policy, ends his sessions and replaces the old password', async () => {
    const clerk = await api.staffOf('clerk', store.id);
    for (const password of ['short', 'clerk', 'CLERK']) {
      const response = await api.call('PATCH', '/api/shops/staff/2/', { password });
      expect(response.statusCode, password).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['password']);
    }
    expect((await listCodes(clerk)).statusCode).toBe(200);
    const reset = await api.ok('PATCH', '/api/shops/staff/2/', { password: 'a-new-password' });
    expect(keys(reset)).toEqual(STAFF_KEYS);
    expectError(await listCodes(clerk), 401, 'not_authenticated');
    expectError(await login('clerk'), 401, 'invalid_credentials');
    expect((await login('clerk', 'a-new-password')).statusCode).toBe(200);
  });

  it('moving him to another store applies to his current token at once', async () => {
    const other = await api.createStore({ title: '徐家汇店' });
    const clerk = await api.staffOf('clerk', store.id);
    const variant = (await api.createProduct()).variants[0].id;
    const { code } = await api.paidPickUp(other.id, variant);
    expectError(
      await api.call('GET', `/api/orders/pick_up_code/check/?key=${code.key}`, undefined, clerk),
      403,
      'wrong_store',
    );
    const moved = await api.ok('PATCH', '/api/shops/staff/2/', { offline_shop_id: other.id });
    expect(moved.offline_shop).toEqual({ id: other.id, title: '徐家汇店' });
    const checked = await api.ok(
      'GET',
      `/api/orders/pick_up_code/check/?key=${code.key}`,
      undefined,
      clerk,
    );
    expect(checked.can_consume).toBe(true);

    for (const offline_shop_id of [null, 999]) {
      const response = await api.call('PATCH', '/api/shops/staff/2/', { offline_shop_id });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['offline_shop_id']);
    }
    expectError(
      await api.call('PATCH', '/api/shops/staff/99/', { is_active: false }),
      404,
      'not_found',
    );
  });

  it('the shop keeps an active manager: the last one cannot be deactivated (409 last_manager)', async () => {
    expectError(
      await api.call('PATCH', '/api/shops/staff/1/', { is_active: false }),
      409,
      'last_manager',
    );
    await api.createStaff('second.boss', null, { role: 'manager' });
    expect((await api.ok('PATCH', '/api/shops/staff/1/', { is_active: false })).is_active).toBe(
      false,
    );
    const boss = s.auth(await s.login('second.boss', STAFF_PASSWORD));
    expectError(
      await api.call('PATCH', '/api/shops/staff/2/', { is_active: false }, boss),
      409,
      'last_manager',
    );
  });
});
