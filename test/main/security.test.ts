import { describe, expect, it, vi } from 'vitest';
import { API_BASE_URL_SWITCH, CONNECTION_PAGE_SWITCH, IPC_CHANNELS } from '../../src-shared/ipc';
import {
  CONTENT_SECURITY_POLICY,
  counterContentSecurityPolicy,
  createWindowOptions,
  externalUrl,
  isSameOrigin,
  navigationDecision,
  permissionDecision,
  windowOpenDecision,
  withContentSecurityPolicy,
} from '../../src-main/security';

const APP = 'http://127.0.0.1:4350';

// Stand-in for the electron module, used only by the preload tests below (security.ts
// itself never loads electron at runtime).
const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async (channel: string) => `answer to ${channel}`) },
}));
vi.mock('electron', () => electron);

/** The policy as directive name → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `directive ${name} appears twice`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

describe('createWindowOptions', () => {
  const options = createWindowOptions('/app/out/preload/index.cjs');
  const prefs = options.webPreferences!;

  it('isolates and sandboxes the renderer', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
    expect(prefs.spellcheck).toBe(false);
  });

  it('enables nothing dangerous beyond the listed flags', () => {
    expect(Object.keys(prefs).sort()).toEqual(
      [
        'allowRunningInsecureContent',
        'contextIsolation',
        'devTools',
        'experimentalFeatures',
        'navigateOnDragDrop',
        'nodeIntegration',
        'nodeIntegrationInSubFrames',
        'nodeIntegrationInWorker',
        'preload',
        'sandbox',
        'spellcheck',
        'webSecurity',
        'webviewTag',
      ].sort(),
    );
  });

  it('has no DevTools unless asked for (development only: the main process passes !isPackaged)', () => {
    expect(prefs.devTools).toBe(false);
    expect(createWindowOptions('/p.cjs', APP, { devTools: false }).webPreferences!.devTools).toBe(
      false,
    );
    expect(createWindowOptions('/p.cjs', APP, { devTools: true }).webPreferences!.devTools).toBe(
      true,
    );
  });

  it('gives the connection window its own session and the connection switch, nothing else', () => {
    const local = createWindowOptions('/p.cjs', undefined, {
      partition: 'shopdesk-local',
      connectionPage: true,
    }).webPreferences!;
    expect(local.partition).toBe('shopdesk-local');
    expect(local.additionalArguments).toEqual([CONNECTION_PAGE_SWITCH]);
    expect(local.sandbox).toBe(true);
    expect(local.devTools).toBe(false);
    // The counter window (which may show a server's pages) never carries the switch.
    expect(createWindowOptions('/p.cjs', APP).webPreferences!.additionalArguments).toEqual([
      `${API_BASE_URL_SWITCH}${APP}`,
    ]);
  });

  it('uses the given preload and a counter-sized window shown when ready', () => {
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
    expect(options.show).toBe(false);
    expect(options.autoHideMenuBar).toBe(true);
    expect(options.width).toBeGreaterThanOrEqual(options.minWidth!);
    expect(options.height).toBeGreaterThanOrEqual(options.minHeight!);
    expect(options.minWidth).toBeGreaterThanOrEqual(800);
    expect(options.minHeight).toBeGreaterThanOrEqual(600);
  });

  it('passes the API base URL to the preload as one command-line switch', () => {
    expect(prefs.additionalArguments).toBeUndefined();
    const withApi = createWindowOptions('/p.cjs', APP).webPreferences!;
    expect(withApi.additionalArguments).toEqual([`${API_BASE_URL_SWITCH}${APP}`]);
    expect(withApi.sandbox).toBe(true);
    expect(withApi.contextIsolation).toBe(true);
  });

  it('returns a fresh object each time', () => {
    const a = createWindowOptions('/p.cjs');
    a.webPreferences!.sandbox = false;
    expect(createWindowOptions('/p.cjs').webPreferences!.sandbox).toBe(true);
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  const policy = parsePolicy(CONTENT_SECURITY_POLICY);

  it('never allows eval or inline scripts', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).not.toContain('wasm-unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).not.toContain('*');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows inline styles only (Element Plus), nothing else inline', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const inline = [...policy]
      .filter(([, sources]) => sources.includes("'unsafe-inline'"))
      .map(([name]) => name);
    expect(inline).toEqual(['style-src']);
  });

  it('keeps data to the app origin and refuses framing, plugins and foreign forms', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'mediastream:']);
  });

  it('names no host other than the page itself', () => {
    for (const [, sources] of policy) {
      for (const source of sources) {
        expect(source).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:|mediastream:)$/);
      }
    }
  });
});

describe('counterContentSecurityPolicy', () => {
  it('lets the page read from the API it was given, and from nowhere else', () => {
    const policy = parsePolicy(counterContentSecurityPolicy('https://pickup.example.com/'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://pickup.example.com']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://pickup.example.com',
    ]);
    // Everything else is the page's own policy: scripts of the app bundle only.
    for (const [name, sources] of parsePolicy(CONTENT_SECURITY_POLICY)) {
      if (name !== 'connect-src' && name !== 'img-src')
        expect(policy.get(name), name).toEqual(sources);
    }
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('adds nothing for an API that is not an http(s) address', () => {
    for (const api of ['', 'javascript:alert(1)', "https://a.example 'unsafe-eval'", 'garbage']) {
      expect(counterContentSecurityPolicy(api), api).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});

describe('withContentSecurityPolicy', () => {
  it('adds the policy and keeps the other headers', () => {
    const headers = withContentSecurityPolicy({ 'content-type': ['text/html'] });
    expect(headers['content-type']).toEqual(['text/html']);
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
  });

  it("keeps the server's own policy next to ours (both are enforced)", () => {
    const headers = withContentSecurityPolicy({
      'content-security-policy': ["default-src 'none'"],
    });
    expect(headers['content-security-policy']).toEqual([
      "default-src 'none'",
      CONTENT_SECURITY_POLICY,
    ]);
    expect(Object.keys(headers)).toEqual(['content-security-policy']);
  });

  it('works without headers and does not modify its input', () => {
    expect(withContentSecurityPolicy(undefined)).toEqual({
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    const input = { a: ['1'] };
    withContentSecurityPolicy(input);
    expect(input).toEqual({ a: ['1'] });
  });
});

describe('isSameOrigin', () => {
  it('accepts the app origin and its pages', () => {
    expect(isSameOrigin('http://127.0.0.1:4350/', APP)).toBe(true);
    expect(isSameOrigin('http://127.0.0.1:4350/counter?x=1#top', APP)).toBe(true);
    expect(isSameOrigin(APP, `${APP}/some/page`)).toBe(true);
    expect(isSameOrigin('https://shop.example:8443/a', 'https://SHOP.example:8443')).toBe(true);
    expect(isSameOrigin('http://localhost/x', 'http://localhost:80')).toBe(true);
  });

  it('refuses another port, scheme or host', () => {
    expect(isSameOrigin('http://127.0.0.1:43500/', APP)).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:4351/', APP)).toBe(false);
    expect(isSameOrigin('http://127.0.0.1/', APP)).toBe(false);
    expect(isSameOrigin('https://127.0.0.1:4350/', APP)).toBe(false);
    expect(isSameOrigin('http://localhost:4350/', APP)).toBe(false);
    expect(isSameOrigin('ws://127.0.0.1:4350/', APP)).toBe(false);
  });

  it('refuses look-alike hosts and userinfo tricks', () => {
    expect(isSameOrigin('http://127.0.0.1:4350.evil.com/', APP)).toBe(false);
    expect(isSameOrigin('http://127.0.0.1.evil.com:4350/', APP)).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:4350@evil.com/', APP)).toBe(false);
    expect(isSameOrigin('http://evil.com#@127.0.0.1:4350/', APP)).toBe(false);
    expect(isSameOrigin('http://evil.com/http://127.0.0.1:4350/', APP)).toBe(false);
    expect(isSameOrigin('//127.0.0.1:4350/', APP)).toBe(false);
  });

  it('refuses other schemes and garbage', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:http://127.0.0.1:4350/0b6f2d6e-6f43-4e0f-9f4e-2a0e1f6d6b1e',
      'about:blank',
      '',
      'not a url',
      'http://',
      'http://[::1',
    ]) {
      expect(isSameOrigin(url, APP), url).toBe(false);
    }
  });

  it('knows the app’s own pages (shopdesk://app), exactly', () => {
    expect(isSameOrigin('shopdesk://app/counter', 'shopdesk://app')).toBe(true);
    expect(isSameOrigin('shopdesk://app', 'shopdesk://app/')).toBe(true);
    for (const url of [
      'shopdesk://other/',
      'shopdesk://app:8080/',
      'shopdesk://user@app/',
      'shopdesk://app.evil.example/',
      'other://app/',
      'http://app/',
      'https://app/',
    ]) {
      expect(isSameOrigin(url, 'shopdesk://app'), url).toBe(false);
    }
    expect(isSameOrigin('shopdesk://app/', APP)).toBe(false);
    expect(isSameOrigin(`${APP}/`, 'shopdesk://app')).toBe(false);
    expect(navigationDecision('shopdesk://app/orders/12', 'shopdesk://app')).toBe('allow');
    expect(navigationDecision(`${APP}/`, 'shopdesk://app')).toBe('external');
    expect(permissionDecision('media', 'shopdesk://app/counter', 'shopdesk://app')).toBe(true);
  });

  it('fails closed when the app origin is unknown or invalid', () => {
    expect(isSameOrigin('http://127.0.0.1:4350/', '')).toBe(false);
    expect(isSameOrigin('', '')).toBe(false);
    expect(isSameOrigin('file:///a', 'file:///a')).toBe(false);
    expect(isSameOrigin('null', 'null')).toBe(false);
  });
});

describe('navigationDecision', () => {
  it('keeps the app origin in the window', () => {
    expect(navigationDecision('http://127.0.0.1:4350/orders/12', APP)).toBe('allow');
  });

  it('sends other web pages to the system browser, never into the window', () => {
    expect(navigationDecision('https://example.com/help', APP)).toBe('external');
    expect(navigationDecision('http://127.0.0.1:43500/', APP)).toBe('external');
    expect(navigationDecision('http://127.0.0.1:4350.evil.com/', APP)).toBe('deny'); // invalid port: not even a URL
    expect(navigationDecision('http://127.0.0.1.evil.com:4350/', APP)).toBe('external');
    expect(navigationDecision('http://127.0.0.1:4350@evil.com/', APP)).toBe('external');
  });

  it('refuses every other scheme and garbage', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'ftp://example.com/',
      'chrome://settings',
      'devtools://devtools/bundled/inspector.html',
      'mailto:a@example.com',
      '',
      '%%%',
      'http://',
    ]) {
      expect(navigationDecision(url, APP), url).toBe('deny');
    }
  });
});

describe('windowOpenDecision / externalUrl', () => {
  it('opens http(s) links outside the app and drops the rest', () => {
    expect(windowOpenDecision('https://example.com/')).toBe('external');
    expect(windowOpenDecision('http://127.0.0.1:4350/api/docs')).toBe('external');
    expect(windowOpenDecision('file:///etc/passwd')).toBe('deny');
    expect(windowOpenDecision('javascript:alert(1)')).toBe('deny');
    expect(windowOpenDecision('about:blank')).toBe('deny');
    expect(windowOpenDecision('garbage')).toBe('deny');
  });

  it('hands the system browser a normalised http(s) URL only', () => {
    expect(externalUrl('https://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(externalUrl('file:///etc/passwd')).toBeNull();
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('')).toBeNull();
  });
});

describe('permissionDecision', () => {
  it('grants the camera to the app origin', () => {
    expect(permissionDecision('media', 'http://127.0.0.1:4350/counter', APP)).toBe(true);
    expect(permissionDecision('media', APP, APP)).toBe(true);
    expect(permissionDecision('media', 'http://127.0.0.1:4350/', APP, ['video'])).toBe(true);
  });

  it('refuses the microphone', () => {
    expect(permissionDecision('media', 'http://127.0.0.1:4350/', APP, ['audio'])).toBe(false);
    expect(permissionDecision('media', 'http://127.0.0.1:4350/', APP, ['video', 'audio'])).toBe(
      false,
    );
  });

  it('refuses media to any other origin', () => {
    for (const url of [
      'https://evil.com/',
      'http://127.0.0.1:43500/',
      'http://127.0.0.1:4350@evil.com/',
      'http://127.0.0.1.evil.com:4350/',
      'file:///etc/passwd',
      'data:text/html,x',
      '',
    ]) {
      expect(permissionDecision('media', url, APP), url).toBe(false);
    }
  });

  it('refuses every other permission, even to the app origin', () => {
    for (const permission of [
      'geolocation',
      'notifications',
      'display-capture',
      'clipboard-read',
      'fullscreen',
      'openExternal',
      'midiSysex',
      'hid',
      'serial',
      'usb',
      'pointerLock',
      'unknown',
      'MEDIA',
      '',
    ]) {
      expect(permissionDecision(permission, 'http://127.0.0.1:4350/', APP), permission).toBe(false);
    }
    expect(permissionDecision('geolocation', 'https://evil.com/', APP)).toBe(false);
    expect(permissionDecision('notifications', 'https://evil.com/', APP)).toBe(false);
  });

  it('lets the app’s own pages reach their API on the local network, nobody else', () => {
    for (const permission of ['local-network-access', 'local-network', 'loopback-network']) {
      expect(permissionDecision(permission, 'shopdesk://app/counter', 'shopdesk://app')).toBe(true);
      expect(permissionDecision(permission, 'https://evil.com/', 'shopdesk://app')).toBe(false);
      expect(permissionDecision(permission, 'http://192.168.1.20:4350/', 'shopdesk://app')).toBe(
        false,
      );
      expect(permissionDecision(permission, 'shopdesk://app/', '')).toBe(false);
    }
  });

  it('refuses everything while the app origin is unknown', () => {
    expect(permissionDecision('media', 'http://127.0.0.1:4350/', '')).toBe(false);
  });
});

describe('IPC contract', () => {
  it('has exactly the channels the preload exposes', () => {
    expect(IPC_CHANNELS).toEqual({
      appVersion: 'app:version',
      print: 'app:print',
      printerGet: 'printer:get',
      printerSave: 'printer:save',
      printReceipt: 'printer:receipt',
      verifiersRead: 'verifiers:read',
      verifiersSave: 'verifiers:save',
      verifiersRemove: 'verifiers:remove',
      connectionGet: 'connection:get',
      connectionCheck: 'connection:check',
      connectionSave: 'connection:save',
    });
    expect(Object.isFrozen(IPC_CHANNELS)).toBe(true);
    expect(API_BASE_URL_SWITCH).toMatch(/^--[a-z-]+=$/);
    expect(CONNECTION_PAGE_SWITCH).toMatch(/^--[a-z-]+$/);
  });
});

/** Loads the preload afresh with these command-line switches; what it exposed. */
async function loadPreload(switches: string[]): Promise<[string, Record<string, unknown>]> {
  electron.contextBridge.exposeInMainWorld.mockClear();
  electron.ipcRenderer.invoke.mockClear();
  const argv = process.argv;
  process.argv = [...argv, '--some-chromium-switch', ...switches];
  try {
    vi.resetModules();
    await import('../../src-main/preload');
  } finally {
    process.argv = argv;
  }
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
  return electron.contextBridge.exposeInMainWorld.mock.calls[0] as [
    string,
    Record<string, unknown>,
  ];
}

