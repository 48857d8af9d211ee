import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostgresAppDatabase } from '../../../src-server/db';
import { pickUpClient } from '../../support/orders';
import { onPostgres, POSTGRES_ONLY } from '../../support/database';
import { createTestServer, type TestServer } from '../../support/server';
import { webhookWorkerIdle } from '../../../src-server/modules/webhooks';

/**
 * A check's history record is written on its own (no transaction): on PostgreSQL the records of
 * checks made at once go in one INSERT (record-queue.ts); every check still has its own record,
 * committed before its answer.
 */
let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function counter(count: number) {
  s = await createTestServer();
  const c = pickUpClient(s, s.auth(await s.login()));
  const store = await c.createStore();
  const clerk = await c.staffOf('clerk1', store.id);
  const product = await c.createProduct({ variants: [{ price: '9.90', inventory_quantity: 50 }] });
  const keys: string[] = [];
  for (let i = 0; i < count; i++)
    keys.push((await c.paidPickUp(store.id, product.variants[0].id)).code.key);
  await webhookWorkerIdle(s.app.ctx);
  const check = (key: string) =>
    c.ok('GET', `/api/orders/pick_up_code/check/?key=${key}`, undefined, clerk);
  return { server: s, keys, check, clerk };
}

async function checkRecords(server: TestServer) {
  return server.database.db
    .selectFrom('action_history')
    .select(['key', 'params'])
    .where('action', '=', 'check')
    .orderBy('key')
    .execute();
}

describe('a check records itself', () => {
  it('twenty checks at once: twenty records, each with its own key and verdict', async () => {
    const { server, keys, check } = await counter(20);
    const answers = await Promise.all(keys.map(check));
    expect(answers.map((answer) => answer.key).sort()).toEqual([...keys].sort());
    const records = await checkRecords(server);
    expect(records.map((r) => r.key)).toEqual([...keys].sort());
    for (const r of records) expect(JSON.parse(r.params!)).toEqual({ verdict: 'not_prepared' });
  }, 60_000);
});

describe.skipIf(!onPostgres)(`the group insert of check records (${POSTGRES_ONLY})`, () => {
  it('records that arrive while an INSERT runs go together in the next one', async () => {
    const { server, keys, check } = await counter(10);
    const pool = (server.database as PostgresAppDatabase).pool;
    // What the driver sends: the history's INSERTs, and the checks' code lookups (by their key).
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const texts = () =>
      sent.mock.calls.map(([config]) => config as unknown as { text?: string; values?: unknown[] });
    const inserts = () =>
      texts().filter((q) => /^insert into "?action_history"?/i.test(q.text ?? ''));
    const lookups = () =>
      texts().filter(
        (q) => !/^insert/i.test(q.text ?? '') && q.values?.some((v) => keys.includes(v as string)),
      );
    const holder = await pool.connect();
    try {
      // Inserts into the history wait behind this lock: the first check's INSERT waits, the
      // other nine find it running and queue.
      await holder.query('begin');
      await holder.query('lock table action_history in share row exclusive mode');
      const answers = Promise.all(keys.map(check));
      for (let waited = 0; lookups().length < 10 && waited < 20_000; waited += 20)
        await new Promise((done) => setTimeout(done, 20));
      // Each check queues its record as soon as its lookup answers.
      await new Promise((done) => setTimeout(done, 300));
      expect(inserts()).toHaveLength(1);
      await holder.query('commit');
      await answers;
      // The nine waiting records went in one more INSERT (each array holds nine).
      expect(inserts()).toHaveLength(2);
      expect((inserts()[1]!.values![0] as string[]).length).toBe(9);
    } finally {
      holder.release();
      sent.mockRestore();
    }
    expect((await checkRecords(server)).map((r) => r.key)).toEqual([...keys].sort());
  }, 60_000);

  it('a failed INSERT fails the checks it carried; the checks after it write again', async () => {
    const { server, keys, check, clerk } = await counter(4);
    const pool = (server.database as PostgresAppDatabase).pool;
    await pool.query(
      "alter table action_history add constraint no_checks_now check (action <> 'check') not valid",
    );
    const failed = await Promise.all(
      keys.slice(0, 3).map((key) =>
        server.app.inject({
          method: 'GET',
          url: `/api/orders/pick_up_code/check/?key=${key}`,
          headers: clerk,
        }),
      ),
    );
    expect(failed.map((response) => response.statusCode)).toEqual([500, 500, 500]);
    await pool.query('alter table action_history drop constraint no_checks_now');
    await check(keys[3]!);
    expect((await checkRecords(server)).map((r) => r.key)).toEqual([keys[3]]);
  }, 60_000);

  it('a lock held past lock_timeout: 503 busy with Retry-After to the checks waiting and to a consume; then they write again', async () => {
    const { server, keys, check, clerk } = await counter(4);
    const pool = (server.database as PostgresAppDatabase).pool;
    const holder = await pool.connect();
    const call = (method: 'GET' | 'POST', key: string) =>
      server.app.inject({
        method,
        url:
          method === 'GET'
            ? `/api/orders/pick_up_code/check/?key=${key}`
            : '/api/orders/pick_up_code/consume/',
        headers: clerk,
        ...(method === 'POST' && { payload: { key } }),
      });
    try {
      await holder.query('begin');
      await holder.query('lock table action_history in share row exclusive mode');
      // Past the connections' lock_timeout (3 s): the records cannot be written.
      const answers = await Promise.all([
        call('GET', keys[0]!),
        call('GET', keys[1]!),
        call('POST', keys[2]!),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json().code).toBe('busy');
        expect(answer.headers['retry-after']).toBe('1');
      }
    } finally {
      await holder.query('commit');
      holder.release();
    }
    // Nothing of them was kept: the consume's code is still unused and is handed out now.
    await check(keys[3]!);
    expect((await call('POST', keys[2]!)).statusCode).toBe(200);
    expect((await checkRecords(server)).map((r) => r.key)).toEqual([keys[3]]);
  }, 60_000);
});
