import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_FILE,
  checkServer,
  connectionFilePath,
  counterPartition,
  needsNewAddress,
  needsRestart,
  parseConnectionSettings,
  readConnectionSettings,
  saveConnection,
  serverOrigin,
  serverProblemDialog,
  startPlan,
  writeConnectionSettings,
} from '../../src-main/connection';
import { COUNTER_PAGE_URL, LOCAL_ORIGIN } from '../../src-main/local-page';
import {
  counterContentSecurityPolicy,
  createWindowOptions,
  isSameOrigin,
  navigationDecision,
  permissionDecision,
} from '../../src-main/security';
import { API_BASE_URL_SWITCH } from '../../src-shared/ipc';
import { createTestServer } from '../support/server';

const SHOP = 'https://pickup.example.com';
const LOOPBACK = 'http://127.0.0.1:4350';

/** A plain HTTP server answering every request with `handler`, on a free loopback port. */
async function httpServer(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('serverOrigin', () => {
  it('takes a server address as typed and gives its origin', () => {
    expect(serverOrigin('https://pickup.example.com')).toBe(SHOP);
    expect(serverOrigin(' https://PICKUP.example.com/ ')).toBe(SHOP);
    expect(serverOrigin('192.168.1.20:4350')).toBe('http://192.168.1.20:4350');
    expect(serverOrigin('http://shop.lan:80/')).toBe('http://shop.lan');
    expect(serverOrigin('http://[::1]:4350')).toBe('http://[::1]:4350');
  });

  it('refuses other schemes, paths, queries, credentials and garbage', () => {
    for (const input of [
      '',
      '   ',
      'ftp://shop.lan',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://shop.lan/counter',
      'https://shop.lan/?x=1',
      'https://shop.lan/#top',
      'https://clerk:secret@shop.lan',
      'http://',
      'http://[::1',
      'not a url at all',
    ]) {
      expect(serverOrigin(input), input).toBeNull();
    }
  });
});

describe('connection settings file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shopdesk-connection-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lives in the userData folder', () => {
    expect(connectionFilePath('/home/clerk/.config/Shopdesk')).toBe(
      join('/home/clerk/.config/Shopdesk', CONNECTION_FILE),
    );
  });

  it('is missing on a first start: no choice yet', async () => {
    expect(await readConnectionSettings(join(dir, 'missing.json'))).toBeNull();
  });

  it('saves and reads back both choices, leaving no temporary file behind', async () => {
    const file = join(dir, 'both.json');
    await writeConnectionSettings(file, { mode: 'server', url: SHOP });
    expect(await readConnectionSettings(file)).toEqual({ mode: 'server', url: SHOP });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ mode: 'server', url: SHOP });
    await writeConnectionSettings(file, { mode: 'local' });
    expect(await readConnectionSettings(file)).toEqual({ mode: 'local' });
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never writes invalid settings', async () => {
    const file = join(dir, 'invalid.json');
    await expect(
      writeConnectionSettings(file, { mode: 'server', url: 'https://shop.lan/path' }),
    ).rejects.toThrow(/invalid/);
    expect(await readConnectionSettings(file)).toBeNull();
  });

  it('falls back to the first-start chooser on a corrupt or foreign file, never throws', async () => {
    const file = join(dir, 'corrupt.json');
    for (const content of [
      '{"mode":"server","url":',
      '',
      'null',
      '[]',
      '{"mode":"cloud"}',
      '{"mode":"server"}',
      '{"mode":"server","url":"ftp://shop.lan"}',
      '{"mode":"server","url":"https://shop.lan/counter"}',
      '{"mode":"local","url":"https://shop.lan"}',
    ]) {
      await writeFile(file, content);
      expect(await readConnectionSettings(file), content).toBeNull();
      expect(startPlan(await readConnectionSettings(file))).toEqual({
        mode: 'local',
        firstStart: true,
      });
    }
  });

  it('validates what the renderer sends', () => {
    expect(parseConnectionSettings({ mode: 'local' })).toEqual({ mode: 'local' });
    expect(parseConnectionSettings({ mode: 'server', url: SHOP })).toEqual({
      mode: 'server',
      url: SHOP,
    });
    expect(parseConnectionSettings({ mode: 'server', url: `${SHOP}/` })).toBeNull();
    expect(parseConnectionSettings({ mode: 'server', url: 42 })).toBeNull();
    expect(parseConnectionSettings('local')).toBeNull();
    expect(parseConnectionSettings(undefined)).toBeNull();
  });
});

