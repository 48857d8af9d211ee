/**
 * Electron main process: starts the Shopdesk server in-process on 127.0.0.1 (or, when the
 * counter is connected to a shop server, none), opens the counter window on it and wires the
 * security rules (docs/DEPLOYMENT.md, docs/PACKAGING.md). The connection is chosen only on the
 * app's own page (local-page.ts) in a window of its own. Keep this file thin: every rule that
 * can be tested under Node lives in security.ts, connection.ts, local-page.ts and wiring.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, shell } from 'electron';
import type { IpcMainInvokeEvent, Session, WebContents } from 'electron';
import { startServer } from '../src-server/server';
import { rotatingLogFile } from '../src-server/lib/log-file';
import type { RunningServer } from '../src-server/server';
import { readSocialEnv } from '../src-server/modules/social';
// The renderer's back-off (1 s, 2 s, 4 s … 30 s): the window's reloads follow it too.
import { backoffDelay } from '../src-shared/backoff';
import {
  checkServer,
  connectionFilePath,
  HEALTH_TIMEOUT_MS,
  readConnectionSettings,
  shouldRetryLoad,
  startPageUrl,
  startPlan,
  unreachableDialog,
  writeConnectionSettings,
  type HealthFetch,
  type StartPlan,
} from './connection';
import { IPC_CHANNELS } from '../src-shared/ipc';
import { confirmPrinterDialog, printerFilePath, registerPrinterIpc } from './printer';
import type { ConnectionSaveResult, PrintResult } from '../src-shared/preload-api';
import {
  CONNECTION_PAGE_URL,
  connectionPageUrl,
  isConnectionPageSender,
  LOCAL_CONTENT_SECURITY_POLICY,
  LOCAL_PARTITION,
  LOCAL_SCHEME,
  LOCAL_SCHEME_PRIVILEGES,
  localNavigationDecision,
  resolveLocalFile,
} from './local-page';
import {
  createWindowOptions,
  frameNavigationDecision,
  isSameOrigin,
  permissionDecision,
  withContentSecurityPolicy,
} from './security';
import {
  applicationMenuTemplate,
  connectionConfirmer,
  externalOpener,
  guardWebContents,
  registerConnectionIpc,
  type AskFn,
  type NavigationRules,
} from './wiring';

const DEFAULT_PORT = 4350;
/** Quitting never hangs on a stuck server: give up waiting after this long. */
const SERVER_CLOSE_TIMEOUT_MS = 5000;

let server: RunningServer | null = null;
let mainWindow: BrowserWindow | null = null;
/** The app's own connection page (local-page.ts), when open. */
let connectionWindow: BrowserWindow | null = null;
/** Origin of the page the window shows; '' until known, which makes every check fail closed. */
let appOrigin = '';
let serverClosed = false;
let closingServer = false;
/** How this run started: the embedded server or a shop server (connection.ts). */
let plan: StartPlan = { mode: 'local', firstStart: false };
/** Lets the answer to the renderer go out before the app quits to start again. */
const RESTART_DELAY_MS = 200;
const RENDERER_DIR = join(import.meta.dirname, '../renderer');
/** In development electron-vite serves the renderer; a packaged app never reads this. */
const DEV_RENDERER_URL = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
/** The connection page: from the app bundle (or electron-vite's server in development). */
const PAGE_URL = DEV_RENDERER_URL
  ? `${new URL(DEV_RENDERER_URL).origin}/connection.html`
  : CONNECTION_PAGE_URL;

// Before 'ready': the app's own pages get a standard, secure origin (shopdesk://app).
protocol.registerSchemesAsPrivileged([
  { scheme: LOCAL_SCHEME, privileges: { ...LOCAL_SCHEME_PRIVILEGES } },
]);

function settingsFile(): string {
  return connectionFilePath(app.getPath('userData'));
}

/** The port from the settings: SHOPDESK_PORT, else 4350 (the next free one is used if taken). */
function settingsPort(): number {
  const raw = process.env.SHOPDESK_PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port > 65535) {
    throw new Error(`SHOPDESK_PORT must be a port number between 0 and 65535, not "${raw}".`);
  }
  return port;
}

/** Native dialogs belong to the window in front when there is one. */
const ask: AskFn = (options) => {
  const parent = BrowserWindow.getFocusedWindow() ?? mainWindow;
  return parent && !parent.isDestroyed()
    ? dialog.showMessageBox(parent, options)
    : dialog.showMessageBox(options);
};

/** http(s) links only, after a confirmation naming the host. */
const openExternally = externalOpener({
  ask,
  open: (href) => shell.openExternal(href),
  locale: () => app.getLocale(),
  onError: (error) => console.error('Shopdesk: cannot open a link:', error),
});

/** The connection check and save go through Electron's network stack (the system's CAs). */
const fetchHealth: HealthFetch = (url, init) => net.fetch(url, init);

