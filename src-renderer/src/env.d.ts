/// <reference types="vite/client" />
/// <reference types="element-plus/global" />

/** What the desktop app's preload exposes (src-main/preload-api.ts); absent in a plain browser. */
interface ShopdeskBridge {
  /** The API's origin without `/api` (empty when the main process passed none). */
  readonly apiBaseUrl: string;
  appVersion(): Promise<string>;
  print(): Promise<{ success: boolean; failureReason?: string }>;
}

interface Window {
  shopdesk?: ShopdeskBridge;
}
