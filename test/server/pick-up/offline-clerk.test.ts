import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, pickUpClient, STAFF_PASSWORD } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/**
 * An offline session's hand-outs (docs/DESIGN.md §14 "Starting offline"): they carry the clerk
 * who signed in offline (`staff_id`), and are accepted only if he existed, was active and was
 * of the code's store at `offline_at`; otherwise they are conflicts. Without `staff_id` the
 * same rule holds for the sender.
 */

const HOUR = 60 * 60 * 1000;

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let storeA: { id: number; title: string };
let storeB: { id: number; title: string };
let clerkA: { id: number };
let sender: Record<string, string>;
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  api = pickUpClient(s, s.auth(await s.login()));
  storeA = await api.createStore();
  storeB = await api.createStore({ title: '徐家汇店', place_code: '310104' });
  clerkA = await api.createStaff('clerk.a', storeA.id);
  // The counter's own session, which sends the queue when the server answers again.
  sender = await api.staffOf('clerk.sender', storeA.id);
  variantId = (await api.createProduct()).variants[0].id;
});
afterEach(() => s.close());

/** Moves the clock; staff tokens last 12 hours, so the manager and the sender sign in again. */
async function travel(ms: number) {
  clock.advance(ms);
  api = pickUpClient(s, s.auth(await s.login()));
  sender = s.auth(await s.login('clerk.sender', STAFF_PASSWORD));
}

/** The API's time text of an instant (Asia/Shanghai, as the shop's zone). */
const at = (ms: number) => new Date(ms + 8 * HOUR).toISOString().replace('Z', '+08:00');

const consume = (body: Record<string, unknown>, as = sender) =>
  api.call('POST', '/api/orders/pick_up_code/consume/', body, as);

const patchStaff = (id: number, patch: Record<string, unknown>) =>
  api.ok('PATCH', `/api/shops/staff/${id}/`, patch);

const history = async (key: string) =>
  (await api.ok('GET', `/api/shops/action_history/?key=${key}`)).results as {
    action: string;
    staff: { id: number; username: string };
    params: { refusal?: { code: string; params: Record<string, unknown> } };
  }[];

const conflictEvents = async () =>
  (
    await s.database.db
      .selectFrom('event_outbox')
      .select('payload')
      .where('event', '=', 'pick_up_code_conflict')
      .orderBy('id')
      .execute()
  ).map((row) => JSON.parse(row.payload));

/** A waiting code of store A, issued now. */
const waitingCode = async () => (await api.paidPickUp(storeA.id, variantId)).code;

/** Expects the offline hand-out refused as a conflict of the clerk, and answers its history. */
async function expectClerkConflict(key: string, offlineAt: number, staffId: number) {
  const body = expectError(
    await consume({ key, offline_at: at(offlineAt), counter_id: 'c1', staff_id: staffId }),
    409,
    'offline_clerk_not_allowed',
  );
  expect(body.params).toEqual({ staff_id: staffId, offline_at: at(offlineAt) });
  const [record] = await history(key);
  expect(record).toMatchObject({
    action: 'consume_conflict',
    params: { refusal: { code: 'offline_clerk_not_allowed', params: { staff_id: staffId } } },
  });
  const code = (await api.ok('GET', `/api/orders/pick_up_code/?key=${key}`)).results[0];
  expect(code.key_status).toBe('unused');
  return record!;
}

