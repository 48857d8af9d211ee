import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { down, up } from '../../../src-server/db/migrations/0074-stored-messages';
import { pickUpClient } from '../../support/orders';
import { createTestServer, type TestServer } from '../../support/server';

/**
 * Migration 0074: the English texts earlier versions stored (timeline notes, notice details)
 * become stored messages, said in the reader's language; a person's own text stays as typed;
 * `down` writes the English back. On both backends (SHOPDESK_TEST_DATABASE_URL).
 */

let s: TestServer;
let manager: Record<string, string>;
let api: ReturnType<typeof pickUpClient>;

beforeEach(async () => {
  s = await createTestServer();
  manager = s.auth(await s.login());
  api = pickUpClient(s, manager);
});
afterEach(() => s.close());

const OLD_NOTES = [
  'Payment received.',
  'Cancelled: 顾客不要了',
  'Cancelled.',
  'Refunded 12.50: broken box',
  'Sent by SF, tracking number SF123 (1 of 2 lines).',
  'A note no template wrote.',
];
const OLD_DETAILS = ['Held back by the quiet hours.', 'No answer within 10 s.', 'provider said: 42'];

async function timelineNotes(orderId: number, language: string) {
  const order = await api.ok('GET', `/api/orders/order/${orderId}/`, undefined, {
    ...manager,
    'accept-language': language,
  });
  return (order.timeline as { note: string }[]).map((entry) => entry.note);
}

async function seedOldRows(orderId: number) {
  const { db } = s.app.ctx.database;
  await db
    .insertInto('order_timeline')
    .values(OLD_NOTES.map((note) => ({ order_id: orderId, action: 'note', note, created_at: 1 })))
    .execute();
  await db
    .insertInto('notification')
    .values(
      OLD_DETAILS.map((detail) => ({
        kind: 'test' as const,
        status: 'skipped' as const,
        detail,
        due_at: 1,
        created_at: 1,
        updated_at: 1,
      })),
    )
    .execute();
}

const storedNotes = (orderId: number) =>
  s.app.ctx.database.db
    .selectFrom('order_timeline')
    .select('note')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.note));

const storedDetails = () =>
  s.app.ctx.database.db
    .selectFrom('notification')
    .select('detail')
    .where('kind', '=', 'test')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.detail));

describe('migration 0074-stored-messages', () => {
  it('writes new timeline notes as messages, said in either language', async () => {
    const store = await api.createStore();
    const variant = (await api.createProduct()).variants[0].id;
    const { order } = await api.paidPickUp(store.id, variant);
    const stored = await storedNotes(order.id as number);
    expect(stored.slice(0, 2)).toEqual(['timeline.placed_pick_up', 'timeline.paid']);
    expect(stored[2]).toMatch(/^timeline\.code_issued \{"key":"\d{12}"\}$/);
    expect((await timelineNotes(order.id as number, 'en')).slice(0, 2)).toEqual([
      'Order placed for pick-up.',
      'Payment received.',
    ]);
    expect((await timelineNotes(order.id as number, 'zh-CN')).slice(0, 2)).toEqual([
      '已下单，到店自提。',
      '已收款。',
    ]);
  });

  it('turns the English of earlier versions into messages, keeps other texts, and goes back', async () => {
    const store = await api.createStore();
    const variant = (await api.createProduct()).variants[0].id;
    const { order } = await api.paidPickUp(store.id, variant);
    const id = order.id as number;
    const before = await storedNotes(id);
    await seedOldRows(id);

    await up(s.app.ctx.database.db);
    const notes = (await storedNotes(id)).slice(before.length);
    expect(notes).toEqual([
      'timeline.paid',
      'timeline.cancelled_because {"reason":"顾客不要了"}',
      'timeline.cancelled',
      'timeline.refunded {"amount":"12.50","reason":"broken box"}',
      'timeline.sent {"carrier":"SF","number":"SF123","n":"1","total":"2"}',
      'A note no template wrote.',
    ]);
    expect(await storedDetails()).toEqual([
      'notifications.quiet_hours',
      'notifications.no_answer {"n":"10"}',
      'provider said: 42',
    ]);
    // The notes already written as messages are left as they are.
    expect((await storedNotes(id)).slice(0, before.length)).toEqual(before);
    expect((await timelineNotes(id, 'zh-CN')).slice(before.length)).toEqual([
      '已收款。',
      '已取消：顾客不要了',
      '已取消。',
      '已退款 12.50：broken box',
      '已由 SF 发货，运单号 SF123（共 2 行中的 1 行）。',
      'A note no template wrote.',
    ]);
    expect((await timelineNotes(id, 'en')).slice(before.length)).toEqual(OLD_NOTES);

    // Run twice, it changes nothing more.
    await up(s.app.ctx.database.db);
    expect((await storedNotes(id)).slice(before.length)).toEqual(notes);

    await down(s.app.ctx.database.db);
    expect((await storedNotes(id)).slice(before.length)).toEqual(OLD_NOTES);
    expect(await storedDetails()).toEqual(OLD_DETAILS);
  });
});
