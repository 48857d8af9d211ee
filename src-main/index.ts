/**
 * Electron main process: starts the Shopdesk server in-process on 127.0.0.1 (or, when the
 * counter is connected to a shop server, none), opens the counter window on the renderer the
 * app ships (shopdesk://app, in both modes) with that server as its API, and wires the
 * security rules (docs/DESIGN.md §12–§13, docs/DEPLOYMENT.md, docs/PACKAGING.md). The
 * connection is chosen only on the app's own page (local-page.ts) in a window of its own.
 * Keep this file thin: every rule that can be tested under Node lives in security.ts,
 * connection.ts, local-page.ts, wiring.ts, sessions.ts, embedded-server.ts and
 * ipc-handlers.ts (the channels of src-shared/ipc.ts); test/main/app.test.ts runs this file
 * itself under Node, with Electron faked.
 */
import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import type { RunningServer } from '../src-server/server';
import {
  checkServer,
  connectionFilePath,
  counterPartition,
  HEALTH_TIMEOUT_MS,
  needsNewAddress,
  readConnectionSettings,
  serverProblemDialog,
  startPlan,
  type HealthFetch,
  type StartPlan,
} from './connection';
import { closeEmbeddedServer, startEmbeddedServer } from './embedded-server';
import { IPC_CHANNELS } from '../src-shared/ipc';
import { handleChannel } from './ipc-handlers';
import { confirmPrinterDialog, printerFilePath, registerPrinterIpc } from './printer';
import { registerVerifierIpc, verifierFilePath } from './verifier-vault';
import type { ConnectionSaveResult } from '../src-shared/preload-api';
import {
  CONNECTION_PAGE_URL,
  connectionPageUrl,
  COUNTER_PAGE_URL,
  isConnectionPageSender,
  LOCAL_ORIGIN,
  LOCAL_PARTITION,
  LOCAL_SCHEME,
  LOCAL_SCHEME_PRIVILEGES,
  localNavigationDecision,
} from './local-page';
import {
  counterContentSecurityPolicy,
  createWindowOptions,
  frameNavigationDecision,
  isSameOrigin,
} from './security';
import { hardenSession, prepareLocalSession, serveCounterPages } from './sessions';
import {
  applicationMenuTemplate,
  connectionConfirmer,
  externalOpener,
  guardWebContents,
  registerConnectionIpc,
  type AskFn,
  type NavigationRules,
} from './wiring';

let server: RunningServer | null = null;
let mainWindow: BrowserWindow | null = null;
/** The app's own connection page (local-page.ts), when open. */
let connectionWindow: BrowserWindow | null = null;
/**
 * Origin of the pages the counter window shows (shopdesk://app; electron-vite's server in
 * development); '' until the window opens, which makes every check fail closed.
 */
let appOrigin = '';
/** Origin of the server the counter talks to (embedded, or the shop's); '' until known. */
let apiOrigin = '';
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

// Before 'ready': the app's own pages (the counter's and the connection page) get a standard,
// secure origin (shopdesk://app).
protocol.registerSchemesAsPrivileged([
  { scheme: LOCAL_SCHEME, privileges: { ...LOCAL_SCHEME_PRIVILEGES } },
]);

