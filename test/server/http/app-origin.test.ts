import { afterEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../../src-shared/app-origin';
import { MANAGER, createTestServer, type TestServer } from '../../support/server';

// The desktop app loads the renderer it ships (shopdesk://app) and talks to a shop server's API
// from there (docs/DESIGN.md §13 "Counters connect"): the server accepts that origin beside its
// own, with CORS, and still refuses every other one.

const PUBLIC = 'https://pickup.example.com';

let s: TestServer;
afterEach(async () => s.close());

const preflight = (url: string, origin: string, extra: Record<string, string> = {}) =>
  s.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers':
        'authorization,content-type,idempotency-key,accept-language',
      ...extra,
    },
  });

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

describe('the desktop app’s origin', () => {
  it('gets a preflight answer for the headers it sends, without credentials', async () => {
    s = await createTestServer();
    const answer = await preflight('/api/orders/pick_up_code/consume/', APP_ORIGIN);
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'idempotency-key',
        'accept-language',
      ]),
    );
    expect(listOf(answer.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['get', 'post', 'patch', 'put', 'delete']),
    );
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['access-control-allow-private-network']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/origin/i);
    // Chromium asks a page for a server on the shop's network whether it may reach it.
    const lan = await preflight('/api/health', APP_ORIGIN, {
      'access-control-request-private-network': 'true',
    });
    expect(lan.statusCode).toBe(204);
    expect(lan.headers['access-control-allow-private-network']).toBe('true');
  });

  it('signs in and reads from it, and may read the answer’s headers and refusals', async () => {
    s = await createTestServer();
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/shops/staff_login/',
      headers: { origin: APP_ORIGIN, 'accept-language': 'en' },
      payload: MANAGER,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const token = login.json().token as string;
    const staff = await s.app.inject({
      method: 'GET',
      url: '/api/shops/staff/',
      headers: { origin: APP_ORIGIN, ...s.auth(token) },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(listOf(staff.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['retry-after', 'x-request-id', 'content-disposition']),
    );
    // A refusal is read by the app too (it shows why).
    const refused = await s.app.inject({
      method: 'GET',
      url: '/api/shops/staff/',
      headers: { origin: APP_ORIGIN },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('is accepted by a server with a public URL too, on its public host', async () => {
    s = await createTestServer({ publicUrl: PUBLIC });
    const headers = { host: 'pickup.example.com', origin: APP_ORIGIN };
    const answer = await preflight('/api/health', APP_ORIGIN, { host: 'pickup.example.com' });
    expect(answer.statusCode).toBe(204);
    const health = await s.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(health.statusCode).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    // The Host guard still comes first: the app's origin opens no other host.
    const elsewhere = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...headers, host: 'evil.example.com' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('invalid_host');
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('every other origin', () => {
  const FOREIGN = [
    'https://evil.example',
    'null',
    'shopdesk://other',
    'shopdesk://app.evil.example',
    'shopdesk://app:1',
    'http://app',
    'SHOPDESK://APP',
    `${APP_ORIGIN}/`,
  ];

  it('is refused, preflight and request, and gets no CORS headers', async () => {
    s = await createTestServer();
    const token = await s.login();
    for (const origin of FOREIGN) {
      const answer = await preflight('/api/shops/staff_login/', origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json().code, origin).toBe('cross_origin');
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      const request = await s.app.inject({
        method: 'GET',
        url: '/api/shops/staff/',
        headers: { origin, ...s.auth(token) },
      });
      expect(request.statusCode, origin).toBe(403);
      expect(request.json().code, origin).toBe('cross_origin');
      expect(request.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(request.headers['access-control-expose-headers'], origin).toBeUndefined();
    }
  });

  it('a request without an Origin (not a browser’s) gets no CORS headers', async () => {
    s = await createTestServer();
    const health = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });
});
