import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DatabaseBusyError,
  openPostgresDatabase,
  type PostgresAppDatabase,
} from '../../../src-server/db';
import { buildServer } from '../../../src-server/app';
import { createPostgresDatabase, onPostgres, POSTGRES_ONLY } from '../../support/database';
import { initialize } from '../../../src-server/modules/shops';

/**
 * docs/DESIGN.md §13, "At the peak": the pool's line admits by waiting time, never by count.
 * Hundreds wait for one connection and are all served; one that waits past the budget is
 * refused as `busy` (overload), not as the database being unavailable; readiness asks on a
 * connection of its own, so a full pool does not make the server unready.
 */

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;

beforeAll(async () => {
  if (onPostgres) created = await createPostgresDatabase();
}, 60_000);
afterAll(async () => {
  await created?.drop();
});

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Holds the pool's only connection for `ms` in a transaction. */
const holdConnection = (database: PostgresAppDatabase, ms: number) =>
  database.transaction(async (trx) => {
    await sql`select pg_sleep(${ms / 1000})`.execute(trx);
  });

describe.skipIf(!onPostgres)(`the pool's line (${POSTGRES_ONLY})`, () => {
  it('serves 300 waiters of one connection, far more than any count the line used to allow', async () => {
    const database = openPostgresDatabase(created.url, { poolSize: 1, poolWaitMs: 10_000 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          sql<{ n: number }>`select ${i}::int as n`.execute(database.db),
        ),
      );
      expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(
        Array.from({ length: 300 }, (_, i) => i),
      );
      expect(database.connectionLine.figures()).toMatchObject({ waiting: 0, refused: 0 });
    } finally {
      await database.close();
    }
  });

  it('past the wait budget: busy, counted in the line, no outage reported; readiness still answers', async () => {
    const database = openPostgresDatabase(created.url, { poolSize: 1, poolWaitMs: 200 });
    const outages: boolean[] = [];
    const stop = database.onAvailability((available) => outages.push(available));
    try {
      const held = holdConnection(database, 1_500);
      await pause(100);
      // While one waits, the line shows it and its wait.
      const waiting = sql`select 1`.execute(database.db).catch((error: unknown) => error);
      await pause(100);
      expect(database.connectionLine.figures().waiting).toBe(1);
      expect(database.connectionLine.figures().oldestWaitMs).toBeGreaterThan(0);
      const refused = await waiting;
      expect(refused).toBeInstanceOf(DatabaseBusyError);
      expect((refused as DatabaseBusyError).why).toBe('wait');
      expect(database.connectionLine.figures()).toMatchObject({ waiting: 0, refused: 1 });
      // The database itself answers: readiness is not behind the pool's line.
      expect(await database.ping(1_000)).toBeNull();
      await held;
      expect(outages).toEqual([]);
      // The connection free again, the next request is served.
      expect((await sql<{ n: number }>`select 2::int as n`.execute(database.db)).rows[0]!.n).toBe(
        2,
      );
    } finally {
      stop();
      await database.close();
    }
  });

  it('liveness answers while every connection is busy: it waits in no line', async () => {
    const database = openPostgresDatabase(created.url, { poolSize: 1, poolWaitMs: 5_000 });
    const app = await buildServer({ database, rendererDir: null });
    try {
      await initialize(app.ctx, {
        managerUsername: 'boss',
        managerPassword: 'boss-password',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const events: string[] = [];
      const held = holdConnection(database, 1_500).then(() => events.push('held ended'));
      await pause(100);
      // The cached settings are stale by now (1 s), but liveness does not wait for a new read.
      await pause(1_000);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      events.push(`health ${health.statusCode}`);
      await held;
      expect(events).toEqual(['health 200', 'held ended']);
      expect(health.json().shop_domain).toEqual(expect.any(String));
      expect(health.json().time_zone).toEqual(expect.any(String));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
