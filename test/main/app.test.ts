import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { counterPartition } from '../../src-main/connection';
import { CONNECTION_PAGE_URL, COUNTER_PAGE_URL, LOCAL_PARTITION } from '../../src-main/local-page';
import { holdDataDir, startServer, type RunningServer } from '../../src-server/server';
import { CONNECTION_PAGE_SWITCH, IPC_CHANNELS, type IpcChannel } from '../../src-shared/ipc';
import type {
  ConnectionBridge,
  OfflineVerifier,
  ShopdeskBridge,
} from '../../src-shared/preload-api';
import type { ReceiptData } from '../../src-shared/receipt';
import { RECEIPT as SAMPLE_RECEIPT } from './support/receipt';
import {
  FakeFrame,
  resetElectron,
  type FakeBrowserWindow,
  type FakeElectron,
} from './support/fake-electron';

// The real src-main/index.ts, started in Node: Electron is the edge of the world here (no
// binary can run), so `electron` is the fake of ./support/fake-electron.ts; the server, the
// SQLite file, the network printer's TCP and the shop server's HTTP are real.
vi.mock('electron', () => import('./support/fake-electron').then((module) => module.electron));

// Where src-main/index.ts finds the renderer it ships (out/renderer once built; none is built
// for these tests): its index page is a stand-in, every other file is read as it is.
const SHIPPED = vi.hoisted(() => ({ index: '<!doctype html><title>Shopdesk</title>' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const { resolve: resolvePath } = await import('node:path');
  const index = resolvePath(import.meta.dirname, '../../renderer/index.html');
  const readFile = ((path: Parameters<typeof actual.readFile>[0], ...rest: unknown[]) =>
    String(path) === index
      ? Promise.resolve(Buffer.from(SHIPPED.index))
      : (actual.readFile as (...args: unknown[]) => Promise<unknown>)(
          path,
          ...rest,
        )) as typeof actual.readFile;
  return { ...actual, readFile, default: { ...actual, readFile } };
});

const PRELOAD = resolve(import.meta.dirname, '../../src-main/../preload/index.cjs');
const EVIL = 'https://evil.example';
const VERSION = (
  JSON.parse(await readFile(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** A clerk's offline sign-in verifier, as the renderer hands it over (docs/DESIGN.md §14). */
const VERIFIER: OfflineVerifier = {
  staff_id: 7,
  username: 'clerk',
  store_id: 3,
  salt: Buffer.alloc(16, 1).toString('base64'),
  iterations: 310_000,
  hash: Buffer.alloc(32, 2).toString('base64'),
  stamp: 'stamp-1',
  signed_in_at: '2026-12-02T08:00:00.000Z',
};

/** The printed receipt of a hand-out without a collector or a link. */
const RECEIPT: ReceiptData = { ...SAMPLE_RECEIPT, collectedBy: null, link: null };

const folders: string[] = [];
const servers: Server[] = [];
const sockets: Socket[] = [];
const savedPort = process.env.SHOPDESK_PORT;

function folder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `shopdesk-${name}-`));
  folders.push(dir);
  return dir;
}

async function listen(server: Server, port = 0): Promise<number> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return (server.address() as { port: number }).port;
}

/** A receipt printer on the network: collects the bytes, answers ESC/POS `GS r 1`. */
async function fakePrinter() {
  const received: Buffer[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk) => {
      received.push(chunk);
      if (Buffer.concat(received).includes(Buffer.from([0x1d, 0x72, 0x31]))) {
        socket.write(Buffer.from([0x00]));
      }
    });
  });
  const port = await listen(server);
  return { port, bytes: () => Buffer.concat(received) };
}

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** Waits (no timing asserted) until `check` stops throwing. */
const until = (check: () => unknown) => vi.waitFor(check, { timeout: 25_000, interval: 20 });

let signalListeners: { SIGINT: Set<unknown>; SIGTERM: Set<unknown> } | null = null;

/**
 * A fresh start of the real src-main/index.ts in a new "process" with this user-data folder:
 * imported anew, then Chromium becomes ready.
 */
