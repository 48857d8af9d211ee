/**
 * The contract between the main process and the preload script. Both sides import these
 * constants, so a renamed channel cannot silently break the bridge. Keep this file free of
 * imports: it is bundled into the sandboxed (CommonJS) preload as well as the main process.
 */
export const IPC_CHANNELS = Object.freeze({
  /** `ipcRenderer.invoke` → `string`: the app version (package.json `version`). */
  appVersion: 'app:version',
  /** `ipcRenderer.invoke` → `PrintResult`: print the window that asked, with the system dialog. */
  print: 'app:print',
  /** `ipcRenderer.invoke` → `PrinterSettings`: the counter's saved printer (docs/PRINTING.md). */
  printerGet: 'printer:get',
  /**
   * `ipcRenderer.invoke(settings)` → `PrinterSaveResult`: stores the printer settings; a new
   * network printer address only after a native dialog naming it.
   */
  printerSave: 'printer:save',
  /** `ipcRenderer.invoke(receipt)` → `ReceiptPrintResult`: a receipt on the network printer. */
  printReceipt: 'printer:receipt',
  // The connection channels answer the app's own connection page only (never a server's page).
  /** `ipcRenderer.invoke` → `ConnectionState`: the saved connection choice. */
  connectionGet: 'connection:get',
  /** `ipcRenderer.invoke(url)` → `ConnectionCheck`: `GET /api/health` of a shop server. */
  connectionCheck: 'connection:check',
  /** `ipcRenderer.invoke(settings)` → `ConnectionSaveResult`: check, confirm, store, restart. */
  connectionSave: 'connection:save',
} as const);

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

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
