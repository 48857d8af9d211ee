/**
 * Preload of the app's windows (sandboxed, built as CommonJS: out/preload/index.cjs).
 * The counter window shows the renderer the app ships (shopdesk://app) and gets exactly
 * `window.shopdesk`: the API base URL (the embedded server or the shop server, which the
 * renderer calls from there), the version, print and the offline sign-in verifiers (kept
 * encrypted by the main process, verifier-vault.ts). Only the connection window, which the
 * main process marks with CONNECTION_PAGE_SWITCH, gets `window.shopdeskConnection` instead. ipcRenderer itself
 * is never exposed, and the main process answers each channel only from its own page. Every
 * call is typed by the IPC contract (src-shared/ipc.ts).
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  API_BASE_URL_SWITCH,
  CONNECTION_PAGE_SWITCH,
  IPC_CHANNELS,
  type IpcArguments,
  type IpcChannel,
  type IpcResult,
} from '../src-shared/ipc';
import type {
  ConnectionBridge,
  ShopdeskBridge,
  VerifierVaultBridge,
} from '../src-shared/preload-api';

/** One call of the contract: exactly the channel's arguments, its answer's type. */
function invoke<C extends IpcChannel>(channel: C, ...args: IpcArguments<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args);
}

function counterBridge(): ShopdeskBridge {
  // The main process passes the API base URL through webPreferences.additionalArguments;
  // process.argv is available in sandboxed preloads.
  const apiArgument = process.argv.find((argument) => argument.startsWith(API_BASE_URL_SWITCH));
  return Object.freeze({
    apiBaseUrl: apiArgument ? apiArgument.slice(API_BASE_URL_SWITCH.length) : '',
    appVersion: () => invoke(IPC_CHANNELS.appVersion),
    print: () => invoke(IPC_CHANNELS.print),
    printerSettings: () => invoke(IPC_CHANNELS.printerGet),
    savePrinterSettings: (settings) => invoke(IPC_CHANNELS.printerSave, settings),
    printReceipt: (receipt) => invoke(IPC_CHANNELS.printReceipt, receipt),
    offlineVerifiers: Object.freeze({
      read: () => invoke(IPC_CHANNELS.verifiersRead),
      save: (verifier) => invoke(IPC_CHANNELS.verifiersSave, verifier),
      remove: (staffIds) => invoke(IPC_CHANNELS.verifiersRemove, { staff_ids: [...staffIds] }),
    } satisfies VerifierVaultBridge),
  } satisfies ShopdeskBridge);
}

function connectionBridge(): ConnectionBridge {
  return Object.freeze({
    get: () => invoke(IPC_CHANNELS.connectionGet),
    check: (url) => invoke(IPC_CHANNELS.connectionCheck, String(url)),
    save: (settings) => invoke(IPC_CHANNELS.connectionSave, settings),
  } satisfies ConnectionBridge);
}

if (process.argv.includes(CONNECTION_PAGE_SWITCH)) {
  contextBridge.exposeInMainWorld('shopdeskConnection', connectionBridge());
} else {
  contextBridge.exposeInMainWorld('shopdesk', counterBridge());
}
