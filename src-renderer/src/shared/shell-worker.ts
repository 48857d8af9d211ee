import { registerSW } from 'virtual:pwa-register';
import { wantsShellWorker } from './shell-scope';

/**
 * Registers the browser counter's service worker (src/sw.ts), which keeps the app's shell so
 * a reload during an outage still opens the counter (docs/OFFLINE.md, "What survives a
 * restart"). Only in a build served over http(s) to a browser: not in the dev server, not in
 * the desktop app.
 */
export function registerShellWorker(): void {
  if (!import.meta.env.PROD) return;
  const page = {
    protocol: window.location.protocol,
    desktopBridge: Boolean(window.shopdesk || window.shopdeskConnection),
    serviceWorkers: 'serviceWorker' in navigator,
  };
  if (!wantsShellWorker(page)) return;
  registerSW({
    immediate: true,
    // A new worker (a new deploy) takes over by itself (autoUpdate). The page needs no reload
    // for it: online, every page load asks the server first, so this page is already the
    // deploy's; a reload here would only throw away what the clerk was typing.
    onNeedReload: () => {},
  });
}
