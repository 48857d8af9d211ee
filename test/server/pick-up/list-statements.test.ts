import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCounts } from '../../../src-server/db';
import { pickUpClient } from '../../support/orders';
import { onPostgres } from '../../support/database';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/**
 * The code list's page (docs/PERFORMANCE.md, "Reports and lists at 100,000 orders"): its ids and
 * their records are one statement on PostgreSQL (db/page-rows.ts), two on SQLite, and its exact
 * count is kept until the codes change (db/kept-counts.ts).
 */
let s: TestServer;
let c: ReturnType<typeof pickUpClient>;
const ids: number[] = [];

const counted = () => statementCounts.sqlite + statementCounts.postgres;

beforeAll(async () => {
  // A clock that stands still: every code has the same created_at, so ids break the tie.
  s = await createTestServer({ clock: testClock() });
  c = pickUpClient(s, s.auth(await s.login()));
  const store = await c.createStore();
  const variantId = (await c.createProduct()).variants[0].id;
  for (let i = 0; i < 5; i++) ids.push((await c.paidPickUp(store.id, variantId)).code.id);
});

afterAll(async () => {
  await s.close();
});

describe('the pick-up code list', () => {
  it('pages newest first, ties by id, with the exact count, in a fixed number of statements', async () => {
    const page = (n: number) => c.ok('GET', `/api/orders/pick_up_code/?page=${n}&page_size=2`);
    await page(1); // the count is read (and kept on PostgreSQL)
    const before = counted();
    const first = await page(1);
    // The token; the kept count's stamp (SQLite: its count, kept below Kysely); the page.
    expect(counted() - before).toBe(onPostgres ? 3 : 4);
    const pages = [first, await page(2), await page(3)];
    expect(pages.map((p) => p.count)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => p.results.map((code: { id: number }) => code.id))).toEqual(
      [...ids].reverse(),
    );
    expect(first.results[0]).toMatchObject({ id: ids[4], key_status: 'unused' });
  });
});