describe('POST consume/ with offline_at and staff_id', () => {
  it("is the clerk's hand-out: used_by, the fulfilment, the history and the timeline", async () => {
    const { code, order } = await api.paidPickUp(storeA.id, variantId);
    const offlineAt = clock.now() + 10 * 60_000;
    await travel(HOUR);
    const body = {
      key: code.key,
      offline_at: at(offlineAt),
      counter_id: 'c1',
      staff_id: clerkA.id,
    };
    const response = await consume(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      key_status: 'used',
      used_at: at(offlineAt),
      used_by: { id: clerkA.id, username: 'clerk.a' },
    });
    const [record] = await history(code.key);
    expect(record).toMatchObject({
      action: 'consume',
      staff: { id: clerkA.id, username: 'clerk.a' },
    });
    const fulfilment = await s.database.db
      .selectFrom('order_fulfillment')
      .select(['staff_id', 'location_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(fulfilment).toEqual({ staff_id: clerkA.id, location_id: storeA.id });
    const detail = await api.ok('GET', `/api/orders/order/${order.id}/`);
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'fulfilled' });
    expect(JSON.stringify(detail.timeline.at(-1))).toContain('clerk.a');
    expect(JSON.stringify(detail.timeline.at(-1))).not.toContain('clerk.sender');
    // Sent again without its Idempotency-Key, it is a second hand-out of a used code.
    expectError(await consume(body), 409, 'code_already_used');
  });

  it('a manager may send it for a clerk of the code’s store', async () => {
    const code = await waitingCode();
    const offlineAt = clock.now() + 60_000;
    await travel(HOUR);
    const manager = s.auth(await s.login());
    const response = await consume(
      { key: code.key, offline_at: at(offlineAt), staff_id: clerkA.id },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().used_by).toMatchObject({ username: 'clerk.a' });
  });

  it('is a conflict when the clerk was deactivated before offline_at, even if reactivated since', async () => {
    const code = await waitingCode();
    const second = await waitingCode();
    clock.advance(HOUR);
    await patchStaff(clerkA.id, { is_active: false });
    const offlineAt = clock.now() + HOUR;
    await travel(2 * HOUR);
    const record = await expectClerkConflict(code.key, offlineAt, clerkA.id);
    // Recorded and emitted as the clerk's conflict, and counted on the dashboard.
    expect(record.staff).toMatchObject({ username: 'clerk.a' });
    expect(await conflictEvents()).toEqual([
      expect.objectContaining({
        key: code.key,
        offline_at: at(offlineAt),
        counter_id: 'c1',
        handed_out_by: { id: clerkA.id, username: 'clerk.a' },
        reason: expect.objectContaining({ code: 'offline_clerk_not_allowed' }),
      }),
    ]);
    const report = await api.ok('GET', '/api/reports/staff/?from=2026-11-21&to=2026-11-23');
    expect(
      report.results.find((row: { staff: { id: number } }) => row.staff.id === clerkA.id),
    ).toMatchObject({ conflicts: 1, handed_out: 0 });
    await patchStaff(clerkA.id, { is_active: true });
    await expectClerkConflict(second.key, offlineAt, clerkA.id);
  });

  it('is accepted when the clerk was deactivated only after offline_at', async () => {
    const code = await waitingCode();
    const offlineAt = clock.now() + 60_000;
    clock.advance(HOUR);
    await patchStaff(clerkA.id, { is_active: false });
    await travel(HOUR);
    const response = await consume({
      key: code.key,
      offline_at: at(offlineAt),
      counter_id: 'c1',
      staff_id: clerkA.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().used_by).toMatchObject({ id: clerkA.id, username: 'clerk.a' });
  });

  it('is a conflict when the clerk was moved to another store before offline_at', async () => {
    const code = await waitingCode();
    const later = await waitingCode();
    clock.advance(HOUR);
    await patchStaff(clerkA.id, { offline_shop_id: storeB.id });
    const offlineAt = clock.now() + HOUR;
    await travel(2 * HOUR);
    await expectClerkConflict(code.key, offlineAt, clerkA.id);
    // Moved back since: at offline_at he was still of store B.
    await patchStaff(clerkA.id, { offline_shop_id: storeA.id });
    await expectClerkConflict(later.key, offlineAt, clerkA.id);
    // A hand-out from before the move counts: he was of store A then.
    const before = clock.now() - 3 * HOUR + 30 * 60_000;
    const response = await consume({ key: later.key, offline_at: at(before), staff_id: clerkA.id });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is a conflict when the clerk did not exist then, or at all', async () => {
    const code = await waitingCode();
    const offlineAt = clock.now() + 60_000;
    clock.advance(HOUR);
    const newcomer = await api.createStaff('clerk.new', storeA.id);
    await travel(HOUR);
    await expectClerkConflict(code.key, offlineAt, newcomer.id);
    const record = await expectClerkConflict(code.key, offlineAt, 999_999);
    // An unknown account: recorded as the sender's.
    expect(record.staff).toMatchObject({ username: 'clerk.sender' });
  });

  it('keeps the code’s own refusal first: a used code is code_already_used', async () => {
    const code = await waitingCode();
    const offlineAt = clock.now() + 60_000;
    await travel(HOUR);
    expect((await consume({ key: code.key })).statusCode).toBe(200);
    expectError(
      await consume({ key: code.key, offline_at: at(offlineAt), staff_id: 999_999 }),
      409,
      'code_already_used',
    );
  });

  it('is refused with 400 without offline_at', async () => {
    const code = await waitingCode();
    const bad = expectError(await consume({ key: code.key, staff_id: clerkA.id }), 400, 'invalid');
    expect(Object.keys((bad as unknown as { errors: object }).errors)).toEqual(['staff_id']);
    expectError(
      await consume({ key: code.key, offline_at: at(clock.now()), staff_id: 'clerk.a' }),
      400,
      'invalid',
    );
    expect((await history(code.key)).length).toBe(0);
  });
});

describe('POST consume/ with offline_at, without staff_id', () => {
  it('holds the sender to the same rule: of the code’s store at offline_at', async () => {
    // The sender was of store B when he handed it out, and is of store A now.
    const code = await waitingCode();
    const moved = await api.createStaff('clerk.moved', storeB.id);
    const offlineAt = clock.now() + 60_000;
    clock.advance(HOUR);
    await patchStaff(moved.id, { offline_shop_id: storeA.id });
    clock.advance(HOUR);
    const movedToken = s.auth(await s.login('clerk.moved', STAFF_PASSWORD));
    const body = expectError(
      await consume({ key: code.key, offline_at: at(offlineAt) }, movedToken),
      409,
      'offline_clerk_not_allowed',
    );
    expect(body.params).toEqual({ staff_id: moved.id, offline_at: at(offlineAt) });
    // His hand-out made after the move counts.
    const response = await consume(
      { key: code.key, offline_at: at(clock.now() - 60_000) },
      movedToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().used_by).toMatchObject({ username: 'clerk.moved' });
  });
});