/** Navigation rules of a web contents: the connection window's, or the counter window's. */
function rulesOf(contents: WebContents): NavigationRules {
  const window = connectionWindow;
  const local = window !== null && !window.isDestroyed() && contents === window.webContents;
  return {
    frameNavigation: (url, isMainFrame) => {
      if (!local) return frameNavigationDecision(url, isMainFrame, appOrigin);
      return isMainFrame ? localNavigationDecision(url, PAGE_URL) : 'deny';
    },
    openExternal: (url) => void openExternally(url),
  };
}

/** Permissions (camera for the app origin only) and the Content-Security-Policy header. */
function hardenSession(ses: Session): void {
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(permissionDecision(permission, details.requestingUrl, appOrigin, mediaTypes));
  });
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    permissionDecision(
      permission,
      requestingOrigin,
      appOrigin,
      details.mediaType ? [details.mediaType] : undefined,
    ),
  );
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (isSameOrigin(details.url, appOrigin)) {
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
    } else {
      callback({});
    }
  });
}

/** The connection page's session: no permissions, and the app bundle on shopdesk://app only. */
function prepareLocalSession(): void {
  const ses = session.fromPartition(LOCAL_PARTITION);
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.protocol.handle(LOCAL_SCHEME, async (request) => {
    const file = resolveLocalFile(RENDERER_DIR, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      return new Response(await readFile(file.path), {
        headers: {
          'Content-Type': file.contentType,
          'Content-Security-Policy': LOCAL_CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

/** IPC answers only frames of the app origin. */
function assertAppSender(event: IpcMainInvokeEvent): void {
  const frame = event.senderFrame;
  if (!frame || !isSameOrigin(frame.url, appOrigin)) {
    throw new Error('Shopdesk: IPC refused for this sender.');
  }
}

/** Whether an IPC message comes from the main frame of the app's own connection page. */
function fromConnectionPage(event: IpcMainInvokeEvent): boolean {
  const window = connectionWindow;
  if (!window || window.isDestroyed() || event.sender !== window.webContents) return false;
  const frame = event.senderFrame;
  return isConnectionPageSender(
    {
      frameUrl: frame?.url,
      isMainFrame: frame !== null && frame === event.sender.mainFrame,
      isConnectionWindow: true,
    },
    PAGE_URL,
  );
}

function afterSave(result: ConnectionSaveResult): void {
  setTimeout(() => {
    if (result.saved && result.restarting) {
      app.relaunch();
      app.quit();
    } else if (connectionWindow && !connectionWindow.isDestroyed()) {
      connectionWindow.close();
    }
  }, RESTART_DELAY_MS);
}

function registerIpc(): void {
  ipcMain.handle(IPC_CHANNELS.appVersion, (event): string => {
    assertAppSender(event);
    return app.getVersion();
  });
  ipcMain.handle(IPC_CHANNELS.print, (event): Promise<PrintResult> => {
    assertAppSender(event);
    return new Promise((resolve) => {
      event.sender.print({ silent: false, printBackground: true }, (success, failureReason) =>
        resolve(success ? { success } : { success, failureReason }),
      );
    });
  });
  registerPrinterIpc({
    ipcMain,
    channels: {
      get: IPC_CHANNELS.printerGet,
      save: IPC_CHANNELS.printerSave,
      receipt: IPC_CHANNELS.printReceipt,
    },
    assertSender: (event) => assertAppSender(event as IpcMainInvokeEvent),
    file: () => printerFilePath(app.getPath('userData')),
    confirm: async (settings) => {
      const text = confirmPrinterDialog(settings, app.getLocale());
      const { response } = await ask({
        type: 'question',
        title: 'Shopdesk',
        message: text.message,
        detail: text.detail,
        buttons: [...text.buttons],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      });
      return response === 0;
    },
  });
  registerConnectionIpc({
    ipcMain,
    isConnectionPage: (event) => fromConnectionPage(event as IpcMainInvokeEvent),
    settingsFile,
    plan: () => plan,
    origin: () => appOrigin,
    fetchHealth,
    confirm: connectionConfirmer(ask, () => app.getLocale()),
    saved: afterSave,
  });
}

/** Opens (or brings forward) the app's own connection page, beside the counter window. */
function openConnectionWindow(firstStart: boolean): void {
  if (connectionWindow && !connectionWindow.isDestroyed()) {
    connectionWindow.focus();
    return;
  }
  const options = createWindowOptions(
    join(import.meta.dirname, '../preload/index.cjs'),
    undefined,
    { devTools: !app.isPackaged, partition: LOCAL_PARTITION, connectionPage: true },
  );
  const parent = mainWindow && !mainWindow.isDestroyed() ? mainWindow : undefined;
  const window = new BrowserWindow({
    ...options,
    title: 'Shopdesk',
    width: 720,
    height: 680,
    minWidth: 560,
    minHeight: 520,
    ...(parent ? { parent } : {}),
  });
  connectionWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (connectionWindow === window) connectionWindow = null;
  });
  window.loadURL(connectionPageUrl(firstStart, PAGE_URL)).catch((error: unknown) => {
    console.error('Shopdesk: cannot show the connection page:', error);
  });
}

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

async function openMainWindow(pageUrl: string): Promise<void> {
  const window = new BrowserWindow(
    createWindowOptions(join(import.meta.dirname, '../preload/index.cjs'), appOrigin, {
      devTools: !app.isPackaged,
    }),
  );
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  // A page that could not load (the shop server was gone during a reload) is tried again.
  let failedLoads = 0;
  window.webContents.on('did-finish-load', () => (failedLoads = 0));
  window.webContents.on('did-fail-load', (_event, errorCode, _description, url, isMainFrame) => {
    if (!shouldRetryLoad(errorCode, isMainFrame, url, appOrigin)) return;
    setTimeout(() => {
      if (!window.isDestroyed()) window.loadURL(url).catch(() => undefined);
    }, backoffDelay(failedLoads++));
  });
  await window.loadURL(pageUrl);
}

/**
 * Asks the shop server until it answers, or the clerk gives up: 'connected', 'local' (use this
 * computer instead, saved) or 'quit'.
 */
async function reachShopServer(origin: string): Promise<'connected' | 'local' | 'quit'> {
  for (;;) {
    const check = await checkServer(origin, HEALTH_TIMEOUT_MS, fetchHealth);
    if (check.ok) return 'connected';
    const text = unreachableDialog(check, origin, app.getLocale());
    const { response } = await dialog.showMessageBox({
      type: 'error',
      title: 'Shopdesk',
      message: text.message,
      detail: text.detail,
      buttons: [...text.buttons],
      defaultId: 0,
      cancelId: 2,
      noLink: true,
    });
    if (response === 1) return 'local';
    if (response !== 0) return 'quit';
  }
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession);
  prepareLocalSession();
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      applicationMenuTemplate({
        packaged: app.isPackaged,
        locale: app.getLocale(),
        openConnection: () => openConnectionWindow(false),
      }),
    ),
  );
  plan = startPlan(await readConnectionSettings(settingsFile()));
  if (plan.mode === 'server') {
    const outcome = await reachShopServer(plan.origin);
    if (outcome === 'quit') {
      app.quit();
      return;
    }
    if (outcome === 'connected') {
      // No server here: the window shows the shop server's pages and trusts its origin only.
      appOrigin = plan.origin;
      await openMainWindow(startPageUrl(plan.origin));
      return;
    }
    await writeConnectionSettings(settingsFile(), { mode: 'local' });
    plan = startPlan({ mode: 'local' });
  }
  await startLocal();
}

/** Today's default: the embedded server on this computer, and the window on it. */
async function startLocal(): Promise<void> {
  server = await startServer({
    host: '127.0.0.1',
    port: settingsPort(),
    portFallback: true,
    dataDir: app.getPath('userData'),
    rendererDir: join(import.meta.dirname, '../renderer'),
    social: readSocialEnv(process.env),
    // The embedded server's log, rotated, in the user-data folder (docs/DEPLOYMENT.md, "Logs").
    logger: { stream: await rotatingLogFile(join(app.getPath('userData'), 'logs')) },
  });
  if (closingServer || serverClosed) {
    await closeServer(); // the user quit while the server was starting
    return;
  }
  // In development electron-vite serves the renderer (it proxies /api to the server).
  appOrigin = new URL(DEV_RENDERER_URL || server.url).origin;
  await openMainWindow(startPageUrl(appOrigin));
  // First start: the app's own page asks where the shop lives (this computer runs meanwhile).
  if (plan.firstStart) openConnectionWindow(true);
}

/** Stops the server (checkpoints and closes the DB) at most once, never longer than the timeout. */
async function closeServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer after ${SERVER_CLOSE_TIMEOUT_MS} ms`)),
      SERVER_CLOSE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([running.close(), timeout]);
  } catch (error) {
    console.error('Shopdesk: closing the server failed:', error);
  } finally {
    clearTimeout(timer);
  }
}

function failStartup(error: unknown): void {
  console.error('Shopdesk could not start:', error);
  const message = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('Shopdesk could not start', message);
  void closeServer().finally(() => app.exit(1));
}

if (!app.requestSingleInstanceLock()) {
  // Another Shopdesk is running: it gets 'second-instance' and focuses its window.
  app.quit();
} else {
  app.enableSandbox();
  app.on('second-instance', focusMainWindow);
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, () => rulesOf(contents)),
  );
  registerIpc();

  // Clean shutdown: hold the first quit until the server has closed, then quit for real.
  app.on('before-quit', (event) => {
    if (serverClosed) return;
    event.preventDefault();
    if (closingServer) return;
    closingServer = true;
    void closeServer().finally(() => {
      serverClosed = true;
      app.quit();
    });
  });
  // The server lives as long as its window: closing the window quits, on macOS too.
  app.on('window-all-closed', () => app.quit());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.quit());

  app.whenReady().then(start).catch(failStartup);
}
