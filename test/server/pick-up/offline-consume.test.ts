import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { sweepExpired } from '../../../src-server/modules/pick-up';

/**
 * Hand-outs a counter made offline and sends later (docs/OFFLINE.md, docs/API.md): kept with
 * their time when the code could be handed out then, refused with the usual codes otherwise.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number; title: string };
let storeB: { id: number; title: string };
let clerkA: Record<string, string>;
let clerkA2: Record<string, string>;
let clerkB: Record<string, string>;
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店', place_code: '310104' });
  clerkA = await api.staffOf('clerk.a', storeA.id);
  clerkA2 = await api.staffOf('clerk.a2', storeA.id);
  clerkB = await api.staffOf('clerk.b', storeB.id);
  variantId = (await api.createProduct()).variants[0].id;
});
afterEach(() => s.close());

/** Moves the clock; staff tokens last 12 hours, so everyone signs in again. */
async function travel(ms: number) {
  clock.advance(ms);
  api = pickUpClient(s, s.auth(await s.login()));
  clerkA = s.auth(await s.login('clerk.a', STAFF_PASSWORD));
  clerkA2 = s.auth(await s.login('clerk.a2', STAFF_PASSWORD));
}

/** The API's time text of an instant (Asia/Shanghai, as the shop's zone). */
const at = (ms: number) => new Date(ms + 8 * HOUR).toISOString().replace('Z', '+08:00');

const consume = (body: Record<string, unknown>, as = clerkA) =>
  api.call('POST', '/api/orders/pick_up_code/consume/', body, as);

const history = async (key: string) =>
  (await api.ok('GET', `/api/shops/action_history/?key=${key}`)).results as {
    action: string;
    detail: string;
    staff: { username: string };
  }[];

/** The bodies of the `pick_up_code_conflict` events in the outbox, oldest first. */
const conflictEvents = async () =>
  (
    await s.database.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('event', '=', 'pick_up_code_conflict')
      .orderBy('id')
      .execute()
  ).map((row) => JSON.parse(row.payload));