async function startApp(
  userData: string,
  options: {
    packaged?: boolean;
    singleInstance?: boolean;
    beforeReady?: (fake: FakeElectron) => void;
  } = {},
): Promise<FakeElectron> {
  const fake = resetElectron(userData);
  fake.app.isPackaged = options.packaged ?? false;
  fake.app.singleInstance = options.singleInstance ?? true;
  signalListeners = {
    SIGINT: new Set(process.listeners('SIGINT')),
    SIGTERM: new Set(process.listeners('SIGTERM')),
  };
  vi.resetModules();
  await import('../../src-main/index');
  options.beforeReady?.(fake);
  fake.app.becomeReady();
  return fake;
}

/** The index.ts of each start listens for SIGINT/SIGTERM in this (the test's) process. */
function dropSignalListeners() {
  if (!signalListeners) return;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!signalListeners[signal].has(listener)) process.removeListener(signal, listener);
    }
  }
  signalListeners = null;
}

/** The counter window once its first page was asked for. */
async function counterWindow(fake: FakeElectron): Promise<FakeBrowserWindow> {
  await until(() => expect(fake.windows[0]?.webContents.getURL()).toMatch(/^shopdesk:/));
  return fake.windows[0]!;
}

/** The API base URL the window's preload hands the renderer (`--shopdesk-api=`). */
function apiOf(window: FakeBrowserWindow): string {
  const preferences = window.options.webPreferences as { additionalArguments?: string[] };
  const api = preferences.additionalArguments?.find((a) => a.startsWith('--shopdesk-api='));
  return api ? api.slice('--shopdesk-api='.length) : '';
}

