// `npm run bench`: builds the benchmark (scripts/bench/main.ts and the floor servers, which
// import app code) with vite's server-side build, then runs it under this Node (24, pinned).
//
// Run with Node 24's type stripping: keep this file to erasable TypeScript syntax and do not
// import app code here (the bundle does).

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'shopdesk-bench');
mkdirSync(CACHE, { recursive: true });
const outDir = mkdtempSync(join(CACHE, 'build-'));

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
      input: {
        main: join(ROOT, 'scripts/bench/main.ts'),
        floor: join(ROOT, 'scripts/bench/floor-server.ts'),
        // The server itself, as `out/main/cli.js` is built (test/support/serve-child.ts does the
        // same for the tests; its own build resolves paths from its source folder).
        cli: join(ROOT, 'src-server/cli.ts'),
      },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});

const child = spawn(process.execPath, [join(outDir, 'main.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SHOPDESK_BENCH_FLOOR: join(outDir, 'floor.js'),
    SHOPDESK_BENCH_CLI: join(outDir, 'cli.js'),
  },
});
const code: number = await new Promise((done) => {
  child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
});
rmSync(outDir, { recursive: true, force: true });
process.exit(code);
