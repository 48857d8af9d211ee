import { holdUntilCommit, type Db } from '.';
import { noteForCommit } from './commit-notes';

export type EventName =
  | 'product_published'
  | 'order_paid'
  | 'order_fulfilled'
  | 'order_refunded'
  | 'pick_up_code_prepared'
  | 'pick_up_code_conflict';

/**
 * Writes an event to the durable outbox with the caller's transaction handle, so the event
 * exists exactly when the change that caused it does. Delivery reads the outbox later.
 *
 * Events become visible in id order, which the webhook worker relies on (it reads only the
 * ids above those it has seen): on PostgreSQL the writers of events take turns from the
 * insert (where the id is drawn) to their commit.
 */
export async function emit(
  trx: Db,
  event: EventName,
  payload: unknown,
  now: number,
): Promise<number> {
  await holdUntilCommit(trx, 'outbox');
  const row = await trx
    .insertInto('event_outbox')
    .values({ event, payload: JSON.stringify(payload), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The webhook worker looks at the outbox after this commit (and only after such commits).
  noteForCommit('event');
  return row.id;
}
