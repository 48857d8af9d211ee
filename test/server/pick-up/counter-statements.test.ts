import { afterEach, describe, expect, it } from 'vitest';
import { statementCounts } from '../../../src-server/db';
import { pickUpClient } from '../../support/orders';
import { onPostgres } from '../../support/database';
import { createTestServer, testClock, type TestServer } from '../../support/server';
import { webhookWorkerIdle } from '../../../src-server/modules/webhooks';

/**
 * A consume's statements (docs/PERFORMANCE.md, "Statements per request"): on PostgreSQL each
 * one is a round trip, so the conditional UPDATE returns the record it leaves and the order's
 * four writes go as one statement; the notification settings come from the hooks' cache.
 */
let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const counted = () => statementCounts.sqlite + statementCounts.postgres;

describe("the counter's statements", () => {
  it('a consume: six statements on PostgreSQL, and it answers what it stored', async () => {
    // A clock that stands still: the settings cache (one second) cannot lapse between consumes.
    s = await createTestServer({ clock: testClock() });
    const manager = s.auth(await s.login());
    const c = pickUpClient(s, manager);
    const store = await c.createStore();
    const clerk = await c.staffOf('clerk1', store.id);
    const product = await c.createProduct();
    const variantId = product.variants[0].id;
    const first = await c.paidPickUp(store.id, variantId);
    const second = await c.paidPickUp(store.id, variantId, 2);
    const consume = (key: string) =>
      c.ok(
        'POST',
        '/api/orders/pick_up_code/consume/',
        { key, collected_by: { name: '王芳', relation: 'family', note: 'ID seen' } },
        clerk,
      );
    await consume(first.code.key);
    await webhookWorkerIdle(s.app.ctx);

    const before = counted();
    const answer = await consume(second.code.key);
    const made = counted() - before;
    // The token, BEGIN, the code's UPDATE with its record, the order's writes, the history
    // record, COMMIT (before: eleven). SQLite runs them in-process, one each, in its group
    // commit's BEGIN and COMMIT (alone in its batch: no savepoint).
    expect(made).toBe(onPostgres ? 6 : 10);

    const stored = await c.ok('GET', `/api/orders/pick_up_code/?id=${second.code.id}`);
    expect(answer).toEqual(stored.results[0]);
    expect(answer).toMatchObject({
      key_status: 'used',
      used_by: { username: 'clerk1' },
      collected_by: { name: '王芳', relation: 'family' },
    });
    const order = await c.ok('GET', `/api/orders/order/${second.order.id}/`);
    expect(order.fulfillment_status).toBe('fulfilled');
    expect(
      order.lines.map((line: { fulfillment_status: string; fulfillable_quantity: number }) => [
        line.fulfillment_status,
        line.fulfillable_quantity,
      ]),
    ).toEqual([['fulfilled', 0]]);
    expect(
      order.fulfillments.map((f: { status: string; location_id: number }) => [
        f.status,
        f.location_id,
      ]),
    ).toEqual([['success', store.id]]);
    expect(order.timeline.at(-1)).toMatchObject({ action: 'fulfilled' });
  });
});
