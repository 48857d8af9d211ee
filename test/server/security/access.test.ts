import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasScope } from '../../../src-server/http/auth';
import { declaredRoutes, type DeclaredRoute } from '../../support/route-rules';
import { createTestServer, type TestServer } from '../../support/server';

// Every route's declared rule, recorded as the app registers it (see route-rules.ts).
vi.mock('../../../src-server/http/auth', async (original) =>
  (await import('../../support/route-rules')).recordingAuth(await original()),
);

/**
 * Access rules, route by route (docs/DESIGN.md §3): every scoped endpoint refuses a missing credential
 * (401) and a wrong one (403); tokens in the query string count for nothing; requests for
 * another host or from another origin are refused; sign-in failures are throttled; a plain
 * staff token reaches only the counter's endpoints.
 */

let s: TestServer;
let routes: DeclaredRoute[];
let manager: string;
let staff: string;
const appTokens = new Map<string, string>();

const AREA_SCOPES = [
  'shippings',
  'discounts',
  'loyalty',
  'shopfront',
  'orders',
  'customers',
  'shops',
  'social',
  'webhooks',
].flatMap((area) => [`${area}:read`, `${area}:write`]);

async function appToken(scopes: string) {
  if (!appTokens.has(scopes)) appTokens.set(scopes, await s.appToken(scopes));
  return appTokens.get(scopes)!;
}

const fill = (url: string) => url.replace(/:[a-z_]+/g, '1');

function send(route: DeclaredRoute, headers: Record<string, string> = {}, query = '') {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  return s.app.inject({
    method: route.method as 'GET',
    url: fill(route.url) + query,
    headers: { ...headers, ...(hasBody && { 'content-type': 'application/json' }) },
    ...(hasBody && { payload: '{}' }),
  });
}

const label = (route: DeclaredRoute) => `${route.method} ${route.url}`;

beforeAll(async () => {
  declaredRoutes.length = 0;
  s = await createTestServer();
  routes = declaredRoutes.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.method !== 'HEAD',
  );
  manager = await s.login();
  const store = await s.app.inject({
    method: 'POST',
    url: '/api/shops/offline_shop/',
    headers: s.auth(manager),
    payload: { title: '南京西路店' },
  });
  await s.app.inject({
    method: 'POST',
    url: '/api/shops/staff/',
    headers: s.auth(manager),
    payload: { username: 'clerk', password: 'clerk-password-1', offline_shop_id: store.json().id },
  });
  staff = await s.login('clerk', 'clerk-password-1');
});

afterAll(async () => {
  await s?.close();
});

