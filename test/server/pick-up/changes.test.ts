import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_KEYS, expectError, keys, pickUpClient } from '../../support/orders';
import { onPostgres } from '../../support/database';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { sweepExpired } from '../../../src-server/modules/pick-up';

/**
 * The counter's replica feed (docs/OFFLINE.md, docs/API.md): the store's codes changed after a
 * cursor, in change order, never skipping a change made beside the reads.
 */

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number; title: string };
let storeB: { id: number; title: string };
let clerkA: Record<string, string>;
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店', place_code: '310104' });
  clerkA = await api.staffOf('clerk.a', storeA.id);
  variantId = (await api.createProduct({ inventory_quantity: 1000 })).variants[0].id;
});
afterEach(() => s.close());

interface Feed {
  cursor: string;
  results: { id: number; key: string; key_status: string }[];
  has_more: boolean;
}

const changes = async (query = '', as = clerkA): Promise<Feed> =>
  api.ok('GET', `/api/orders/pick_up_code/changes/${query}`, undefined, as);

/** Follows the feed to its end from `cursor`, applying every record to `replica`. */
async function follow(replica: Map<number, string>, cursor?: string, limit = 500) {
  let page: Feed;
  do {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor !== undefined) query.set('cursor', cursor);
    page = await changes(`?${query}`);
    for (const code of page.results) replica.set(code.id, code.key_status);
    cursor = page.cursor;
  } while (page.has_more);
  return cursor;
}

const consume = (key: string, as = clerkA) =>
  api.call('POST', '/api/orders/pick_up_code/consume/', { key }, as);

async function codesOf(storeId: number, count: number) {
  const codes = [];
  for (let i = 0; i < count; i++) codes.push((await api.paidPickUp(storeId, variantId)).code);
  return codes;
}

