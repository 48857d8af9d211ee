/**
 * Preload of the app's windows (sandboxed, built as CommonJS: out/preload/index.cjs).
 * The counter window may show a shop server's pages, which are untrusted (docs/DEPLOYMENT.md):
 * it gets exactly `window.shopdesk` with the API base URL, the version and print. Only the
 * connection window, which the main process marks with CONNECTION_PAGE_SWITCH and which shows
 * the app's own connection page, gets `window.shopdeskConnection` instead. ipcRenderer itself
 * is never exposed, and the main process answers each channel only from its own page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_BASE_URL_SWITCH, CONNECTION_PAGE_SWITCH, IPC_CHANNELS } from '../src-shared/ipc';
import type {
  ConnectionBridge,
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionSettings,
  ConnectionState,
  PrinterSaveResult,
  PrinterSettings,
  PrintResult,
  ReceiptPrintResult,
  ShopdeskBridge,
} from '../src-shared/preload-api';
import type { ReceiptData } from '../src-shared/receipt';

function counterBridge(): ShopdeskBridge {
  // The main process passes the API base URL through webPreferences.additionalArguments;
  // process.argv is available in sandboxed preloads.
  const apiArgument = process.argv.find((argument) => argument.startsWith(API_BASE_URL_SWITCH));
  return Object.freeze({
    apiBaseUrl: apiArgument ? apiArgument.slice(API_BASE_URL_SWITCH.length) : '',
    appVersion: (): Promise<string> => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
    print: (): Promise<PrintResult> => ipcRenderer.invoke(IPC_CHANNELS.print),
    printerSettings: (): Promise<PrinterSettings> => ipcRenderer.invoke(IPC_CHANNELS.printerGet),
    savePrinterSettings: (settings: PrinterSettings): Promise<PrinterSaveResult> =>
      ipcRenderer.invoke(IPC_CHANNELS.printerSave, settings),
    printReceipt: (receipt: ReceiptData): Promise<ReceiptPrintResult> =>
      ipcRenderer.invoke(IPC_CHANNELS.printReceipt, receipt),
  });
}

function connectionBridge(): ConnectionBridge {
  return Object.freeze({
    get: (): Promise<ConnectionState> => ipcRenderer.invoke(IPC_CHANNELS.connectionGet),
    check: (url: string): Promise<ConnectionCheck> =>
      ipcRenderer.invoke(IPC_CHANNELS.connectionCheck, String(url)),
    save: (settings: ConnectionSettings): Promise<ConnectionSaveResult> =>
      ipcRenderer.invoke(IPC_CHANNELS.connectionSave, settings),
  });
}

if (process.argv.includes(CONNECTION_PAGE_SWITCH)) {
  contextBridge.exposeInMainWorld('shopdeskConnection', connectionBridge());
} else {
  contextBridge.exposeInMainWorld('shopdesk', counterBridge());
}
