import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-server/cli-main';
import { shopTables } from '../../../src-server/db/copy';
import { startServer, type RunningServer } from '../../../src-server/server';
import { bulkPickUps } from '../../support/bulk-pick-ups';
import { createPostgresDatabase, onPostgres, POSTGRES_ONLY } from '../../support/database';
import { sqliteRows } from '../../support/row-store';
import { httpClient, preparePickUps } from '../../support/serve-child';
import { startReceiver, until } from '../webhooks/support';

/**
 * docs/DESIGN.md §13, moving and keeping a shop: `copy` moves a SQLite shop into PostgreSQL with every
 * row and id; `backup` makes a checked copy of a shop while it serves.
 */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shopdesk-copy-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MANAGER = { managerUsername: 'boss', managerPassword: 'boss-password' };
const quiet = (errors: string[] = [], lines: string[] = []) => ({
  out: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) },
});

/** Every row of every table of the SQLite shop, in key order. */
function sqliteTables(file: string) {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    return Object.fromEntries(
      shopTables(sqlite).map((table) => [table.name, sqlite.prepare(table.select).all()]),
    );
  } finally {
    sqlite.close();
  }
}

/** The same tables read from PostgreSQL (64-bit integers as numbers, as the app reads them). */
async function postgresTables(url: string, names: string[]) {
  const client = new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === pg.types.builtins.INT8
          ? Number
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  await client.connect();
  try {
    const tables: Record<string, unknown[]> = {};
    for (const name of names) {
      const { rows } = await client.query(`select * from "${name}" order by 1`);
      tables[name] = rows;
    }
    return tables;
  } finally {
    await client.end();
  }
}

/** A sample of the API's list and detail answers, with this server's origin taken out. */
async function apiAnswers(server: RunningServer, token: string, orderIds: number[]) {
  const http = httpClient(server.url);
  http.useToken(token);
  const paths = [
    '/api/orders/order/?page_size=100',
    '/api/orders/order/?page_size=50&page=3',
    '/api/orders/pick_up_code/?key_status=used&page_size=100',
    '/api/shops/action_history/?page_size=100',
    '/api/shops/offline_shop/',
    '/api/shops/staff/',
    '/api/customers/customer/?page_size=100',
    '/api/shopfront/product/?page_size=100',
    // Short queries: the gram table is not copied, the target's search is built anew.
    `/api/shopfront/product/?q=${encodeURIComponent('保温')}&page_size=100`,
    `/api/shopfront/product/?q=${encodeURIComponent('杯')}&page_size=100`,
    '/api/webhooks/webhook/',
    ...orderIds.map((id) => `/api/orders/order/${id}/`),
  ];
  const answers: Record<string, string> = {};
  for (const path of paths)
    answers[path] = JSON.stringify(await http.ok('GET', path)).replaceAll(server.url, 'ORIGIN');
  return answers;
}