describe('GET /api/orders/pick_up_code/changes/', () => {
  it("starts with every waiting code of the caller's store, then sends only what changed", async () => {
    const [a1, a2, a3] = await codesOf(storeA.id, 3);
    await codesOf(storeB.id, 1);
    expect((await consume(a3!.key)).statusCode).toBe(200);

    const first = await changes();
    expect(first.has_more).toBe(false);
    expect(first.results.map((code) => code.id)).toEqual([a1!.id, a2!.id]);
    expect(keys(first.results[0]!)).toEqual(CODE_KEYS);
    // Nothing new: nothing sent, the cursor stays.
    const idle = await changes(`?cursor=${first.cursor}`);
    expect(idle).toEqual({
      cursor: first.cursor,
      results: [],
      has_more: false,
      offline_hand_out: true,
      offline_hand_out_hours: 24,
    });

    expect((await consume(a1!.key)).statusCode).toBe(200);
    const [a4] = await codesOf(storeA.id, 1);
    await codesOf(storeB.id, 1);
    const next = await changes(`?cursor=${first.cursor}`);
    expect(next.results.map((code) => [code.id, code.key_status])).toEqual([
      [a1!.id, 'used'],
      [a4!.id, 'unused'],
    ]);

    // A rollback, a preparation and a cancellation are changes too.
    await api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: a1!.key }, clerkA);
    await api.ok('POST', `/api/orders/pick_up_code/${a2!.id}/stock_prepare/`, undefined, clerkA);
    await api.ok('POST', `/api/orders/order/${a4!.service_order_id}/cancel/`, { reason: 'x' });
    const last = await changes(`?cursor=${next.cursor}`);
    expect(last.results.map((code) => [code.id, code.key_status])).toEqual([
      [a1!.id, 'unused'],
      [a2!.id, 'unused'],
      [a4!.id, 'canceled'],
    ]);
  });

  it('sends codes the expiry sweep stored as expired', async () => {
    const [code] = await codesOf(storeA.id, 1);
    const { cursor } = await changes();
    clock.advance(8 * 24 * 60 * 60 * 1000);
    clerkA = s.auth(await s.login('clerk.a', 'counter-pass-1'));
    await sweepExpired(s.app.ctx);
    const page = await changes(`?cursor=${cursor}`);
    expect(page.results.map((c) => [c.id, c.key_status])).toEqual([[code!.id, 'expired']]);
  });

  it('pages with has_more and misses no change made between two pages', async () => {
    const codes = await codesOf(storeA.id, 5);
    const replica = new Map<number, string>();
    const page1 = await changes('?limit=2');
    expect(page1.has_more).toBe(true);
    for (const code of page1.results) replica.set(code.id, code.key_status);
    // Between two pages of the first load: a code already sent is handed out, a new one comes.
    expect((await consume(codes[0]!.key)).statusCode).toBe(200);
    const [late] = await codesOf(storeA.id, 1);
    const cursor = await follow(replica, page1.cursor, 2);
    expect(Object.fromEntries(replica)).toEqual({
      ...Object.fromEntries(codes.map((c) => [c.id, 'unused'])),
      [codes[0]!.id]: 'used',
      [late!.id]: 'unused',
    });
    expect((await changes(`?cursor=${cursor}`)).results).toEqual([]);
  });

  it('never skips a change committed while the counter reads (concurrent hand-outs)', async () => {
    const codes = await codesOf(storeA.id, 12);
    const replica = new Map<number, string>();
    let cursor = await follow(replica);
    let done = false;
    const handOuts = Promise.all(codes.map((code) => consume(code.key))).finally(() => {
      done = true;
    });
    // Reads between the hand-outs (a macrotask each, so the writes go on meanwhile).
    while (!done) {
      cursor = await follow(replica, cursor, 3);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const response of await handOuts) expect(response.statusCode).toBe(200);
    await follow(replica, cursor, 3);
    expect([...replica.values()]).toEqual(codes.map(() => 'used'));
  });

  // SQLite's one writer would hold the hand-out back behind the open write instead.
  it.skipIf(!onPostgres)(
    'waits for a change still being written before it answers one numbered after it',
    async () => {
      const [first, second] = await codesOf(storeA.id, 2);
      const replica = new Map<number, string>();
      const cursor = await follow(replica);
      // A write to the first code draws its change number and stays uncommitted while the
      // second code is handed out and committed with a larger number.
      let commitFirst!: () => void;
      const held = new Promise<void>((resolve) => (commitFirst = resolve));
      let written!: () => void;
      const drawn = new Promise<void>((resolve) => (written = resolve));
      const firstWrite = s.database.transaction(async (trx) => {
        await trx
          .updateTable('pick_up_code')
          .set({ updated_at: clock.now() })
          .where('id', '=', first!.id)
          .execute();
        written();
        await held;
      });
      await drawn;
      expect((await consume(second!.key)).statusCode).toBe(200);
      let answered = false;
      const read = follow(replica, cursor).then((next) => {
        answered = true;
        return next;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
      commitFirst();
      await firstWrite;
      const next = await read;
      expect(replica.get(second!.id)).toBe('used');
      expect(await changes(`?cursor=${next}`)).toMatchObject({ results: [] });
      const [, last] = next.split(':');
      const numbers = await s.database.db
        .selectFrom('pick_up_code')
        .select('change_seq')
        .where('id', 'in', [first!.id, second!.id])
        .execute();
      for (const { change_seq } of numbers) expect(change_seq).toBeLessThanOrEqual(Number(last));
    },
  );

  it('gives a manager the store he names, staff only their own; a cursor stays with its store', async () => {
    const [b1] = await codesOf(storeB.id, 1);
    expectError(await api.call('GET', '/api/orders/pick_up_code/changes/'), 400, 'invalid');
    const forB = await api.ok('GET', `/api/orders/pick_up_code/changes/?offline_shop=${storeB.id}`);
    expect(forB.results.map((code: { id: number }) => code.id)).toEqual([b1!.id]);
    expectError(
      await api.call(
        'GET',
        `/api/orders/pick_up_code/changes/?offline_shop=${storeB.id}`,
        undefined,
        clerkA,
      ),
      403,
      'permission_denied',
    );
    expectError(
      await api.call(
        'GET',
        `/api/orders/pick_up_code/changes/?cursor=${forB.cursor}`,
        undefined,
        clerkA,
      ),
      400,
      'invalid',
    );
    expectError(
      await api.call('GET', '/api/orders/pick_up_code/changes/?cursor=abc', undefined, clerkA),
      400,
      'invalid',
    );
    expect(
      (await api.call('GET', '/api/orders/pick_up_code/changes/', undefined, {})).statusCode,
    ).toBe(401);
  });
});
