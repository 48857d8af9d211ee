import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyRetentionMs, sweepIdempotencyKeys } from '../../../src-server/http/idempotency';
import { expectError, pickUpClient } from '../../support/orders';
import { createTestServer, testClock, type TestServer } from '../../support/server';

/**
 * `Idempotency-Key` (docs/API.md "Idempotent writes"): a repeat answers the first answer and
 * does nothing twice; another body under the same key is 422.
 */

const HOUR = 60 * 60 * 1000;

let s: TestServer;
let clock: ReturnType<typeof testClock>;
let api: ReturnType<typeof pickUpClient>;
let manager: Record<string, string>;
let clerk: Record<string, string>;
let clerk2: Record<string, string>;
let storeId: number;
let variantId: number;

beforeEach(async () => {
  clock = testClock();
  s = await createTestServer({ clock });
  manager = s.auth(await s.login());
  api = pickUpClient(s, manager);
  storeId = (await api.createStore()).id;
  clerk = await api.staffOf('clerk.a', storeId);
  clerk2 = await api.staffOf('clerk.b', storeId);
  variantId = (await api.createProduct()).variants[0].id;
});
afterEach(() => s.close());

const post = (url: string, body: unknown, key: string, as = clerk) =>
  s.app.inject({
    method: 'POST',
    url,
    headers: { ...as, 'idempotency-key': key },
    payload: body as object,
  });

const consume = (body: Record<string, unknown>, key: string, as = clerk) =>
  post('/api/orders/pick_up_code/consume/', body, key, as);

const actions = async (key: string) =>
  (await api.ok('GET', `/api/shops/action_history/?key=${key}`)).results.map(
    (record: { action: string }) => record.action,
  );

