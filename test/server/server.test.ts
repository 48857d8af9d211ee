import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/server';
import { rawGet } from '../support/raw-request';

let dir: string;
const running: RunningServer[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-server-'));
});
afterEach(async () => {
  while (running.length) await running.pop()!.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(options: Partial<Parameters<typeof startServer>[0]> = {}) {
  const server = await startServer({
    dataDir: join(dir, 'data'),
    port: 0,
    managerUsername: 'boss',
    managerPassword: 'boss-password',
    ...options,
  });
  running.push(server);
  return server;
}

/** A raw HTTP request with a chosen Host header. */
const get = (port: number, path: string, host: string) =>
  rawGet(`http://127.0.0.1:${port}${path}`, { host });

describe('startServer', () => {
  it('listens on loopback, creates the shop and manager once, and answers over real HTTP', async () => {
    const server = await start();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.init).toMatchObject({ created: true, managerUsername: 'boss' });
    expect(server.init.generatedPassword).toBeUndefined();
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const login = await fetch(`${server.url}/api/shops/staff_login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss', password: 'boss-password' }),
    });
    expect(login.status).toBe(200);
    await server.close();
    running.pop();

    const again = await start();
    expect(again.init.created).toBe(false);
  });

  it('generates a manager password when none is given', async () => {
    const server = await start({ managerUsername: undefined, managerPassword: undefined });
    expect(server.init.managerUsername).toBe('admin');
    expect(server.init.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('checks the Host header against the port it really listens on', async () => {
    const server = await start();
    expect((await get(server.port, '/api/health', `127.0.0.1:${server.port}`)).status).toBe(200);
    expect((await get(server.port, '/api/health', `localhost:${server.port}`)).status).toBe(200);
    expect((await get(server.port, '/api/health', `localhost:${server.port + 1}`)).status).toBe(
      403,
    );
    expect((await get(server.port, '/api/health', `attacker.example:${server.port}`)).status).toBe(
      403,
    );
  });

  it('takes the next free port when asked to, and fails clearly otherwise', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const server = await start({ port: taken, portFallback: true });
      expect(server.port).toBeGreaterThan(taken);
      await expect(startServer({ dataDir: join(dir, 'other'), port: taken })).rejects.toMatchObject(
        { code: 'EADDRINUSE' },
      );
    } finally {
      blocker.close();
    }
  });

  it('serves the renderer with a single-page-app fallback outside /api', async () => {
    const rendererDir = join(dir, 'renderer');
    mkdirSync(join(rendererDir, 'assets'), { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Shopdesk</title>');
    writeFileSync(join(rendererDir, 'pickup.html'), '<!doctype html><title>Pick-up</title>');
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
    const server = await start({ rendererDir });
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(await index.text()).toContain('<title>Shopdesk</title>');
    const page = { headers: { accept: 'text/html,application/xhtml+xml' } };
    const deepLink = await fetch(`${server.url}/shippings/methods/4`, page);
    expect(await deepLink.text()).toContain('<title>Shopdesk</title>');
    // The customer's link opens its own small page (links already sent keep working).
    const customer = await fetch(`${server.url}/pickup/tok-1?shop=demo.shopdesk.local`, page);
    expect(customer.headers.get('cache-control')).toBe('no-cache');
    expect(await customer.text()).toContain('<title>Pick-up</title>');
    expect(await (await fetch(`${server.url}/pickup/tok-1/x`, page)).text()).toContain(
      '<title>Shopdesk</title>',
    );
    // A file written after start (a rebuilt renderer) is served without a restart.
    writeFileSync(join(rendererDir, 'assets', 'rebuilt.js'), 'console.log(2)');
    expect(await (await fetch(`${server.url}/assets/rebuilt.js`)).text()).toBe('console.log(2)');
    // A missing asset is a 404, not the page.
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/assets/app.js`)).text()).toBe('console.log(1)');
    // Hashed assets are cached for good and compressed; the page is checked each time.
    writeFileSync(join(rendererDir, 'assets', 'pickup-Bx3f9aQz.js'), 'console.log(3);'.repeat(200));
    const asset = await rawGet(`${server.url}/assets/pickup-Bx3f9aQz.js`, {
      'accept-encoding': 'br, gzip',
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.bytes).toBeLessThan(200);
    const gzip = await rawGet(`${server.url}/assets/pickup-Bx3f9aQz.js`, {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    // The browser counter's service worker, at the root for every route: checked at each load
    // (no-cache), so a new deploy's worker is seen (docs/OFFLINE.md, "What survives a restart").
    writeFileSync(join(rendererDir, 'sw.js'), 'self.skipWaiting();');
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const api404 = await fetch(`${server.url}/api/unknown/`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('closes cleanly: the WAL is checkpointed and the port released', async () => {
    const server = await start();
    await server.close();
    running.pop();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    const { statSync } = await import('node:fs');
    expect(
      statSync(join(dir, 'data', 'shopdesk.db-wal'), { throwIfNoEntry: false })?.size ?? 0,
    ).toBe(0);
  });
});
