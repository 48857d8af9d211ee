// The import rows on an empty shop (docs/PERFORMANCE.md, "Imports"): 9,000 new products and
// 9,000 new customers, dry run then applied, on SQLite (a file) or PostgreSQL (a database of its
// own, dropped after). Run by scripts/import-timing.ts; smaller and quicker than `npm run bench`,
// whose data set takes minutes to build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServer } from '../../src-server/app';
import { statementCounts } from '../../src-server/db';
import { initialize } from '../../src-server/modules/shops';
import { openDataDir } from '../../src-server/server';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rows: { type: 'string', default: '9000' },
    kinds: { type: 'string', default: 'products,customers' },
    // Every Nth row names a record stored before the timed runs (an update), as in the bench.
    'update-every': { type: 'string', default: '0' },
  },
});
const ROWS = Number(flags.rows);
const UPDATE_EVERY = Number(flags['update-every']);
const csv = (rows: (string | number)[][]) =>
  Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n'));

/** The records the timed files update: every UPDATE_EVERY-th row's, stored with other values. */
function storedFiles(): Record<string, Buffer> {
  const products: (string | number)[][] = [['title', 'sku', 'price', 'inventory_quantity']];
  const customers: (string | number)[][] = [['mobile', 'full_name']];
  for (let i = 0; UPDATE_EVERY && i < ROWS; i += UPDATE_EVERY) {
    products.push([`Stored flask ${i}`, `IMP-${i}`, '9.90', 1]);
    customers.push([`1370${String(i).padStart(7, '0')}`, `Stored ${i}`]);
  }
  return { products: csv(products), customers: csv(customers) };
}

function files(): Record<string, Buffer> {
  const products: (string | number)[][] = [
    ['title', 'sku', 'price', 'inventory_quantity', 'vendor', 'tags'],
  ];
  const customers: (string | number)[][] = [['mobile', 'full_name', 'email']];
  for (let i = 0; i < ROWS; i++) {
    products.push([`Imported flask ${i}`, `IMP-${i}`, '19.90', 5, 'Bench vendor', '保温,import']);
    customers.push([`1370${String(i).padStart(7, '0')}`, `Import ${i}`, `import-${i}@example.com`]);
  }
  return { products: csv(products), customers: csv(customers) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-import-timing-'));
  const serverUrl = flags['database-url'];
  let databaseUrl: string | undefined;
  const admin = serverUrl ? new pg.Pool({ connectionString: serverUrl, max: 1 }) : null;
  const name = `shopdesk_import_timing_${process.pid}`;
  if (admin) {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDataDir(dataDir, databaseUrl);
  const app = await buildServer({ database, rendererDir: null });
  const dialect = database.dialect;
  try {
    await initialize(app.ctx, { managerUsername: 'boss', managerPassword: 'boss-password' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/shops/staff_login/',
      payload: { username: 'boss', password: 'boss-password' },
    });
    const token = login.json().token as string;
    const bodies = files();
    const stored = storedFiles();
    console.log(
      `${dialect}, ${ROWS} rows, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const kind of flags.kinds!.split(',')) {
      if (UPDATE_EVERY) {
        const seeded = await app.inject({
          method: 'POST',
          url: `/api/imports/${kind}/?dry_run=false`,
          headers: { authorization: `Token ${token}`, 'content-type': 'text/csv' },
          payload: stored[kind]!,
        });
        console.log(`${kind.padEnd(9)} stored: ${JSON.stringify(seeded.json().totals)}`);
      }
      for (const dryRun of [true, false]) {
        const before = statementCounts[dialect];
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/imports/${kind}/?dry_run=${dryRun}`,
          headers: { authorization: `Token ${token}`, 'content-type': 'text/csv' },
          payload: bodies[kind]!,
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        const totals = response.json().totals as Record<string, number>;
        const statements = (statementCounts[dialect] - before) / ROWS;
        console.log(
          `${kind.padEnd(9)} ${dryRun ? 'dry run' : 'applied'}: ${(ms / 1000).toFixed(2)} s, ` +
            `${statements.toFixed(2)} statements per row, ${JSON.stringify(totals)}`,
        );
      }
    }
    console.log(
      `load average after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app.close();
    await database.close();
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
