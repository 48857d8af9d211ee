import { EventEmitter } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkServer,
  confirmConnectionDialog,
  readConnectionSettings,
  saveConnection,
  startPlan,
  writeConnectionSettings,
  type HealthFetch,
} from '../../src-main/connection';
import {
  CONNECTION_PAGE_URL,
  connectionPageUrl,
  COUNTER_PAGE_URL,
  isConnectionPageSender,
  LOCAL_CONTENT_SECURITY_POLICY,
  LOCAL_PARTITION,
  LOCAL_SCHEME_PRIVILEGES,
  localNavigationDecision,
  resolveLocalFile,
} from '../../src-main/local-page';
import { externalLinkDialog, frameNavigationDecision } from '../../src-main/security';
import {
  applicationMenuTemplate,
  connectionConfirmer,
  externalOpener,
  guardWebContents,
  registerConnectionIpc,
  type AskFn,
  type NavigationEventLike,
} from '../../src-main/wiring';
import { IPC_CHANNELS } from '../../src-shared/ipc';
import { isInsecureRemoteAddress } from '../../src-shared/server-address';
import type { ConnectionSaveResult, ConnectionSettings } from '../../src-shared/preload-api';

// The desktop bridge and the app's own pages, with a shop server as the counter's API
// (docs/DEPLOYMENT.md "Pointing a counter at the shop server"): Electron's objects are stood
// in for by the few members the wiring uses.

const SHOP = 'https://pickup.example.com';
const EVIL = 'https://evil.example';
const LOOPBACK = 'http://127.0.0.1:4350';