describe.skipIf(!onPostgres)(`copy --from-data-dir --to-database-url (${POSTGRES_ONLY})`, () => {
  it('copies every table of a busy shop, answers the same, refuses a non-empty target, and new ids do not collide', async () => {
    const dataDir = join(dir, 'shop');
    const receiver = await startReceiver();
    let server = await startServer({ dataDir, port: 0, demo: true, ...MANAGER });
    let token: string;
    let clerkToken: string;
    try {
      const manager = httpClient(server.url);
      token = await manager.login('boss', 'boss-password');
      manager.useToken(token);
      // The receiver runs on this machine: the shop must allow private targets (docs/DESIGN.md §9).
      await manager.ok('PATCH', '/api/shops/shop_settings/', { webhook_private_targets: true });
      await manager.ok('POST', '/api/webhooks/webhook/', {
        event: 'order_paid',
        url: receiver.url(),
      });
      const prepared = await preparePickUps(server.url, 6);
      clerkToken = prepared.clerkToken;
      const keys = prepared.keys;
      // Every paid order's notification delivered before the copy.
      await until(() => receiver.requests.length >= 6, 'six webhook deliveries', 15_000);
      const clerk = httpClient(server.url);
      clerk.useToken(clerkToken);
      const consumed = [];
      for (const key of keys.slice(0, 3))
        consumed.push(await clerk.ok('POST', '/api/orders/pick_up_code/consume/', { key }));
      // The template of the bulk orders: a paid pick-up order of the clerk's store.
      const templateOrderId = consumed[0].service_order_id as number;
      await server.close();

      // A few hundred more orders, straight into the file; then consumes of some of them.
      const store = sqliteRows(join(dataDir, 'shopdesk.db'));
      const bulk = await bulkPickUps(store, { templateOrderId, count: 300, customers: 20 });
      await store.close();
      server = await startServer({ dataDir, port: 0, ...MANAGER });
      const counter = httpClient(server.url);
      counter.useToken(clerkToken);
      for (const key of bulk.keys.slice(0, 40))
        await counter.ok('POST', '/api/orders/pick_up_code/consume/', { key });
    } finally {
      await server.close();
      await receiver.stop();
    }

    const file = join(dataDir, 'shopdesk.db');
    const before = sqliteTables(file);
    expect(before.shop_order!.length).toBeGreaterThan(300);
    expect(before.webhook_delivery!.length).toBeGreaterThanOrEqual(6);
    expect(before.webhook_attempt!.length).toBeGreaterThanOrEqual(6);
    expect(before.event_outbox!.length).toBeGreaterThan(0);
    const orderIds = (before.shop_order as { id: number }[])
      .map((order) => order.id)
      .filter((_, i) => i % 37 === 0);
    const source = await startServer({ dataDir, port: 0, ...MANAGER });
    const answers = await apiAnswers(source, token, orderIds);
    await source.close();

    const target = await createPostgresDatabase(false);
    try {
      const lines: string[] = [];
      const args = ['copy', '--from-data-dir', dataDir, '--to-database-url', target.url];
      const failures: string[] = [];
      expect(await runCli(args, {}, quiet(failures, lines)), failures.join('\n')).toBe(0);
      expect(lines.join('\n')).toMatch(/every count checked/);

      // Every table, row for row, ids and timestamps included.
      const after = await postgresTables(target.url, Object.keys(before));
      for (const [table, rows] of Object.entries(before)) expect(after[table], table).toEqual(rows);

      // The same answers from the copied shop (the staff token came along too).
      const copied = await startServer({ dataDir, databaseUrl: target.url, port: 0, ...MANAGER });
      try {
        expect(await apiAnswers(copied, token, orderIds)).toEqual(answers);
        // New rows get ids past the copied ones.
        const manager = httpClient(copied.url);
        manager.useToken(await manager.login('boss', 'boss-password'));
        const maxId = (table: string) =>
          Math.max(...(before[table] as { id: number }[]).map((row) => row.id));
        const customer = await manager.ok('POST', '/api/customers/customer/', {
          mobile: '13911112222',
          full_name: '新顾客',
        });
        expect(customer.id).toBeGreaterThan(maxId('customer'));
        const product = await manager.ok('POST', '/api/shopfront/product/', {
          title: 'After the move',
          variants: [{ price: '1.00', inventory_quantity: 5 }],
        });
        expect(product.id).toBeGreaterThan(maxId('product'));
      } finally {
        await copied.close();
      }

      // A second copy into the now filled database is refused.
      const errors: string[] = [];
      expect(await runCli(args, {}, quiet(errors))).toBe(1);
      expect(errors.pop()).toMatch(/not empty/);
    } finally {
      await target.drop();
    }
  }, 240_000);
});

describe('backup --to FILE', () => {
  it('copies a serving shop consistently; the copy passes integrity_check and has its rows', async () => {
    const dataDir = join(dir, 'served');
    const server = await startServer({ dataDir, port: 0, demo: true, ...MANAGER });
    const file = join(dir, 'backup.db');
    try {
      const lines: string[] = [];
      expect(
        await runCli(['backup', '--to', file, '--data-dir', dataDir], {}, quiet([], lines)),
      ).toBe(0);
      expect(lines.pop()).toMatch(/integrity check: ok/);
      const errors: string[] = [];
      expect(await runCli(['backup', '--to', file, '--data-dir', dataDir], {}, quiet(errors))).toBe(
        1,
      );
      expect(errors.pop()).toMatch(/exists already/);
    } finally {
      await server.close();
    }
    expect(existsSync(file)).toBe(true);
    const live = sqliteTables(join(dataDir, 'shopdesk.db'));
    const copy = sqliteTables(file);
    expect(copy.shop_order!.length).toBeGreaterThan(0);
    expect(copy).toEqual(live);
    const sqlite = new SqliteDatabase(file, { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();
  });
});
