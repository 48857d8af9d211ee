/// <reference types="vite/client" />
/// <reference types="element-plus/global" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface Window {
  /** What the desktop app's preload exposes (declared once, in src-main); absent in a browser. */
  shopdesk?: import('@shared/preload-api').ShopdeskBridge;
  /** The connection bridge: only on the app's own connection page (connection.html). */
  shopdeskConnection?: import('@shared/preload-api').ConnectionBridge;
}
