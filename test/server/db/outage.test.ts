import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src-server/app';
import {
  DatabaseUnavailableError,
  openPostgresDatabase,
  POSTGRES_TIMEOUTS,
  type PostgresAppDatabase,
} from '../../../src-server/db';
import {
  createPostgresDatabase,
  onPostgres,
  POSTGRES_ONLY,
  testDatabaseUrl,
} from '../../support/database';
import { startTcpProxy } from '../../support/tcp-proxy';
import { initialize } from '../../../src-server/modules/shops';

/**
 * The database going away is not a request's fault (docs/RELIABILITY.md, "When the database
 * goes away"): a PostgreSQL server that stops, or freezes (accepts and never answers), gives
 * 503 `database_unavailable` with `Retry-After` within the connection and statement timeouts,
 * `/api/health/ready` says so within 2 s, and both recover by themselves when it comes back.
 * The server is reached through a TCP proxy that stops and freezes it: the shared PostgreSQL
 * server itself is left alone.
 */

type App = Awaited<ReturnType<typeof buildServer>>;

let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let database: PostgresAppDatabase;
let dropDatabase: () => Promise<void>;
let app: App;
let token: string;

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createPostgresDatabase();
  dropDatabase = created.drop;
  const target = new URL(testDatabaseUrl!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(created.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  database = openPostgresDatabase(url.toString(), { poolSize: 4 });
  app = await buildServer({ database, rendererDir: null });
  await initialize(app.ctx, { managerUsername: 'boss', managerPassword: 'boss-password' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/shops/staff_login/',
    payload: { username: 'boss', password: 'boss-password' },
  });
  token = login.json().token;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await dropDatabase?.();
});

const ready = async () => {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { response, ms: performance.now() - started };
};
const listOrders = async () => {
  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: '/api/orders/order/',
    headers: { authorization: `Token ${token}` },
  });
  return { response, ms: performance.now() - started };
};

/** Polls until `check` holds, up to `ms`: recovery takes no restart, only a moment. */
async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 200));
  }
  return false;
}

function expectUnavailable(response: Awaited<ReturnType<App['inject']>>) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    code: 'database_unavailable',
    params: { retry_after: expect.any(Number) },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe.skipIf(!onPostgres)(`the database going away (${POSTGRES_ONLY})`, () => {
  it('ready: 200 {status: "ready"}; the API answers', async () => {
    const { response } = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect((await listOrders()).response.statusCode).toBe(200);
    // /api/health is the process's liveness: it needs no database.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('stopped: 503 database_unavailable with Retry-After at once, ready 503 with a reason; then both recover', async () => {
    await proxy.stop();
    const orders = await listOrders();
    expectUnavailable(orders.response);
    expect(orders.ms).toBeLessThan(POSTGRES_TIMEOUTS.connectMs + 1_500);
    const health = await ready();
    expect(health.response.statusCode).toBe(503);
    expect(health.response.json()).toMatchObject({ status: 'unavailable' });
    expect(health.response.json().reason).toEqual(expect.any(String));
    expect(health.ms).toBeLessThan(2_000);
    // Liveness stays up.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.forward();
    expect(await eventually(async () => (await ready()).response.statusCode === 200)).toBe(true);
    expect(await eventually(async () => (await listOrders()).response.statusCode === 200)).toBe(
      true,
    );
  }, 30_000);

  it('frozen (accepts, never answers): 503 database_unavailable within the timeouts, ready 503 within 2 s; then both recover', async () => {
    proxy.silent();
    const health = await ready();
    expect(health.response.statusCode).toBe(503);
    expect(health.response.json().status).toBe('unavailable');
    expect(health.ms).toBeLessThan(2_000);
    const orders = await listOrders();
    expectUnavailable(orders.response);
    // A pooled connection waits at most for the statement timeout and the read margin; a new
    // one for the connection timeout.
    expect(orders.ms).toBeLessThan(
      POSTGRES_TIMEOUTS.statementMs + POSTGRES_TIMEOUTS.readMarginMs + 1_500,
    );
    // Once the pool knows, the next requests do not wait as long each.
    const again = await listOrders();
    expectUnavailable(again.response);

    await proxy.forward();
    expect(await eventually(async () => (await ready()).response.statusCode === 200)).toBe(true);
    expect(await eventually(async () => (await listOrders()).response.statusCode === 200)).toBe(
      true,
    );
  }, 60_000);

  it('an outage is reported once, however many requests fail, and its end once', async () => {
    const changes: [boolean, string | null][] = [];
    const stop = database.onAvailability((available, reason) => changes.push([available, reason]));
    try {
      await proxy.stop();
      for (let i = 0; i < 3; i++) expectUnavailable((await listOrders()).response);
      expect(changes).toEqual([[false, expect.any(String)]]);
      await proxy.forward();
      expect(await eventually(async () => (await listOrders()).response.statusCode === 200)).toBe(
        true,
      );
      expect(changes.map(([available]) => available)).toEqual([false, true]);
      // A new outage is reported again.
      await proxy.stop();
      const error = await database.db
        .selectFrom('shop_settings')
        .select('id')
        .execute()
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(changes.map(([available]) => available)).toEqual([false, true, false]);
    } finally {
      stop();
      await proxy.forward();
    }
  }, 30_000);
});
