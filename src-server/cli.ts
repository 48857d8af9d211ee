// The entry point checks the runtime before anything loads better-sqlite3, which needs
// N-API 10 (Node 22.14+) and crashes on older Node instead of failing cleanly.
if (Number(process.versions.napi ?? 0) < 10) {
  console.error(
    'Shopdesk needs Node 22.14 or newer; run it through npm run … (npm run serve, npm run cli -- …).',
  );
  process.exit(1);
}

import { resolve } from 'node:path';

const { runCli } = await import('./cli-main');
// This file is the bundle's entry (out/main/cli.js): the built renderer sits beside it.
const code = await runCli(process.argv.slice(2), process.env, {
  rendererDir: resolve(import.meta.dirname, '../renderer'),
});
if (code !== null) process.exit(code);
