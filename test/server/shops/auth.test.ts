import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HASHING_WAIT_MS,
  hashPassword,
  setHashingWaitMs,
} from '../../../src-server/lib/passwords';
import { createApplication, revokeApplication } from '../../../src-server/modules/shops';
import { createTestServer, MANAGER, testClock, type TestServer } from '../../support/server';

let s: TestServer;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
});
afterEach(() => s.close());

const login = (username: string, password: string, ip = '127.0.0.1') =>
  s.app.inject({
    method: 'POST',
    url: '/api/shops/staff_login/',
    payload: { username, password },
    remoteAddress: ip,
  });

async function addStaff(username: string, password: string, isActive = true) {
  const now = clock.now();
  const shop = await s.database.db
    .insertInto('offline_shop')
    .values({
      title: '南京西路店',
      address: '',
      phone: '',
      business_hours: '',
      place_code: null,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await s.database.db
    .insertInto('staff')
    .values({
      username,
      username_key: username.toLowerCase(),
      password_hash: await hashPassword(password),
      role: 'staff',
      offline_shop_id: shop.id,
      is_active: isActive ? 1 : 0,
      created_by: null,
      created_at: now,
      last_login_at: null,
    })
    .execute();
  return shop.id;
}

describe('staff login and logout', () => {
  it('logs a manager in with a 12-hour token and the staff summary; the username is case-insensitive', async () => {
    const response = await login(MANAGER.username.toUpperCase(), MANAGER.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['device_token', 'expires_at', 'staff', 'token']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expires_at) - clock.now()).toBe(12 * 60 * 60 * 1000);
    expect(body.expires_at).toMatch(/\+08:00$/);
    expect(body.staff).toEqual({
      id: 1,
      username: MANAGER.username,
      role: 'manager',
      offline_shop: null,
    });
    // Tokens are stored only as hashes.
    const stored = await s.database.db.selectFrom('staff_token').select('token_hash').execute();
    expect(stored.map((t) => t.token_hash)).not.toContain(body.token);
  });

  it('shows a staff member his store', async () => {
    const shopId = await addStaff('clerk', 'clerk-password');
    expect((await login('clerk', 'clerk-password')).json().staff).toEqual({
      id: 2,
      username: 'clerk',
      role: 'staff',
      offline_shop: { id: shopId, title: '南京西路店' },
    });
  });

  it('wrong password, unknown user and inactive account: the same 401 invalid_credentials', async () => {
    await addStaff('gone', 'gone-password', false);
    const bodies = [];
    for (const [u, p] of [
      [MANAGER.username, 'wrong-password'],
      ['nobody', 'whatever-pass'],
      ['gone', 'gone-password'],
    ]) {
      const response = await login(u!, p!);
      expect(response.statusCode).toBe(401);
      bodies.push(response.json());
    }
    expect(bodies[0].code).toBe('invalid_credentials');
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const missing = await s.app.inject({
      method: 'POST',
      url: '/api/shops/staff_login/',
      payload: { username: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
  });

  it('locks a username for 15 minutes after 5 failures within 15 minutes (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(MANAGER.username, 'wrong-password')).statusCode).toBe(401);
      clock.advance(60_000);
    }
    // The right password does not help while locked.
    const locked = await login(MANAGER.username, MANAGER.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('throttled');
    // Unlocks when the oldest of the five failures leaves the window: 15 min after it.
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60 - 5 * 60);
    // The same wait, as params a screen reads (never the detail's minutes).
    expect(locked.json().params).toEqual({ retry_after: 15 * 60 - 5 * 60 });
    // Another username from the same address is not locked.
    await addStaff('clerk', 'clerk-password');
    expect((await login('clerk', 'clerk-password')).statusCode).toBe(200);

    clock.advance(10 * 60_000 + 1000);
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(200);
  });

  it('four failures then a success reset the count', async () => {
    for (let i = 0; i < 4; i++) await login(MANAGER.username, 'wrong-password');
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(MANAGER.username, 'wrong-password')).statusCode).toBe(401);
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(200);
  });

  it('limits each address too', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(`user${i}`, 'wrong-password', '10.0.0.9')).statusCode).toBe(401);
    }
    const throttled = await login(MANAGER.username, MANAGER.password, '10.0.0.9');
    expect(throttled.statusCode).toBe(429);
    expect((await login(MANAGER.username, MANAGER.password, '10.0.0.10')).statusCode).toBe(200);
  });

  it('strangers on this machine (loopback) do not lock out everyone on it', async () => {
    // Every counter on one machine signs in from 127.0.0.1: it is not one client.
    for (let i = 0; i < 25; i++)
      expect((await login(`made-up-${i}`, 'wrong-password')).statusCode).toBe(401);
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(200);
  });

  it('a device that signed in before is not locked out by strangers (device cookie)', async () => {
    const device = (await login(MANAGER.username, MANAGER.password)).json().device_token;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (let i = 0; i < 8; i++) await login(MANAGER.username, `guess-${i}`, '192.0.2.7');
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(429);
    const withDevice = (password: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/shops/staff_login/',
        payload: { username: MANAGER.username, password },
        headers: { 'x-device-token': device },
      });
    const known = await withDevice(MANAGER.password);
    expect(known.statusCode).toBe(200);
    // The device keeps its token, and its own failures are limited like a username's.
    expect(known.json().device_token).toBe(device);
    for (let i = 0; i < 5; i++) expect((await withDevice(`typo-${i}`)).statusCode).toBe(401);
    expect((await withDevice(MANAGER.password)).statusCode).toBe(429);
    // A device token is only known for the staff member it signed in as.
    await addStaff('clerk', 'clerk-password');
    for (let i = 0; i < 5; i++) await login('clerk', `guess-${i}`, '192.0.2.7');
    const other = await s.app.inject({
      method: 'POST',
      url: '/api/shops/staff_login/',
      payload: { username: 'clerk', password: 'clerk-password' },
      headers: { 'x-device-token': device },
    });
    expect(other.statusCode).toBe(429);
  });

  it('behind a trusted proxy each forwarded client is limited on its own, the proxy not at all', async () => {
    await s.close();
    s = await createTestServer({ clock, trustedProxy: ['10.0.0.1'] });
    const viaProxy = (username: string, forwardedFor?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/shops/staff_login/',
        payload: { username, password: 'wrong-password' },
        remoteAddress: '10.0.0.1',
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    for (let i = 0; i < 20; i++)
      expect((await viaProxy(`user${i}`, '198.51.100.1')).statusCode).toBe(401);
    expect((await viaProxy('user-x', '198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('user-x', '198.51.100.2')).statusCode).toBe(401);
    for (let i = 0; i < 25; i++) expect((await viaProxy(`other${i}`)).statusCode).toBe(401);
  });

  it('a flood of sign-ins waits in the hashing line within its budget: every one is checked, none refused by count', async () => {
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`flood-${i}`, 'wrong-password')),
    );
    expect(flood.map((answer) => answer.statusCode)).toEqual(Array(40).fill(401));
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(200);
  });

  it('past the hashing budget: 503 busy with Retry-After, and the refused attempts count no failure', async () => {
    setHashingWaitMs(1);
    let answers;
    try {
      // Five at once for one username: its whole failure limit, all admitted past the throttle.
      answers = await Promise.all(
        Array.from({ length: 5 }, () => login(MANAGER.username, 'wrong-password')),
      );
    } finally {
      setHashingWaitMs(DEFAULT_HASHING_WAIT_MS);
    }
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.json()).toMatchObject({ code: 'busy', params: { retry_after: 1 } });
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBe(5 - refused.length);
    // Had the refused ones counted, the username would be locked (429) now.
    expect((await login(MANAGER.username, MANAGER.password)).statusCode).toBe(200);
  });

  it('logout revokes the calling token only', async () => {
    const a = (await login(MANAGER.username, MANAGER.password)).json().token;
    const b = (await login(MANAGER.username, MANAGER.password)).json().token;
    const out = await s.app.inject({
      method: 'POST',
      url: '/api/shops/staff_logout/',
      headers: s.auth(a),
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/shops/shop_settings/', headers: s.auth(a) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/shops/shop_settings/', headers: s.auth(b) }))
        .statusCode,
    ).toBe(200);
  });

  it('staff tokens expire after 12 hours', async () => {
    const token = (await login(MANAGER.username, MANAGER.password)).json().token;
    clock.advance(12 * 60 * 60 * 1000 - 1);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shops/shop_settings/',
          headers: s.auth(token),
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(1);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shops/shop_settings/',
          headers: s.auth(token),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('credentials and scopes (401 vs 403)', () => {
  it('401 with WWW-Authenticate for missing, malformed or unknown credentials', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Token', 'Token nope', 'Bearer nope']) {
      const response = await s.app.inject({
        method: 'GET',
        url: '/api/shippings/shippingmethodgroup/',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('a plain staff token is 403 on scoped endpoints; an application lacking the scope is 403', async () => {
    await addStaff('clerk', 'clerk-password');
    const staff = (await login('clerk', 'clerk-password')).json().token;
    const response = await s.app.inject({
      method: 'GET',
      url: '/api/shippings/shippingmethodgroup/',
      headers: s.auth(staff),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'This needs the scope shippings:read.',
      code: 'permission_denied',
    });
    // …but may log out: that only needs a staff token.
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/shops/staff_logout/',
          headers: s.auth(staff),
        })
      ).statusCode,
    ).toBe(204);

    const app = await s.appToken('discounts:read');
    const denied = await s.app.inject({
      method: 'GET',
      url: '/api/shippings/shippingmethodgroup/',
      headers: s.bearer(app),
    });
    expect(denied.statusCode).toBe(403);
    // Applications are not staff: staff-only routes refuse them.
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/shops/staff_logout/',
          headers: s.bearer(app),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a manager token may be sent as Bearer too; an application token never as Token', async () => {
    const manager = (await login(MANAGER.username, MANAGER.password)).json().token;
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shops/shop_settings/',
          headers: s.bearer(manager),
        })
      ).statusCode,
    ).toBe(200);
    const app = await s.appToken('read');
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shops/shop_settings/',
          headers: s.bearer(app),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shops/shop_settings/',
          headers: s.auth(app),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a revoked application is 401 at once', async () => {
    const { application, token } = await createApplication(s.app.ctx, {
      name: 'tool',
      scopes: 'read',
    });
    await revokeApplication(s.app.ctx, application.id);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shops/shop_settings/',
          headers: s.bearer(token),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('shop settings', () => {
  it('GET returns the settings with a 64-hex webhook secret; PATCH changes them; rotation makes a new secret', async () => {
    const headers = s.auth(await s.login());
    const settings = (
      await s.app.inject({ method: 'GET', url: '/api/shops/shop_settings/', headers })
    ).json();
    expect(settings).toMatchObject({
      id: 1,
      timezone: 'Asia/Shanghai',
      currency: 'CNY',
      payment_mode: 'own',
      pick_up_expire_days: 7,
      pick_up_rollback_hours: 24,
    });
    expect(settings.webhook_secret).toMatch(/^[0-9a-f]{64}$/);

    const patched = await s.app.inject({
      method: 'PATCH',
      url: '/api/shops/shop_settings/',
      headers,
      payload: {
        name: '我的店',
        domain: 'My.Shop.Example',
        timezone: 'Europe/Berlin',
        payment_mode: 'collected',
        pick_up_expire_days: 3,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: '我的店',
      domain: 'my.shop.example',
      timezone: 'Europe/Berlin',
      payment_mode: 'collected',
      pick_up_expire_days: 3,
    });
    // Timestamps follow the shop's time zone.
    expect(patched.json().updated_at).toMatch(/\+01:00$/);

    const rotated = (
      await s.app.inject({
        method: 'POST',
        url: '/api/shops/shop_settings/rotate_webhook_secret/',
        headers,
      })
    ).json();
    expect(rotated.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.webhook_secret).not.toBe(settings.webhook_secret);
  });

  it('needs shops:read / shops:write', async () => {
    const reader = s.bearer(await s.appToken('shops:read'));
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/shops/shop_settings/', headers: reader }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await s.app.inject({
          method: 'PATCH',
          url: '/api/shops/shop_settings/',
          headers: reader,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/shops/shop_settings/rotate_webhook_secret/',
          headers: reader,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('applications (manager)', () => {
  it('creates (token shown once), lists without tokens, revokes; application 1 cannot be revoked', async () => {
    const headers = s.auth(await s.login());
    const created = await s.app.inject({
      method: 'POST',
      url: '/api/shops/application/',
      headers,
      payload: { name: 'ERP', scopes: 'shippings:read  write' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 2,
      name: 'ERP',
      scopes: 'shippings:read write',
      revoked_at: null,
    });
    const token = created.json().token;
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shippings/all_place/1/',
          headers: s.bearer(token),
        })
      ).statusCode,
    ).toBe(200);

    const list = (
      await s.app.inject({ method: 'GET', url: '/api/shops/application/', headers })
    ).json();
    expect(list.results.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    expect(JSON.stringify(list)).not.toContain(token);
    expect(list.results[0]).not.toHaveProperty('token');

    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/shops/application/',
      headers,
      payload: { name: 'x', scopes: 'everything' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['scopes']);

    expect(
      (await s.app.inject({ method: 'DELETE', url: '/api/shops/application/2/', headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/shippings/all_place/1/',
          headers: s.bearer(token),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await s.app.inject({ method: 'DELETE', url: '/api/shops/application/1/', headers }))
        .statusCode,
    ).toBe(409);
    expect(
      (await s.app.inject({ method: 'DELETE', url: '/api/shops/application/77/', headers }))
        .statusCode,
    ).toBe(404);
  });

  it('applications may not manage applications', async () => {
    const app = s.bearer(await s.appToken('read write'));
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/shops/application/', headers: app }))
        .statusCode,
    ).toBe(403);
  });
});