/** The directives of a Content-Security-Policy header, name → sources. */
function policyOf(header: string | null | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** Loads the real preload in a window's page, with the switches the window was given. */
async function loadPreload(fake: FakeElectron, window: FakeBrowserWindow) {
  const preferences = window.options.webPreferences as { additionalArguments?: string[] };
  const argv = process.argv;
  process.argv = [...argv, ...(preferences.additionalArguments ?? [])];
  fake.rendererContents = window.webContents;
  try {
    vi.resetModules();
    await import('../../src-main/preload');
  } finally {
    process.argv = argv;
  }
  return window.webContents.exposed;
}

function walPath(userData: string) {
  return join(userData, 'shopdesk.db-wal');
}

/** Quits the app (as the menu's Quit does) and waits until Electron would have ended. */
async function quit(fake: FakeElectron) {
  fake.app.quit();
  await until(() => expect(fake.app.quitted).toBe(true));
}

afterEach(() => {
  dropSignalListeners();
  if (savedPort === undefined) delete process.env.SHOPDESK_PORT;
  else process.env.SHOPDESK_PORT = savedPort;
});

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the desktop app on this computer (first start, embedded server)', () => {
  const userData = folder('desktop');
  let fake: FakeElectron;
  let window: FakeBrowserWindow;
  let origin: string;
  let taken: number;
  let shop: RunningServer;

  beforeAll(async () => {
    // The configured first port is taken: the app must use the next free one.
    taken = await listen(createServer());
    process.env.SHOPDESK_PORT = String(taken);
    // A shop server for the connection change (a real one, on its own data dir).
    shop = await startServer({ host: '127.0.0.1', port: 0, dataDir: folder('shop-server') });
    fake = await startApp(userData, { packaged: true });
    window = await counterWindow(fake);
    origin = apiOf(window);
  });
  afterAll(async () => {
    if (!fake.app.quitted) await quit(fake);
    await shop.close();
  });

  it('registers the app scheme before ready, asks for the single-instance lock and sandboxes every renderer', () => {
    expect(fake.privilegedSchemes).toEqual([
      {
        scheme: 'shopdesk',
        privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
        beforeReady: true,
      },
    ]);
    expect(fake.app.sandboxEnabled).toBe(true);
  });

  it('starts the embedded server on 127.0.0.1, on the next port when the first is taken, and it answers', async () => {
    const url = new URL(origin);
    expect(url.hostname).toBe('127.0.0.1');
    const port = Number(url.port);
    expect(port).toBeGreaterThan(taken);
    expect(port).toBeLessThanOrEqual(taken + 20);
    expect(url.origin).toBe(origin);
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', version: VERSION });
    // Its data is in the user-data folder, the SQLite file held by this server.
    expect(existsSync(join(userData, 'shopdesk.db'))).toBe(true);
    expect(() => holdDataDir(userData)).toThrow(/Another Shopdesk server/);
  });

  it('opens the counter window sandboxed, isolated, without Node, with the preload and the API origin', () => {
    const preferences = window.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      devTools: false, // packaged
      preload: PRELOAD,
      additionalArguments: [`--shopdesk-api=${origin}`],
    });
    expect(preferences.partition).toBeUndefined();
    expect(window.visible).toBe(true);
  });

  it('loads the renderer the app ships, never a page of the embedded server', async () => {
    expect(window.webContents.getURL()).toBe(COUNTER_PAGE_URL);
    expect(fake.loads.filter((url) => /^https?:/.test(url))).toEqual([]);
    const page = await window.webContents.session.fetchScheme(COUNTER_PAGE_URL);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(SHIPPED.index);
    // A client-side route (a reload on it) loads the same page.
    expect(
      await (await window.webContents.session.fetchScheme(`${COUNTER_PAGE_URL}counter`)).text(),
    ).toBe(SHIPPED.index);
  });

  it('on a first start opens the app’s own connection page beside it, in its own session', () => {
    const page = fake.windows[1]!;
    expect(page.webContents.getURL()).toBe('shopdesk://app/connection.html?first=1');
    expect(page.options.parent).toBe(window);
    expect(page.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      partition: LOCAL_PARTITION,
      preload: PRELOAD,
      additionalArguments: [CONNECTION_PAGE_SWITCH],
    });
    expect(page.webContents.session).not.toBe(window.webContents.session);
  });

  it('keeps the window on the app origin: foreign pages go to the browser only after a confirmation', () => {
    const contents = window.webContents;
    expect(contents.navigate('shopdesk://app/counter')).toBe(true);
    // A foreign page never loads in the window; the clerk is asked, says no: nothing opens.
    expect(contents.navigate(`${EVIL}/phish`)).toBe(false);
    return until(() => expect(fake.dialogs).toHaveLength(1)).then(async () => {
      expect(fake.dialogs[0]!.options.message).toBe('Open evil.example in your web browser?');
      expect(fake.opened).toEqual([]);
      // Says yes: the system browser opens it.
      fake.dialogAnswers.push(0);
      expect(contents.navigate(`${EVIL}/phish`)).toBe(false);
      await until(() => expect(fake.opened).toEqual([`${EVIL}/phish`]));
      // Another scheme, a frame inside the page, a redirect away, a <webview>: refused silently.
      const asked = fake.dialogs.length;
      expect(contents.navigate('file:///etc/passwd')).toBe(false);
      const frame = new FakeFrame('shopdesk://app/frame', contents.mainFrame);
      expect(contents.navigate(`${EVIL}/`, { frame })).toBe(false);
      expect(contents.navigate(`${origin}/`, { frame })).toBe(false);
      expect(contents.navigate('shopdesk://app/other', { frame })).toBe(true);
      expect(contents.navigate(`${EVIL}/`, { redirect: true })).toBe(false);
      expect(contents.attachWebview()).toBe(false);
      expect(fake.dialogs).toHaveLength(asked);
      expect(fake.opened).toHaveLength(1);
      // Nor does the embedded server's own page: it too would only go to the browser.
      expect(contents.navigate(`${origin}/`)).toBe(false);
      await until(() => expect(fake.dialogs).toHaveLength(asked + 1));
      expect(fake.opened).toHaveLength(1);
      expect(contents.getURL()).toBe('shopdesk://app/counter');
    });
  });

  it('never opens a new window: http(s) links go to the browser after a confirmation, other schemes nowhere', async () => {
    const contents = window.webContents;
    const asked = fake.dialogs.length;
    fake.dialogAnswers.push(0);
    expect(contents.openWindow('https://maps.example.com/store')).toEqual({ action: 'deny' });
    await until(() => expect(fake.opened).toContain('https://maps.example.com/store'));
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'shopdesk://app/x']) {
      expect(contents.openWindow(url)).toEqual({ action: 'deny' });
    }
    expect(fake.dialogs).toHaveLength(asked + 1);
    expect(fake.opened).toHaveLength(2);
  });

  it('keeps the connection window on its own page', () => {
    const contents = fake.windows[1]!.webContents;
    expect(contents.navigate('shopdesk://app/connection.html')).toBe(true);
    expect(contents.navigate('shopdesk://app/index.html')).toBe(false);
    expect(contents.navigate(`${origin}/`)).toBe(false);
    const frame = new FakeFrame('shopdesk://app/connection.html', contents.mainFrame);
    expect(contents.navigate('shopdesk://app/connection.html', { frame })).toBe(false);
  });

  it('grants the camera to the app origin only, and nothing else to anyone', async () => {
    const ses = window.webContents.session;
    const request = (permission: string, requestingUrl: string, mediaTypes?: string[]) =>
      ses.requestPermission(permission, { requestingUrl, ...(mediaTypes ? { mediaTypes } : {}) });
    const app = 'shopdesk://app';
    expect(await request('media', `${app}/counter`, ['video'])).toBe(true);
    expect(await request('media', `${EVIL}/`, ['video'])).toBe(false);
    expect(await request('media', `${origin}/`, ['video'])).toBe(false);
    expect(await request('media', `${app}/counter`, ['video', 'audio'])).toBe(false);
    expect(await request('geolocation', `${app}/`)).toBe(false);
    // Its API on this computer or the shop's network: the app's pages may reach it.
    expect(await request('local-network-access', `${app}/counter`)).toBe(true);
    expect(await request('local-network-access', `${EVIL}/`)).toBe(false);
    expect(await request('notifications', `${app}/`)).toBe(false);
    expect(ses.checkPermission('media', app, { mediaType: 'video' })).toBe(true);
    expect(ses.checkPermission('media', origin, { mediaType: 'video' })).toBe(false);
    expect(ses.checkPermission('media', EVIL, { mediaType: 'video' })).toBe(false);
    expect(ses.checkPermission('clipboard-read', app)).toBe(false);
    // The connection page's session grants nothing.
    const local = fake.session.fromPartition(LOCAL_PARTITION);
    expect(await local.requestPermission('media', { requestingUrl: 'shopdesk://app/' })).toBe(
      false,
    );
    expect(local.checkPermission('media', 'shopdesk://app')).toBe(false);
  });

  it('gives the app’s pages a policy that lets them talk to the embedded server only, and serves no file outside the bundle', async () => {
    const ses = window.webContents.session;
    const page = await ses.fetchScheme(COUNTER_PAGE_URL);
    const policy = policyOf(page.headers.get('Content-Security-Policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", origin]);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // The API's own answers are left as they are; a foreign page's too.
    expect(ses.responseHeaders(`${origin}/api/health`, {})).toEqual({});
    expect(ses.responseHeaders(`${EVIL}/`, {})).toEqual({});
    for (const url of [
      'shopdesk://app/%2e%2e/package.json',
      'shopdesk://app/assets/..%2f..%2f..%2fpackage.json',
      'shopdesk://app/assets/..%5c..%5cmain%5cindex.js',
      'shopdesk://app/connection.html',
      'shopdesk://app/pickup.html',
      'shopdesk://app/assets/missing.js',
      'shopdesk://other/',
    ]) {
      const answer = await ses.fetchScheme(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.text(), url).toBe('Not found');
    }
    const local = fake.session.fromPartition(LOCAL_PARTITION);
    for (const url of [
      'shopdesk://app/../../etc/passwd',
      'shopdesk://app/%2e%2e/package.json',
      'shopdesk://other/connection.html',
    ]) {
      expect((await local.fetchScheme(url)).status, url).toBe(404);
    }
  });

  it('answers the counter’s channels from its own window only, and the connection’s from its own page only', async () => {
    const counter = window.webContents;
    const page = fake.windows[1]!.webContents;
    expect([...fake.handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
    const counterChannels: IpcChannel[] = [
      IPC_CHANNELS.appVersion,
      IPC_CHANNELS.print,
      IPC_CHANNELS.printerGet,
      IPC_CHANNELS.printerSave,
      IPC_CHANNELS.printReceipt,
      IPC_CHANNELS.verifiersRead,
      IPC_CHANNELS.verifiersSave,
      IPC_CHANNELS.verifiersRemove,
    ];
    const connectionChannels: IpcChannel[] = [
      IPC_CHANNELS.connectionGet,
      IPC_CHANNELS.connectionCheck,
      IPC_CHANNELS.connectionSave,
    ];
    // What a page could send: the channel's own kind of arguments (they are not the point).
    const someArgs: Record<IpcChannel, unknown[]> = {
      'app:version': [],
      'app:print': [],
      'printer:get': [],
      'printer:save': [
        { mode: 'network', host: '10.0.0.9', port: 9100, paper: 80, autoPrint: true },
      ],
      'printer:receipt': [RECEIPT],
      'verifiers:read': [],
      'verifiers:save': [VERIFIER],
      'verifiers:remove': [{ staff_ids: [7] }],
      'connection:get': [],
      'connection:check': ['http://10.0.0.1:22'],
      'connection:save': [{ mode: 'server', url: EVIL }],
    };
    const evilFrame = new FakeFrame(`${EVIL}/`, counter.mainFrame);
    const serverFrame = new FakeFrame(`${origin}/`, counter.mainFrame);
    const foreign = {
      'a foreign frame in the counter window': fake.invokeEvent(counter, evilFrame),
      'a frame of the embedded server in the counter window': fake.invokeEvent(
        counter,
        serverFrame,
      ),
      'a destroyed frame': fake.invokeEvent(counter, null),
      'the counter window on a foreign origin': {
        ...fake.invokeEvent(counter),
        senderFrame: new FakeFrame(`${EVIL}/`),
      },
    };
    for (const channel of [...counterChannels, ...connectionChannels]) {
      for (const [who, event] of Object.entries(foreign)) {
        await expect(
          fake.invoke(channel, event, ...someArgs[channel]),
          `${channel}: ${who}`,
        ).rejects.toThrow(/refused/);
      }
    }
    // The counter's channels refuse the connection page; the connection's refuse the counter
    // and a frame inside the connection page.
    for (const channel of counterChannels) {
      await expect(
        fake.invoke(channel, fake.invokeEvent(page), ...someArgs[channel]),
      ).rejects.toThrow(/refused/);
    }
    const pageFrame = new FakeFrame('shopdesk://app/connection.html', page.mainFrame);
    for (const channel of connectionChannels) {
      await expect(
        fake.invoke(channel, fake.invokeEvent(counter), ...someArgs[channel]),
      ).rejects.toThrow(/refused/);
      await expect(
        fake.invoke(channel, fake.invokeEvent(page, pageFrame), ...someArgs[channel]),
      ).rejects.toThrow(/refused/);
    }
    // Nothing of it reached a dialog, the printer settings or the connection file.
    expect(fake.dialogs.filter((d) => /printer|connect/i.test(d.options.message))).toEqual([]);
    expect(existsSync(join(userData, 'printer.json'))).toBe(false);
    expect(existsSync(join(userData, 'connection.json'))).toBe(false);
    expect(existsSync(join(userData, 'offline-verifiers.bin'))).toBe(false);
  });

  it('refuses a message whose arguments are not the channel’s, even from the app', async () => {
    const fromApp = fake.invokeEvent(window.webContents);
    const fromPage = fake.invokeEvent(fake.windows[1]!.webContents);
    const wrong: [IpcChannel, unknown, unknown[]][] = [
      [IPC_CHANNELS.appVersion, fromApp, ['extra']],
      [IPC_CHANNELS.printerSave, fromApp, [['network', '10.0.0.9']]],
      [IPC_CHANNELS.printerSave, fromApp, []],
      [IPC_CHANNELS.printReceipt, fromApp, [RECEIPT, 'second']],
      [IPC_CHANNELS.connectionCheck, fromPage, [42]],
      [IPC_CHANNELS.connectionCheck, fromPage, [`http://${'a'.repeat(3000)}.example`]],
      [IPC_CHANNELS.connectionSave, fromPage, ['{"mode":"local"}']],
    ];
    for (const [channel, event, args] of wrong) {
      await expect(fake.invoke(channel, event, ...args), channel).rejects.toThrow(
        /not the arguments/,
      );
    }
  });

  it('the preload’s counter bridge answers from the counter window: version, print, printer settings', async () => {
    const exposed = await loadPreload(fake, window);
    expect([...exposed.keys()]).toEqual(['shopdesk']);
    const bridge = exposed.get('shopdesk') as ShopdeskBridge;
    expect(bridge.apiBaseUrl).toBe(origin);
    expect(await bridge.appVersion()).toBe(VERSION);
    expect(await bridge.print()).toEqual({ success: true });
    expect(window.webContents.printed).toEqual([{ silent: false, printBackground: true }]);
    window.webContents.printAnswer = [false, 'Print job canceled'];
    expect(await bridge.print()).toEqual({ success: false, failureReason: 'Print job canceled' });
    expect(await bridge.printerSettings()).toMatchObject({ mode: 'system' });
  });

  it('keeps the offline sign-in verifiers through the preload’s bridge, encrypted with safeStorage under userData', async () => {
    const bridge = window.webContents.exposed.get('shopdesk') as ShopdeskBridge;
    const vault = bridge.offlineVerifiers!;
    expect(await vault.save(VERIFIER)).toEqual({ saved: true });
    expect(await vault.read()).toEqual({ available: true, verifiers: [VERIFIER] });
    const file = await readFile(join(userData, 'offline-verifiers.bin'), 'utf8');
    expect(file).toMatch(/^fake-safe-storage:/);
    expect(file).not.toContain(VERIFIER.hash);
    expect(await vault.remove([VERIFIER.staff_id])).toEqual({ saved: true });
    expect(await vault.read()).toEqual({ available: true, verifiers: [] });
    fake.encryptionAvailable = false;
    try {
      expect(await vault.read()).toEqual({ available: false });
      expect(await vault.save(VERIFIER)).toEqual({ saved: false, reason: 'unavailable' });
    } finally {
      fake.encryptionAvailable = true;
    }
  });

  it('prints a receipt through the printer module on the network printer the clerk confirmed', async () => {
    const bridge = window.webContents.exposed.get('shopdesk') as ShopdeskBridge;
    const printer = await fakePrinter();
    const settings = {
      mode: 'network' as const,
      host: '127.0.0.1',
      port: printer.port,
      paper: 58 as const,
      autoPrint: false,
    };
    // The clerk says no in the native dialog: not saved, nothing to print on.
    expect(await bridge.savePrinterSettings(settings)).toEqual({
      saved: false,
      reason: 'canceled',
    });
    expect(fake.dialogs.at(-1)!.options.message).toContain(`127.0.0.1:${printer.port}`);
    expect(fake.dialogs.at(-1)!.parent).not.toBeNull();
    expect(await bridge.printReceipt(RECEIPT)).toMatchObject({ reason: 'not_configured' });
    fake.dialogAnswers.push(0);
    expect(await bridge.savePrinterSettings(settings)).toEqual({ saved: true, settings });
    expect(await bridge.printReceipt(RECEIPT)).toEqual({ success: true });
    const bytes = printer.bytes();
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]); // ESC @: the printer's commands
    expect(await bridge.printReceipt({ ...RECEIPT, key: '12' })).toMatchObject({
      reason: 'invalid',
    });
  });

  it('the connection page checks an address through Electron’s network stack', async () => {
    const page = fake.windows[1]!;
    const exposed = await loadPreload(fake, page);
    expect([...exposed.keys()]).toEqual(['shopdeskConnection']);
    const bridge = exposed.get('shopdeskConnection') as ConnectionBridge;
    expect(await bridge.get()).toEqual({ settings: null, origin });
    expect(await bridge.check(shop.url)).toEqual({ ok: true, url: shop.url, version: VERSION });
    expect(fake.fetched).toContain(`${shop.url}/api/health`);
  });

  it('changing the connection, once confirmed, relaunches into the other mode; quitting closes the server and checkpoints the database', async () => {
    const page = fake.windows[1]!.webContents;
    const bridge = page.exposed.get('shopdeskConnection') as ConnectionBridge;
    const port = Number(new URL(origin).port);
    // The clerk cancels the native dialog that names the address: nothing changes.
    expect(await bridge.save({ mode: 'server', url: shop.url })).toEqual({
      saved: false,
      canceled: true,
    });
    expect(fake.dialogs.at(-1)!.options.message).toContain(shop.url);
    expect(existsSync(join(userData, 'connection.json'))).toBe(false);
    expect(fake.app.calls).toEqual([]);
    // The database has work not yet in its main file (the WAL). A reader stays open across
    // the quit, so SQLite's own checkpoint at the last close cannot happen: only the server's
    // explicit checkpoint empties the WAL.
    expect(statSync(walPath(userData)).size).toBeGreaterThan(0);
    const reader = new SqliteDatabase(join(userData, 'shopdesk.db'), { readonly: true });
    const migrations = reader.prepare('select count(*) as n from kysely_migration').get();

    fake.dialogAnswers.push(0);
    expect(await bridge.save({ mode: 'server', url: shop.url })).toEqual({
      saved: true,
      restarting: true,
    });
    await until(() => expect(fake.app.quitted).toBe(true));
    expect(fake.app.calls.slice(0, 2)).toEqual(['relaunch', 'quit']);
    expect(fake.app.exitCode).toBeNull();
    expect(JSON.parse(await readFile(join(userData, 'connection.json'), 'utf8'))).toEqual({
      mode: 'server',
      url: shop.url,
    });
    // The server stopped listening, let go of its data dir, and checkpointed the database:
    // everything is in its main file, no WAL left to replay.
    expect(await listening(port)).toBe(false);
    holdDataDir(userData)();
    try {
      expect(statSync(walPath(userData)).size).toBe(0);
      expect(reader.prepare('select count(*) as n from kysely_migration').get()).toEqual(
        migrations,
      );
    } finally {
      reader.close();
    }
    expect(fake.windows.every((w) => w.isDestroyed())).toBe(true);
  });

  it('relaunched, talks to the shop server: no embedded server, the window on the app’s renderer with the shop as its API', async () => {
    dropSignalListeners();
    fake = await startApp(userData);
    window = await counterWindow(fake);
    // The window shows the app's own renderer, never the shop server's pages; the preload
    // hands it the shop server as its API, and the policy lets it talk to that server only.
    expect(window.webContents.getURL()).toBe(COUNTER_PAGE_URL);
    expect(fake.loads.filter((url) => /^https?:/.test(url))).toEqual([]);
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      devTools: true, // not packaged
      additionalArguments: [`--shopdesk-api=${shop.url}`],
      partition: counterPartition({ mode: 'server', origin: shop.url, firstStart: false }),
    });
    expect(window.webContents.session).not.toBe(fake.session.defaultSession);
    const shell = await window.webContents.session.fetchScheme(`${COUNTER_PAGE_URL}counter`);
    expect(await shell.text()).toBe(SHIPPED.index);
    const policy = policyOf(shell.headers.get('Content-Security-Policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", shop.url]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    const counterBridge = (await loadPreload(fake, window)).get('shopdesk') as ShopdeskBridge;
    expect(counterBridge.apiBaseUrl).toBe(shop.url);
    // The shop server is asked once, beside the window (it answers: nothing to say).
    await until(() => expect(fake.fetched).toEqual([`${shop.url}/api/health`]));
    expect(fake.dialogs).toEqual([]);
    // No server of its own holds the data dir; no first-start page.
    holdDataDir(userData)();
    expect(fake.windows).toHaveLength(1);
    // Only the shop's origin is trusted now.
    const fromShop = fake.invokeEvent(window.webContents);
    expect(await fake.invoke(IPC_CHANNELS.appVersion, fromShop)).toBe(VERSION);
    const fromOld = { ...fromShop, senderFrame: new FakeFrame(`${origin}/`) };
    await expect(fake.invoke(IPC_CHANNELS.appVersion, fromOld)).rejects.toThrow(/refused/);
    const fromServer = { ...fromShop, senderFrame: new FakeFrame(`${shop.url}/`) };
    await expect(fake.invoke(IPC_CHANNELS.appVersion, fromServer)).rejects.toThrow(/refused/);
    expect(window.webContents.navigate(`${origin}/`)).toBe(false);
    expect(window.webContents.navigate(`${shop.url}/`)).toBe(false);

    // Shopdesk → Connection…: back to this computer, confirmed; the app starts again.
    fake.clickMenu('connection');
    const page = fake.windows[1]!;
    expect(page.webContents.getURL()).toBe('shopdesk://app/connection.html');
    const bridge = (await loadPreload(fake, page)).get('shopdeskConnection') as ConnectionBridge;
    expect(await bridge.get()).toEqual({
      settings: { mode: 'server', url: shop.url },
      origin: shop.url,
    });
    fake.dialogAnswers.push(0);
    expect(await bridge.save({ mode: 'local' })).toEqual({ saved: true, restarting: true });
    await until(() => expect(fake.app.quitted).toBe(true));
    expect(fake.app.calls.slice(0, 2)).toEqual(['relaunch', 'quit']);
    expect(JSON.parse(await readFile(join(userData, 'connection.json'), 'utf8'))).toEqual({
      mode: 'local',
    });
    // The shop server was only talked to, never stopped.
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
  });
});

