// The benchmark behind `npm run bench` (built and started by scripts/bench.ts). It makes its
// own data sets in a temporary data dir, starts the real server in a child process on
// loopback, and runs autocannon against it and against two floor servers, all in this one run
// so that the ratios to the bare route hold on a noisy machine. Prints one table.
//
// Options: --duration S (default 10), --warmup S (default 2), --connections N (default 10),
// --profile DIR (the measured server writes a V8 CPU profile there when it stops),
// --database-url postgres://… (measure on PostgreSQL: the bench makes its own database on
// that server, so the user needs CREATEDB, and drops it at the end),
// --keep (leave the data dir), --server-log FILE (what the measured server printed), --only REGEX (measure only the rows whose name matches; the
// bare route always runs).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { createAreas } from '../../src-server/areas';
import { buildServer } from '../../src-server/app';
import { statementCounts } from '../../src-server/db';
import { openDataDir } from '../../src-server/server';
import { systemClock } from '../../src-server/lib/time';
import { bulkPickUps } from '../../test/support/bulk-pick-ups';
import { postgresRows, sqliteRows, type Row } from '../../test/support/row-store';
import {
  httpClient,
  MANAGER_ARGS,
  preparePickUps,
  startChildServer,
  type ChildServer,
} from '../../test/support/serve-child';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    'server-log': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const DURATION = Number(flags.duration);
const WARMUP = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);

const CODES = 100_000;
const PRODUCTS = 50_000;
const POINT_ENTRIES = 100_000;
const CUSTOMERS = 1_000;
/** Codes 1..CHECK_KEYS are checked (never consumed); the rest are consumed, each once. */
const CHECK_KEYS = 20_000;
const MS = 1000;

const log = (line: string) => console.error(`[bench] ${line}`);

// ---------------------------------------------------------------------------------------
// Data sets

/** Where the measured shop lives: the data dir's SQLite file, or a PostgreSQL database. */
interface Target {
  dataDir: string;
  databaseUrl?: string;
}

