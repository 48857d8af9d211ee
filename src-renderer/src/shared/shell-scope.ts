/**
 * What the browser counter's service worker (src/sw.ts) answers, and where it is registered
 * (docs/DESIGN.md §14 "Starting offline", docs/OFFLINE.md "What survives a restart"). Plain
 * rules, shared by the worker and the page, so a test reads them without a browser.
 */

/** The precached page every route of the app starts from (the single-page app's index). */
export const SHELL_PAGE = 'index.html';

/**
 * How long a page load waits for the server before the precached shell is shown: a counter
 * whose network drops packets (a router down) opens within this, not at the browser's timeout.
 */
export const SHELL_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Paths whose page loads the worker leaves to the network: the API (its answers, the API docs
 * and `/api/openapi.json` are never the shell nor cached), the customer's pick-up page (its own
 * entry, pickup.html, which a phone loads without the worker) and the desktop app's own
 * connection page.
 */
export const NOT_THE_SHELL: readonly RegExp[] = [
  /^\/api(?:[/?]|$)/,
  /^\/pickup(?:[/?.]|$)/,
  /^\/connection\.html(?:\?|$)/,
];

/** Whether a page load of this path (the pathname and the query) is one of the app's routes. */
export const isShellNavigation = (path: string): boolean =>
  !NOT_THE_SHELL.some((pattern) => pattern.test(path));

/** What the page knows of where it runs. */
export interface PageSurroundings {
  protocol: string;
  /** The desktop app's preload bridge (`window.shopdesk` or `window.shopdeskConnection`). */
  desktopBridge: boolean;
  /** `'serviceWorker' in navigator`: false on plain http other than localhost/127.0.0.1. */
  serviceWorkers: boolean;
}

/**
 * Whether the page registers the worker: only a page the shop server sent to a browser over
 * http(s). The desktop app loads the renderer it ships (its own files, never a server's copy),
 * so it needs none, and a worker there would keep a copy of another origin's pages.
 */
export const wantsShellWorker = (page: PageSurroundings): boolean =>
  page.serviceWorkers &&
  !page.desktopBridge &&
  (page.protocol === 'http:' || page.protocol === 'https:');
