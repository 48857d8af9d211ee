/**
 * The app's own pages (docs/DESIGN.md §13 "Counters connect"): the built renderer, loaded from
 * the app bundle through the `shopdesk:` scheme, never from a server. The counter window shows
 * the counter (`index.html`) there in both modes, talking to the embedded server's or the shop
 * server's API; the connection window shows `connection.html` (docs/DEPLOYMENT.md "Pointing a
 * counter at the shop server") in a session of its own. Only that page may choose or change the
 * connection.
 *
 * Pure functions (no Electron at runtime), wired by index.ts and tested under Node.
 */
import { isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from '../src-shared/app-origin';

/** The scheme the app's own pages are served on (registered as standard and secure). */
export const LOCAL_SCHEME = APP_SCHEME;
/** Host part of the app's own pages: `shopdesk://app/…` (a standard scheme needs one). */
export const LOCAL_HOST = APP_HOST;
export const LOCAL_ORIGIN = APP_ORIGIN;
/** The counter's first page: the renderer's root (its router takes it from there). */
export const COUNTER_PAGE_URL = `${LOCAL_ORIGIN}/`;
/** The connection page's file in the built renderer (a third electron-vite entry). */
export const CONNECTION_PAGE_FILE = 'connection.html';
export const CONNECTION_PAGE_URL = `${LOCAL_ORIGIN}/${CONNECTION_PAGE_FILE}`;
/**
 * The session partition of the connection window: its `shopdesk:` handler serves the
 * connection page only, and the counter's storage (its session, its copy of the store) is not
 * shared with it. Kept on disk (`persist:`) so the page's language choice lasts.
 */
export const LOCAL_PARTITION = 'persist:shopdesk-local';

/**
 * Privileges of the `shopdesk:` scheme (registered before 'ready'): a standard, secure origin
 * (`shopdesk://app`), and CORS-mode loads, which the page's module scripts use (without it
 * Chromium refuses them as it does on file://).
 */
export const LOCAL_SCHEME_PRIVILEGES = Object.freeze({
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
});

/** Content-Security-Policy of the app's own pages: scripts and styles of the bundle only. */
export const LOCAL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Element Plus sets inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

/** The counter's page in the built renderer, which every client-side route loads. */
export const COUNTER_PAGE_FILE = 'index.html';
/** The customer's pick-up page: a shop server's page for phones, never the counter's. */
const CUSTOMER_PAGE_FILE = 'pickup.html';

const MIME_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
});

/** Which of the app's pages a session serves: the counter window's or the connection window's. */
export type LocalPages = 'counter' | 'connection';

/**
 * The file a path names for these pages, or null. The connection page may load itself, the
 * bundled assets and the icon; the counter anything of the build but the connection page and
 * the customer's page, and a path without a file extension is one of its client-side routes
 * (`/counter`, `/orders/12`), which all load its index page (as the server does for a browser).
 */
function servedPath(path: string, pages: LocalPages): string | null {
  if (pages === 'connection') {
    const own =
      path === CONNECTION_PAGE_FILE ||
      path === 'favicon.svg' ||
      (path.startsWith('assets/') && !path.endsWith('/'));
    return own ? path : null;
  }
  const last = path.split('/').at(-1) ?? '';
  if (!last.includes('.')) return COUNTER_PAGE_FILE;
  return path === CONNECTION_PAGE_FILE || path === CUSTOMER_PAGE_FILE ? null : path;
}

/**
 * The file under `rendererDir` a `shopdesk://app/…` request names, with its content type, or
 * null (another host or scheme, a file these pages do not need, an escape from the folder
 * through `..`, encoded separators or a drive letter, an unknown kind of file).
 */
export function resolveLocalFile(
  rendererDir: string,
  requestUrl: string,
  pages: LocalPages = 'connection',
): { path: string; contentType: string } | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${LOCAL_SCHEME}:` || url.host !== LOCAL_HOST) return null;
  if (url.username || url.password || url.port) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (path.includes('\\') || path.includes('\0') || path.split('/').some((part) => part === '..')) {
    return null;
  }
  const served = servedPath(path, pages);
  if (served === null) return null;
  const root = resolve(rendererDir);
  const file = resolve(root, normalize(served));
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
    return null;
  }
  const extension = file.slice(file.lastIndexOf('.'));
  const contentType = MIME_TYPES[extension];
  return contentType ? { path: file, contentType } : null;
}

/**
 * Whether an IPC message comes from the connection page: the main frame of the connection
 * window (`isConnectionWindow`), showing exactly the page `pageUrl` (origin and path; the
 * query such as `?first=1` may differ). A server's page, a frame inside a page, or any other
 * window is refused.
 */
export function isConnectionPageSender(
  sender: { frameUrl: string | undefined; isMainFrame: boolean; isConnectionWindow: boolean },
  pageUrl: string = CONNECTION_PAGE_URL,
): boolean {
  if (!sender.isConnectionWindow || !sender.isMainFrame || !sender.frameUrl) return false;
  let frame: URL;
  let page: URL;
  try {
    frame = new URL(sender.frameUrl);
    page = new URL(pageUrl);
  } catch {
    return false;
  }
  return (
    frame.protocol === page.protocol &&
    frame.host === page.host &&
    frame.origin === page.origin &&
    frame.pathname === page.pathname &&
    !frame.username &&
    !frame.password
  );
}

/** The connection page's address, with `?first=1` on a first start (it then says welcome). */
export function connectionPageUrl(firstStart: boolean, pageUrl: string = CONNECTION_PAGE_URL) {
  return firstStart ? `${pageUrl}?first=1` : pageUrl;
}

/**
 * Navigation rule of the connection window: it stays on the connection page (a reload, or the
 * same page with another query); everything else is refused or, for http(s), goes to the
 * external-link confirmation.
 */
export function localNavigationDecision(
  url: string,
  pageUrl: string = CONNECTION_PAGE_URL,
): 'allow' | 'external' | 'deny' {
  if (
    isConnectionPageSender({ frameUrl: url, isMainFrame: true, isConnectionWindow: true }, pageUrl)
  ) {
    return 'allow';
  }
  try {
    const target = new URL(url);
    return target.protocol === 'http:' || target.protocol === 'https:' ? 'external' : 'deny';
  } catch {
    return 'deny';
  }
}
