// `npm run bench`: builds the benchmark (scripts/bench/main.ts and the floor servers, which
// import app code) with vite's server-side build, then runs it under this Node (24, pinned);
// then the customer's pick-up page on emulated Fast 3G (scripts/bench/pickup-page.ts, on the
// built app: `npm run build` first). `--pickup-page` runs only the latter.
//
// Run with Node 24's type stripping: keep this file to erasable TypeScript syntax and do not
// import app code here (the bundle does).

import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForNode, ROOT } from './node-build.ts';

const outDir = await buildForNode('shopdesk-bench', {
  main: join(ROOT, 'scripts/bench/main.ts'),
  floor: join(ROOT, 'scripts/bench/floor-server.ts'),
  // The server itself, as `out/main/cli.js` is built (test/support/serve-child.ts does the
  // same for the tests; its own build resolves paths from its source folder).
  cli: join(ROOT, 'src-server/cli.ts'),
  'pickup-page': join(ROOT, 'scripts/bench/pickup-page.ts'),
});

function run(entry: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn(process.execPath, [join(outDir, entry), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((done) => {
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
const pickUpOnly = args.includes('--pickup-page');
let code = pickUpOnly
  ? 0
  : await run('main.js', args, {
      SHOPDESK_BENCH_FLOOR: join(outDir, 'floor.js'),
      SHOPDESK_BENCH_CLI: join(outDir, 'cli.js'),
    });
// The page as the server serves it: the built renderer and CLI under out/.
const built = spawnSync('npx', ['electron-vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
code ||=
  built.status === 0
    ? await run('pickup-page.js', [], { SHOPDESK_BENCH_APP_CLI: join(ROOT, 'out/main/cli.js') })
    : 1;
rmSync(outDir, { recursive: true, force: true });
process.exit(code);
