// The benchmark behind `npm run bench` (built and started by scripts/bench.ts). It makes its
// own data sets (SQLite in a temporary data dir and, with --database-url, PostgreSQL in a
// database of its own), starts the real server in a child process on loopback, and runs
// autocannon against it and against the floor servers, all in this one run so that the ratios
// to the bare route and between the two backends hold on a noisy machine. Each row also tells
// the CPU time per request of the server processes and of PostgreSQL's backends (/proc,
// scripts/bench/cpu.ts); the chain row steps simulated counters up (scripts/bench/chain.ts).
// Prints one table with both backends.
//
// Options: --duration S (default 10), --warmup S (default 2), --connections N (default 10),
// --profile DIR (the measured servers write V8 CPU profiles to DIR/sqlite and DIR/postgres),
// --database-url postgres://… (PostgreSQL too, after SQLite: the bench makes its own database
// on that server, so the user needs CREATEDB, and drops it at the end),
// --keep (leave the data dir and the database), --server-log FILE (what the measured servers
// printed: FILE for SQLite, FILE.postgres), --only REGEX (measure only the rows whose name
// matches; the bare route always runs), --chain-step S (seconds measured per chain step,
// default 5).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { createAreas } from '../../src-server/areas';
import { rebuildSearch } from '../../src-server/modules/shopfront';
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
import { chainRow, COMPRESSION, P99_LIMIT_MS, type ChainStep } from './chain';
import { postgresBackends, withCpu, type PidSource } from './cpu';

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
    'chain-step': { type: 'string', default: '5' },
  },
});
const DURATION = Number(flags.duration);
const WARMUP = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);
const CHAIN_STEP_S = Number(flags['chain-step']);

const CODES = 100_000;
const PRODUCTS = 50_000;
const POINT_ENTRIES = 100_000;
const CUSTOMERS = 1_000;
/** Codes 1..CHECK_KEYS are checked (never consumed); the rest are consumed, each once. */
const CHECK_KEYS = 20_000;
/** The chain row's first step (counters), doubled while it holds; at most this many steps. */
const CHAIN_FIRST_STEP = 20;
const CHAIN_MAX_STEPS = 6;
/** Clerks made for the chain's counters: enough for its largest step. */
const CHAIN_CLERKS = CHAIN_FIRST_STEP * 2 ** (CHAIN_MAX_STEPS - 1);
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
    name,
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

    // The chain row's clerks: copies of the template's clerk (the same store and password).
    const clerk = await store.template('staff', `username = 'clerk'`);
    const staffBase = await store.maxId('staff');
    const clerks: Row[] = [];
    for (let i = 1; i <= CHAIN_CLERKS; i++)
      clerks.push({
        ...clerk,
        id: staffBase + i,
        username: `counter-${i}`,
        username_key: `counter-${i}`,
      });
    await store.insertAll('staff', clerks);

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
    const { ctx } = createAreas({ database, clock: systemClock });
    await rebuildSearch(ctx);
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
    `seeded ${CHAIN_CLERKS} clerks, ${CUSTOMERS} customers, ${CODES} orders and codes, ${PRODUCTS} products${points ? '' : `, ${POINT_ENTRIES} point entries`} in ${Math.round(rows)} ms; search index rebuilt in ${Math.round(performance.now() - indexStarted)} ms`,
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

type Backend = 'sqlite' | 'postgres';

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered in the measured run (the warm-up is not counted). */
  requests: number;
  /** CPU ms per request of the measured server process(es), and of PostgreSQL's backends. */
  serverMs: number | null;
  backendMs: number | null;
  /** The chain's "counters served per core" row: `rps` holds that figure. */
  perCore?: boolean;
}

/** Whose CPU a row counts: the measured process(es) and, on PostgreSQL, their backends. */
interface CpuSources {
  server: PidSource;
  backends?: PidSource;
}

type Cannon = Parameters<typeof autocannon>[0];

/** Rows left out by --only (the bare route always runs). */
const skipped = (name: string) =>
  !name.startsWith('bare') && flags.only !== undefined && !new RegExp(flags.only).test(name);

