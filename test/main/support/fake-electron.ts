/**
 * A stand-in for the `electron` module at the edge of the world (no Electron binary can run
 * here): just the members src-main uses, behaving as Electron documents them, and recording
 * what the app does so a test can assert it. Wired with
 * `vi.mock('electron', () => import('./support/fake-electron').then((m) => m.electron))`.
 *
 * One instance per test worker, kept on globalThis: `vi.resetModules()` (a fresh start of
 * src-main/index.ts) re-runs the mock's factory, which must hand out the same objects the
 * test holds. `electron.reset()` starts a new "process".
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** An event with `preventDefault`, as Electron hands them to listeners. */
export class FakeEvent {
  defaultPrevented = false;
  constructor(fields: Record<string, unknown> = {}) {
    Object.assign(this, fields);
  }
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

/** A frame (`WebFrameMain`): its URL and whether it is its page's main frame. */
export class FakeFrame {
  constructor(
    public url: string,
    public readonly parent: FakeFrame | null = null,
  ) {}
}

type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: Record<string, unknown>,
) => void;
type PermissionCheckHandler = (
  contents: unknown,
  permission: string,
  requestingOrigin: string,
  details: Record<string, unknown>,
) => boolean;
type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;
type ProtocolHandler = (request: { url: string }) => Response | Promise<Response>;

export class FakeSession {
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: PermissionCheckHandler | null = null;
  headersListener: HeadersListener | null = null;
  readonly protocolHandlers = new Map<string, ProtocolHandler>();

  constructor(public readonly partition: string) {}

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.checkHandler = handler;
  }
  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener) => {
      this.headersListener = listener;
    },
  };
  readonly protocol = {
    handle: (scheme: string, handler: ProtocolHandler) => {
      if (this.protocolHandlers.has(scheme)) throw new Error(`${scheme} is already handled`);
      this.protocolHandlers.set(scheme, handler);
    },
  };

  /** As Chromium asks when a page requests a permission; Electron grants all without a handler. */
  requestPermission(permission: string, details: Record<string, unknown>): Promise<boolean> {
    const handler = this.requestHandler;
    if (!handler) return Promise.resolve(true);
    return new Promise((resolve) => handler(null, permission, resolve, details));
  }
  checkPermission(permission: string, origin: string, details: Record<string, unknown> = {}) {
    return this.checkHandler ? this.checkHandler(null, permission, origin, details) : true;
  }
  /** The response headers a page at `url` would get. */
  responseHeaders(url: string, responseHeaders: Record<string, string[]>) {
    const listener = this.headersListener;
    if (!listener) return responseHeaders;
    let answer: { responseHeaders?: Record<string, string[]> } = {};
    listener({ url, responseHeaders }, (response) => (answer = response));
    return answer.responseHeaders ?? responseHeaders;
  }
  /** A request on a custom scheme, as the page would make it. */
  async fetchScheme(url: string): Promise<Response> {
    const handler = this.protocolHandlers.get(new URL(url).protocol.replace(/:$/, ''));
    if (!handler) throw new Error(`net::ERR_UNKNOWN_URL_SCHEME ${url}`);
    return handler({ url });
  }
}

export class FakeWebContents extends EventEmitter {
  private static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  readonly mainFrame = new FakeFrame('about:blank');
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly printed: unknown[] = [];
  /** What `print` answers: Electron's (success, failureReason). */
  printAnswer: [boolean, string] = [true, ''];
  /** What the preload exposed with contextBridge in this page (name → API). */
  readonly exposed = new Map<string, unknown>();
  destroyed = false;