describe('Idempotency-Key', () => {
  it('answers a repeated consume with the first answer and hands out once', async () => {
    const { code } = await api.paidPickUp(storeId, variantId);
    const key = randomUUID();
    const first = await consume({ key: code.key }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    clock.advance(60_000);
    const again = await consume({ key: code.key }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await actions(code.key)).toEqual(['consume']);
    // Without the key a repeat is a new request: refused.
    expectError(
      await api.call('POST', '/api/orders/pick_up_code/consume/', { key: code.key }, clerk),
      409,
      'code_already_used',
    );
  });

  it('keeps a refusal too: the repeat is refused the same way even after the code changed', async () => {
    const { code } = await api.paidPickUp(storeId, variantId);
    await api.ok('POST', '/api/orders/pick_up_code/consume/', { key: code.key }, clerk2);
    const key = randomUUID();
    expectError(await consume({ key: code.key }, key), 409, 'code_already_used');
    await api.ok('POST', '/api/orders/pick_up_code/rollback/', { key: code.key }, clerk2);
    const again = expectError(await consume({ key: code.key }, key), 409, 'code_already_used');
    expect(again).toBeTruthy();
    const status = await api.ok('GET', `/api/orders/pick_up_code/?key=${code.key}`);
    expect(status.results[0].key_status).toBe('unused');
  });

  it('refuses the same key with another body or from another account (422), and a non-UUID (400)', async () => {
    const [a, b] = [
      (await api.paidPickUp(storeId, variantId)).code,
      (await api.paidPickUp(storeId, variantId)).code,
    ];
    const key = randomUUID();
    expect((await consume({ key: a!.key }, key)).statusCode).toBe(200);
    expectError(await consume({ key: b!.key }, key), 422, 'idempotency_key_reused');
    expectError(await consume({ key: a!.key }, key, clerk2), 422, 'idempotency_key_reused');
    // Another route, same key: another request.
    expectError(
      await post('/api/orders/pick_up_code/rollback/', { key: a!.key }, key),
      422,
      'idempotency_key_reused',
    );
    const bad = expectError(await consume({ key: b!.key }, 'not-a-uuid'), 400, 'invalid');
    expect(Object.keys((bad as unknown as { errors: object }).errors)).toEqual(['Idempotency-Key']);
    const code = await api.ok('GET', `/api/orders/pick_up_code/?key=${b!.key}`);
    expect(code.results[0].key_status).toBe('unused');
  });

  it('runs concurrent repeats once', async () => {
    const { code } = await api.paidPickUp(storeId, variantId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => consume({ key: code.key }, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await actions(code.key)).toEqual(['consume']);
  });

  it('makes one order and one payment of repeated create and pay', async () => {
    const body = {
      customer: api.customer,
      selected_channel: 'pick_up',
      pick_up_shop_id: storeId,
      lines: [{ variant_id: variantId, quantity: 2 }],
    };
    const createKey = randomUUID();
    const first = await post('/api/orders/order/', body, createKey, manager);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/orders/order/', body, createKey, manager);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect((await api.ok('GET', '/api/orders/order/')).count).toBe(1);

    const payKey = randomUUID();
    const url = `/api/orders/order/${first.json().id}/pay/`;
    const paid = await post(url, undefined, payKey, manager);
    expect(paid.statusCode, paid.body).toBe(200);
    const repaid = await post(url, undefined, payKey, manager);
    expect(repaid.statusCode, repaid.body).toBe(200);
    expect(repaid.json()).toEqual(paid.json());
    expect((await api.ok('GET', '/api/orders/pick_up_code/')).count).toBe(1);
  });

  it('keeps an answer for the offline window + 24 h: a retry at hour 47 is recognised, after 48 h it is a new request', async () => {
    // The shop's offline window is 24 h by default: answers are kept 48 h (docs/DESIGN.md §14).
    expect((await api.ok('GET', '/api/shops/shop_settings/')).offline_hand_out_hours).toBe(24);
    const { code } = await api.paidPickUp(storeId, variantId);
    const key = randomUUID();
    const first = await consume({ key: code.key }, key);
    expect(first.statusCode).toBe(200);
    const count = async () =>
      Number(
        (
          await s.database.db
            .selectFrom('idempotency_key')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    clock.advance(47 * HOUR);
    // The sessions of the day before have expired (12 h): sign in again, as a counter would.
    clerk = s.auth(await s.login('clerk.a', 'counter-pass-1'));
    api = pickUpClient(s, s.auth(await s.login()));
    const retried = await consume({ key: code.key }, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(await actions(code.key)).toEqual(['consume']);
    expect(await sweepIdempotencyKeys(s.database, clock.now(), idempotencyRetentionMs(24))).toBe(0);
    expect(await count()).toBe(1);

    clock.advance(2 * HOUR);
    // A key past its retention is a new request: it runs (and is refused, the code is used).
    expectError(await consume({ key: code.key }, key), 409, 'code_already_used');
    clock.advance(49 * HOUR);
    expect(await sweepIdempotencyKeys(s.database, clock.now(), idempotencyRetentionMs(24))).toBe(1);
    expect(await count()).toBe(0);
  });

  it("follows the shop's offline window: with 2 hours, an answer is kept 26 hours", async () => {
    await api.ok('PATCH', '/api/shops/shop_settings/', { offline_hand_out_hours: 2 });
    const { code } = await api.paidPickUp(storeId, variantId);
    const key = randomUUID();
    expect((await consume({ key: code.key }, key)).statusCode).toBe(200);
    clock.advance(25 * HOUR);
    clerk = s.auth(await s.login('clerk.a', 'counter-pass-1'));
    expect((await consume({ key: code.key }, key)).headers['idempotent-replayed']).toBe('true');
    clock.advance(2 * HOUR);
    expectError(await consume({ key: code.key }, key), 409, 'code_already_used');
  });

  it('replays a queue of offline hand-outs twice: one consume per key', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await api.paidPickUp(storeId, variantId)).code);
    const offlineAt = new Date(clock.now() + 8 * HOUR + 60_000)
      .toISOString()
      .replace('Z', '+08:00');
    clock.advance(HOUR);
    clerk = s.auth(await s.login('clerk.a', 'counter-pass-1'));
    const queue = codes.map((code) => ({
      idempotency_key: randomUUID(),
      body: { key: code.key, offline_at: offlineAt, counter_id: 'c1' },
    }));
    for (let round = 0; round < 2; round++)
      for (const item of queue) {
        const answer = await consume(item.body, item.idempotency_key);
        expect(answer.statusCode, answer.body).toBe(200);
      }
    for (const code of codes) expect(await actions(code.key)).toEqual(['consume']);
  });
});