/**
 * Autocannons at once (one per server process), each after a warm-up of its own, the measured
 * runs inside a CPU reading: throughput added, the worse latencies, CPU per request over all.
 */
async function loadAll(name: string, runs: Cannon[], cpu: CpuSources): Promise<Measured> {
  if (WARMUP > 0)
    await Promise.all(
      runs.map((options) => autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP })),
    );
  const sources = { server: cpu.server, ...(cpu.backends && { backends: cpu.backends }) };
  const { result: results, cpu: used } = await withCpu(sources, () =>
    Promise.all(
      runs.map((options) =>
        autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }),
      ),
    ),
  );
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const perRequest = (ms: number | undefined) =>
    ms === undefined || requests === 0 ? null : ms / requests;
  const row: Measured = {
    name,
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    requests,
    serverMs: perRequest(used.server),
    backendMs: perRequest(used.backends),
  };
  log(
    `${name}: ${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, CPU ${cpuText(row)} ms per request${row.non2xx ? `, ${row.non2xx} non-2xx` : ''}`,
  );
  return row;
}

const cpuText = (row: Measured) =>
  `${row.serverMs?.toFixed(2) ?? '?'}${row.backendMs === null ? '' : ` + ${row.backendMs.toFixed(2)} (backends)`}`;

/** Requests whose path (or body) changes each time, from a shared cursor. */
function cycling(make: (i: number) => { path?: string; body?: string }) {
  let i = 0;
  const requests: Cannon['requests'] = [
    { setupRequest: (request) => ({ ...request, ...make(i++) }) },
  ];
  return requests;
}

const pidOf = (child: ChildProcess) => () => [child.pid!];

/** Row names, shared by both backends: the table puts their figures side by side. */
const ROW = {
  bare: 'bare Fastify hello-world (ceiling)',
  floor: 'raw check lookup, one prepared statement (floor)',
  check: 'GET pick_up_code/check/',
  consume: 'POST pick_up_code/consume/ (distinct keys)',
  list: `pick-up code list page (of ${CODES.toLocaleString('en')})`,
  search3: `product list q=保温杯 (of ${PRODUCTS.toLocaleString('en')})`,
  search2: 'product list q=保温 (2 characters)',
  points: `point history page (of ${POINT_ENTRIES.toLocaleString('en')})`,
  check2: 'GET pick_up_code/check/, 2 processes',
  consume2: 'POST pick_up_code/consume/, 2 processes',
  chain: 'chain: counters at a peak (SQLite 1 process, PostgreSQL 2)',
  chainPerCore: `chain: counters served per core (p99 < ${P99_LIMIT_MS} ms)`,
} as const;

const REPORTS = [
  ['report pick_up by day (120 days)', 'pick_up', true],
  ['report pick_up by hour (today)', 'pick_up', false],
  ['report staff (120 days)', 'staff', true],
  ['report sales by day (120 days)', 'sales', true],
  ['report waiting now (per store)', 'waiting', false],
] as const;
const reportName = (name: string) => `${name}, ${CODES.toLocaleString('en')} orders`;

// ---------------------------------------------------------------------------------------
// One backend

interface BackendRun {
  backend: Backend;
  rows: Measured[];
  starts: number[];
  rss: number | null;
  statements: Awaited<ReturnType<typeof statementsPerRequest>>;
  imports: Awaited<ReturnType<typeof importRows>>;
  chain: Awaited<ReturnType<typeof chainRow>> | null;
  notes: string[];
  /** The machine's 1-minute load average when the backend's rows began and ended. */
  load: [number, number];
}

/**
 * The feed's cursor after a full copy of the clerk's store (the counter's first refresh),
 * read once for every simulated counter: their copies are up to date when the chain starts.
 */
async function fullCopyCursor(url: string, clerkToken: string) {
  const http = httpClient(url);
  let cursor: string | null = null;
  for (;;) {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page = await http.ok(
      'GET',
      `/api/orders/pick_up_code/changes/?limit=1000${query}`,
      undefined,
      clerkToken,
    );
    cursor = page.cursor as string;
    if (!page.has_more) return cursor;
  }
}

