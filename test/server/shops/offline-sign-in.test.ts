import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/**
 * Offline sign-in, the server's half (docs/DESIGN.md §14 "Starting offline"): the shop's
 * `offline_sign_in_days`, and the store's clerks with the stamps a counter keeps its
 * verifiers against.
 */

let s: TestServer;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number };
let storeB: { id: number };
let clerkA: Record<string, string>;

beforeEach(async () => {
  s = await createTestServer({ clock: testClock() });
  api = pickUpClient(s, s.auth(await s.login()));
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店', place_code: '310104' });
  clerkA = await api.staffOf('clerk.a', storeA.id);
});
afterEach(() => s.close());

interface Listed {
  offline_sign_in_days: number;
  clerks: { id: number; username: string; stamp: string }[];
}

const listed = (storeId?: number, as?: Record<string, string>): Promise<Listed> =>
  api.ok(
    'GET',
    `/api/shops/offline_sign_in/${storeId === undefined ? '' : `?offline_shop=${storeId}`}`,
    undefined,
    as,
  );

const stampOf = async (username: string, storeId: number) =>
  (await listed(storeId)).clerks.find((clerk) => clerk.username === username)?.stamp;

describe('the offline_sign_in_days setting', () => {
  it('is 7 by default, 0 to 30 whole days, 0 turning it off', async () => {
    expect(await api.ok('GET', '/api/shops/shop_settings/')).toMatchObject({
      offline_sign_in_days: 7,
      offline_hand_out_hours: 24,
    });
    for (const days of [0, 30, 1]) {
      const patched = await api.ok('PATCH', '/api/shops/shop_settings/', {
        offline_sign_in_days: days,
      });
      expect(patched.offline_sign_in_days).toBe(days);
    }
    for (const days of [-1, 31, 1.5, '7'])
      expectError(
        await api.call('PATCH', '/api/shops/shop_settings/', { offline_sign_in_days: days }),
        400,
        'invalid',
      );
    expect((await api.ok('GET', '/api/shops/shop_settings/')).offline_sign_in_days).toBe(1);
    await api.ok('PATCH', '/api/shops/shop_settings/', { offline_sign_in_days: 0 });
    expect((await listed(undefined, clerkA)).offline_sign_in_days).toBe(0);
  });

  it('is only the managers’ to change', async () => {
    expectError(
      await api.call('PATCH', '/api/shops/shop_settings/', { offline_sign_in_days: 3 }, clerkA),
      403,
      'permission_denied',
    );
  });
});

describe('GET /api/shops/offline_sign_in/', () => {
  it("lists the store's active clerks with stamps, to its own clerks and to managers", async () => {
    const a2 = await api.createStaff('clerk.a2', storeA.id);
    await api.createStaff('clerk.b', storeB.id);
    await api.createStaff('boss.two', null, { role: 'manager' });
    const gone = await api.createStaff('clerk.gone', storeA.id);
    await api.ok('PATCH', `/api/shops/staff/${gone.id}/`, { is_active: false });

    const own = await listed(undefined, clerkA);
    expect(own.offline_sign_in_days).toBe(7);
    expect(own.clerks.map((clerk) => clerk.username)).toEqual(['clerk.a', 'clerk.a2']);
    expect(own.clerks[1]).toEqual({ id: a2.id, username: 'clerk.a2', stamp: expect.any(String) });
    for (const clerk of own.clerks) {
      expect(clerk.stamp).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(Object.keys(clerk).sort()).toEqual(['id', 'stamp', 'username']);
    }
    expect(await listed(storeA.id, clerkA)).toEqual(own);
    // A manager names any store; the same answer.
    expect(await listed(storeA.id)).toEqual(own);
    expect((await listed(storeB.id)).clerks.map((clerk) => clerk.username)).toEqual(['clerk.b']);
    // No hash is given away.
    const answer = await api.call('GET', '/api/shops/offline_sign_in/', undefined, clerkA);
    expect(answer.body).not.toMatch(/argon2|\$/);
    expect(answer.headers['cache-control']).toContain('no-store');
  });

  it("refuses a clerk another store's clerks (403); a manager must name a store (400)", async () => {
    expectError(
      await api.call(
        'GET',
        `/api/shops/offline_sign_in/?offline_shop=${storeB.id}`,
        undefined,
        clerkA,
      ),
      403,
      'permission_denied',
    );
    expectError(await api.call('GET', '/api/shops/offline_sign_in/'), 400, 'invalid');
    expectError(
      await api.call('GET', '/api/shops/offline_sign_in/?offline_shop=x', undefined, clerkA),
      400,
      'invalid',
    );
    const anonymous = await s.app.inject({ method: 'GET', url: '/api/shops/offline_sign_in/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes a stamp on a password reset, a deactivation or a move, and not otherwise', async () => {
    const a2 = await api.createStaff('clerk.a2', storeA.id);
    const first = await stampOf('clerk.a2', storeA.id);
    const other = await stampOf('clerk.a', storeA.id);
    expect(first).not.toBe(other);

    // A sign-in, a patch that changes nothing, another clerk's change: the same stamp.
    await s.login('clerk.a2', 'counter-pass-1');
    await api.ok('PATCH', `/api/shops/staff/${a2.id}/`, {
      is_active: true,
      offline_shop_id: storeA.id,
    });
    const clerkAId = (await listed(storeA.id)).clerks.find((c) => c.username === 'clerk.a')!.id;
    await api.ok('PATCH', `/api/shops/staff/${clerkAId}/`, { password: 'another-pass-2' });
    expect(await stampOf('clerk.a2', storeA.id)).toBe(first);
    expect(await stampOf('clerk.a', storeA.id)).not.toBe(other);

    // A password reset.
    await api.ok('PATCH', `/api/shops/staff/${a2.id}/`, { password: 'another-pass-2' });
    const reset = await stampOf('clerk.a2', storeA.id);
    expect(reset).toBeDefined();
    expect(reset).not.toBe(first);

    // A move: gone from the old store, listed at the new one with another stamp.
    await api.ok('PATCH', `/api/shops/staff/${a2.id}/`, { offline_shop_id: storeB.id });
    expect(await stampOf('clerk.a2', storeA.id)).toBeUndefined();
    const moved = await stampOf('clerk.a2', storeB.id);
    expect(moved).toBeDefined();
    expect(moved).not.toBe(reset);

    // A deactivation: not listed at all.
    await api.ok('PATCH', `/api/shops/staff/${a2.id}/`, { is_active: false });
    expect(await stampOf('clerk.a2', storeB.id)).toBeUndefined();
    await api.ok('PATCH', `/api/shops/staff/${a2.id}/`, { is_active: true });
    expect(await stampOf('clerk.a2', storeB.id)).toBe(moved);
  });
});
