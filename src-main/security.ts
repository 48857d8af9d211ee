/**
 * Security rules of the desktop window (docs/DESIGN.md §12), as plain data and pure functions so they
 * can be unit-tested under Node. The main process (`index.ts`) only wires them to Electron.
 *
 * Only a type is imported from 'electron' (erased at compile time): this module never loads
 * Electron at runtime.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from '../src-shared/app-origin';
import { API_BASE_URL_SWITCH, CONNECTION_PAGE_SWITCH } from '../src-shared/ipc';

/** Per-window choices of createWindowOptions. */
export interface WindowChoices {
  /** DevTools: only in development (`!app.isPackaged`); off unless asked for. */
  devTools?: boolean;
  /** A session partition of its own (the connection page's `shopdesk-local`). */
  partition?: string;
  /** The connection window: its preload exposes the connection bridge, not the counter's. */
  connectionPage?: boolean;
}

/** BrowserWindow options for the counter window. Never loosen the `webPreferences` flags. */
export function createWindowOptions(
  preloadPath: string,
  apiBaseUrl?: string,
  choices: WindowChoices = {},
): BrowserWindowConstructorOptions {
  const switches = [
    ...(apiBaseUrl ? [`${API_BASE_URL_SWITCH}${apiBaseUrl}`] : []),
    ...(choices.connectionPage ? [CONNECTION_PAGE_SWITCH] : []),
  ];
  return {
    title: 'Shopdesk',
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    show: false, // shown on 'ready-to-show', so no blank white window flashes up
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      preload: preloadPath,
      spellcheck: false,
      // A packaged counter has no DevTools: a clerk cannot be talked into pasting a script.
      devTools: choices.devTools === true,
      ...(choices.partition ? { partition: choices.partition } : {}),
      ...(switches.length > 0 ? { additionalArguments: switches } : {}),
    },
  };
}

/**
 * Directives of the counter window's Content-Security-Policy: its pages' own (the renderer the
 * app ships), before the API's origin is added (counterContentSecurityPolicy).
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> =
  Object.freeze({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Element Plus sets inline styles (style attributes and injected <style> elements).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // The camera preview of the barcode scanner plays a MediaStream.
    'media-src': ["'self'", 'blob:', 'mediastream:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });

export const CONTENT_SECURITY_POLICY: string = Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/**
 * The counter window's policy: the page's own scripts only, and its data from the API it was
 * given (the embedded server or the chosen shop server, docs/DESIGN.md §13 "Counters
 * connect"), nowhere else. An API base URL that is not http(s) adds nothing.
 */
export function counterContentSecurityPolicy(apiBaseUrl: string): string {
  const api = parseHttpUrl(apiBaseUrl)?.origin;
  return Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
    .map(([name, sources]) => {
      const withApi = api && (name === 'connect-src' || name === 'img-src');
      return `${name} ${(withApi ? [...sources, api] : sources).join(' ')}`;
    })
    .join('; ');
}

/** Parses an http(s) URL; anything else (other schemes, malformed input) gives null. */
function parseHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * The origin of an http(s) URL, or `shopdesk://app` for a URL of the app's own pages
 * (src-shared/app-origin.ts: that host, no port, no user name); null for anything else. The
 * WHATWG parser gives a custom scheme no origin of its own, so it is spelled out here.
 */
function originOf(value: string): string | null {
  const http = parseHttpUrl(value);
  if (http) return http.origin;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // `host` holds the port too: `shopdesk://app:1` is not the app's.
  const own =
    url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && !url.username && !url.password;
  return own ? APP_ORIGIN : null;
}

/**
 * True when `url` has exactly the scheme, host and port of `appOrigin` (an origin or any URL
 * on it). Both must be http(s), or both the app's own pages (`shopdesk://app`). Uses the
 * WHATWG URL parser, so userinfo (`http://127.0.0.1:4350@evil.com/` is evil.com), look-alike
 * hosts and ports (`http://127.0.0.1:4350.evil.com`, `:43500`) and malformed input are all
 * rejected.
 */
export function isSameOrigin(url: string, appOrigin: string): boolean {
  if (typeof url !== 'string' || typeof appOrigin !== 'string') return false;
  const target = originOf(url);
  return target !== null && target === originOf(appOrigin);
}

export type NavigationDecision = 'allow' | 'external' | 'deny';