describe('every API route declares its rule, and the rule holds', () => {
  it('the routes are all there (recorded as the app registered them)', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.every((route) => route.auth !== undefined)).toBe(true);
    const kinds = new Map<string, number>();
    for (const route of routes) {
      const kind = Object.keys(route.auth!)[0]!;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log(
      `${routes.length} API routes: ${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`,
    );
  });

  it('no credential, or a token in the query string only: 401 not_authenticated', async () => {
    for (const route of routes) {
      if ('public' in route.auth!) continue;
      for (const query of [
        '',
        `?token=${manager}`,
        `?access_token=${manager}`,
        `?auth_token=${manager}`,
      ]) {
        const response = await send(route, {}, query);
        expect(response.statusCode, `${label(route)}${query ? ' (query token)' : ''}`).toBe(401);
        expect(response.json().code).toBe('not_authenticated');
        expect(response.headers['www-authenticate']).toContain('Token');
      }
      // A malformed or unknown credential is 401 too.
      for (const header of [
        'Token',
        'Basic Ym9zczpwYXNz',
        `Token ${manager}x`,
        `Bearer ${staff}x`,
      ]) {
        const response = await send(route, { authorization: header });
        expect(response.statusCode, `${label(route)} with "${header.slice(0, 12)}…"`).toBe(401);
      }
    }
  });

  it('scoped routes: 403 for another scope, for read where write is needed, and for a plain staff token', async () => {
    let checked = 0;
    for (const route of routes) {
      const rule = route.auth!;
      if (!('scope' in rule)) continue;
      const required = typeof rule.scope === 'string' ? [rule.scope] : [...rule.scope];
      const wrong = AREA_SCOPES.find((scope) => !hasScope(new Set([scope]), required))!;
      const refusals = [
        { who: `application with ${wrong}`, headers: s.bearer(await appToken(wrong)) },
        { who: 'plain staff token', headers: s.auth(staff) },
      ];
      const writes = required.filter((scope) => scope.endsWith(':write'));
      if (writes.length === required.length) {
        const readOnly = writes.map((scope) => scope.replace(':write', ':read')).join(' ');
        refusals.push({
          who: `application with ${readOnly}`,
          headers: s.bearer(await appToken(readOnly)),
        });
      }
      for (const { who, headers } of refusals) {
        const response = await send(route, headers);
        expect(response.statusCode, `${label(route)} as ${who}`).toBe(403);
        expect(response.json().code).toBe('permission_denied');
      }
      // The right scope gets past the check (whatever the empty body then makes of it).
      const allowed = await send(route, s.bearer(await appToken(required[0]!)));
      expect([401, 403], `${label(route)} with ${required[0]}`).not.toContain(allowed.statusCode);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('manager routes: 403 for a plain staff token and for any application; staff routes: 403 for applications', async () => {
    const everything = await appToken('read write');
    let managerRoutes = 0;
    for (const route of routes) {
      const rule = route.auth!;
      if ('manager' in rule) {
        managerRoutes++;
        for (const headers of [s.auth(staff), s.bearer(everything)]) {
          const response = await send(route, headers);
          expect(
            response.statusCode,
            `${label(route)} as ${headers.authorization.slice(0, 6)}`,
          ).toBe(403);
        }
      }
      if ('staff' in rule) {
        const response = await send(route, s.bearer(everything));
        expect(response.statusCode, `${label(route)} as an application`).toBe(403);
      }
    }
    expect(managerRoutes).toBeGreaterThan(3);
    // What a counter clerk may do: the offline pick-up endpoints, his store's pick-up notices
    // (never their settings), his store's clerks for offline sign-in and his own sign-out.
    const staffReachable = routes.filter((route) => 'staff' in route.auth!).map(label);
    expect(
      staffReachable.filter(
        (r) =>
          !/pick_up_code|staff_logout|action_history|offline_sign_in|notifications\/(?!settings)/.test(
            r,
          ),
      ),
    ).toEqual([]);
  });

  it('requests for another host or from another origin are refused on every route', async () => {
    for (const route of routes) {
      const host = await send(route, { host: 'shopdesk.attacker.example', ...s.auth(manager) });
      expect(host.statusCode, `${label(route)} Host`).toBe(403);
      expect(host.json().code).toBe('invalid_host');
      const rebinding = await send(route, { host: '127.0.0.1.nip.io', ...s.auth(manager) });
      expect(rebinding.statusCode, `${label(route)} rebinding Host`).toBe(403);
      const origin = await send(route, { origin: 'http://attacker.example', ...s.auth(manager) });
      expect(origin.statusCode, `${label(route)} Origin`).toBe(403);
      expect(origin.json().code).toBe('cross_origin');
      expect(origin.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('sign-in throttling', () => {
  const login = (username: string, password: string, ip = '127.0.0.1') =>
    s.app.inject({
      method: 'POST',
      url: '/api/shops/staff_login/',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('after 5 failures a username is locked, even for the right password (429 Retry-After)', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('clerk', `wrong-${i}`, '127.0.0.2')).statusCode).toBe(401);
    const locked = await login('clerk', 'clerk-password-1', '127.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('throttled');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another username is not locked by it.
    expect((await login('manager', 'manager-pass-1', '127.0.0.3')).statusCode).toBe(200);
  });

  it('one address guessing many usernames is locked too', async () => {
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++)
      status = (await login(`nobody${i}`, 'guess-password', '192.0.2.4')).statusCode;
    expect(status).toBe(429);
    expect((await login('manager', 'manager-pass-1', '192.0.2.4')).statusCode).toBe(429);
    expect((await login('manager', 'manager-pass-1', '192.0.2.5')).statusCode).toBe(200);
  });
});