  constructor(
    public readonly session: FakeSession,
    private readonly electron: FakeElectron,
  ) {
    super();
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  getURL(): string {
    return this.mainFrame.url;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  print(options: unknown, callback: (success: boolean, failureReason: string) => void): void {
    this.printed.push(options);
    callback(...this.printAnswer);
  }
  async loadURL(url: string): Promise<void> {
    this.electron.loads.push(url);
    this.mainFrame.url = url;
    this.emit('did-finish-load');
  }

  /**
   * A navigation the page starts (a link, `location = …`): the events Electron emits, in its
   * order; true when it was let through.
   */
  navigate(url: string, options: { frame?: FakeFrame; redirect?: boolean } = {}): boolean {
    const isMainFrame = !options.frame || options.frame === this.mainFrame;
    const events = options.redirect
      ? ['will-redirect']
      : isMainFrame
        ? ['will-navigate', 'will-frame-navigate']
        : ['will-frame-navigate'];
    for (const name of events) {
      const event = new FakeEvent({ url, isMainFrame, frame: options.frame ?? this.mainFrame });
      this.emit(name, event);
      if (event.defaultPrevented) return false;
    }
    (options.frame ?? this.mainFrame).url = url;
    return true;
  }
  /** `window.open(url)` / `target=_blank` in the page: what the handler decided. */
  openWindow(url: string): { action: string } {
    if (!this.windowOpenHandler) return { action: 'allow' };
    return this.windowOpenHandler({ url });
  }
  /** A `<webview>` the page tries to attach: true when it was let through. */
  attachWebview(): boolean {
    const event = new FakeEvent();
    this.emit('will-attach-webview', event, {}, {});
    return !event.defaultPrevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static getFocusedWindow(): FakeBrowserWindow | null {
    return current().focused;
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return current().windows.filter((window) => !window.destroyed);
  }

  readonly webContents: FakeWebContents;
  visible = false;
  destroyed = false;
  minimized = false;
  private readonly electron: FakeElectron;

  constructor(public readonly options: Record<string, unknown> = {}) {
    super();
    this.electron = current();
    const preferences = (options.webPreferences ?? {}) as { partition?: string };
    const ses = preferences.partition
      ? this.electron.session.fromPartition(preferences.partition)
      : this.electron.session.defaultSession;
    this.webContents = new FakeWebContents(ses, this.electron);
    this.electron.windows.push(this);
    // Electron announces every new web contents before anything loads in it.
    this.electron.app.emit('web-contents-created', new FakeEvent(), this.webContents);
  }

  async loadURL(url: string): Promise<void> {
    await this.webContents.loadURL(url);
    this.emit('ready-to-show');
  }
  async loadFile(file: string): Promise<void> {
    await this.loadURL(`file://${file}`);
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.electron.focused = this;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  close(): void {
    if (this.destroyed) return;
    const event = new FakeEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroy();
  }
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    if (this.electron.focused === this) this.electron.focused = null;
    this.emit('closed');
    if (FakeBrowserWindow.getAllWindows().length === 0 && !this.electron.app.quitting) {
      this.electron.app.emit('window-all-closed');
    }
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  locale = 'en-US';
  singleInstance = true;
  sandboxEnabled = false;
  /** What the app asked of its process, in order: 'relaunch', 'quit', 'exit(1)'. */
  readonly calls: string[] = [];
  quitting = false;
  /** Quit went through (every before-quit and will-quit let it). */
  quitted = false;
  exitCode: number | null = null;
  ready = false;
  private readyResolve: () => void = () => {};
  private readonly readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve));

  constructor(private readonly userData: string) {
    super();
  }

  whenReady(): Promise<void> {
    return this.readyPromise;
  }
  isReady(): boolean {
    return this.ready;
  }
  /** The test's "Chromium is up": 'ready' and whenReady() resolve. */
  becomeReady(): void {
    this.ready = true;
    this.emit('ready', new FakeEvent(), {});
    this.readyResolve();
  }
  getPath(name: string): string {
    if (name === 'userData') return this.userData;
    if (name === 'logs') return join(this.userData, 'logs');
    throw new Error(`fake electron: no path ${name}`);
  }
  getVersion(): string {
    return VERSION;
  }
  getName(): string {
    return 'Shopdesk';
  }
  getLocale(): string {
    return this.locale;
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstance;
  }
  enableSandbox(): void {
    if (this.ready) throw new Error('app.enableSandbox() must be called before ready');
    this.sandboxEnabled = true;
  }
  relaunch(): void {
    this.calls.push('relaunch');
  }
  /** Electron's order: before-quit (preventable), the windows close, will-quit, quit. */
  quit(): void {
    this.calls.push('quit');
    if (this.quitted) return;
    const before = new FakeEvent();
    this.emit('before-quit', before);
    if (before.defaultPrevented) return;
    this.quitting = true;
    for (const window of FakeBrowserWindow.getAllWindows()) window.destroy();
    const will = new FakeEvent();
    this.emit('will-quit', will);
    if (will.defaultPrevented) {
      this.quitting = false;
      return;
    }
    this.quitted = true;
    this.emit('quit', new FakeEvent(), 0);
  }
  /** Ends at once: no before-quit, no will-quit (as Electron). */
  exit(code = 0): void {
    this.calls.push(`exit(${code})`);
    this.exitCode = code;
    this.quitted = true;
  }
}

type MessageBoxOptions = { type?: string; message: string; detail?: string; buttons?: string[] };

/** A native message box shown by the app, with the window it belonged to. */
export interface AskedDialog {
  parent: FakeBrowserWindow | null;
  options: MessageBoxOptions & { cancelId?: number };
}

export class FakeElectron {
  readonly windows: FakeBrowserWindow[] = [];
  focused: FakeBrowserWindow | null = null;
  /** Every URL a web contents was asked to load, in order. */
  readonly loads: string[] = [];
  readonly app: FakeApp;
  /** Privileged schemes, and whether they were registered before 'ready' (Electron's rule). */
  readonly privilegedSchemes: { scheme: string; privileges: unknown; beforeReady: boolean }[] = [];
  readonly handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  readonly listeners = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>();
  readonly dialogs: AskedDialog[] = [];
  /** Answers for the next message boxes (button index); without one, the cancel button. */
  readonly dialogAnswers: number[] = [];
  readonly errorBoxes: { title: string; content: string }[] = [];
  readonly opened: string[] = [];
  readonly fetched: string[] = [];
  readonly encrypted: string[] = [];
  applicationMenu: { template: Record<string, unknown>[] } | null = null;
  private readonly sessions = new Map<string, FakeSession>();

  constructor(userData: string) {
    this.app = new FakeApp(userData);
  }

  readonly session = {
    defaultSession: new FakeSession(''),
    fromPartition: (partition: string): FakeSession => {
      let ses = this.sessions.get(partition);
      if (!ses) {
        ses = new FakeSession(partition);
        this.sessions.set(partition, ses);
      }
      return ses;
    },
  };

  readonly protocol = {
    registerSchemesAsPrivileged: (schemes: { scheme: string; privileges: unknown }[]) => {
      for (const entry of schemes) {
        this.privilegedSchemes.push({ ...entry, beforeReady: !this.app.ready });
      }
    },
  };

  readonly ipcMain = {
    handle: (channel: string, listener: (event: unknown, ...args: unknown[]) => unknown) => {
      // As Electron: a second handler for a channel is a programming error.
      if (this.handlers.has(channel)) {
        throw new Error(`Attempted to register a second handler for '${channel}'`);
      }
      this.handlers.set(channel, listener);
    },
    removeHandler: (channel: string) => void this.handlers.delete(channel),
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    },
  };

  readonly dialog = {
    showMessageBox: async (
      parentOrOptions: FakeBrowserWindow | MessageBoxOptions,
      maybeOptions?: MessageBoxOptions,
    ): Promise<{ response: number; checkboxChecked: boolean }> => {
      // Not instanceof: a fresh start of the app may load this module anew (another class).
      const parent = 'webContents' in parentOrOptions ? parentOrOptions : null;
      const options = (maybeOptions ?? parentOrOptions) as AskedDialog['options'];
      this.dialogs.push({ parent, options });
      const response = this.dialogAnswers.shift() ?? options.cancelId ?? 0;
      return { response, checkboxChecked: false };
    },
    showErrorBox: (title: string, content: string) => {
      this.errorBoxes.push({ title, content });
    },
  };

  readonly shell = {
    openExternal: async (url: string) => {
      this.opened.push(url);
    },
  };

  /** Electron's network stack: a real HTTP client (Node's), recorded. */
  readonly net = {
    fetch: (url: string, init?: RequestInit) => {
      this.fetched.push(url);
      return fetch(url, init);
    },
  };

  /** Whether the fake system offers encryption (a Linux without a keyring does not). */
  encryptionAvailable = true;
  /** Linux's `getSelectedStorageBackend()`; `basic_text` is a hard-coded key. */
  storageBackend = 'gnome_libsecret';

  /** Reversible, marked "encryption" (no keychain here); records what was protected. */
  readonly safeStorage = {
    isEncryptionAvailable: () => this.encryptionAvailable,
    getSelectedStorageBackend: () => this.storageBackend,
    encryptString: (text: string) => {
      // As Electron: without encryption it throws rather than write plain text.
      if (!this.encryptionAvailable) throw new Error('Encryption is not available.');
      this.encrypted.push(text);
      return Buffer.from(`fake-safe-storage:${Buffer.from(text, 'utf8').toString('base64')}`);
    },
    decryptString: (data: Buffer) => {
      const text = data.toString('utf8');
      if (!text.startsWith('fake-safe-storage:')) throw new Error('Error while decrypting');
      return Buffer.from(text.slice('fake-safe-storage:'.length), 'base64').toString('utf8');
    },
  };

  readonly Menu = {
    buildFromTemplate: (template: Record<string, unknown>[]) => ({ template }),
    setApplicationMenu: (menu: { template: Record<string, unknown>[] } | null) => {
      this.applicationMenu = menu;
    },
  };

  /** The renderer side, for the preload: the window the preload is running in. */
  rendererContents: FakeWebContents | null = null;

  readonly contextBridge = {
    exposeInMainWorld: (name: string, api: unknown) => {
      const contents = this.rendererContents;
      if (!contents) throw new Error('fake electron: no page for the preload');
      contents.exposed.set(name, api);
    },
  };

  /** `ipcRenderer.invoke` from the page's main frame: arguments and answer cloned, as IPC does. */
  readonly ipcRenderer = {
    invoke: async (channel: string, ...args: unknown[]) => {
      const contents = this.rendererContents;
      if (!contents) throw new Error('fake electron: no page for the preload');
      return structuredClone(
        await this.invoke(channel, this.invokeEvent(contents), ...structuredClone(args)),
      );
    },
  };

  /** An invoke event from `frame` (the main frame by default) of `contents`. */
  invokeEvent(contents: FakeWebContents, frame: FakeFrame | null = contents.mainFrame) {
    return { sender: contents, senderFrame: frame, processId: 1, frameId: contents.id };
  }

  /** What `ipcRenderer.invoke` gets: the handler's answer, or a rejection (no handler too). */
  async invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }

