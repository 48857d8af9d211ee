import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support/server';

// hardening headers on every response, and static paths that try to climb
// out of the renderer folder answered 400/403/404, never 500 and never a file from outside.

let s: TestServer;
let root: string;
let token: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shopdesk-hardening-'));
  const renderer = join(root, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Shopdesk</title>');
  writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1);');
  // A file beside the renderer folder that no request may reach.
  writeFileSync(join(root, 'secret.txt'), 'TOP-SECRET');
  s = await createTestServer({ rendererDir: renderer });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string) =>
  s.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('hardening headers', () => {
  it('X-Content-Type-Options: nosniff on every response: API, error, static file, page', async () => {
    const responses = [
      await s.app.inject({ method: 'GET', url: '/api/health' }),
      await s.app.inject({ method: 'GET', url: '/api/shops/shop_settings/' }),
      await s.app.inject({ method: 'GET', url: '/api/nothing/' }),
      await s.app.inject({ method: 'GET', url: '/assets/app.js' }),
      await page('/'),
      await page('/counter/pick-up'),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404, 200, 200, 200]);
    for (const response of responses)
      expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("UI pages carry a Content-Security-Policy with frame-ancestors 'none'", async () => {
    for (const url of ['/', '/counter/pick-up', '/api/docs/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("script-src 'self'");
    }
  });

  it('Cache-Control: no-store on staff login, shop settings, application create, social settings', async () => {
    const auth = s.auth(token);
    const calls = [
      {
        method: 'POST',
        url: '/api/shops/staff_login/',
        payload: { username: 'manager', password: 'manager-pass-1' },
      },
      { method: 'GET', url: '/api/shops/shop_settings/', headers: auth },
      { method: 'PATCH', url: '/api/shops/shop_settings/', headers: auth, payload: {} },
      {
        method: 'POST',
        url: '/api/shops/application/',
        headers: auth,
        payload: { name: 'script', scopes: 'read' },
      },
      { method: 'GET', url: '/api/social/settings/', headers: auth },
      { method: 'PATCH', url: '/api/social/settings/', headers: auth, payload: {} },
    ] as const;
    for (const call of calls) {
      const response = await s.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBeLessThan(300);
      expect(response.headers['cache-control'], `${call.method} ${call.url}`).toBe('no-store');
    }
    // A plain read keeps its caching to the client.
    const vendors = await s.app.inject({ method: 'GET', url: '/api/shopfront/vendor/' });
    expect(vendors.headers['cache-control']).toBeUndefined();
  });
});

/** A GET over a real socket with the path exactly as given (inject would normalise `..`). */
function rawGet(path: string, accept: string) {
  const { port } = s.app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string; nosniff: unknown }>((done, fail) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers: { accept } }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        done({
          status: incoming.statusCode!,
          body,
          nosniff: incoming.headers['x-content-type-options'],
        }),
      );
    });
    outgoing.on('error', fail);
    outgoing.end();
  });
}

describe('static paths that try to leave the renderer folder', () => {
  it('answer 400, 403 or 404 — never 500, never a file from outside', async () => {
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    const paths = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/assets\\..\\..\\secret.txt',
      '/index.html%00',
      '/assets/app.js%00.png',
      '/%00',
      '/%E0%A4%A',
      '/%c0%ae%c0%ae/secret.txt',
      '/api/..%2fshops%2fshop_settings/',
    ];
    for (const url of paths) {
      for (const accept of ['text/html', '*/*']) {
        const response = await rawGet(url, accept);
        expect([400, 403, 404], `${url} (${accept}) → ${response.status}`).toContain(
          response.status,
        );
        expect(response.body, url).not.toContain('TOP-SECRET');
        expect(response.nosniff, url).toBe('nosniff');
      }
    }
    // Encoded twice, `%2e%2e` is a literal name, not a climb: a page load gets the app's page
    // (a client-side route), anything else a 404; never the file outside.
    for (const [accept, status] of [
      ['text/html', 200],
      ['*/*', 404],
    ] as const) {
      const response = await rawGet('/%252e%252e/secret.txt', accept);
      expect(response.status).toBe(status);
      expect(response.body).not.toContain('TOP-SECRET');
    }
  });
});