/** A health answer as a Shopdesk server gives it. */
function healthResponse(version = '9.9.9'): Response {
  return new Response(JSON.stringify({ status: 'ok', version, public_url: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A stand-in for Electron's net.fetch that answers as a Shopdesk server and records calls. */
function netFetch(): HealthFetch & { calls: string[] } {
  const calls: string[] = [];
  const fn: HealthFetch = async (url) => {
    calls.push(url);
    return healthResponse();
  };
  return Object.assign(fn, { calls });
}

describe('the connection check goes through the client the main process gives (net.fetch)', () => {
  it('asks the given client, never Node’s own fetch', async () => {
    const nodeFetch = vi.spyOn(globalThis, 'fetch');
    try {
      const client = netFetch();
      expect(await checkServer('shop.lan:4350', 1000, client)).toEqual({
        ok: true,
        url: 'http://shop.lan:4350',
        version: '9.9.9',
      });
      expect(client.calls).toEqual(['http://shop.lan:4350/api/health']);
      expect(nodeFetch).not.toHaveBeenCalled();
    } finally {
      nodeFetch.mockRestore();
    }
  });

  it('reports a certificate the client refuses as unreachable, not as a crash', async () => {
    const refusing: HealthFetch = async () => {
      throw new TypeError('net::ERR_CERT_AUTHORITY_INVALID');
    };
    expect(await checkServer(SHOP, 1000, refusing)).toEqual({
      ok: false,
      reason: 'unreachable',
      url: SHOP,
    });
  });
});

describe('saving a connection asks in a native dialog naming the new address', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shopdesk-remote-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves nothing when the clerk says no, and says so', async () => {
    const file = join(dir, 'no.json');
    await writeConnectionSettings(file, { mode: 'server', url: SHOP });
    const confirm = vi.fn(async () => false);
    const result = await saveConnection(
      file,
      { mode: 'server', url: EVIL },
      startPlan({ mode: 'server', url: SHOP }),
      { fetchHealth: netFetch(), confirm },
    );
    expect(result).toEqual({ saved: false, canceled: true });
    expect(confirm).toHaveBeenCalledWith(
      { mode: 'server', url: EVIL },
      { mode: 'server', url: SHOP },
    );
    expect(await readConnectionSettings(file)).toEqual({ mode: 'server', url: SHOP });
  });

  it('saves after a yes; asks nothing when nothing changes or the embedded server stays', async () => {
    const file = join(dir, 'yes.json');
    const confirm = vi.fn(async () => true);
    const deps = { fetchHealth: netFetch(), confirm };
    const local = startPlan({ mode: 'local' });
    expect(await saveConnection(file, { mode: 'server', url: SHOP }, local, deps)).toEqual({
      saved: true,
      restarting: true,
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await saveConnection(file, { mode: 'server', url: SHOP }, local, deps)).toMatchObject({
      saved: true,
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    // First start, "this computer": the server that runs already stays, nothing to confirm.
    const fresh = join(dir, 'fresh.json');
    expect(await saveConnection(fresh, { mode: 'local' }, startPlan(null), deps)).toEqual({
      saved: true,
      restarting: false,
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    // Back from a shop server to this computer is a change: asked.
    await saveConnection(file, { mode: 'local' }, startPlan({ mode: 'server', url: SHOP }), deps);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('never asks about an address that does not answer as Shopdesk', async () => {
    const confirm = vi.fn(async () => true);
    const down: HealthFetch = async () => {
      throw new TypeError('fetch failed');
    };
    const result = await saveConnection(
      join(dir, 'down.json'),
      { mode: 'server', url: EVIL },
      startPlan(null),
      { fetchHealth: down, confirm },
    );
    expect(result).toMatchObject({ saved: false, check: { reason: 'unreachable' } });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('the dialog names the full new address, in the system language, and warns on plain http', () => {
    const en = confirmConnectionDialog(
      { mode: 'server', url: 'http://192.168.1.20:4350' },
      'en-US',
    );
    expect(en.message).toContain('http://192.168.1.20:4350');
    expect(en.detail).toMatch(/anyone on the network can read and change/);
    expect(en.warning).toBe(true);
    expect(en.buttons).toEqual(['Switch', 'Cancel']);
    const zh = confirmConnectionDialog({ mode: 'server', url: SHOP }, 'zh-CN');
    expect(zh.message).toContain(SHOP);
    expect(zh.detail).not.toContain('明文');
    expect(zh.warning).toBe(false);
    expect(confirmConnectionDialog({ mode: 'local' }, 'en').message).toMatch(/this computer/);
  });

  it('the native dialog defaults to Cancel, and only the first button switches', async () => {
    const options: Parameters<AskFn>[0][] = [];
    const answers = [1, 0, 2];
    const ask: AskFn = async (o) => (options.push(o), { response: answers.shift()! });
    const confirm = connectionConfirmer(ask, () => 'en');
    const next: ConnectionSettings = { mode: 'server', url: 'http://10.0.0.9:4350' };
    expect(await confirm(next)).toBe(false);
    expect(await confirm(next)).toBe(true);
    expect(await confirm(next)).toBe(false);
    expect(options[0]).toMatchObject({ defaultId: 1, cancelId: 1, type: 'warning' });
    expect(options[0]!.message).toContain('http://10.0.0.9:4350');
  });
});

describe('isInsecureRemoteAddress: plain http to another computer', () => {
  it('warns on plain http to another computer only', () => {
    for (const url of ['http://192.168.1.20:4350', 'http://shop.lan', 'http://10.0.0.2/']) {
      expect(isInsecureRemoteAddress(url), url).toBe(true);
    }
    for (const url of [
      SHOP,
      'http://127.0.0.1:4350',
      'http://127.8.9.10',
      'http://localhost:4350',
      'http://[::1]:4350',
      'not a url',
    ]) {
      expect(isInsecureRemoteAddress(url), url).toBe(false);
    }
    // Look-alikes of loopback are other computers.
    expect(isInsecureRemoteAddress('http://127.0.0.1.evil.example')).toBe(true);
    expect(isInsecureRemoteAddress('http://localhost.evil.example')).toBe(true);
  });
});

describe('the connection page ships in the app bundle', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shopdesk-bundle-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is served from the renderer folder on shopdesk://app, with its assets only', () => {
    expect(CONNECTION_PAGE_URL).toBe('shopdesk://app/connection.html');
    expect(resolveLocalFile(dir, CONNECTION_PAGE_URL)).toEqual({
      path: join(dir, 'connection.html'),
      contentType: 'text/html; charset=utf-8',
    });
    expect(resolveLocalFile(dir, 'shopdesk://app/assets/connection-abc.js')).toEqual({
      path: join(dir, 'assets', 'connection-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(resolveLocalFile(dir, `${CONNECTION_PAGE_URL}?first=1`)?.path).toBe(
      join(dir, 'connection.html'),
    );
  });

  it('never serves anything else or outside the folder', () => {
    for (const url of [
      'shopdesk://app/index.html',
      'shopdesk://app/',
      'shopdesk://app/../main/index.js',
      'shopdesk://app/assets/../../main/index.js',
      'shopdesk://app/assets/%2e%2e/%2e%2e/main/index.js',
      'shopdesk://app/assets/..%2f..%2fmain%2findex.js',
      'shopdesk://app/assets/..%5c..%5cmain%5cindex.js',
      'shopdesk://app/assets/x.js%00.png',
      'shopdesk://app/assets/%E0%A4%A',
      'shopdesk://app/assets/',
      'shopdesk://app/assets/secret.json',
      'shopdesk://other/connection.html',
      'shopdesk://user@app/connection.html',
      'shopdesk://app:8080/connection.html',
      'https://app/connection.html',
      'file:///etc/passwd',
      'garbage',
    ]) {
      expect(resolveLocalFile(dir, url), url).toBeNull();
    }
  });

  it('loads with privileges of a secure standard origin and its own strict policy', () => {
    expect(LOCAL_SCHEME_PRIVILEGES).toMatchObject({ standard: true, secure: true });
    expect(LOCAL_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(LOCAL_CONTENT_SECURITY_POLICY).toContain("connect-src 'none'");
    expect(LOCAL_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('says welcome on a first start', () => {
    expect(connectionPageUrl(true)).toBe('shopdesk://app/connection.html?first=1');
    expect(connectionPageUrl(false)).toBe('shopdesk://app/connection.html');
  });

  it('is an entry of the build, with no <base> that would send its assets to a server', async () => {
    const html = await readFile(
      join(import.meta.dirname, '../../src-renderer/connection.html'),
      'utf8',
    );
    expect(html).not.toMatch(/<base\b/);
    expect(html).toContain('src/features/connection-page/main.ts');
  });
});

describe('the counter’s pages ship in the app bundle', () => {
  const dir = join(tmpdir(), 'shopdesk-renderer');
  const counter = (url: string) => resolveLocalFile(dir, url, 'counter');

  it('serves the renderer on shopdesk://app; a client-side route loads the index page', () => {
    expect(COUNTER_PAGE_URL).toBe('shopdesk://app/');
    for (const url of [
      COUNTER_PAGE_URL,
      'shopdesk://app',
      'shopdesk://app/counter',
      'shopdesk://app/orders/12?tab=lines#top',
      'shopdesk://app/shippings/methods/',
    ]) {
      expect(counter(url), url).toEqual({
        path: join(dir, 'index.html'),
        contentType: 'text/html; charset=utf-8',
      });
    }
    expect(counter('shopdesk://app/assets/index-abc.js')).toEqual({
      path: join(dir, 'assets', 'index-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(counter('shopdesk://app/favicon.svg')?.contentType).toBe('image/svg+xml');
  });

  it('never serves the connection page, the customer’s page, or anything outside the folder', () => {
    for (const url of [
      CONNECTION_PAGE_URL,
      'shopdesk://app/pickup.html',
      'shopdesk://app/%2e%2e/package.json',
      'shopdesk://app/assets/..%2f..%2fmain%2findex.js',
      'shopdesk://app/assets/..%5c..%5cmain%5cindex.js',
      'shopdesk://app/counter%00',
      'shopdesk://app/assets/%E0%A4%A',
      'shopdesk://app/assets/secret.json',
      'shopdesk://app/main.cjs',
      'shopdesk://other/',
      'shopdesk://user@app/',
      'shopdesk://app:8080/',
      'https://app/',
      'file:///etc/passwd',
    ]) {
      expect(counter(url), url).toBeNull();
    }
    // Dot segments the URL parser removes itself stay inside the folder.
    for (const url of [
      'shopdesk://app/../main/index.js',
      'shopdesk://app/../../etc/passwd',
      'shopdesk://app/assets/%2e%2e/%2e%2e/main/index.js',
    ]) {
      expect(counter(url)?.path.startsWith(`${dir}${sep}`), url).toBe(true);
    }
  });
});

describe('isConnectionPageSender: only the connection page may use the connection channels', () => {
  const page = { isMainFrame: true, isConnectionWindow: true };
  it('accepts the main frame of the connection window on the connection page', () => {
    expect(isConnectionPageSender({ ...page, frameUrl: CONNECTION_PAGE_URL })).toBe(true);
    expect(isConnectionPageSender({ ...page, frameUrl: `${CONNECTION_PAGE_URL}?first=1` })).toBe(
      true,
    );
  });

  it('refuses a server page, a frame, another window or another page', () => {
    for (const frameUrl of [
      `${SHOP}/`,
      `${LOOPBACK}/connection`,
      `${LOOPBACK}/connection.html`,
      'shopdesk://app/index.html',
      'shopdesk://evil/connection.html',
      'file:///app/out/renderer/connection.html',
      'about:blank',
      '',
      undefined,
    ]) {
      expect(isConnectionPageSender({ ...page, frameUrl }), String(frameUrl)).toBe(false);
    }
    const url = CONNECTION_PAGE_URL;
    expect(
      isConnectionPageSender({ frameUrl: url, isMainFrame: false, isConnectionWindow: true }),
    ).toBe(false);
    expect(
      isConnectionPageSender({ frameUrl: url, isMainFrame: true, isConnectionWindow: false }),
    ).toBe(false);
  });

  it('keeps the connection window on its page', () => {
    expect(localNavigationDecision(`${CONNECTION_PAGE_URL}?first=1`)).toBe('allow');
    expect(localNavigationDecision(`${SHOP}/`)).toBe('external');
    expect(localNavigationDecision('shopdesk://app/index.html')).toBe('deny');
    expect(localNavigationDecision('javascript:alert(1)')).toBe('deny');
  });
});

/** IPC main stand-in: the handlers, called as Electron would with an event. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  return {
    handlers,
    handle(channel: string, listener: (event: unknown, ...args: unknown[]) => unknown) {
      handlers.set(channel, listener);
    },
    invoke(channel: string, event: unknown, ...args: unknown[]) {
      return Promise.resolve().then(() => handlers.get(channel)!(event, ...args));
    },
  };
}

describe('registerConnectionIpc: the connection channels answer the connection page only', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shopdesk-ipc-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function setUp(file: string) {
    const ipcMain = fakeIpcMain();
    const client = netFetch();
    const confirm = vi.fn(async () => true);
    const saved = vi.fn<(result: ConnectionSaveResult) => void>();
    const fromPage = { page: true };
    registerConnectionIpc({
      ipcMain,
      isConnectionPage: (event) => event === fromPage,
      settingsFile: () => file,
      plan: () => startPlan({ mode: 'local' }),
      origin: () => LOOPBACK,
      fetchHealth: client,
      confirm,
      saved,
    });
    return { ipcMain, client, confirm, saved, fromPage };
  }

  it('refuses a server page’s save and check: nothing saved, nobody probed, no dialog', async () => {
    const file = join(dir, 'refused.json');
    const { ipcMain, client, confirm, saved } = setUp(file);
    const fromServerPage = { page: false };
    await expect(
      ipcMain.invoke(IPC_CHANNELS.connectionSave, fromServerPage, { mode: 'server', url: EVIL }),
    ).rejects.toThrow(/refused/);
    await expect(
      ipcMain.invoke(IPC_CHANNELS.connectionCheck, fromServerPage, 'http://10.0.0.1:22'),
    ).rejects.toThrow(/refused/);
    await expect(ipcMain.invoke(IPC_CHANNELS.connectionGet, fromServerPage)).rejects.toThrow(
      /refused/,
    );
    expect(client.calls).toEqual([]);
    expect(confirm).not.toHaveBeenCalled();
    expect(saved).not.toHaveBeenCalled();
    expect(await readConnectionSettings(file)).toBeNull();
  });

  it('answers the connection page: check through net.fetch, save after the dialog', async () => {
    const file = join(dir, 'page.json');
    const { ipcMain, client, confirm, saved, fromPage } = setUp(file);
    expect(await ipcMain.invoke(IPC_CHANNELS.connectionGet, fromPage)).toEqual({
      settings: null,
      origin: LOOPBACK,
    });
    expect(await ipcMain.invoke(IPC_CHANNELS.connectionCheck, fromPage, SHOP)).toMatchObject({
      ok: true,
      url: SHOP,
    });
    expect(
      await ipcMain.invoke(IPC_CHANNELS.connectionSave, fromPage, { mode: 'server', url: SHOP }),
    ).toEqual({ saved: true, restarting: true });
    expect(client.calls).toEqual([`${SHOP}/api/health`, `${SHOP}/api/health`]);
    expect(confirm).toHaveBeenCalledWith({ mode: 'server', url: SHOP });
    expect(saved).toHaveBeenCalledWith({ saved: true, restarting: true });
    expect(await readConnectionSettings(file)).toEqual({ mode: 'server', url: SHOP });
  });
});

/** A web contents stand-in: an emitter of navigation events, with a window-open handler. */
function fakeContents() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  return {
    on: (event: string, listener: (event: NavigationEventLike) => void) =>
      emitter.on(event, listener),
    setWindowOpenHandler: (handler: (details: { url: string }) => { action: 'deny' }) => {
      openHandler = handler;
    },
    /** Emits a navigation event; true when it was prevented. */
    navigate(event: string, url: string, isMainFrame = true): boolean {
      let prevented = false;
      emitter.emit(event, { url, isMainFrame, preventDefault: () => (prevented = true) });
      return prevented;
    },
    open: (url: string) => openHandler!({ url }),
  };
}

describe('guardWebContents: navigation of the counter window', () => {
  function guarded() {
    const contents = fakeContents();
    const opened: string[] = [];
    guardWebContents(contents, () => ({
      frameNavigation: (url, isMainFrame) => frameNavigationDecision(url, isMainFrame, SHOP),
      openExternal: (url) => opened.push(url),
    }));
    return { contents, opened };
  }

  it('guards every frame (will-frame-navigate): a frame may not load another site', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-frame-navigate', `${EVIL}/phish`, false)).toBe(true);
    expect(contents.navigate('will-frame-navigate', 'javascript:alert(1)', false)).toBe(true);
    expect(contents.navigate('will-frame-navigate', 'shopdesk://app/connection.html', false)).toBe(
      true,
    );
    expect(contents.navigate('will-frame-navigate', `${SHOP}/counter`, false)).toBe(false);
    expect(opened).toEqual([]); // a hidden frame never opens browser tabs
  });

  it('keeps the main frame on the app origin; other sites go to the confirmation', () => {
    const { contents, opened } = guarded();
    expect(contents.navigate('will-navigate', `${SHOP}/orders`)).toBe(false);
    expect(contents.navigate('will-frame-navigate', `${SHOP}/orders`)).toBe(false);
    expect(contents.navigate('will-navigate', `${EVIL}/`)).toBe(true);
    expect(contents.navigate('will-navigate', 'shopdesk://app/connection.html')).toBe(true);
    expect(contents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(contents.navigate('will-redirect', `${EVIL}/`)).toBe(true);
    expect(opened).toEqual([`${EVIL}/`]);
  });

  it('opens no window; links go to the confirmation', () => {
    const { contents, opened } = guarded();
    expect(contents.open(`${EVIL}/x`)).toEqual({ action: 'deny' });
    expect(opened).toEqual([`${EVIL}/x`]);
    // <webview> is refused outright.
    expect(contents.navigate('will-attach-webview', 'about:blank')).toBe(true);
  });
});

describe('externalOpener: http(s) only, after a confirmation naming the host', () => {
  function opener(response: number) {
    const asked: Parameters<AskFn>[0][] = [];
    const opened: string[] = [];
    const open = externalOpener({
      ask: async (options) => (asked.push(options), { response }),
      open: async (href) => void opened.push(href),
      locale: () => 'en-US',
    });
    return { open, asked, opened };
  }

  it('names the host and opens only after "Open"', async () => {
    const yes = opener(0);
    expect(await yes.open('https://help.example.com/guide?x=1')).toBe(true);
    expect(yes.asked[0]!.message).toBe('Open help.example.com in your web browser?');
    expect(yes.asked[0]!.detail).toContain('https://help.example.com/guide?x=1');
    expect(yes.asked[0]).toMatchObject({ defaultId: 1, cancelId: 1 });
    expect(yes.opened).toEqual(['https://help.example.com/guide?x=1']);
    const no = opener(1);
    expect(await no.open('https://help.example.com/')).toBe(false);
    expect(no.opened).toEqual([]);
  });

  it('never asks about, nor opens, anything but http(s)', async () => {
    const yes = opener(0);
    for (const url of [
      'file:///etc/passwd',
      'smb://evil.example/share',
      'ms-msdt:/id PCWDiagnostic',
      'javascript:alert(1)',
      'mailto:a@example.com',
      'garbage',
    ]) {
      expect(await yes.open(url), url).toBe(false);
    }
    expect(yes.asked).toEqual([]);
    expect(yes.opened).toEqual([]);
  });

  it('shows a look-alike host in its ASCII form, and one question at a time', async () => {
    const text = externalLinkDialog('https://pаypal.com/', 'en')!; // Cyrillic а
    expect(text.message).toContain('xn--');
    expect(externalLinkDialog('https://example.com/', 'zh-CN')!.message).toContain('example.com');
    let release: (value: { response: number }) => void = () => undefined;
    const asked: string[] = [];
    const open = externalOpener({
      ask: (options) => (asked.push(options.message), new Promise((r) => (release = r))),
      open: async () => undefined,
      locale: () => 'en',
    });
    const first = open('https://a.example/');
    expect(await open('https://b.example/')).toBe(false); // dropped while the first is asked
    release({ response: 1 });
    expect(await first).toBe(false);
    expect(asked).toEqual(['Open a.example in your web browser?']);
  });
});

describe('applicationMenuTemplate', () => {
  type Item = {
    role?: string;
    submenu?: Item[];
    id?: string;
    accelerator?: string;
    click?: () => void;
  };
  const flatten = (items: Item[]): Item[] =>
    items.flatMap((item) => [item, ...flatten((item.submenu as Item[] | undefined) ?? [])]);

  it('has Shopdesk → Connection… (Ctrl+,) opening the app’s own page', () => {
    const openConnection = vi.fn();
    const items = flatten(
      applicationMenuTemplate({ packaged: true, locale: 'en-US', openConnection }) as Item[],
    );
    const connection = items.find((item) => item.id === 'connection')!;
    expect(connection.accelerator).toBe('CmdOrCtrl+,');
    connection.click!();
    expect(openConnection).toHaveBeenCalledTimes(1);
  });

  it('has no DevTools in a packaged build, and has them in development', () => {
    const packaged = flatten(
      applicationMenuTemplate({
        packaged: true,
        locale: 'zh-CN',
        openConnection: () => {},
      }) as Item[],
    );
    expect(packaged.some((item) => item.role === 'toggleDevTools')).toBe(false);
    const dev = flatten(
      applicationMenuTemplate({
        packaged: false,
        locale: 'en',
        openConnection: () => {},
      }) as Item[],
    );
    expect(dev.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });
});

describe('isInsecureRemoteAddress: odd spellings', () => {
  it('reads the host after any user name, and ignores case and the port', () => {
    expect(isInsecureRemoteAddress('HTTP://LOCALHOST:4350')).toBe(false);
    expect(isInsecureRemoteAddress('http://127.0.0.1@shop.lan')).toBe(true);
    expect(isInsecureRemoteAddress('http://shop.lan@127.0.0.1:4350')).toBe(false);
    expect(isInsecureRemoteAddress('http://[::1]')).toBe(false);
    expect(isInsecureRemoteAddress('http://[fe80::1]:4350')).toBe(true);
    expect(isInsecureRemoteAddress('http://')).toBe(false);
    expect(isInsecureRemoteAddress('https://shop.lan')).toBe(false);
  });
});

describe('the connection window’s session', () => {
  it('is its own partition, not the counter window’s session', () => {
    expect(LOCAL_PARTITION).toMatch(/^persist:shopdesk-local$/);
  });
});