describe('start plan: this computer or a shop server', () => {
  it('starts the embedded server by default; the counter window never loads a connection page', () => {
    expect(startPlan(null)).toEqual({ mode: 'local', firstStart: true });
    expect(startPlan({ mode: 'local' })).toEqual({ mode: 'local', firstStart: false });
    // The counter's page is the app's own, in every mode; the connection page is another.
    expect(COUNTER_PAGE_URL).toBe('shopdesk://app/');
  });

  it('starts no server with a shop server URL', () => {
    const plan = startPlan({ mode: 'server', url: SHOP });
    expect(plan).toEqual({ mode: 'server', origin: SHOP, firstStart: false });
  });

  it('keeps each shop server’s storage apart, and this computer’s in the default session', () => {
    expect(counterPartition(startPlan({ mode: 'local' }))).toBeUndefined();
    expect(counterPartition(startPlan(null))).toBeUndefined();
    const shop = counterPartition(startPlan({ mode: 'server', url: SHOP }))!;
    expect(shop).toMatch(/^persist:shopdesk-server-[0-9a-f]{16}$/);
    expect(counterPartition(startPlan({ mode: 'server', url: SHOP }))).toBe(shop);
    expect(counterPartition(startPlan({ mode: 'server', url: 'http://10.0.0.2:4350' }))).not.toBe(
      shop,
    );
  });

  it('restarts only when the server to talk to changes', () => {
    const local = startPlan({ mode: 'local' });
    const first = startPlan(null);
    const remote = startPlan({ mode: 'server', url: SHOP });
    expect(needsRestart(first, { mode: 'local' })).toBe(false);
    expect(needsRestart(local, { mode: 'local' })).toBe(false);
    expect(needsRestart(local, { mode: 'server', url: SHOP })).toBe(true);
    expect(needsRestart(remote, { mode: 'server', url: SHOP })).toBe(false);
    expect(needsRestart(remote, { mode: 'server', url: 'http://10.0.0.2:4350' })).toBe(true);
    expect(needsRestart(remote, { mode: 'local' })).toBe(true);
  });

  it('with a shop server, the window keeps to the app’s pages and talks to that server only', () => {
    const { origin } = startPlan({ mode: 'server', url: SHOP }) as { origin: string };
    // The preload hands the renderer the shop server as its API base URL.
    expect(createWindowOptions('/p.cjs', origin).webPreferences!.additionalArguments).toEqual([
      `${API_BASE_URL_SWITCH}${SHOP}`,
    ]);
    // No page of the server is loaded in the window: its pages go to the browser.
    expect(navigationDecision(`${LOCAL_ORIGIN}/counter`, LOCAL_ORIGIN)).toBe('allow');
    expect(navigationDecision(`${SHOP}/counter`, LOCAL_ORIGIN)).toBe('external');
    expect(permissionDecision('media', `${LOCAL_ORIGIN}/counter`, LOCAL_ORIGIN, ['video'])).toBe(
      true,
    );
    expect(permissionDecision('media', `${SHOP}/counter`, LOCAL_ORIGIN, ['video'])).toBe(false);
    expect(isSameOrigin(`${SHOP}/api/health`, LOCAL_ORIGIN)).toBe(false);
    // The policy lets the page read from that server, no other.
    const policy = counterContentSecurityPolicy(origin);
    expect(policy).toContain(`connect-src 'self' ${SHOP};`);
    expect(policy).not.toContain(LOOPBACK);
  });

  it('on this computer, the window talks to the embedded server only', () => {
    const policy = counterContentSecurityPolicy(LOOPBACK);
    expect(policy).toContain(`connect-src 'self' ${LOOPBACK};`);
    expect(policy).not.toContain(SHOP);
    expect(permissionDecision('media', `${SHOP}/`, LOCAL_ORIGIN, ['video'])).toBe(false);
    expect(permissionDecision('media', `${LOOPBACK}/`, LOCAL_ORIGIN, ['video'])).toBe(false);
  });
});