/**
 * What to do when the window is about to navigate (or be redirected) to `url`:
 * the app origin stays in the window; other http(s) pages go to the system browser
 * (never into the app window); any other scheme (file:, javascript:, data:, …) is refused.
 */
export function navigationDecision(url: string, appOrigin: string): NavigationDecision {
  if (isSameOrigin(url, appOrigin)) return 'allow';
  return parseHttpUrl(url) ? 'external' : 'deny';
}

/**
 * What to do with `window.open` / `target="_blank"`: the app never opens a second window;
 * http(s) links (including the app's own pages) open in the system browser, anything else
 * is dropped.
 */
export function windowOpenDecision(url: string): 'external' | 'deny' {
  return parseHttpUrl(url) ? 'external' : 'deny';
}

/**
 * What to do when any frame is about to navigate (`will-frame-navigate`): the main frame as
 * navigationDecision says; a frame inside a page may only load the app origin and is never
 * sent to the system browser (a hidden frame must not open browser tabs).
 */
export function frameNavigationDecision(
  url: string,
  isMainFrame: boolean,
  appOrigin: string,
): NavigationDecision {
  if (isMainFrame) return navigationDecision(url, appOrigin);
  return isSameOrigin(url, appOrigin) ? 'allow' : 'deny';
}

/** The normalised http(s) URL to hand to `shell.openExternal`, or null when it must not be opened. */
export function externalUrl(url: string): string | null {
  return parseHttpUrl(url)?.href ?? null;
}

/**
 * Chromium's local network access permissions: the app's own pages reach their API on this
 * computer (the embedded server) or on the shop's network (the shop server), which a page of a
 * custom scheme may be asked permission for. Its policy's `connect-src` names that API only.
 */
const NETWORK_PERMISSIONS: ReadonlySet<string> = new Set([
  'local-network-access',
  'local-network',
  'loopback-network',
]);

/**
 * Permission rule for permission requests and checks: only `media` (the camera of the barcode
 * scanner) and local network access (its API), only for pages of the app origin. When the
 * request says which media it wants, the microphone (`audio`) is refused: the app needs the
 * camera only.
 */
export function permissionDecision(
  permission: string,
  requestingUrl: string,
  appOrigin: string,
  mediaTypes?: readonly string[],
): boolean {
  if (NETWORK_PERMISSIONS.has(permission)) return isSameOrigin(requestingUrl, appOrigin);
  if (permission !== 'media') return false;
  if (!isSameOrigin(requestingUrl, appOrigin)) return false;
  if (mediaTypes?.includes('audio')) return false;
  return true;
}

/**
 * Response headers with the app's Content-Security-Policy added. A policy the server sent
 * itself is kept (the browser enforces every policy, so ours can only tighten it).
 */
export function withContentSecurityPolicy(
  headers: Readonly<Record<string, readonly string[] | string>> | undefined,
  policy: string = CONTENT_SECURITY_POLICY,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    result[name] = Array.isArray(value) ? [...value] : [value as string];
  }
  const existing = Object.keys(result).find(
    (name) => name.toLowerCase() === 'content-security-policy',
  );
  const key = existing ?? 'Content-Security-Policy';
  result[key] = [...(result[key] ?? []), policy];
  return result;
}

const EXTERNAL_TEXT = {
  en: {
    message: (host: string) => `Open ${host} in your web browser?`,
    detail: (href: string) => `A page in Shopdesk wants to open:\n${href}`,
    buttons: ['Open in browser', 'Cancel'],
  },
  zh: {
    message: (host: string) => `在浏览器中打开 ${host}？`,
    detail: (href: string) => `Shopdesk 中的页面想要打开：\n${href}`,
    buttons: ['在浏览器中打开', '取消'],
  },
} as const;

/**
 * The confirmation shown before a link goes to the system browser, naming the host (in
 * Unicode-safe ASCII form, so a look-alike name shows as `xn--…`), in the system's language;
 * null for anything that is not http(s), which is never opened. Buttons: open (0), cancel (1).
 */
export function externalLinkDialog(
  url: string,
  locale: string,
): { href: string; message: string; detail: string; buttons: readonly string[] } | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  const text = locale.toLowerCase().startsWith('zh') ? EXTERNAL_TEXT.zh : EXTERNAL_TEXT.en;
  return {
    href: parsed.href,
    message: text.message(parsed.host),
    detail: text.detail(parsed.href),
    buttons: text.buttons,
  };
}
