// `npm run test:unit`: the vitest suite on SQLite, then, when SHOPDESK_TEST_DATABASE_URL names
// a PostgreSQL server (a superuser's URL: the tests make and drop databases of their own), the
// server tests again on PostgreSQL (docs/DESIGN.md §13). Arguments go to vitest (e.g. a test file).
//
// Run with Node 24's type stripping: erasable TypeScript only, Node built-ins only.

import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const url = process.env.SHOPDESK_TEST_DATABASE_URL;

function vitest(label: string, env: NodeJS.ProcessEnv, extra: string[]) {
  console.log(`\n== ${label}\n`);
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', ...extra, ...args], { stdio: 'inherit', env });
  console.log(
    `\n== ${label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status ?? 1;
}

// The peak's burst tests (docs/RELIABILITY.md, "At the peak") measure the server against its
// wait budgets: they run alone after the rest, not beside another test file's load on CI's two
// cores. Given a file or a filter, vitest runs just that.
const PEAK = 'test/server/load/peak.test.ts';
const rest = args.length ? [] : ['--exclude', PEAK];
const peak = (label: string, env: NodeJS.ProcessEnv) =>
  args.length ? 0 : vitest(`${label}: the peak's bursts, alone`, env, [PEAK]);

const { SHOPDESK_TEST_DATABASE_URL: _, ...sqliteEnv } = process.env;
let status = vitest('unit and API tests on SQLite', sqliteEnv, rest);
status = peak('SQLite', sqliteEnv) || status;
if (url) {
  // Only the server's tests touch the database: the renderer's and main's ran above.
  const postgres = vitest(
    'API tests on PostgreSQL',
    process.env,
    args.length ? [] : ['test/server', ...rest],
  );
  const postgresPeak = peak('PostgreSQL', process.env);
  status = status || postgres || postgresPeak;
} else {
  console.log(
    '\n(SHOPDESK_TEST_DATABASE_URL is not set: the PostgreSQL run and its cross-process tests were skipped; see README "Tests on PostgreSQL")',
  );
}
process.exit(status);
