/**
 * Shape of `window.shopdesk`, the only thing the preload exposes to the renderer.
 * Type-only: the renderer declares `interface Window { shopdesk?: ShopdeskBridge }` and falls
 * back to plain HTTP behaviour when it runs in an ordinary browser (no bridge).
 */

/** Outcome of `window.shopdesk.print()`. */
export interface PrintResult {
  /** True when the page was handed to the printer. */
  success: boolean;
  /** Electron's reason when `success` is false, e.g. `"Print job canceled"`. */
  failureReason?: string;
}

export interface ShopdeskBridge {
  /**
   * Origin the UI sends API requests to, without a trailing slash and without `/api`
   * (e.g. `http://127.0.0.1:4350`; the vite dev server in development, which proxies
   * `/api`). It is always the page's own origin: the Content-Security-Policy allows
   * `connect-src 'self'` only. Empty string if the main process did not pass one.
   */
  readonly apiBaseUrl: string;
  /** The desktop app's version (package.json `version`). */
  appVersion(): Promise<string>;
  /** Prints the current window through the system print dialog. */
  print(): Promise<PrintResult>;
}
