/**
 * Preload of the counter window (sandboxed, built as CommonJS: out/preload/index.cjs).
 * Exposes exactly `window.shopdesk` (see ShopdeskBridge) and never ipcRenderer itself.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_BASE_URL_SWITCH, IPC_CHANNELS } from '../src-shared/ipc';
import type {
  ConnectionCheck,
  ConnectionSaveResult,
  ConnectionSettings,
  ConnectionState,
  PrintResult,
  ShopdeskBridge,
} from '../src-shared/preload-api';

// The main process passes the API base URL through webPreferences.additionalArguments;
// process.argv is available in sandboxed preloads.
const apiArgument = process.argv.find((argument) => argument.startsWith(API_BASE_URL_SWITCH));
const apiBaseUrl = apiArgument ? apiArgument.slice(API_BASE_URL_SWITCH.length) : '';

const bridge: ShopdeskBridge = Object.freeze({
  apiBaseUrl,
  appVersion: (): Promise<string> => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
  print: (): Promise<PrintResult> => ipcRenderer.invoke(IPC_CHANNELS.print),
  connection: Object.freeze({
    get: (): Promise<ConnectionState> => ipcRenderer.invoke(IPC_CHANNELS.connectionGet),
    check: (url: string): Promise<ConnectionCheck> =>
      ipcRenderer.invoke(IPC_CHANNELS.connectionCheck, String(url)),
    save: (settings: ConnectionSettings): Promise<ConnectionSaveResult> =>
      ipcRenderer.invoke(IPC_CHANNELS.connectionSave, settings),
  }),
});

contextBridge.exposeInMainWorld('shopdesk', bridge);
