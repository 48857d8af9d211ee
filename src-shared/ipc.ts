/**
 * The contract between the main process and the preload script (docs/ARCHITECTURE.md, "The
 * desktop shell"): every channel once, with what it takes and what it answers (`IpcContract`),
 * and the run-time check of its arguments (`IPC_ARGUMENTS`) that the main process applies
 * before a handler runs. The preload's invokers and main's handlers are both typed from it, so a
 * renamed channel or a changed argument cannot silently break the bridge.
 *
 * Only type imports: this file is bundled into the sandboxed (CommonJS) preload, which can load
 * no package (electron-vite leaves dependencies such as zod external), as well as into main.
 */
import type {
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionSettings,
  ConnectionState,
  PrinterSaveResult,
  PrinterSettings,
  OfflineVerifier,
  PrintResult,
  ReceiptPrintResult,
  VerifierVaultRead,
  VerifierVaultWrite,
} from './preload-api';
import type { ReceiptData } from './receipt';

export const IPC_CHANNELS = Object.freeze({
  /** The app version (package.json `version`). */
  appVersion: 'app:version',
  /** Print the window that asked, with the system dialog. */
  print: 'app:print',
  /** The counter's saved printer (docs/PRINTING.md). */
  printerGet: 'printer:get',
  /** Stores the printer settings; a new network printer address only after a native dialog. */
  printerSave: 'printer:save',
  /** A receipt on the network printer. */
  printReceipt: 'printer:receipt',
  /** The offline sign-in verifiers, decrypted (docs/DESIGN.md §14 "Starting offline"). */
  verifiersRead: 'verifiers:read',
  /** Keeps one clerk's verifier, encrypted with safeStorage. */
  verifiersSave: 'verifiers:save',
  /** Removes the verifiers of some staff ids (`{ staff_ids }`). */
  verifiersRemove: 'verifiers:remove',
  // The connection channels answer the app's own connection page only (never a server's page).
  /** The saved connection choice. */
  connectionGet: 'connection:get',
  /** `GET /api/health` of a shop server. */
  connectionCheck: 'connection:check',
  /** Check, confirm, store, restart. */
  connectionSave: 'connection:save',
} as const);

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** Channel → the arguments the preload sends → what the main process answers. */
export interface IpcContract {
  'app:version': { args: []; result: string };
  'app:print': { args: []; result: PrintResult };
  'printer:get': { args: []; result: PrinterSettings };
  'printer:save': { args: [settings: PrinterSettings]; result: PrinterSaveResult };
  'printer:receipt': { args: [receipt: ReceiptData]; result: ReceiptPrintResult };
  'verifiers:read': { args: []; result: VerifierVaultRead };
  'verifiers:save': { args: [verifier: OfflineVerifier]; result: VerifierVaultWrite };
  'verifiers:remove': { args: [which: { staff_ids: number[] }]; result: VerifierVaultWrite };
  'connection:get': { args: []; result: ConnectionState };
  'connection:check': { args: [url: string]; result: ConnectionCheck };
  'connection:save': { args: [settings: ConnectionSettings]; result: ConnectionSaveResult };
}

export type IpcArguments<C extends IpcChannel> = IpcContract[C]['args'];
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result'];

/** A plain object as structured clone delivers one (no array, no class instance). */
export type IpcRecord = object;

/** The longest string a channel takes (an address typed on the connection page). */
export const IPC_MAX_STRING = 2048;

function isRecord(value: unknown): value is IpcRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The kinds of argument lists a channel may take, as the main process receives them. */
interface ArgumentKinds {
  none: [];
  string: [string];
  record: [IpcRecord];
}

const ARGUMENT_CHECKS: {
  [K in keyof ArgumentKinds]: (args: readonly unknown[]) => args is ArgumentKinds[K];
} = {
  none: (args): args is [] => args.length === 0,
  string: (args): args is [string] =>
    args.length === 1 && typeof args[0] === 'string' && args[0].length <= IPC_MAX_STRING,
  record: (args): args is [IpcRecord] => args.length === 1 && isRecord(args[0]),
};

/**
 * What the main process checks of every message before its handler runs: how many arguments
 * and of what kind. A page that is not the app's (docs/DEPLOYMENT.md) may send anything; a
 * message that fails is refused. The fields of an object are then checked by the handler
 * (`parsePrinterSettings`, `parseReceipt`, `parseConnectionSettings` in src-main), which answers
 * the typed refusal (`invalid`, `invalid_url`) the screens show.
 */
export const IPC_ARGUMENTS = Object.freeze({
  'app:version': 'none',
  'app:print': 'none',
  'printer:get': 'none',
  'printer:save': 'record',
  'printer:receipt': 'record',
  'verifiers:read': 'none',
  'verifiers:save': 'record',
  'verifiers:remove': 'record',
  'connection:get': 'none',
  'connection:check': 'string',
  'connection:save': 'record',
} as const satisfies { [C in IpcChannel]: keyof ArgumentKinds });

/** The arguments a handler receives: what the run-time check guarantees. */
export type IpcCheckedArguments<C extends IpcChannel> = ArgumentKinds[(typeof IPC_ARGUMENTS)[C]];

/** True when `args` are what `channel` takes (arity and kind). */
export function ipcArgumentsFit<C extends IpcChannel>(
  channel: C,
  args: readonly unknown[],
): args is IpcCheckedArguments<C> {
  const check: (args: readonly unknown[]) => boolean = ARGUMENT_CHECKS[IPC_ARGUMENTS[channel]];
  return check(args);
}

// Compile-time: what the preload sends always passes the main process's check.
type Fits<C extends IpcChannel> = IpcArguments<C> extends IpcCheckedArguments<C> ? true : never;
export const IPC_CONTRACT_FITS: { [C in IpcChannel]: Fits<C> } = {
  'app:version': true,
  'app:print': true,
  'printer:get': true,
  'printer:save': true,
  'printer:receipt': true,
  'verifiers:read': true,
  'verifiers:save': true,
  'verifiers:remove': true,
  'connection:get': true,
  'connection:check': true,
  'connection:save': true,
};

/**
 * Command-line switch (`webPreferences.additionalArguments`) that carries the API base URL
 * from the main process to the preload, which reads it back from `process.argv`.
 */
export const API_BASE_URL_SWITCH = '--shopdesk-api=';

/**
 * Command-line switch (`webPreferences.additionalArguments`) that gives the app's own
 * connection window the connection bridge instead of the counter's; a page cannot set it.
 */
export const CONNECTION_PAGE_SWITCH = '--shopdesk-connection-page';
