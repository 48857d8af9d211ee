/**
 * The browser counter's service worker (docs/DESIGN.md §14 "Starting offline",
 * docs/OFFLINE.md "What survives a restart"): it keeps the app's shell — index.html and the
 * hashed scripts, styles, fonts and icons it loads, listed by vite-plugin-pwa at build time —
 * so that a reload, a crash or a power cut during an outage still opens the counter, which
 * then works from its IndexedDB replica. It keeps nothing else: the API's answers, the
 * customer's pick-up page and every other request go to the network as without it.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOutageStatus } from '@shared/outage';
import { NOT_THE_SHELL, SHELL_NETWORK_TIMEOUT_SECONDS, SHELL_PAGE } from '@/shared/shell-scope';

// The worker's global (the renderer is typed with the DOM library, not the worker's): what is
// used of it here.
declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
  skipWaiting(): Promise<void>;
};

// A new deploy's worker takes over at once (vite-plugin-pwa's autoUpdate): its shell is the
// one offline page loads get from then on.
void self.skipWaiting();
clientsClaim();

// `/` is no precached file here (no directory index, no clean URLs): a page load of it goes to
// the network first like every route, so a new deploy is seen at the next load.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/**
 * Page loads of the app's routes: the server's page when it answers; when it cannot be
 * reached (no answer within the timeout, or a gateway's 502/503/504: src-shared/outage.ts) the
 * precached index.html, which names exactly the precached scripts. A page is never stored.
 */
const shellWhenUnreachable: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
  fetchDidSucceed: async ({ response }) => {
    if (isOutageStatus(response.status))
      throw new Error(`shop server unreachable: ${response.status}`);
    return response;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ?? (await matchPrecache(SHELL_PAGE)),
};

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'shopdesk-pages',
      networkTimeoutSeconds: SHELL_NETWORK_TIMEOUT_SECONDS,
      plugins: [shellWhenUnreachable],
    }),
    { denylist: [...NOT_THE_SHELL] },
  ),
);
