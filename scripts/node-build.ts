// Builds entry points that import app code into plain ES modules for this Node (vite's
// server-side build), for scripts that run under Node 24's type stripping and so cannot
// import app code themselves (scripts/bench.ts, scripts/api.ts).

import { mkdirSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds `inputs` (name → source path) into a fresh folder under the cache; returns it. */
export async function buildForNode(cacheName: string, inputs: Record<string, string>) {
  const cache = join(ROOT, 'node_modules', '.cache', cacheName);
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'build-'));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      rolldownOptions: {
        input: inputs,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  return outDir;
}
