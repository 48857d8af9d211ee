// `npm run lint:api` / `npm run api:types`: builds scripts/api/main.ts (it imports app code)
// with scripts/node-build.ts, then
//   lint  — lints the served OpenAPI document with Redocly and Spectral (spectral:oas);
//   types — regenerates src-renderer/src/api/schema.d.ts from it;
//   document <file> — writes the document to a file (to feed another tool).
//
// Run with Node 24's type stripping: keep this file to erasable TypeScript syntax and do not
// import app code here (the bundle does).

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForNode, ROOT } from './node-build.ts';

const mode = process.argv[2];

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: ROOT,
    // No network here: Redocly's usage report and update check stay off.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  return result.status ?? 1;
}

const outDir = await buildForNode('shopdesk-api', { main: join(ROOT, 'scripts/api/main.ts') });
let code = 0;
try {
  const main = join(outDir, 'main.js');
  if (mode === 'types') {
    code = run(process.execPath, [main, 'types', join(ROOT, 'src-renderer/src/api/schema.d.ts')]);
  } else if (mode === 'document') {
    code = run(process.execPath, [main, 'document', process.argv[3]]);
  } else if (mode === 'lint') {
    const document = join(outDir, 'openapi.json');
    code = run(process.execPath, [main, 'document', document]);
    const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
    if (code === 0) code = run(bin('redocly'), ['lint', '--config', 'redocly.yaml', document]);
    // Spectral fails on any warning: the goal is none but the trailing-slash rule (turned off).
    if (code === 0)
      code = run(bin('spectral'), [
        'lint',
        '--ruleset',
        '.spectral.yaml',
        '--fail-severity',
        'warn',
        document,
      ]);
  } else {
    console.error('usage: node scripts/api.ts lint | types | document <file>');
    code = 2;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(code);
