/**
 * How the main process wires the rules of security.ts, connection.ts and local-page.ts to
 * Electron: written against the few members of Electron's objects it uses, so the tests drive
 * it with stand-ins (docs/PACKAGING.md "At run time"). Only types come from 'electron'.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { IPC_CHANNELS } from '../src-shared/ipc';
import type { ConnectionSaveResult, ConnectionSettings } from '../src-shared/preload-api';
import {
  checkServer,
  confirmConnectionDialog,
  HEALTH_TIMEOUT_MS,
  readConnectionSettings,
  saveConnection,
  type HealthFetch,
  type StartPlan,
} from './connection';
import { handleChannel, type IpcMainLike, type InvokeEventLike } from './ipc-handlers';
import { externalLinkDialog, type NavigationDecision } from './security';

/** A navigation event as Electron passes it (`will-navigate`, `will-frame-navigate`, …). */
export interface NavigationEventLike {
  url: string;
  isMainFrame?: boolean;
  preventDefault(): void;
}

/** The members of a WebContents the guards use. */
export interface GuardedContents {
  on(event: string, listener: (event: NavigationEventLike) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** Where a web contents may go: decided when it navigates (its window may be made later). */
export interface NavigationRules {
  /** Any frame about to navigate (main frame included). */
  frameNavigation(url: string, isMainFrame: boolean): NavigationDecision;
  /** Opens an http(s) URL in the system browser after the clerk confirmed it. */
  openExternal(url: string): void;
}

/**
 * Navigation guards for every web contents the app creates: `will-navigate` and
 * `will-frame-navigate` (every frame, so a frame inside a page cannot load another site),
 * redirects held to the same rule, no `<webview>`, and no new windows (http(s) links go to the
 * external-link confirmation).
 */
export function guardWebContents(contents: GuardedContents, rulesOf: () => NavigationRules): void {
  const guard = (event: NavigationEventLike, external: boolean) => {
    const rules = rulesOf();
    const decision = rules.frameNavigation(event.url, event.isMainFrame !== false);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external' && external) rules.openExternal(event.url);
  };
  // Both fire for a main-frame navigation: the opener asks once (one question at a time).
  contents.on('will-navigate', (event) => guard(event, true));
  contents.on('will-frame-navigate', (event) => guard(event, true));
  contents.on('will-redirect', (event) => guard(event, false));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    rulesOf().openExternal(url);
    return { action: 'deny' };
  });
}

/** A native message box (`dialog.showMessageBox`) as the wiring uses it. */
export type AskFn = (options: {
  type: 'question' | 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}) => Promise<{ response: number }>;

/**
 * The external-link opener: http(s) only, after a native confirmation naming the host; one
 * question at a time (a page that opens links in a loop gets one dialog, the rest dropped).
 */
export function externalOpener(deps: {
  ask: AskFn;
  open: (href: string) => Promise<void>;
  locale: () => string;
  onError?: (error: unknown) => void;
}): (url: string) => Promise<boolean> {
  let asking = false;
  return async (url) => {
    const text = externalLinkDialog(url, deps.locale());
    if (!text || asking) return false;
    asking = true;
    try {
      const { response } = await deps.ask({
        type: 'question',
        title: 'Shopdesk',
        message: text.message,
        detail: text.detail,
        buttons: [...text.buttons],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      });
      if (response !== 0) return false;
      await deps.open(text.href);
      return true;
    } catch (error) {
      deps.onError?.(error);
      return false;
    } finally {
      asking = false;
    }
  };
}

/** The confirmation of a change of connection, as a native dialog (cancel is the default). */
export function connectionConfirmer(
  ask: AskFn,
  locale: () => string,
): (next: ConnectionSettings) => Promise<boolean> {
  return async (next) => {
    const text = confirmConnectionDialog(next, locale());
    const { response } = await ask({
      type: text.warning ? 'warning' : 'question',
      title: 'Shopdesk',
      message: text.message,
      detail: text.detail,
      buttons: [...text.buttons],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    return response === 0;
  };
}

/** What the connection channels need from the main process. */
export interface ConnectionIpcDeps {
  ipcMain: IpcMainLike;
  /** Whether the message comes from the app's own connection page (local-page.ts). */
  isConnectionPage(event: InvokeEventLike): boolean;
  settingsFile(): string;
  plan(): StartPlan;
  /** The origin the counter window talks to now. */
  origin(): string;
  /** Electron's `net.fetch`: the operating system's trust store. */
  fetchHealth: HealthFetch;
  confirm(next: ConnectionSettings): Promise<boolean>;
  /** After a save: close the page, or start the app again when `restarting`. */
  saved(result: ConnectionSaveResult): void;
}

/**
 * The connection channels: they answer the app's own connection page only, so `check` probes
 * only an address typed there and `save` is reachable from no server's page.
 */
export function registerConnectionIpc(deps: ConnectionIpcDeps): void {
  const fromPage = (event: InvokeEventLike) => deps.isConnectionPage(event);
  handleChannel(deps.ipcMain, IPC_CHANNELS.connectionGet, fromPage, async () => ({
    settings: await readConnectionSettings(deps.settingsFile()),
    origin: deps.origin(),
  }));
  handleChannel(deps.ipcMain, IPC_CHANNELS.connectionCheck, fromPage, (_event, url) =>
    checkServer(url, HEALTH_TIMEOUT_MS, deps.fetchHealth),
  );
  handleChannel(deps.ipcMain, IPC_CHANNELS.connectionSave, fromPage, async (_event, value) => {
    const result = await saveConnection(deps.settingsFile(), value, deps.plan(), {
      fetchHealth: deps.fetchHealth,
      confirm: (next) => deps.confirm(next),
    });
    if (result.saved) deps.saved(result);
    return result;
  });
}

const MENU_TEXT = {
  en: { connection: 'Connection…', view: 'View', edit: 'Edit', window: 'Window' },
  zh: { connection: '连接…', view: '视图', edit: '编辑', window: '窗口' },
} as const;

/**
 * The application menu: Shopdesk → Connection… (Ctrl+, / Cmd+,) opens the app's own
 * connection page; DevTools only in development (a packaged build has none).
 */
export function applicationMenuTemplate(options: {
  packaged: boolean;
  locale: string;
  openConnection: () => void;
}): MenuItemConstructorOptions[] {
  const text = options.locale.toLowerCase().startsWith('zh') ? MENU_TEXT.zh : MENU_TEXT.en;
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (!options.packaged) view.push({ type: 'separator' }, { role: 'toggleDevTools' });
  return [
    {
      label: 'Shopdesk',
      submenu: [
        {
          id: 'connection',
          label: text.connection,
          accelerator: 'CmdOrCtrl+,',
          click: () => options.openConnection(),
        },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    {
      label: text.edit,
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    { label: text.view, submenu: view },
    { label: text.window, submenu: [{ role: 'minimize' }, { role: 'close' }] },
  ];
}