describe('checkServer: GET /api/health before a shop server address is saved', () => {
  it('accepts a real Shopdesk server', async () => {
    const { app } = await createTestServer();
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = new URL(address).origin;
      const check = await checkServer(`${origin}/`);
      expect(check).toEqual({ ok: true, url: origin, version: expect.any(String) });
    } finally {
      await app.close();
    }
  });

  it('refuses a server that answers at another public address, and names it', async () => {
    const { app } = await createTestServer({ publicUrl: SHOP });
    try {
      const origin = new URL(await app.listen({ port: 0, host: '127.0.0.1' })).origin;
      expect(await checkServer(origin)).toEqual({
        ok: false,
        reason: 'other_address',
        url: origin,
        publicUrl: SHOP,
      });
    } finally {
      await app.close();
    }
  });

  it('says when nothing answers at the address', async () => {
    const server = await httpServer(() => undefined);
    const origin = originOf(server);
    await new Promise((resolve) => server.close(resolve));
    expect(await checkServer(origin)).toEqual({ ok: false, reason: 'unreachable', url: origin });
  });

  it('gives up on a server that never answers', async () => {
    const server = await httpServer(() => undefined); // accepts, never responds
    try {
      expect(await checkServer(originOf(server), 300)).toEqual({
        ok: false,
        reason: 'timeout',
        url: originOf(server),
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('tells a refusal (403) and something that is not Shopdesk apart', async () => {
    const server = await httpServer((request, response) => {
      if (request.headers.host?.startsWith('127.0.0.1')) {
        response.writeHead(403, { 'Content-Type': 'application/json' });
        response.end('{"code":"permission_denied","detail":"Host not allowed."}');
      } else {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<h1>router login</h1>');
      }
    });
    const port = (server.address() as AddressInfo).port;
    try {
      expect(await checkServer(`http://127.0.0.1:${port}`)).toMatchObject({
        ok: false,
        reason: 'refused',
      });
      expect(await checkServer(`http://localhost:${port}`)).toMatchObject({
        ok: false,
        reason: 'not_shopdesk',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses an address that is not a server root without asking anyone', async () => {
    expect(await checkServer('ftp://shop.lan')).toEqual({ ok: false, reason: 'invalid_url' });
    expect(await checkServer('https://shop.lan/counter')).toEqual({
      ok: false,
      reason: 'invalid_url',
    });
  });
});

describe('saveConnection: what the chooser\'s "save" does in the main process', () => {
  /** The clerk's answer in the native dialog: yes, recording what was asked. */
  const asked: unknown[] = [];
  const yes = { confirm: async (next: unknown) => (asked.push(next), true) };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shopdesk-save-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves a shop server that answers, and restarts a counter running its own server', async () => {
    const { app } = await createTestServer();
    try {
      const origin = new URL(await app.listen({ port: 0, host: '127.0.0.1' })).origin;
      const file = join(dir, 'ok.json');
      const local = startPlan({ mode: 'local' });
      expect(await saveConnection(file, { mode: 'server', url: origin }, local, yes)).toEqual({
        saved: true,
        restarting: true,
      });
      expect(await readConnectionSettings(file)).toEqual({ mode: 'server', url: origin });
      // Saved again while connected to it: nothing to restart.
      const remote = startPlan({ mode: 'server', url: origin });
      expect(await saveConnection(file, { mode: 'server', url: origin }, remote, yes)).toEqual({
        saved: true,
        restarting: false,
      });
      // Back to this computer: the embedded server must start, so the app starts again.
      expect(await saveConnection(file, { mode: 'local' }, remote, yes)).toEqual({
        saved: true,
        restarting: true,
      });
      expect(await readConnectionSettings(file)).toEqual({ mode: 'local' });
    } finally {
      await app.close();
    }
  });

  it('saves nothing for an address that does not answer, or for settings that are not valid', async () => {
    const server = await httpServer(() => undefined);
    const origin = originOf(server);
    await new Promise((resolve) => server.close(resolve));
    const file = join(dir, 'refused.json');
    const first = startPlan(null);
    expect(await saveConnection(file, { mode: 'server', url: origin }, first, yes)).toEqual({
      saved: false,
      check: { ok: false, reason: 'unreachable', url: origin },
    });
    for (const value of [{ mode: 'server', url: 'javascript:alert(1)' }, 'local', null]) {
      expect(await saveConnection(file, value, first, yes)).toEqual({
        saved: false,
        check: { ok: false, reason: 'invalid_url' },
      });
    }
    expect(await readConnectionSettings(file)).toBeNull();
    // "This computer" on a first start keeps the embedded server that already runs.
    expect(await saveConnection(file, { mode: 'local' }, first, yes)).toEqual({
      saved: true,
      restarting: false,
    });
  });
});

describe('serverProblemDialog', () => {
  it('is shown for a server that answers wrongly, never for one that does not answer', () => {
    expect(needsNewAddress({ ok: false, reason: 'unreachable', url: SHOP })).toBe(false);
    expect(needsNewAddress({ ok: false, reason: 'timeout', url: SHOP })).toBe(false);
    expect(needsNewAddress({ ok: true, url: SHOP, version: '1.0.0' })).toBe(false);
    expect(needsNewAddress({ ok: false, reason: 'refused', url: SHOP })).toBe(true);
    expect(needsNewAddress({ ok: false, reason: 'not_shopdesk', url: SHOP })).toBe(true);
    expect(
      needsNewAddress({ ok: false, reason: 'other_address', url: LOOPBACK, publicUrl: SHOP }),
    ).toBe(true);
  });

  it('says which server and why, in Chinese or English, with the connection page / close', () => {
    const en = serverProblemDialog({ ok: false, reason: 'refused', url: SHOP }, SHOP, 'en-US');
    expect(en.message).toContain(SHOP);
    expect(en.detail).toMatch(/refuses this address/);
    expect(en.buttons).toEqual(['Connection…', 'Close']);
    const zh = serverProblemDialog(
      { ok: false, reason: 'other_address', url: LOOPBACK, publicUrl: SHOP },
      LOOPBACK,
      'zh-CN',
    );
    expect(zh.message).toContain(LOOPBACK);
    expect(zh.detail).toContain(SHOP);
    expect(zh.buttons).toHaveLength(2);
  });
});
