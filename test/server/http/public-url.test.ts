import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-server/cli-main';
import { startServer, type RunningServer } from '../../../src-server/server';
import {
  FAKE_COMPONENT,
  startFakeSocialPlatform,
  type FakeSocialPlatform,
} from '../../support/fake-social-platform';
import { rawGet } from '../../support/raw-request';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { selfSignedCertificate } from '../../support/self-signed';

const PUBLIC = 'https://pickup.example.com';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-public-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serve beyond loopback needs a public URL', () => {
  it('exits 1 with a message naming --public-url', async () => {
    const errors: string[] = [];
    const out = { log: () => undefined, error: (line: string) => errors.push(line) };
    const args = ['serve', '--host', '0.0.0.0', '--port', '0', '--data-dir', join(dir, 'none')];
    expect(await runCli(args, {}, { out })).toBe(1);
    expect(errors.join('\n')).toMatch(/Listening on 0\.0\.0\.0 .*--public-url/);
    expect(
      await runCli(args, { SHOPDESK_PUBLIC_URL: 'https://pickup.example.com/shop' }, { out }),
    ).toBe(1);
    expect(errors.pop()).toMatch(/public URL must be .* no path/);
  });

  it('with --public-url, answers its Host and loopback, and refuses other hosts (403)', async () => {
    const server = await startServer({
      host: '0.0.0.0',
      port: 0,
      dataDir: join(dir, 'wide'),
      publicUrl: PUBLIC,
      managerUsername: 'boss',
      managerPassword: 'boss-password',
    });
    try {
      const at = `http://127.0.0.1:${server.port}/api/health`;
      expect((await rawGet(at, { host: 'pickup.example.com' })).status).toBe(200);
      expect((await rawGet(at, { host: `127.0.0.1:${server.port}` })).status).toBe(200);
      for (const host of [
        'evil.example.com',
        `0.0.0.0:${server.port}`,
        'pickup.example.com:8443',
      ]) {
        const refused = await rawGet(at, { host });
        expect(refused.status, host).toBe(403);
        expect(JSON.parse(refused.body).code).toBe('invalid_host');
      }
    } finally {
      await server.close();
    }
  });
});

describe('the Host/Origin guard and absolute links with a public URL', () => {
  let s: TestServer;
  afterEach(async () => s.close());

  it('accepts the public origin, refuses others, and builds next/previous on the public URL', async () => {
    s = await createTestServer({ publicUrl: PUBLIC });
    const headers = s.auth(await s.login());
    for (const name of ['Box A', 'Box B'])
      await s.app.inject({
        method: 'POST',
        url: '/api/shippings/shippingmethodgroup/',
        headers,
        payload: { name },
      });
    const page = await s.app.inject({
      method: 'GET',
      url: '/api/shippings/shippingmethodgroup/?page_size=1',
      headers: { ...headers, host: 'pickup.example.com', origin: PUBLIC },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().next).toBe(
      `${PUBLIC}/api/shippings/shippingmethodgroup/?page_size=1&page=2`,
    );
    // Reached through loopback, the links still name the public URL: they are handed on.
    const local = await s.app.inject({
      method: 'GET',
      url: '/api/shippings/shippingmethodgroup/?page_size=1&page=2',
      headers: { ...headers, host: '127.0.0.1:4350' },
    });
    expect(local.json().previous).toBe(`${PUBLIC}/api/shippings/shippingmethodgroup/?page_size=1`);

    // The counter's customer links start with it.
    const health = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().public_url).toBe(PUBLIC);

    for (const origin of ['http://pickup.example.com', 'https://evil.example.com']) {
      const foreign = await s.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'pickup.example.com', origin },
      });
      expect(foreign.statusCode, origin).toBe(403);
      expect(foreign.json().code).toBe('cross_origin');
    }
  });

  it('believes X-Forwarded-Host/Proto from the trusted proxy only', async () => {
    s = await createTestServer({ publicUrl: PUBLIC, trustedProxy: ['10.0.0.5'] });
    const forwarded = {
      host: 'shopdesk.internal:4350',
      'x-forwarded-host': 'pickup.example.com',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    };
    const viaProxy = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: forwarded,
      remoteAddress: '10.0.0.5',
    });
    expect(viaProxy.statusCode, viaProxy.body).toBe(200);
    const elsewhere = await s.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: forwarded,
      remoteAddress: '10.0.0.6',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('invalid_host');
  });

  it('uses the public URL in the messaging-platform links', async () => {
    const clock = testClock();
    const fake: FakeSocialPlatform = await startFakeSocialPlatform({ clock });
    try {
      s = await createTestServer({
        clock,
        publicUrl: PUBLIC,
        social: {
          componentAppid: FAKE_COMPONENT.appid,
          componentSecret: FAKE_COMPONENT.secret,
          verifyTicket: FAKE_COMPONENT.ticket,
          apiBase: fake.apiBase,
          authPage: fake.authPage,
        },
      });
      const started = await s.app.inject({
        method: 'POST',
        url: '/api/social/authorization/authorization_url/',
        headers: { ...s.auth(await s.login()), host: '127.0.0.1:4350' },
        payload: { success_url: 'https://shop.example.com/ok', auth_type: 1 },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { url, _url } = started.json() as { url: string; _url: string };
      expect(url.startsWith(`${PUBLIC}/api/social/authorization/jump/?state=`)).toBe(true);
      expect(new URL(_url).searchParams.get('redirect_uri')).toMatch(
        /^https:\/\/pickup\.example\.com\/api\/social\/authorization\/callback\/\?state=/,
      );
    } finally {
      await fake.close();
    }
  });
});

describe('HTTPS with --tls-cert/--tls-key', () => {
  let server: RunningServer | undefined;
  afterEach(async () => server?.close());

  it('serves the API over TLS with a self-signed certificate', async () => {
    const { cert, key } = selfSignedCertificate(dir);
    const errors: string[] = [];
    expect(
      await runCli(
        ['serve', '--tls-cert', cert, '--data-dir', join(dir, 'tls')],
        {},
        {
          out: { log: () => undefined, error: (line) => errors.push(line) },
        },
      ),
    ).toBe(1);
    expect(errors.pop()).toMatch(/both --tls-cert and --tls-key/);

    server = await startServer({
      port: 0,
      dataDir: join(dir, 'tls'),
      tlsCert: cert,
      tlsKey: key,
      managerUsername: 'boss',
      managerPassword: 'boss-password',
    });
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await rawGet(`${server.url}/api/health`, {}, { ca: readFileSync(cert) });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body).status).toBe('ok');
    // Plain HTTP on the TLS port gets no answer from the API.
    await expect(rawGet(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  });
});
