/**
 * Electron main process: starts the Shopdesk server in-process on 127.0.0.1 (or, when the
 * counter is connected to a shop server, none), opens the counter window on it and wires the
 * security rules of ./security.ts (DESIGN §12, §13). Keep this file thin: every rule that can
 * be tested under Node lives in security.ts and connection.ts.
 */
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
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
  readConnectionSettings,
  saveConnection,
  shouldRetryLoad,
  startPageUrl,
  startPlan,
  unreachableDialog,
  writeConnectionSettings,
  type StartPlan,
} from './connection';
import { IPC_CHANNELS } from '../src-shared/ipc';
import type {
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionState,
  PrintResult,
} from '../src-shared/preload-api';
import {
  createWindowOptions,
  externalUrl,
  isSameOrigin,
  navigationDecision,
  permissionDecision,
  windowOpenDecision,
  withContentSecurityPolicy,
} from './security';

const DEFAULT_PORT = 4350;
/** Quitting never hangs on a stuck server: give up waiting after this long. */
const SERVER_CLOSE_TIMEOUT_MS = 5000;

let server: RunningServer | null = null;
let mainWindow: BrowserWindow | null = null;
/** Origin of the page the window shows; '' until known, which makes every check fail closed. */
let appOrigin = '';
let serverClosed = false;
let closingServer = false;
/** How this run started: the embedded server or a shop server (connection.ts). */
let plan: StartPlan = { mode: 'local', firstStart: false };
/** Lets the answer to the renderer go out before the app quits to start again. */
const RESTART_DELAY_MS = 200;

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

function openExternally(url: string): void {
  const href = externalUrl(url);
  if (!href) return;
  shell.openExternal(href).catch((error: unknown) => {
    console.error('Shopdesk: cannot open', href, error);
  });
}

/** Navigation rules for every web contents the app creates (the window, and anything else). */
function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => {
    const decision = navigationDecision(event.url, appOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') openExternally(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (!isSameOrigin(event.url, appOrigin)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (windowOpenDecision(url) === 'external') openExternally(url);
    return { action: 'deny' };
  });
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

/** IPC answers only frames of the app origin. */
function assertAppSender(event: IpcMainInvokeEvent): void {
  const frame = event.senderFrame;
  if (!frame || !isSameOrigin(frame.url, appOrigin)) {
    throw new Error('Shopdesk: IPC refused for this sender.');
  }
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
  ipcMain.handle(IPC_CHANNELS.connectionGet, async (event): Promise<ConnectionState> => {
    assertAppSender(event);
    return { settings: await readConnectionSettings(settingsFile()), origin: appOrigin };
  });
  ipcMain.handle(IPC_CHANNELS.connectionCheck, (event, url: unknown): Promise<ConnectionCheck> => {
    assertAppSender(event);
    return checkServer(String(url));
  });
  ipcMain.handle(
    IPC_CHANNELS.connectionSave,
    async (event, value: unknown): Promise<ConnectionSaveResult> => {
      assertAppSender(event);
      const result = await saveConnection(settingsFile(), value, plan);
      if (result.saved && result.restarting) {
        setTimeout(() => {
          app.relaunch();
          app.quit();
        }, RESTART_DELAY_MS);
      }
      return result;
    },
  );
}

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

async function openMainWindow(pageUrl: string): Promise<void> {
  const window = new BrowserWindow(
    createWindowOptions(join(import.meta.dirname, '../preload/index.cjs'), appOrigin),
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
    const check = await checkServer(origin);
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
      await openMainWindow(startPageUrl(plan.origin, plan));
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
  const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  appOrigin = new URL(devUrl || server.url).origin;
  await openMainWindow(startPageUrl(appOrigin, plan));
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
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
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
