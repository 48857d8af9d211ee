// `npm exec -- node scripts/import-timing.ts [--database-url postgres://…] [--rows 9000]`:
// times the import rows on an empty shop (scripts/bench/import-timing.ts, built like the
// bench's main) — docs/PERFORMANCE.md, "Imports". Erasable TypeScript only (Node 24 strips it).

import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForNode, ROOT } from './node-build.ts';

const outDir = await buildForNode('shopdesk-import-timing', {
  main: join(ROOT, 'scripts/bench/import-timing.ts'),
});
// Node's own flags (--cpu-prof, say) reach the timed process too.
const child = spawn(
  process.execPath,
  [...process.execArgv, join(outDir, 'main.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
const code = await new Promise<number>((done) => {
  child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
});
rmSync(outDir, { recursive: true, force: true });
process.exit(code);