/** A fresh database on the server of `url` for this run; `drop` removes it. */
async function benchDatabase(url: string) {
  const name = `shopdesk_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A small seeded generator: the data set is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  '不锈钢',
  '陶瓷',
  '便携',
  '大容量',
  '儿童',
  '家用',
  '户外',
  '智能',
  '复古',
  '轻量',
];
const NOUNS = [
  '保温杯',
  '水壶',
  '饭盒',
  '茶杯',
  '咖啡杯',
  '焖烧罐',
  '保温壶',
  '水瓶',
  '餐盒',
  '杯垫',
];
const ENGLISH = ['Vacuum flask', 'Travel mug', 'Lunch box', 'Tea cup', 'Water bottle', 'Coaster'];

/**
 * 100,000 paid pick-up orders and their codes (the template order is copied row by row, so
 * every column the app wrote is there), 50,000 published products (then the app's own search
 * rebuild), and 100,000 point-history entries when the loyalty area exists.
 */
async function seed(target: Target, template: { orderId: number; productId: number }) {
  const store = target.databaseUrl
    ? await postgresRows(target.databaseUrl)
    : sqliteRows(join(target.dataDir, 'shopdesk.db'));
  const started = performance.now();
  const next = random(20261121);

  const now = Date.now();
  let keys: string[];
  let points: string | null = 'loyalty not built';
  try {
    const pickUps = await bulkPickUps(store, {
      templateOrderId: template.orderId,
      count: CODES - 1,
      customers: CUSTOMERS,
    });
    keys = pickUps.keys;

    const product = await store.template('product', `id = ${template.productId}`);
    const variant = await store.template('product_variant', `product_id = ${template.productId}`);
    const productBase = await store.maxId('product');
    const variantBase = await store.maxId('product_variant');
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const products: Row[] = [];
    const variants: Row[] = [];
    for (let i = 1; i < PRODUCTS; i++) {
      const title =
        next() < 0.5
          ? `${pick(ADJECTIVES)}${pick(NOUNS)} ${100 + (i % 900)}ml`
          : `${pick(ENGLISH)} ${pick(ADJECTIVES)} No.${i}`;
      products.push({
        ...product,
        id: productBase + i,
        name: `bench-product-${i}`,
        title,
        created_at: now - (PRODUCTS - i) * MS,
        updated_at: now - (PRODUCTS - i) * MS,
        published_at: now - (PRODUCTS - i) * MS,
      });
      variants.push({
        ...variant,
        id: variantBase + i,
        product_id: productBase + i,
        sku: `SKU-${String(i).padStart(6, '0')}`,
        barcode: `69${String(i).padStart(11, '0')}`,
        price: 500 + Math.floor(next() * 20000),
      });
    }
    await store.insertAll('product', products);
    await store.insertAll('product_variant', variants);

    // Point history (loyalty, if built by now): manual entries of the customers.
    if (await store.hasTable('point_history')) {
      const entryBase = await store.maxId('point_history');
      const entries: Row[] = [];
      for (let i = 1; i <= POINT_ENTRIES; i++)
        entries.push({
          id: entryBase + i,
          customer_id: pickUps.customerIds[i % CUSTOMERS],
          points: 1,
          kind: 'manual',
          order_id: null,
          reason: `Bench entry ${i}`,
          created_at: now - (POINT_ENTRIES - i) * MS,
        });
      await store.insertAll('point_history', entries);
      // The balance is the sum of the entries (docs/DESIGN.md §7).
      await store.exec(`update customer set
          points = (select coalesce(sum(points), 0) from point_history where customer_id = customer.id),
          earned_points = (select coalesce(sum(points), 0) from point_history where customer_id = customer.id and points > 0)`);
      points = null;
    }
  } finally {
    await store.close();
  }
  const rows = performance.now() - started;

  // The search index through the app's own rebuild (the one function that writes it).
  const indexStarted = performance.now();
  const database = await openDataDir(target.dataDir, target.databaseUrl);
  try {
    const { services } = createAreas({ database, clock: systemClock });
    await services.shopfront.catalog.rebuildSearch();
    // The data set's writes are flushed now, not by a checkpoint that PostgreSQL (`max_wal_size`
    // reached) or SQLite would run during the measured rows: an import row took twice as long
    // with one in it (docs/PERFORMANCE.md, "How to measure").
    await sql
      .raw(target.databaseUrl ? 'checkpoint' : 'pragma wal_checkpoint(truncate)')
      .execute(database.db);
  } finally {
    await database.close();
  }
  log(
    `seeded ${CUSTOMERS} customers, ${CODES} orders and codes, ${PRODUCTS} products${points ? '' : `, ${POINT_ENTRIES} point entries`} in ${Math.round(rows)} ms; search index rebuilt in ${Math.round(performance.now() - indexStarted)} ms`,
  );
  return { keys, pointsMissing: points };
}

// ---------------------------------------------------------------------------------------
// Servers

/** A floor server (scripts/bench/floor-server.ts) in a child process. */
function startFloor(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const floor = process.env.SHOPDESK_BENCH_FLOOR;
  if (!floor) throw new Error('Run the bench with npm run bench (scripts/bench.ts).');
  const child = spawn(process.execPath, [floor, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/\S+)/.exec(output);
      if (match) done({ url: match[1]!, child });
    });
    child.on('exit', (code) => fail(new Error(`floor server exited (${code}): ${output}`)));
  });
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

function rssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// Load

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  target: string;
  /** Which ratio or latency the target is about. */
  check: (row: Measured, bare: number) => boolean | null;
}

type Cannon = Parameters<typeof autocannon>[0];

async function load(
  name: string,
  options: Cannon,
  target = '',
  check: Measured['check'] = () => null,
): Promise<Measured> {
  if (flags.only && !name.startsWith('bare') && !new RegExp(flags.only).test(name))
    return {
      name,
      rps: 0,
      p50: 0,
      p99: 0,
      non2xx: 0,
      errors: 0,
      target: 'skipped',
      check: () => null,
    };
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    // autocannon 9 warms up first (its types do not list the option yet).
    ...({ warmup: { connections: CONNECTIONS, duration: WARMUP } } as object),
    ...options,
  });
  const row: Measured = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    target,
    check,
  };
  log(
    `${name}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.non2xx ? `, ${row.non2xx} non-2xx` : ''}`,
  );
  return row;
}

/** Requests whose path (or body) changes each time, from a shared cursor. */
function cycling(make: (i: number) => { path?: string; body?: string }) {
  let i = 0;
  const requests: Cannon['requests'] = [
    { setupRequest: (request) => ({ ...request, ...make(i++) }) },
  ];
  return requests;
}

// A row that answered nothing did not meet its target.
const p99Under = (ms: number) => (row: Measured) => row.rps > 0 && row.p99 < ms;

// ---------------------------------------------------------------------------------------

/** Two autocannons at once, one per server process: throughput added, the worse latency. */
async function loadBoth(
  name: string,
  urls: string[],
  options: (url: string, index: number) => Cannon,
  target = '',
  check: Measured['check'] = () => null,
): Promise<Measured> {
  const runs = await Promise.all(
    urls.map((url, index) => load(`${name} [${url}]`, options(url, index))),
  );
  const row: Measured = {
    name,
    rps: runs.reduce((sum, run) => sum + run.rps, 0),
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    target,
    check,
  };
  log(`${name}: ${Math.round(row.rps)} req/s in all, p99 ${row.p99} ms`);
  return row;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-bench-'));
  const children: ChildProcess[] = [];
  const servers: ChildServer[] = [];
  const database = flags['database-url'] ? await benchDatabase(flags['database-url']) : null;
  const target: Target = { dataDir, databaseUrl: database?.url };
  const where = database ? ['--database-url', database.url] : [];
  const onPostgres = database !== null;
  try {
    log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    const cli = process.env.SHOPDESK_BENCH_CLI;
    if (!cli) throw new Error('Run the bench with npm run bench (scripts/bench.ts).');
    const bundle = { cli };

    // The templates: a real store, clerk, product and paid pick-up order, over HTTP.
    const first = await startChildServer(bundle.cli, dataDir, [...MANAGER_ARGS, ...where]);
    servers.push(first);
    const prepared = await preparePickUps(first.url, 1);
    const productId = (await prepared.http.ok('GET', '/api/shopfront/product/')).results[0].id;
    const orderId = (await prepared.http.ok('GET', '/api/orders/order/')).results[0].id;
    const routes = Object.keys((await prepared.http.ok('GET', '/api/openapi.json')).paths);
    await first.stop();

    const data = await seed(target, { orderId, productId });
    const pointsRoute = routes.find((path) => path.startsWith('/api/loyalty/point_history'));
    const pointsMissing =
      data.pointsMissing ?? (pointsRoute ? null : 'loyalty has no point_history route');

    // Floors first, with nothing else running.
    const bareServer = await startFloor(['bare']);
    children.push(bareServer.child);
    const bare1 = await load('bare Fastify hello-world (ceiling)', {
      url: `${bareServer.url}/hello`,
    });
    const checkKeys = data.keys.slice(0, CHECK_KEYS);
    // The raw floor reads the SQLite file: on PostgreSQL there is none to compare with.
    let raw: Measured | null = null;
    if (!onPostgres) {
      const rawServer = await startFloor(['raw', join(dataDir, 'shopdesk.db')]);
      children.push(rawServer.child);
      raw = await load('raw better-sqlite3 check lookup (floor)', {
        url: rawServer.url,
        requests: cycling((i) => ({
          path: `/check?key=${checkKeys[i % checkKeys.length]}`,
        })),
      });
      await stopChild(rawServer.child);
    }

    // Start time on the 100,000-order database: spawn to listening, three times.
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const server = await startChildServer(bundle.cli, dataDir, where);
      starts.push(performance.now() - t0);
      await server.stop();
    }
    starts.sort((a, b) => a - b);

    if (flags.profile) {
      const dir = resolve(flags.profile);
      mkdirSync(dir, { recursive: true });
      process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${dir}`;
    }
    const server = await startChildServer(bundle.cli, dataDir, where);
    servers.push(server);
    delete process.env.NODE_OPTIONS;
    const http = httpClient(server.url);
    const managerToken = await http.login('boss', 'boss-password');
    const clerk = { authorization: `Token ${prepared.clerkToken}` };
    const manager = { authorization: `Token ${managerToken}` };

    const rows: Measured[] = raw ? [bare1, raw] : [bare1];
    rows.push(
      await load(
        'GET pick_up_code/check/',
        {
          url: server.url,
          headers: clerk,
          requests: cycling((i) => ({
            path: `/api/orders/pick_up_code/check/?key=${checkKeys[i % checkKeys.length]}`,
          })),
        },
        // PostgreSQL answers over a socket: its goal is latency only (docs/DESIGN.md §13).
        onPostgres ? 'p99 < 15 ms' : '≥ 0.6 × bare, p99 < 10 ms',
        onPostgres ? p99Under(15) : (row, bare) => row.rps >= 0.6 * bare && row.p99 < 10,
      ),
    );
    const consumeKeys = data.keys.slice(CHECK_KEYS);
    rows.push(
      await load(
        'POST pick_up_code/consume/ (distinct keys)',
        {
          url: server.url,
          method: 'POST',
          headers: { ...clerk, 'content-type': 'application/json' },
          requests: cycling((i) => ({
            path: '/api/orders/pick_up_code/consume/',
            body: JSON.stringify({ key: consumeKeys[i % consumeKeys.length] }),
          })),
        },
        onPostgres ? 'p99 < 25 ms' : '≥ 0.3 × bare, p99 < 10 ms',
        onPostgres ? p99Under(25) : (row, bare) => row.rps >= 0.3 * bare && row.p99 < 10,
      ),
    );
    rows.push(
      await load(
        `pick-up code list page (of ${CODES.toLocaleString('en')})`,
        {
          url: server.url,
          headers: manager,
          requests: cycling((i) => ({ path: `/api/orders/pick_up_code/?page=${1 + (i % 20)}` })),
        },
        'p99 < 20 ms',
        p99Under(20),
      ),
    );
    rows.push(
      await load(
        `product list q=保温杯 (of ${PRODUCTS.toLocaleString('en')})`,
        { url: `${server.url}/api/shopfront/product/?q=${encodeURIComponent('保温杯')}` },
        'p99 < 30 ms',
        p99Under(30),
      ),
    );
    rows.push(
      await load(
        `product list q=保温 (2 characters)`,
        { url: `${server.url}/api/shopfront/product/?q=${encodeURIComponent('保温')}` },
        'p99 < 30 ms',
        p99Under(30),
      ),
    );
    let pointsRow: Measured | string;
    if (pointsMissing) pointsRow = `not measured: ${pointsMissing}`;
    else
      pointsRow = await load(
        `point history page (of ${POINT_ENTRIES.toLocaleString('en')})`,
        {
          url: server.url,
          headers: manager,
          requests: cycling((i) => ({
            path: `/api/loyalty/point_history/?page=${1 + (i % 20)}`,
          })),
        },
        'p99 < 20 ms',
        p99Under(20),
      );
    // The manager's reports over every order (the codes span about 104 days): one request
    // at a time, since the goal is each answer's time (< 200 ms), not throughput.
    const since = encodeURIComponent(new Date(Date.now() - 120 * 24 * 3600 * MS).toISOString());
    for (const [name, path] of [
      ['report pick_up by day (120 days)', `/api/reports/pick_up/?from=${since}`],
      ['report pick_up by hour (today)', '/api/reports/pick_up/?interval=hour'],
      ['report staff (120 days)', `/api/reports/staff/?from=${since}`],
      ['report sales by day (120 days)', `/api/reports/sales/?from=${since}`],
      ['report waiting now (per store)', '/api/reports/waiting/'],
    ] as const)
      rows.push(
        await load(
          `${name}, ${CODES.toLocaleString('en')} orders`,
          {
            url: `${server.url}${path}`,
            headers: manager,
            connections: 1,
            ...({ warmup: { connections: 1, duration: WARMUP } } as object),
          },
          'p99 < 200 ms',
          p99Under(200),
        ),
      );
    const rss = rssMiB(server.child.pid!);

    // Two server processes on the one database (docs/DESIGN.md §13), each under the same load: on
    // PostgreSQL only, since one server holds an SQLite data dir (a second `serve` is refused).
    if (database) {
      const second = await startChildServer(bundle.cli, dataDir, where);
      servers.push(second);
      const both = [server.url, second.url];
      const single = rows.find((row) => row.name === 'GET pick_up_code/check/')!;
      rows.push(
        await loadBoth(
          'GET pick_up_code/check/, 2 processes',
          both,
          (url) => ({
            url,
            headers: clerk,
            requests: cycling((i) => ({
              path: `/api/orders/pick_up_code/check/?key=${checkKeys[i % checkKeys.length]}`,
            })),
          }),
          '≥ 1.5 × 1 process',
          (row) => row.rps >= 1.5 * single.rps,
        ),
      );
      // The keys the one-process row left, each process its own half of them.
      const spareKeys = consumeKeys.slice(Math.ceil(consumeKeys.length / 2));
      rows.push(
        await loadBoth('POST pick_up_code/consume/, 2 processes', both, (url, index) => {
          const keys = spareKeys.filter((_, i) => i % both.length === index);
          return {
            url,
            method: 'POST',
            headers: { ...clerk, 'content-type': 'application/json' },
            requests: cycling((i) => ({
              path: '/api/orders/pick_up_code/consume/',
              body: JSON.stringify({ key: keys[i % keys.length] }),
            })),
          };
        }),
      );
      await second.stop();
    }
    await server.stop();
    if (flags['server-log']) writeFileSync(flags['server-log'], server.output());
    const statements = await statementsPerRequest(
      target,
      prepared.clerkToken,
      checkKeys,
      consumeKeys,
    );

    const imports = await importRows(target, managerToken);

    const bare2 = await load('bare Fastify hello-world (again, at the end)', {
      url: `${bareServer.url}/hello`,
    });
    await stopChild(bareServer.child);

    // The ceiling is the mean of the two bare runs, one before and one after.
    const bare = (bare1.rps + bare2.rps) / 2;
    bare1.name = 'bare Fastify hello-world (ceiling)';
    bare1.rps = bare;
    bare1.p50 = Math.max(bare1.p50, bare2.p50);
    bare1.p99 = Math.max(bare1.p99, bare2.p99);
    console.log(
      `database: ${onPostgres ? 'PostgreSQL (a fresh database on the server of --database-url)' : 'SQLite (the data dir)'}`,
    );
    printTable(rows, pointsRow, bare, [bare1Rps(bare1, bare2)]);
    console.log('');
    console.log(
      `server start on the ${CODES.toLocaleString('en')}-order database (spawn to listening, median of 3): ${Math.round(starts[1]!)} ms (runs: ${starts.map((s) => Math.round(s)).join(', ')} ms; target < 1000 ms)`,
    );
    console.log(`server RSS after the run: ${rss ?? '?'} MiB`);
    console.log('');
    console.log(
      `SQL statements per request (${statements.dialect}, ${COUNTED_REQUESTS} requests each):`,
    );
    for (const [name, perRequest] of statements.rows)
      console.log(`  ${name}: ${perRequest.toFixed(2)}`);
    console.log('');
    console.log(
      `import dry runs of ${IMPORT_ROWS.toLocaleString('en')} rows (${statements.dialect}):`,
    );
    for (const row of imports)
      console.log(
        typeof row === 'string'
          ? `  ${row}`
          : `  ${row.name}: ${(row.ms / 1000).toFixed(1)} s, ${row.statements.toFixed(2)} statements per row`,
      );
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s per row after a ${WARMUP} s warm-up; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    );
  } finally {
    for (const server of servers) await server.stop().catch(() => {});
    for (const child of children) await stopChild(child);
    if (database && !flags.keep) await database.drop();
    if (!flags.keep) rmSync(dataDir, { recursive: true, force: true });
    else log(`data dir kept: ${dataDir}`);
  }
}