/** Codes 1..CHECK_KEYS are checked; the consumed ones are split between the rows that consume. */
function keySlices(keys: string[]) {
  const consumeKeys = keys.slice(CHECK_KEYS);
  const quarter = Math.floor(consumeKeys.length / 4);
  return {
    check: keys.slice(0, CHECK_KEYS),
    consume: consumeKeys.slice(0, 2 * quarter),
    consume2: consumeKeys.slice(2 * quarter, 3 * quarter),
    chain: consumeKeys.slice(3 * quarter, -COUNTED_REQUESTS - 1),
    /** statementsPerRequest takes its keys from the end. */
    counted: consumeKeys,
  };
}

async function measureBackend(backend: Backend, cli: string): Promise<BackendRun> {
  const onPostgres = backend === 'postgres';
  const dataDir = mkdtempSync(join(tmpdir(), `shopdesk-bench-${backend}-`));
  const database = onPostgres ? await benchDatabase(flags['database-url']!) : null;
  const backends = database ? await postgresBackends(flags['database-url']!, database.name) : null;
  const target: Target = { dataDir, databaseUrl: database?.url };
  const where = database ? ['--database-url', database.url] : [];
  const servers: ChildServer[] = [];
  const children: ChildProcess[] = [];
  const notes: string[] = [];
  const cpuOf = (...pids: number[]): CpuSources => ({
    server: () => pids,
    ...(backends && { backends: backends.pids }),
  });
  log(
    `${backend}: ${onPostgres ? `a fresh database ${database!.name} on --database-url's server` : 'the data dir'}`,
  );
  try {
    // The templates: a real store, clerk, product and paid pick-up order, over HTTP.
    const first = await startChildServer(cli, dataDir, [...MANAGER_ARGS, ...where]);
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
    const keys = keySlices(data.keys);
    const rows: Measured[] = [];
    const loadBefore = loadavg()[0]!;

    // The floor first, with nothing else running.
    if (!skipped(ROW.floor)) {
      const floor = await startFloor(
        onPostgres ? ['raw-pg', database!.url] : ['raw', join(dataDir, 'shopdesk.db')],
      );
      children.push(floor.child);
      rows.push(
        await loadAll(
          ROW.floor,
          [
            {
              url: floor.url,
              requests: cycling((i) => ({
                path: `/check?key=${keys.check[i % keys.check.length]}`,
              })),
            },
          ],
          { ...cpuOf(), server: pidOf(floor.child) },
        ),
      );
      await stopChild(floor.child);
    }

    // Start time on the 100,000-order database: spawn to listening, three times.
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const server = await startChildServer(cli, dataDir, where);
      starts.push(performance.now() - t0);
      await server.stop();
    }
    starts.sort((a, b) => a - b);

    if (flags.profile) {
      const dir = join(resolve(flags.profile), backend);
      mkdirSync(dir, { recursive: true });
      process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${dir}`;
    }
    const server = await startChildServer(cli, dataDir, where);
    servers.push(server);
    delete process.env.NODE_OPTIONS;
    const one = cpuOf(server.child.pid!);
    const http = httpClient(server.url);
    const managerToken = await http.login('boss', 'boss-password');
    const clerk = { authorization: `Token ${prepared.clerkToken}` };
    const manager = { authorization: `Token ${managerToken}` };
    const measure = async (name: string, runs: Cannon[], cpu = one) => {
      if (!skipped(name)) rows.push(await loadAll(name, runs, cpu));
    };

    const checkRun = (url: string): Cannon => ({
      url,
      headers: clerk,
      requests: cycling((i) => ({
        path: `/api/orders/pick_up_code/check/?key=${keys.check[i % keys.check.length]}`,
      })),
    });
    const consumeRun = (url: string, consumeKeys: string[]): Cannon => ({
      url,
      method: 'POST',
      headers: { ...clerk, 'content-type': 'application/json' },
      requests: cycling((i) => ({
        path: '/api/orders/pick_up_code/consume/',
        body: JSON.stringify({ key: consumeKeys[i % consumeKeys.length] }),
      })),
    });
    await measure(ROW.check, [checkRun(server.url)]);
    await measure(ROW.consume, [consumeRun(server.url, keys.consume)]);
    await measure(ROW.list, [
      {
        url: server.url,
        headers: manager,
        requests: cycling((i) => ({ path: `/api/orders/pick_up_code/?page=${1 + (i % 20)}` })),
      },
    ]);
    await measure(ROW.search3, [
      { url: `${server.url}/api/shopfront/product/?q=${encodeURIComponent('保温杯')}` },
    ]);
    await measure(ROW.search2, [
      { url: `${server.url}/api/shopfront/product/?q=${encodeURIComponent('保温')}` },
    ]);
    if (pointsMissing) notes.push(`point history page not measured: ${pointsMissing}`);
    else
      await measure(ROW.points, [
        {
          url: server.url,
          headers: manager,
          requests: cycling((i) => ({ path: `/api/loyalty/point_history/?page=${1 + (i % 20)}` })),
        },
      ]);
    // The manager's reports over every order (the codes span about 104 days): one request
    // at a time, since the goal is each answer's time (< 200 ms), not throughput.
    const since = encodeURIComponent(new Date(Date.now() - 120 * 24 * 3600 * MS).toISOString());
    for (const [name, report, ranged] of REPORTS) {
      const query = ranged ? `?from=${since}` : report === 'pick_up' ? '?interval=hour' : '';
      await measure(reportName(name), [
        { url: `${server.url}/api/reports/${report}/${query}`, headers: manager, connections: 1 },
      ]);
    }
    const rss = rssMiB(server.child.pid!);

    // Two server processes on the one database (docs/DESIGN.md §13), each under the same load: on
    // PostgreSQL only, since one server holds an SQLite data dir (a second `serve` is refused).
    let second: ChildServer | null = null;
    const chainWanted = !skipped(ROW.chain) || !skipped(ROW.chainPerCore);
    if (onPostgres && (!skipped(ROW.check2) || !skipped(ROW.consume2) || chainWanted)) {
      second = await startChildServer(cli, dataDir, where);
      servers.push(second);
      const both = [server.url, second.url];
      const two = cpuOf(server.child.pid!, second.child.pid!);
      await measure(ROW.check2, both.map(checkRun), two);
      // Each process its own half of the keys.
      await measure(
        ROW.consume2,
        both.map((url, index) =>
          consumeRun(
            url,
            keys.consume2.filter((_, i) => i % both.length === index),
          ),
        ),
        two,
      );
    }

    // The chain's counters: two processes on PostgreSQL; one on SQLite, whose data dir one
    // server holds.
    let chain: BackendRun['chain'] = null;
    if (chainWanted) {
      const urls = second ? [server.url, second.url] : [server.url];
      const pids = second ? [server.child.pid!, second.child.pid!] : [server.child.pid!];
      const cursor = await fullCopyCursor(server.url, prepared.clerkToken);
      chain = await chainRow({
        urls,
        staff: Array.from({ length: CHAIN_CLERKS }, (_, i) => ({
          username: `counter-${i + 1}`,
          password: 'clerk-password',
        })),
        keys: keys.chain,
        cursor,
        servers: () => pids,
        backends: backends?.pids,
        stepSeconds: CHAIN_STEP_S,
        firstStep: CHAIN_FIRST_STEP,
        maxSteps: CHAIN_MAX_STEPS,
        log: (line) => log(`${backend}: ${line}`),
      });
      rows.push(...chainRows(chain.best));
    }
    if (second) await second.stop();
    await server.stop();
    if (flags['server-log'])
      writeFileSync(
        onPostgres ? `${flags['server-log']}.postgres` : flags['server-log'],
        server.output(),
      );
    const statements = await statementsPerRequest(
      target,
      prepared.clerkToken,
      keys.check,
      keys.counted,
    );
    const imports = await importRows(target, managerToken);
    const load: [number, number] = [loadBefore, loadavg()[0]!];
    return { backend, rows, starts, rss, statements, imports, chain, notes, load };
  } finally {
    for (const server of servers) await server.stop().catch(() => {});
    for (const child of children) await stopChild(child);
    await backends?.close();
    if (database && !flags.keep) await database.drop();
    else if (database) log(`database kept: ${database.url}`);
    if (!flags.keep) rmSync(dataDir, { recursive: true, force: true });
    else log(`data dir kept: ${dataDir}`);
  }
}

/** The chain's two rows: its requests at the largest number that held, and counters per core. */
function chainRows(best: ChainStep | null): Measured[] {
  const requests = best?.requests ?? 0;
  const perRequest = (ms: number | null | undefined) =>
    ms === null || ms === undefined || requests === 0 ? null : ms / requests;
  const cores = best ? best.serverCpuMs / best.windowMs : 0;
  return [
    {
      name: ROW.chain,
      rps: best ? (requests * 1000) / best.windowMs : 0,
      p50: best ? Math.round(best.p50) : 0,
      p99: best ? Math.round(best.p99) : 0,
      non2xx: best?.failed ?? 0,
      errors: 0,
      requests,
      serverMs: perRequest(best?.serverCpuMs),
      backendMs: perRequest(best?.backendCpuMs),
    },
    {
      name: ROW.chainPerCore,
      // Each simulated counter stands for COMPRESSION counters of the real peak.
      rps: best && cores > 0 ? (best.counters * COMPRESSION) / cores : 0,
      p50: 0,
      p99: 0,
      non2xx: 0,
      errors: 0,
      requests: 0,
      serverMs: null,
      backendMs: null,
      perCore: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const cli = process.env.SHOPDESK_BENCH_CLI;
  if (!cli) throw new Error('Run the bench with npm run bench (scripts/bench.ts).');
  log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const bareServer = await startFloor(['bare']);
  const bareRun = (name: string) =>
    loadAll(name, [{ url: `${bareServer.url}/hello` }], { server: pidOf(bareServer.child) });
  try {
    // The bare route before, between and after the backends: each backend's ceiling is the mean
    // of the runs on either side of it.
    const bares = [await bareRun('bare (before SQLite)')];
    const runs = [await measureBackend('sqlite', cli)];
    bares.push(await bareRun('bare (after SQLite)'));
    if (flags['database-url']) {
      runs.push(await measureBackend('postgres', cli));
      bares.push(await bareRun('bare (after PostgreSQL)'));
    }
    runs.forEach((run, i) => run.rows.unshift(meanOf(ROW.bare, bares[i]!, bares[i + 1]!)));
    printTable(runs);
    printDetails(runs, bares);
    console.log(
      `${CONNECTIONS} connections, ${DURATION} s per row after a ${WARMUP} s warm-up; chain steps of ${CHAIN_STEP_S} s; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${Math.round((performance.now() - started) / 1000)} s in all`,
    );
  } finally {
    await stopChild(bareServer.child);
  }
}

/** The mean of two runs of one route: rates and CPU averaged, the worse latencies. */
function meanOf(name: string, a: Measured, b: Measured): Measured {
  const mean = (x: number | null, y: number | null) =>
    x === null || y === null ? null : (x + y) / 2;
  return {
    ...a,
    name,
    rps: (a.rps + b.rps) / 2,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    serverMs: mean(a.serverMs, b.serverMs),
  };
}

// ---------------------------------------------------------------------------------------
// The table

type Rows = Partial<Record<Backend, Measured>>;

/** A goal: what it says, and whether a row met it, per backend it applies to (none: not measured). */
interface Goal {
  label: string;
  met: (rows: Rows, bare: Partial<Record<Backend, number>>) => boolean[];
}

const answered = (row: Measured | undefined) => (row && row.rps > 0 ? row : null);

/** A p99 goal on each backend: met once per backend measured ("yes / NO"). */
function p99Goal(
  ms: number,
  on: Backend | 'both' = 'both',
  also?: (row: Measured, bare: number) => boolean,
  label?: string,
): Goal {
  const backends: Backend[] = on === 'both' ? ['sqlite', 'postgres'] : [on];
  return {
    label: label ?? `${on === 'both' ? '' : on === 'sqlite' ? 'SQLite ' : 'PG '}p99 < ${ms} ms`,
    met: (rows, bare) => {
      const verdicts = backends
        .filter((backend) => rows[backend])
        .map((backend) => {
          const row = answered(rows[backend]);
          return row !== null && row.p99 < ms && (!also || also(row, bare[backend] ?? 0));
        });
      return verdicts;
    },
  };
}

/** PostgreSQL's rate at least `share` × SQLite's in the same run (docs/DESIGN.md §13). */
const shareGoal = (share: number): Goal => ({
  label: `PG ≥ ${share} × SQLite`,
  met: (rows) => {
    const sqliteRow = answered(rows.sqlite);
    const postgresRow = answered(rows.postgres);
    if (!sqliteRow || !rows.postgres) return [];
    return [postgresRow !== null && postgresRow.rps >= share * sqliteRow.rps];
  },
});

const GOALS: Partial<Record<string, Goal[]>> = {
  [ROW.check]: [
    p99Goal(10, 'sqlite', (row, bare) => row.rps >= 0.6 * bare, 'SQLite ≥ 0.6 × bare, p99 < 10 ms'),
    p99Goal(15, 'postgres'),
  ],
  [ROW.consume]: [
    p99Goal(10, 'sqlite', (row, bare) => row.rps >= 0.3 * bare, 'SQLite ≥ 0.3 × bare, p99 < 10 ms'),
    p99Goal(25, 'postgres'),
  ],
  [ROW.list]: [p99Goal(20), shareGoal(0.5)],
  [ROW.search3]: [p99Goal(30), shareGoal(0.5)],
  [ROW.search2]: [p99Goal(30), shareGoal(0.5)],
  [ROW.points]: [p99Goal(20), shareGoal(0.5)],
  [ROW.chain]: [p99Goal(P99_LIMIT_MS)],
  ...Object.fromEntries(REPORTS.map(([name]) => [reportName(name), [p99Goal(200)]])),
};

const int = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number | null) => (value === null ? '' : value.toFixed(2));

function printTable(runs: BackendRun[]) {
  // In the order of ROW (the reports after the point history), whichever backend measured them.
  const order: string[] = [
    ...[
      ROW.bare,
      ROW.floor,
      ROW.check,
      ROW.consume,
      ROW.list,
      ROW.search3,
      ROW.search2,
      ROW.points,
    ],
    ...REPORTS.map(([name]) => reportName(name)),
    ...[ROW.check2, ROW.consume2, ROW.chain, ROW.chainPerCore],
  ];
  const names = order.filter((name) =>
    runs.some((run) => run.rows.some((row) => row.name === name)),
  );
  const onBoth = runs.length > 1;
  const bare = Object.fromEntries(
    runs.map((run) => [run.backend, run.rows.find((row) => row.name === ROW.bare)!.rps]),
  ) as Partial<Record<Backend, number>>;
  const header = [
    '',
    'SQLite req/s',
    'p50',
    'p99 ms',
    'CPU ms/req',
    ...(onBoth
      ? ['PostgreSQL req/s', 'p50', 'p99 ms', 'CPU ms/req', '+ backends', 'PG ÷ SQLite']
      : []),
    'non-2xx',
    'target',
    'met',
  ];
  const cells = (row: Measured | undefined, postgres: boolean) => {
    if (!row) return postgres ? ['—', '', '', '', ''] : ['—', '', '', ''];
    if (row.perCore)
      return [row.rps > 0 ? int(row.rps) : 'none held', '', '', '', ...(postgres ? [''] : [])];
    return [
      int(row.rps),
      String(row.p50),
      String(row.p99),
      ms(row.serverMs),
      ...(postgres ? [ms(row.backendMs)] : []),
    ];
  };
  const lines = names.map((name) => {
    const rows: Rows = Object.fromEntries(
      runs.map((run) => [run.backend, run.rows.find((row) => row.name === name)]),
    );
    const goals = (GOALS[name] ?? []).map((goal) => [goal.label, goal.met(rows, bare)] as const);
    const shown = goals.filter(([, met]) => met.length > 0);
    const ratio =
      rows.sqlite && rows.postgres && rows.sqlite.rps > 0
        ? (rows.postgres.rps / rows.sqlite.rps).toFixed(2)
        : '';
    const failures = [rows.sqlite, rows.postgres]
      .filter((row) => row !== undefined)
      .map((row) => String(row.non2xx + row.errors));
    return [
      name,
      ...cells(rows.sqlite, false),
      ...(onBoth ? [...cells(rows.postgres, true), ratio] : []),
      rows.sqlite?.perCore ? '' : failures.join(' / '),
      shown.map(([label]) => label).join('; '),
      shown.map(([, met]) => met.map((one) => (one ? 'yes' : 'NO')).join(' / ')).join('; '),
    ];
  });
  const left = (i: number) => i === 0 || i >= header.length - 2;
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (line: string[]) =>
    `| ${line.map((cell, i) => (left(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log('');
  console.log(format(header));
  console.log(
    `|${widths.map((w, i) => (left(i) ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

const NAMES: Record<Backend, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function printDetails(runs: BackendRun[], bares: Measured[]) {
  console.log('');
  console.log(
    `bare runs: ${bares.map((row) => int(row.rps)).join(', ')} req/s (before SQLite, after it${bares.length > 2 ? ', after PostgreSQL' : ''}); CPU ms/req: the server process(es) (/proc utime + stime)${runs.length > 1 ? `, "+ backends": PostgreSQL's backends of the bench's database` : ''}`,
  );
  for (const run of runs) {
    const name = NAMES[run.backend];
    console.log('');
    console.log(
      `${name} (load average ${run.load[0].toFixed(1)} when its rows began, ${run.load[1].toFixed(1)} at its end):`,
    );
    console.log(
      `  server start on the ${CODES.toLocaleString('en')}-order database (spawn to listening, median of 3): ${Math.round(run.starts[1]!)} ms (runs: ${run.starts.map((s) => Math.round(s)).join(', ')} ms; target < 1000 ms)`,
    );
    console.log(`  server RSS after the rows: ${run.rss ?? '?'} MiB`);
    console.log(`  SQL statements per request (${COUNTED_REQUESTS} requests each):`);
    for (const [label, perRequest] of run.statements.rows)
      console.log(`    ${label}: ${perRequest.toFixed(2)}`);
    console.log(`  import dry runs of ${IMPORT_ROWS.toLocaleString('en')} rows:`);
    for (const row of run.imports)
      console.log(
        typeof row === 'string'
          ? `    ${row}`
          : `    ${row.name}: ${(row.ms / 1000).toFixed(1)} s, ${row.statements.toFixed(2)} statements per row`,
      );
    if (run.chain) {
      const processes = run.backend === 'postgres' ? 2 : 1;
      console.log(
        `  chain (${processes} server process${processes > 1 ? 'es' : ''}; one simulated counter = ${COMPRESSION} real ones: time ×${COMPRESSION}):`,
      );
      for (const step of run.chain.steps)
        console.log(
          `    ${step.counters} counters: ${int((step.requests * 1000) / step.windowMs)} req/s, p50 ${Math.round(step.p50)} ms, p99 ${Number.isFinite(step.p99) ? Math.round(step.p99) : '∞'} ms, ${step.failed} failed (p99 check ${Math.round(step.p99By.check)}, consume ${Math.round(step.p99By.consume)}, feed ${Math.round(step.p99By.feed)} ms); servers ${(step.serverCpuMs / step.windowMs).toFixed(2)} cores${step.backendCpuMs === null ? '' : `, backends ${(step.backendCpuMs / step.windowMs).toFixed(2)} cores`} (${int((step.counters * COMPRESSION * step.windowMs) / Math.max(1, step.serverCpuMs))} real counters per server core) — ${step.held ? 'held' : 'did not hold'}`,
        );
      const best = run.chain.best;
      if (best) {
        const serverCores = best.serverCpuMs / best.windowMs;
        const allCores = serverCores + (best.backendCpuMs ?? 0) / best.windowMs;
        console.log(
          `    held: ${best.counters} simulated = ${int(best.counters * COMPRESSION)} real counters on ${serverCores.toFixed(2)} server cores: ${int((best.counters * COMPRESSION) / serverCores)} per core${best.backendCpuMs === null ? '' : `; ${int((best.counters * COMPRESSION) / allCores)} per core with the backends' ${(allCores - serverCores).toFixed(2)}`}`,
        );
      } else console.log('    no step held');
    }
    for (const note of run.notes) console.log(`  ${note}`);
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