describe('preload', () => {
  it('gives the counter window (a server page, untrusted) only the API URL, version, printing and the offline verifiers', async () => {
    const [name, bridge] = await loadPreload([`${API_BASE_URL_SWITCH}${APP}`]);
    expect(name).toBe('shopdesk');
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge).sort()).toEqual([
      'apiBaseUrl',
      'appVersion',
      'offlineVerifiers',
      'print',
      'printReceipt',
      'printerSettings',
      'savePrinterSettings',
    ]);
    expect(bridge.apiBaseUrl).toBe(APP);
    for (const value of Object.values(bridge)) expect(value).not.toBe(electron.ipcRenderer);

    await expect((bridge.appVersion as () => Promise<string>)()).resolves.toBe(
      'answer to app:version',
    );
    await expect((bridge.print as () => Promise<unknown>)()).resolves.toBe('answer to app:print');
    expect(electron.ipcRenderer.invoke.mock.calls).toEqual([
      [IPC_CHANNELS.appVersion],
      [IPC_CHANNELS.print],
    ]);
    // The printer's calls carry only their argument; the main process checks it.
    const call = (name: string, arg?: unknown) =>
      (bridge[name] as (value?: unknown) => Promise<unknown>)(arg);
    await call('printerSettings');
    await call('savePrinterSettings', { mode: 'system' });
    await call('printReceipt', { kind: 'slip' });
    expect(electron.ipcRenderer.invoke.mock.calls.slice(2)).toEqual([
      [IPC_CHANNELS.printerGet],
      [IPC_CHANNELS.printerSave, { mode: 'system' }],
      [IPC_CHANNELS.printReceipt, { kind: 'slip' }],
    ]);
    // The verifiers' calls: a frozen object of three invokers, a plain list of ids.
    const vault = bridge.offlineVerifiers as Record<string, (value?: unknown) => Promise<unknown>>;
    expect(Object.isFrozen(vault)).toBe(true);
    await vault.read!();
    await vault.save!({ staff_id: 7 });
    await vault.remove!([7]);
    expect(electron.ipcRenderer.invoke.mock.calls.slice(5)).toEqual([
      [IPC_CHANNELS.verifiersRead],
      [IPC_CHANNELS.verifiersSave, { staff_id: 7 }],
      [IPC_CHANNELS.verifiersRemove, { staff_ids: [7] }],
    ]);
  });

  it('a page cannot pick the connection bridge through its URL or API switch', async () => {
    const [name, bridge] = await loadPreload([
      `${API_BASE_URL_SWITCH}${APP}/?${CONNECTION_PAGE_SWITCH}`,
      `${CONNECTION_PAGE_SWITCH}=1`,
    ]);
    expect(name).toBe('shopdesk');
    expect(Object.keys(bridge)).not.toContain('connection');
  });

  it('gives the connection window only the connection bridge', async () => {
    const [name, bridge] = await loadPreload([CONNECTION_PAGE_SWITCH]);
    expect(name).toBe('shopdeskConnection');
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge).sort()).toEqual(['check', 'get', 'save']);
    const connection = bridge as Record<string, (value?: unknown) => Promise<unknown>>;
    await connection.get!();
    await connection.check!('https://pickup.example.com');
    await connection.save!({ mode: 'local' });
    expect(electron.ipcRenderer.invoke.mock.calls).toEqual([
      [IPC_CHANNELS.connectionGet],
      [IPC_CHANNELS.connectionCheck, 'https://pickup.example.com'],
      [IPC_CHANNELS.connectionSave, { mode: 'local' }],
    ]);
  });
});