/** Rows of the import rows' files (docs/PERFORMANCE.md, "Imports"). */
const IMPORT_ROWS = 9_000;
/** Dry runs of each import row: one run varied by ±30 % between two benches. */
const IMPORT_RUNS = 3;

/**
 * Dry runs of a 9,000-row customer file and a 9,000-row product file (flat columns) through
 * `POST /api/imports/…/`, answered by the app in this process on the bench's database (1,000
 * customers, 50,000 products), three times each: the median time and SQL statements per row.
 * Every tenth row names a stored record (an update), the others are new. Skipped with --only
 * unless it matches `import`.
 */
async function importRows(target: Target, managerToken: string) {
  if (flags.only && !new RegExp(flags.only).test('import dry run'))
    return ['import dry runs: skipped'];
  const database = await openDataDir(target.dataDir, target.databaseUrl);
  const app = await buildServer({ database, rendererDir: null });
  const dialect = database.dialect;
  const out: { name: string; ms: number; statements: number }[] = [];
  const csv = (rows: (string | number)[][]) =>
    Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n'));
  try {
    const mobiles = (await database.db.selectFrom('customer').select('mobile').execute()).map(
      (row) => row.mobile,
    );
    const customers: (string | number)[][] = [['mobile', 'full_name', 'email']];
    for (let i = 0; i < IMPORT_ROWS; i++)
      customers.push([
        i % 10 === 0 && mobiles.length
          ? mobiles[(i / 10) % mobiles.length]!
          : `1370${String(i).padStart(7, '0')}`, // 139… are the seeded customers
        `Import ${i}`,
        `import-${i}@example.com`,
      ]);
    const products: (string | number)[][] = [
      ['title', 'sku', 'price', 'inventory_quantity', 'vendor', 'tags'],
    ];
    // The bench's products have SKU-000001 … (one variant each).
    for (let i = 0; i < IMPORT_ROWS; i++)
      products.push([
        `Imported flask ${i}`,
        i % 10 === 0 ? `SKU-${String(1 + i).padStart(6, '0')}` : `IMP-${i}`,
        '19.90',
        5,
        'Bench vendor',
        '保温,import',
      ]);
    for (const [kind, rows] of [
      ['customers', customers],
      ['products', products],
    ] as const) {
      const runs: { ms: number; statements: number; totals: Record<string, number> }[] = [];
      for (let run = 0; run < IMPORT_RUNS; run++) {
        const before = statementCounts[dialect];
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/imports/${kind}/?dry_run=true`,
          headers: { authorization: `Token ${managerToken}`, 'content-type': 'text/csv' },
          payload: csv(rows),
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`import ${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        const totals = response.json().totals as Record<string, number>;
        if (totals.error) throw new Error(`import ${kind}: ${JSON.stringify(totals)}`);
        runs.push({ ms, statements: (statementCounts[dialect] - before) / IMPORT_ROWS, totals });
        log(`import dry run of ${IMPORT_ROWS} ${kind}: ${Math.round(ms)} ms`);
      }
      // A dry run writes nothing: the runs are alike, and the median is told beside all.
      const sorted = [...runs].sort((a, b) => a.ms - b.ms);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      out.push({
        name: `${kind}: ${median.totals.create} new, ${median.totals.update} updated (median of ${IMPORT_RUNS}: ${runs.map((run) => (run.ms / 1000).toFixed(1)).join(', ')} s)`,
        ms: median.ms,
        statements: median.statements,
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}

/** Requests per row of the statements-per-request table. */
const COUNTED_REQUESTS = 50;

/**
 * SQL statements each counter request makes, counted at the driver layer (Kysely's queries and
 * the transactions' BEGIN/COMMIT/SAVEPOINT; db/statement-count.ts): the same app, in this
 * process, on the same database, answering through `inject`.
 */
async function statementsPerRequest(
  target: Target,
  clerkToken: string,
  checkKeys: string[],
  consumeKeys: string[],
) {
  const database = await openDataDir(target.dataDir, target.databaseUrl);
  const app = await buildServer({ database, rendererDir: null });
  const dialect = database.dialect;
  const headers = { authorization: `Token ${clerkToken}` };
  const rows: [string, number][] = [];
  async function count(name: string, send: (i: number) => Promise<number>) {
    await send(0); // warm: settings and time zone caches, prepared statements
    const before = statementCounts[dialect];
    for (let i = 1; i <= COUNTED_REQUESTS; i++) {
      const status = await send(i);
      if (status !== 200) throw new Error(`${name}: answered ${status}`);
    }
    rows.push([name, (statementCounts[dialect] - before) / COUNTED_REQUESTS]);
  }
  try {
    await count(
      'GET pick_up_code/check/',
      async (i) =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/orders/pick_up_code/check/?key=${checkKeys[i]}`,
            headers,
          })
        ).statusCode,
    );
    await count(
      'POST pick_up_code/consume/',
      async (i) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/orders/pick_up_code/consume/',
            headers,
            payload: { key: consumeKeys[consumeKeys.length - 1 - i] },
          })
        ).statusCode,
    );
  } finally {
    await app.close();
    await database.close();
  }
  return { dialect, rows };
}

const bare1Rps = (a: Measured, b: Measured) =>
  `bare runs: ${Math.round(a.rps)} and ${Math.round(b.rps)} req/s`;

function printTable(rows: Measured[], points: Measured | string, bare: number, notes: string[]) {
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', '× bare', 'non-2xx', 'target', 'met'];
  const lines = rows.map((row) => {
    const met = row.check(row, bare);
    return [
      row.name,
      String(Math.round(row.rps)),
      String(row.p50),
      String(row.p99),
      (row.rps / bare).toFixed(2),
      String(row.non2xx + row.errors),
      row.target,
      met === null ? '' : met ? 'yes' : 'NO',
    ];
  });
  if (typeof points === 'string')
    lines.push(['point history page', points, '', '', '', '', '', '']);
  else
    lines.push([
      points.name,
      String(Math.round(points.rps)),
      String(points.p50),
      String(points.p99),
      (points.rps / bare).toFixed(2),
      String(points.non2xx + points.errors),
      points.target,
      ((met) => (met === null ? '' : met ? 'yes' : 'NO'))(points.check(points, bare)),
    ]);
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 || i >= 6 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 || i >= 6 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  for (const note of notes) console.log(`(${note})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