describe('POST consume/ with offline_at and counter_id', () => {
  it('keeps the offline time as used_at and says where it happened', async () => {
    const { code, order } = await api.paidPickUp(storeA.id, variantId);
    const handedOut = clock.now() + 10 * 60 * 1000;
    await travel(3 * HOUR);
    const response = await consume({ key: code.key, offline_at: at(handedOut), counter_id: '2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      key_status: 'used',
      used_at: at(handedOut),
      used_by: { username: 'clerk.a' },
    });
    const [consumed] = await history(code.key);
    expect(consumed).toMatchObject({ action: 'consume', staff: { username: 'clerk.a' } });
    expect(consumed!.detail).toContain('offline at counter 2');
    const detail = await api.ok('GET', `/api/orders/order/${order.id}/`);
    expect(detail.fulfillment_status).toBe('fulfilled');
    // The replica's feed shows it used at the offline time.
    const feed = await api.ok(
      'GET',
      '/api/orders/pick_up_code/changes/?cursor=' + `${storeA.id}:0`,
      undefined,
      clerkA,
    );
    expect(feed.results.find((c: { id: number }) => c.id === code.id)).toMatchObject({
      key_status: 'used',
      used_at: at(handedOut),
    });
  });

  it('accepts a code that expired only after the offline hand-out, even once swept', async () => {
    const { code } = await api.paidPickUp(storeA.id, variantId);
    const handedOut = clock.now() + 7 * DAY - HOUR;
    await travel(7 * DAY + HOUR);
    await sweepExpired(s.app.ctx);
    const response = await consume({ key: code.key, offline_at: at(handedOut), counter_id: 'c1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().used_at).toBe(at(handedOut));
  });

  it('refuses a code handed out online meanwhile with code_already_used, recorded as a conflict', async () => {
    const { code } = await api.paidPickUp(storeA.id, variantId);
    const offlineAt = clock.now() + 60_000;
    await travel(HOUR);
    expect((await consume({ key: code.key }, clerkA2)).statusCode).toBe(200);
    const body = expectError(
      await consume({ key: code.key, offline_at: at(offlineAt), counter_id: '1' }),
      409,
      'code_already_used',
    );
    expect(body.params).toMatchObject({ used_by: { username: 'clerk.a2' } });
    const [conflict] = await history(code.key);
    expect(conflict).toMatchObject({ action: 'consume_conflict', staff: { username: 'clerk.a' } });
    expect(conflict!.detail).toContain('Offline hand-out at counter 1');
    // An online refusal of the same code stays a refused hand-out, not a conflict.
    expectError(await consume({ key: code.key }), 409, 'code_already_used');
    expect((await history(code.key)).map((row) => row.action)).toEqual([
      'consume_refused',
      'consume_conflict',
      'consume',
    ]);
    expect(await conflictEvents()).toEqual([
      expect.objectContaining({
        key: code.key,
        offline_at: at(offlineAt),
        counter_id: '1',
        handed_out_by: { id: expect.any(Number), username: 'clerk.a' },
        reason: expect.objectContaining({
          code: 'code_already_used',
          params: expect.objectContaining({
            used_by: expect.objectContaining({ username: 'clerk.a2' }),
          }),
        }),
      }),
    ]);
  });

  it('records every refused offline hand-out as a conflict, and emits it for a known code', async () => {
    const used = (await api.paidPickUp(storeA.id, variantId)).code;
    const tooOld = (await api.paidPickUp(storeA.id, variantId)).code;
    const other = (await api.paidPickUp(storeB.id, variantId)).code;
    await travel(30 * HOUR);
    expect((await consume({ key: used.key }, clerkA2)).statusCode).toBe(200);
    const refusals = [
      [used.key, clock.now() - HOUR, 'code_already_used'],
      [tooOld.key, clock.now() - 25 * HOUR, 'offline_at_out_of_range'],
      [other.key, clock.now() - HOUR, 'wrong_store'],
      ['999999999999', clock.now() - HOUR, 'not_found'],
    ] as const;
    for (const [key, offlineAt, code] of refusals) {
      const response = await consume({ key, offline_at: at(offlineAt), counter_id: 'c9' });
      expect(response.json().code).toBe(code);
      const [row] = await history(key);
      expect(row).toMatchObject({ action: 'consume_conflict' });
      expect(row!.detail).toContain(`Offline hand-out at counter c9`);
      expect(row!.detail).toContain(`${code}: `);
    }
    // One event per refused code; the unknown key has no code to describe.
    expect((await conflictEvents()).map((e) => [e.key, e.reason.code])).toEqual(
      refusals.slice(0, 3).map(([key, , code]) => [key, code]),
    );
    const filtered = await api.ok(
      'GET',
      '/api/shops/action_history/?action__in=consume_conflict&page_size=100',
    );
    expect(filtered.count).toBe(4);
  });

  it('refuses what was expired or cancelled at the offline time', async () => {
    const expired = (await api.paidPickUp(storeA.id, variantId)).code;
    const cancelled = await api.paidPickUp(storeA.id, variantId);
    await api.ok('POST', `/api/orders/order/${cancelled.order.id}/cancel/`, { reason: 'x' });
    await travel(7 * DAY + HOUR);
    expectError(
      await consume({ key: expired.key, offline_at: at(clock.now() - 30 * 60_000) }),
      409,
      'code_expired',
    );
    expectError(
      await consume({ key: cancelled.code.key, offline_at: at(clock.now() - 60_000) }),
      409,
      'code_canceled',
    );
  });

  it('refuses a time in the future, before the code, or older than offline_hand_out_hours', async () => {
    const { code } = await api.paidPickUp(storeA.id, variantId);
    const issued = clock.now();
    await travel(30 * HOUR);
    const tooOld = expectError(
      await consume({ key: code.key, offline_at: at(clock.now() - 25 * HOUR) }),
      409,
      'offline_at_out_of_range',
    );
    expect(tooOld.params).toEqual({ offline_at: at(clock.now() - 25 * HOUR), hours: 24 });
    expectError(
      await consume({ key: code.key, offline_at: at(clock.now() + 60_000) }),
      409,
      'offline_at_out_of_range',
    );
    await api.ok('PATCH', '/api/shops/shop_settings/', { offline_hand_out_hours: 48 });
    expectError(
      await consume({ key: code.key, offline_at: at(issued - 60_000) }),
      409,
      'offline_at_out_of_range',
    );
    // Within the longer window it counts.
    const response = await consume({ key: code.key, offline_at: at(clock.now() - 25 * HOUR) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses another store's code (403 wrong_store) and a malformed time (400)", async () => {
    const { code } = await api.paidPickUp(storeB.id, variantId);
    expectError(
      await consume({ key: code.key, offline_at: at(clock.now()), counter_id: '1' }),
      403,
      'wrong_store',
    );
    const bad = expectError(
      await consume({ key: code.key, offline_at: 'yesterday' }),
      400,
      'invalid',
    );
    expect(Object.keys((bad as unknown as { errors: object }).errors)).toEqual(['offline_at']);
    expect((await consume({ key: code.key }, clerkB)).statusCode).toBe(200);
  });
});

describe('the offline settings', () => {
  it('default to on and 24 hours; a manager changes them; the feed carries them', async () => {
    const settings = await api.ok('GET', '/api/shops/shop_settings/');
    expect(settings).toMatchObject({ offline_hand_out: true, offline_hand_out_hours: 24 });
    await api.ok('PATCH', '/api/shops/shop_settings/', {
      offline_hand_out: false,
      offline_hand_out_hours: 6,
    });
    expect(await api.ok('GET', '/api/shops/shop_settings/')).toMatchObject({
      offline_hand_out: false,
      offline_hand_out_hours: 6,
    });
    clock.advance(2000); // past the settings cache
    const feed = await api.ok('GET', '/api/orders/pick_up_code/changes/', undefined, clerkA);
    expect(feed).toMatchObject({ offline_hand_out: false, offline_hand_out_hours: 6 });
    for (const hours of [0, 169, 1.5])
      expectError(
        await api.call('PATCH', '/api/shops/shop_settings/', { offline_hand_out_hours: hours }),
        400,
        'invalid',
      );
  });
});
