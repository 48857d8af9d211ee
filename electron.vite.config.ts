import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.SHOPDESK_DEV_API ?? 'http://127.0.0.1:4350';

const PICKUP_ENTRY = resolve(import.meta.dirname, 'src-renderer/src/features/pickup-page/main.ts');

/** Whether the customer's pick-up page loads a module: a static import chain from its entry. */
function loadedByPickUpPage(
  id: string,
  info: (id: string) => { importers: readonly string[] } | null,
  seen = new Set<string>(),
): boolean {
  if (id === PICKUP_ENTRY) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (info(id)?.importers ?? []).some((importer) => loadedByPickUpPage(importer, info, seen));
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        // cli.js is the same server built for plain Node (`node out/main/cli.js serve`).
        input: {
          index: resolve(import.meta.dirname, 'src-main/index.ts'),
          cli: resolve(import.meta.dirname, 'src-server/cli.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        // One file (a sandboxed preload cannot load a shared chunk): the main process says
        // which bridge a window gets (src-main/preload.ts).
        input: { index: resolve(import.meta.dirname, 'src-main/preload.ts') },
        // A sandboxed preload cannot be an ES module.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src-renderer'),
    resolve: {
      alias: {
        '@': resolve(import.meta.dirname, 'src-renderer/src'),
        '@shared': resolve(import.meta.dirname, 'src-shared'),
      },
    },
    plugins: [
      vue(),
      // The browser counter's service worker (src-renderer/src/sw.ts, registered by
      // shared/shell-worker.ts): it precaches the app's shell so a reload during an outage
      // still opens the counter (docs/OFFLINE.md, "What survives a restart").
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        // At the root, for every route of the app (electron-vite's build base is './').
        base: '/',
        scope: '/',
        registerType: 'autoUpdate',
        // Registered by the app's entry only (never by the pick-up page): shared/shell-worker.ts.
        injectRegister: false,
        // No web app manifest: the counter is not installed as an app, and the customer's
        // pick-up page must not offer to install Shopdesk.
        manifest: false,
        injectManifest: {
          // The app's page and every hashed file of the build (the app shares chunks with the
          // other entries, so none is left out by its name); not the customer's pick-up page
          // nor the desktop app's connection page, which the worker never answers.
          globPatterns: ['index.html', 'favicon.svg', 'assets/**/*'],
          // Well above the largest chunk (under 1 MB): a larger file fails the build rather
          // than leaving a hole in the shell offline.
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          rollupFormat: 'iife',
        },
      }),
    ],
    // vue-i18n's build flags: the Composition API only (no legacy API, no global components,
    // no devtools), which keeps its code out of the bundles (the pick-up page's budget).
    define: {
      __VUE_I18N_LEGACY_API__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
    },
    server: {
      proxy: {
        // The API refuses cross-origin requests; the dev proxy drops the dev server's Origin.
        '/api': {
          target: apiTarget,
          changeOrigin: true,
          configure: (proxy) => proxy.on('proxyReq', (req) => req.removeHeader('origin')),
        },
      },
    },
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified; the server also sends it to phones.
      minify: true,
      rolldownOptions: {
        // The customer's pick-up page is its own small entry: a phone loads none of the admin app.
        input: {
          index: resolve(import.meta.dirname, 'src-renderer/index.html'),
          pickup: resolve(import.meta.dirname, 'src-renderer/pickup.html'),
          // The desktop app's own connection page, loaded from the bundle (shopdesk://app).
          connection: resolve(import.meta.dirname, 'src-renderer/connection.html'),
        },
        // Everything the pick-up page loads in one file: on a phone's slow network each further
        // file costs a round trip, and Chromium opens only six at a time. The app shares it.
        output: {
          codeSplitting: {
            groups: [
              {
                name: (id, ctx) =>
                  loadedByPickUpPage(id, (m) => ctx.getModuleInfo(m)) ? 'pickup-page' : null,
              },
            ],
          },
        },
      },
    },
  },
});
