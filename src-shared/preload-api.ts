/**
 * Shape of `window.shopdesk`, the only thing the counter window's preload exposes to the
 * renderer (which may be a shop server's page: untrusted, docs/DEPLOYMENT.md), and of
 * `window.shopdeskConnection`, the connection page's bridge.
 * Type-only: the renderer declares `interface Window { shopdesk?: ShopdeskBridge }` and falls
 * back to plain HTTP behaviour when it runs in an ordinary browser (no bridge).
 */

import type { PaperWidth, ReceiptData } from './receipt';

/**
 * The counter's printer (docs/PRINTING.md): the system dialog, or an ESC/POS printer on the
 * network (`host:port`, usually port 9100) with its paper width; receipts print by themselves
 * after a hand-out when `autoPrint`.
 */
export interface PrinterSettings {
  mode: 'system' | 'network';
  host: string;
  port: number;
  paper: PaperWidth;
  autoPrint: boolean;
}

/** Outcome of saving the printer settings: not saved when invalid or the clerk said no. */
export type PrinterSaveResult =
  { saved: true; settings: PrinterSettings } | { saved: false; reason: 'invalid' | 'canceled' };

/** Outcome of printing a receipt on the network printer; `message` names the printer. */
export type ReceiptPrintResult =
  | { success: true }
  | {
      success: false;
      reason: 'refused' | 'unreachable' | 'timeout' | 'not_configured' | 'invalid';
      message: string;
    };

/** Outcome of `window.shopdesk.print()`. */
export interface PrintResult {
  /** True when the page was handed to the printer. */
  success: boolean;
  /** Electron's reason when `success` is false, e.g. `"Print job canceled"`. */
  failureReason?: string;
}

/** Where the counter's shop lives: this computer (embedded server) or a shop server's origin. */
export type ConnectionSettings = { mode: 'local' } | { mode: 'server'; url: string };

/** Outcome of checking a shop server address with `GET /api/health`. */
export type ConnectionCheck =
  | { ok: true; url: string; version: string }
  | {
      ok: false;
      /**
       * `invalid_url`: not an http(s) address of a server's root; `unreachable`/`timeout`:
       * nothing answered; `refused`: the server refused this address (403); `not_shopdesk`:
       * something else answered; `other_address`: the server answers at `publicUrl` only.
       */
      reason:
        'invalid_url' | 'unreachable' | 'timeout' | 'refused' | 'not_shopdesk' | 'other_address';
      url?: string;
      publicUrl?: string;
    };

/** What the window's connection chooser shows. */
export interface ConnectionState {
  /** The saved choice; null on a first start (or when the saved file was unusable). */
  settings: ConnectionSettings | null;
  /** The origin the window talks to now. */
  origin: string;
}

/**
 * Outcome of `window.shopdeskConnection.save()`: saved (and whether the app starts again), not
 * saved because the address does not answer as Shopdesk, or not saved because the clerk said
 * no in the native dialog that names the new address.
 */
export type ConnectionSaveResult =
  | { saved: true; restarting: boolean }
  | { saved: false; check: ConnectionCheck }
  | { saved: false; canceled: true };

/**
 * The connection page's calls (the main process checks and stores the choice). Exposed as
 * `window.shopdeskConnection` only to the connection page the app ships itself (loaded from
 * the app bundle); pages of a shop server never get it.
 */
export interface ConnectionBridge {
  get(): Promise<ConnectionState>;
  check(url: string): Promise<ConnectionCheck>;
  /**
   * Checks a server address first, then asks in a native dialog naming the new address;
   * restarts the app when the server to talk to changes.
   */
  save(settings: ConnectionSettings): Promise<ConnectionSaveResult>;
}

/**
 * What a counter keeps per clerk for signing in offline (docs/DESIGN.md §14 "Starting
 * offline"): a salted slow hash made from the password at an online sign-in (PBKDF2-SHA256,
 * base64), never the password nor the server's hash, and the clerk's store. `stamp` is the
 * server's for the clerk (it changes with the password, the active state or the store); null
 * until the server told it.
 */
export interface OfflineVerifier {
  staff_id: number;
  username: string;
  store_id: number;
  salt: string;
  iterations: number;
  hash: string;
  stamp: string | null;
  /** When the clerk last signed in online here (ISO 8601). */
  signed_in_at: string;
}

/** The desktop app's kept verifiers; none when the computer cannot encrypt them. */
export type VerifierVaultRead =
  { available: true; verifiers: OfflineVerifier[] } | { available: false };

/** Outcome of keeping or removing verifiers: `unavailable` when nothing can be encrypted here. */
export type VerifierVaultWrite = { saved: true } | { saved: false; reason: 'unavailable' | 'invalid' };

/**
 * The counter's offline verifiers in the desktop app: kept by the main process in a file
 * encrypted with Electron's safeStorage, refused when the system offers no encryption.
 */
export interface VerifierVaultBridge {
  read(): Promise<VerifierVaultRead>;
  /** Keeps a clerk's verifier (replacing the one of that staff id). */
  save(verifier: OfflineVerifier): Promise<VerifierVaultWrite>;
  /** Removes the verifiers of these staff ids. */
  remove(staffIds: number[]): Promise<VerifierVaultWrite>;
}

export interface ShopdeskBridge {
  /**
   * Origin the UI sends API requests to, without a trailing slash and without `/api`
   * (e.g. `http://127.0.0.1:4350`; the vite dev server in development, which proxies
   * `/api`; the shop server's origin when the counter is connected to one, docs/DESIGN.md §13). It
   * is always the page's own origin: the Content-Security-Policy allows `connect-src 'self'`
   * only. Empty string if the main process did not pass one.
   */
  readonly apiBaseUrl: string;
  /** The desktop app's version (package.json `version`). */
  appVersion(): Promise<string>;
  /** Prints the current window through the system print dialog. */
  print(): Promise<PrintResult>;
  /** The counter's printer settings (kept by the desktop app). */
  printerSettings(): Promise<PrinterSettings>;
  /** Saves them; a new network printer address is confirmed in a native dialog first. */
  savePrinterSettings(settings: PrinterSettings): Promise<PrinterSaveResult>;
  /** Prints a receipt on the network printer (the main process builds its commands). */
  printReceipt(receipt: ReceiptData): Promise<ReceiptPrintResult>;
  /** The offline sign-in verifiers (absent in an app older than them). */
  readonly offlineVerifiers?: VerifierVaultBridge;
}
