import type { Insertable } from 'kysely';
import { isPostgres } from './migrations/dialect';
import type { OrderFulfillmentTable, OrderTimelineTable } from './tables/orders';
import type { Db } from './types';

/**
 * A pick-up code was consumed: the order and its lines fulfilled, the fulfillment and the
 * timeline entry written. On PostgreSQL one statement (data-modifying CTEs: a statement is a
 * round trip, docs/PERFORMANCE.md "Statements per request"), the order's row locked first:
 * its lines' UPDATE takes the order's id from the order's UPDATE, so it runs after it. On
 * SQLite, in-process, four statements in the same order.
 */
export async function updateOrderHandedOut(
  db: Db,
  id: number,
  now: number,
  fulfillment: Insertable<OrderFulfillmentTable>,
  timeline: Insertable<OrderTimelineTable>,
) {
  if (!isPostgres(db)) {
    await db
      .updateTable('shop_order')
      .set({ fulfillment_status: 'fulfilled', fulfilled_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await db
      .updateTable('order_line')
      .set({ fulfillment_status: 'fulfilled', fulfillable_quantity: 0 })
      .where('order_id', '=', id)
      .execute();
    await db.insertInto('order_fulfillment').values(fulfillment).execute();
    await db.insertInto('order_timeline').values(timeline).execute();
    return;
  }
  await db
    .with('fulfilled_order', (qb) =>
      qb
        .updateTable('shop_order')
        .set({ fulfillment_status: 'fulfilled', fulfilled_at: now, updated_at: now })
        .where('id', '=', id)
        .returning('id'),
    )
    .with('fulfilled_lines', (qb) =>
      qb
        .updateTable('order_line')
        .set({ fulfillment_status: 'fulfilled', fulfillable_quantity: 0 })
        .where('order_id', '=', (eb) => eb.selectFrom('fulfilled_order').select('id'))
        .returning('id'),
    )
    .with('fulfillment', (qb) =>
      qb.insertInto('order_fulfillment').values(fulfillment).returning('id'),
    )
    .insertInto('order_timeline')
    .values(timeline)
    .execute();
}