  /** Clicks the application menu item with this id. */
  clickMenu(id: string): void {
    const find = (items: Record<string, unknown>[]): Record<string, unknown> | undefined => {
      for (const item of items) {
        if (item.id === id) return item;
        const found = Array.isArray(item.submenu)
          ? find(item.submenu as Record<string, unknown>[])
          : undefined;
        if (found) return found;
      }
      return undefined;
    };
    const item = find(this.applicationMenu?.template ?? []);
    if (!item || typeof item.click !== 'function') throw new Error(`no menu item ${id}`);
    (item.click as () => void)();
  }
}

const KEY = Symbol.for('shopdesk.fake-electron');
type Holder = { [KEY]?: FakeElectron };

function current(): FakeElectron {
  const fake = (globalThis as Holder)[KEY];
  if (!fake) throw new Error('fake electron: call resetElectron() first');
  return fake;
}

/** A new "process": nothing registered, no windows, this user-data folder. */
export function resetElectron(userData: string): FakeElectron {
  const fake = new FakeElectron(userData);
  (globalThis as Holder)[KEY] = fake;
  return fake;
}

/** The fake of the current "process" (the one the last resetElectron made). */
export function fakeElectron(): FakeElectron {
  return current();
}

/**
 * The module `electron` as src-main imports it. Every member is read from the current fake at
 * the moment the app uses it, so one mocked module serves every fresh start.
 */
export const electron = {
  get app() {
    return current().app;
  },
  BrowserWindow: FakeBrowserWindow,
  get dialog() {
    return current().dialog;
  },
  get ipcMain() {
    return current().ipcMain;
  },
  get Menu() {
    return current().Menu;
  },
  get net() {
    return current().net;
  },
  get protocol() {
    return current().protocol;
  },
  get session() {
    return current().session;
  },
  get shell() {
    return current().shell;
  },
  get safeStorage() {
    return current().safeStorage;
  },
  get contextBridge() {
    return current().contextBridge;
  },
  get ipcRenderer() {
    return current().ipcRenderer;
  },
};