function settingsFile(): string {
  return connectionFilePath(app.getPath('userData'));
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

/**
 * The counter's channels answer only frames of the app origin in the counter window (the
 * connection page has that origin too, in a window of its own).
 */
function fromAppOrigin(event: IpcMainInvokeEvent): boolean {
  const window = mainWindow;
  if (!window || window.isDestroyed() || event.sender !== window.webContents) return false;
  const frame = event.senderFrame;
  return !!frame && isSameOrigin(frame.url, appOrigin);
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
  handleChannel(ipcMain, IPC_CHANNELS.appVersion, fromAppOrigin, () => app.getVersion());
  handleChannel(
    ipcMain,
    IPC_CHANNELS.print,
    fromAppOrigin,
    (event) =>
      new Promise((resolve) => {
        event.sender.print({ silent: false, printBackground: true }, (success, failureReason) =>
          resolve(success ? { success } : { success, failureReason }),
        );
      }),
  );
  registerPrinterIpc({
    ipcMain,
    fromApp: (event) => fromAppOrigin(event as IpcMainInvokeEvent),
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
  registerVerifierIpc({
    ipcMain,
    fromApp: (event) => fromAppOrigin(event as IpcMainInvokeEvent),
    file: () => verifierFilePath(app.getPath('userData')),
    safeStorage,
  });
  registerConnectionIpc({
    ipcMain,
    isConnectionPage: (event) => fromConnectionPage(event as IpcMainInvokeEvent),
    settingsFile,
    plan: () => plan,
    origin: () => apiOrigin,
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

/**
 * Opens the counter window on the renderer the app ships, talking to `api` (the embedded
 * server's or the shop server's origin): no page of a server runs in it, so the counter opens
 * whether or not its server answers (docs/DESIGN.md §14 "Starting offline"). In development
 * electron-vite serves the renderer and its proxy forwards /api (SHOPDESK_DEV_API names the
 * server), so the API is the page's own origin there.
 */
async function openMainWindow(api: string): Promise<void> {
  const partition = counterPartition(plan);
  const ses = partition ? session.fromPartition(partition) : session.defaultSession;
  const devOrigin = DEV_RENDERER_URL ? new URL(DEV_RENDERER_URL).origin : null;
  apiOrigin = new URL(api).origin;
  const apiBaseUrl = devOrigin ?? apiOrigin;
  appOrigin = devOrigin ?? LOCAL_ORIGIN;
  const policy = counterContentSecurityPolicy(apiBaseUrl);
  hardenSession(
    ses,
    () => appOrigin,
    () => policy,
  );
  if (!devOrigin) serveCounterPages(ses, RENDERER_DIR, () => policy);
  const window = new BrowserWindow(
    createWindowOptions(join(import.meta.dirname, '../preload/index.cjs'), apiBaseUrl, {
      devTools: !app.isPackaged,
      ...(partition ? { partition } : {}),
    }),
  );
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  await window.loadURL(devOrigin ? `${devOrigin}/` : COUNTER_PAGE_URL);
}

/**
 * Asks the shop server once, beside the window: a server that answers but will not serve this
 * counter (another address, not Shopdesk) is said in a dialog offering the connection page.
 * No answer says nothing here: the counter shows it is offline and works from its copy.
 */
async function checkShopServer(origin: string): Promise<void> {
  const check = await checkServer(origin, HEALTH_TIMEOUT_MS, fetchHealth);
  if (!needsNewAddress(check)) return;
  const text = serverProblemDialog(check, origin, app.getLocale());
  const { response } = await ask({
    type: 'warning',
    title: 'Shopdesk',
    message: text.message,
    detail: text.detail,
    buttons: [...text.buttons],
    defaultId: 0,
    cancelId: 1,
    noLink: true,
  });
  if (response === 0) openConnectionWindow(false);
}

async function start(): Promise<void> {
  prepareLocalSession(session.fromPartition(LOCAL_PARTITION), RENDERER_DIR);
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
    // No server here, and none waited for: the window opens at once on the app's renderer.
    await openMainWindow(plan.origin);
    void checkShopServer(plan.origin).catch((error: unknown) => {
      console.error('Shopdesk: cannot check the shop server:', error);
    });
    return;
  }
  await startLocal();
}

/** Today's default: the embedded server on this computer, and the window on it. */
async function startLocal(): Promise<void> {
  server = await startEmbeddedServer({
    userData: app.getPath('userData'),
    rendererDir: RENDERER_DIR,
  });
  if (closingServer || serverClosed) {
    await closeServer(); // the user quit while the server was starting
    return;
  }
  await openMainWindow(server.url);
  // First start: the app's own page asks where the shop lives (this computer runs meanwhile).
  if (plan.firstStart) openConnectionWindow(true);
}

/** Stops the server (checkpoints and closes the DB) at most once. */
async function closeServer(): Promise<void> {
  const running = server;
  server = null;
  if (running) await closeEmbeddedServer(running);
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
