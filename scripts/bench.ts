// `npm run bench`: builds the benchmark (scripts/bench/main.ts and the floor servers, which
// import app code) with vite's server-side build, then runs it under this Node (24, pinned).
//
// Run with Node 24's type stripping: keep this file to erasable TypeScript syntax and do not
// import app code here (the bundle does).

import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForNode, ROOT } from './node-build.ts';

const outDir = await buildForNode('shopdesk-bench', {
  main: join(ROOT, 'scripts/bench/main.ts'),
  floor: join(ROOT, 'scripts/bench/floor-server.ts'),
  // The server itself, as `out/main/cli.js` is built (test/support/serve-child.ts does the
  // same for the tests; its own build resolves paths from its source folder).
  cli: join(ROOT, 'src-server/cli.ts'),
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
