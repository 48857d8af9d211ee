import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const apiTarget = process.env.SHOPDESK_DEV_API ?? 'http://127.0.0.1:4350';

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
        input: { index: resolve(import.meta.dirname, 'src-main/preload.ts') },
        // A sandboxed preload cannot be an ES module.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src-renderer'),
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src-renderer/src') } },
    plugins: [vue()],
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
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src-renderer/index.html') },
      },
    },
  },
});