describe('the desktop app’s own lifecycle', () => {
  it('closing the window quits, and the quit waits for the server to close', async () => {
    const userData = folder('desktop-close');
    writeFileSync(join(userData, 'connection.json'), '{"mode":"local"}\n');
    const fake = await startApp(userData);
    const window = await counterWindow(fake);
    const port = Number(new URL(window.webContents.getURL()).port);
    expect(fake.windows).toHaveLength(1); // a saved choice: no connection page
    window.close();
    await until(() => expect(fake.app.quitted).toBe(true));
    expect(fake.app.calls).not.toContain('relaunch');
    expect(await listening(port)).toBe(false);
    holdDataDir(userData)();
  });

  it('a second instance quits at once and starts nothing', async () => {
    const userData = folder('desktop-second');
    const fake = await startApp(userData, { singleInstance: false });
    // index.ts decides on import: nothing waits for 'ready'.
    await new Promise((done) => setImmediate(done));
    expect(fake.app.calls).toEqual(['quit']);
    expect(fake.handlers.size).toBe(0);
    expect(fake.windows).toHaveLength(0);
    expect(existsSync(join(userData, 'shopdesk.db'))).toBe(false);
  });

  it('a second start brings the running window forward', async () => {
    const userData = folder('desktop-focus');
    writeFileSync(join(userData, 'connection.json'), '{"mode":"local"}\n');
    const fake = await startApp(userData);
    const window = await counterWindow(fake);
    window.minimized = true;
    fake.app.emit('second-instance', {}, [], userData);
    expect(window.minimized).toBe(false);
    expect(fake.focused).toBe(window);
    await quit(fake);
  });

  it('a data folder it cannot use: says why in a native dialog and exits with 1', async () => {
    const userData = folder('desktop-broken');
    writeFileSync(join(userData, 'shopdesk.db'), 'not a database');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = await startApp(userData);
    await until(() => expect(fake.app.exitCode).toBe(1));
    expect(logged).toHaveBeenCalledWith('Shopdesk could not start:', expect.any(Error));
    logged.mockRestore();
    expect(fake.errorBoxes).toHaveLength(1);
    expect(fake.errorBoxes[0]!.title).toBe('Shopdesk could not start');
    expect(fake.errorBoxes[0]!.content).toContain('not a Shopdesk database');
    expect(fake.windows).toHaveLength(0);
  });

  it('a shop server that does not answer at start: the counter still opens, on its own renderer', async () => {
    const userData = folder('desktop-unreachable');
    const closed = await listen(createServer());
    await new Promise((done) => servers.pop()!.close(done));
    const address = `http://127.0.0.1:${closed}`;
    writeFileSync(
      join(userData, 'connection.json'),
      JSON.stringify({ mode: 'server', url: address }),
    );
    const fake = await startApp(userData);
    const window = await counterWindow(fake);
    expect(window.webContents.getURL()).toBe(COUNTER_PAGE_URL);
    expect(apiOf(window)).toBe(address);
    const page = await window.webContents.session.fetchScheme(COUNTER_PAGE_URL);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(SHIPPED.index);
    // Nothing is asked: the counter itself says it is offline and works from its copy.
    await until(() => expect(fake.fetched).toEqual([`${address}/api/health`]));
    await new Promise((done) => setTimeout(done, 50));
    expect(fake.dialogs).toEqual([]);
    expect(JSON.parse(await readFile(join(userData, 'connection.json'), 'utf8'))).toEqual({
      mode: 'server',
      url: address,
    });
    // No server of its own started.
    holdDataDir(userData)();
    await quit(fake);
  });

  it('a shop server that answers, but not as Shopdesk: says so, and offers the connection page', async () => {
    const userData = folder('desktop-not-shopdesk');
    const port = await listen(
      createHttpServer((_request, response) =>
        response.writeHead(200, { Connection: 'close' }).end('<html>router</html>'),
      ),
    );
    const address = `http://127.0.0.1:${port}`;
    writeFileSync(
      join(userData, 'connection.json'),
      JSON.stringify({ mode: 'server', url: address }),
    );
    const fake = await startApp(userData, { beforeReady: (f) => f.dialogAnswers.push(0) });
    const window = await counterWindow(fake);
    expect(window.webContents.getURL()).toBe(COUNTER_PAGE_URL);
    await until(() => expect(fake.dialogs).toHaveLength(1));
    expect(fake.dialogs[0]!.options.message).toBe(
      `Shopdesk cannot work with the shop server ${address}.`,
    );
    expect(fake.dialogs[0]!.options.buttons).toEqual(['Connection…', 'Close']);
    await until(() => expect(fake.windows[1]?.webContents.getURL()).toBe(CONNECTION_PAGE_URL));
    await quit(fake);
  });
});
