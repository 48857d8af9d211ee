import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import { nextValue, type Db } from '../../db';
import { updateOrderHandedOut } from '../../db/order-hand-out';
import type {
  OrderFulfillmentTable,
  OrderDiscountTable,
  OrderLineTable,
  OrderTable,
  OrderTimelineTable,
  OrderTransactionTable,
} from '../../db/tables/orders';
import { applyWhere, countRows } from '../../db/query';
import {
  discountColumns,
  fulfillmentColumns,
  lineColumns,
  orderColumns,
  timelineColumns,
  transactionColumns,
} from './columns';

// The stock movements orders cause (inventory taken and given back, quantities sold) are the
// orders' rules over the catalog's tables: stock.ts, read with the rest through this file.
export {
  findInventory,
  listGroups,
  listLineVariants,
  updateInventoryReturned,
  updateInventoryTaken,
  updateSold,
} from './stock';

export const count = async (db: Db, where: Expression<SqlBool>[]) =>
  countRows(applyWhere(db.selectFrom('shop_order'), where));

export const listIds = async (
  db: Db,
  where: Expression<SqlBool>[],
  limit: number,
  offset: number,
) =>
  (
    await applyWhere(db.selectFrom('shop_order'), where)
      .select('shop_order.id')
      .orderBy('shop_order.id')
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.id);

/** The orders with their lines, transactions, timeline and fulfillments, in `ids` order. */
export async function listParts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [orders, lines, transactions, timeline, fulfillments, discounts] = await Promise.all([
    db.selectFrom('shop_order').select(orderColumns).where('id', 'in', list).execute(),
    db
      .selectFrom('order_line')
      .select(lineColumns)
      .where('order_id', 'in', list)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('order_transaction')
      .select(transactionColumns)
      .where('order_id', 'in', list)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_timeline')
      .select(timelineColumns)
      .where('order_id', 'in', list)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_fulfillment')
      .select(fulfillmentColumns)
      .where('order_id', 'in', list)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_discount')
      .select(discountColumns)
      .where('order_id', 'in', list)
      .orderBy('position')
      .execute(),
  ]);
  const byId = new Map(orders.map((row) => [row.id, row]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        row,
        lines: lines.filter((line) => line.order_id === id),
        transactions: transactions.filter((t) => t.order_id === id),
        timeline: timeline.filter((t) => t.order_id === id),
        fulfillments: fulfillments.filter((f) => f.order_id === id),
        discounts: discounts.filter((d) => d.order_id === id),
      },
    ];
  });
}

/** The order's statuses; `sent`: some line of it was sent (a delivery's partial fulfilment). */
export const findState = (db: Db, id: number) =>
  db
    .selectFrom('shop_order')
    .select([
      'id',
      'order_status',
      'financial_status',
      'fulfillment_status',
      'refunded_price',
      sql<boolean>`exists (select 1 from order_line l where l.order_id = shop_order.id and l.fulfillment_status = 'fulfilled')`.as(
        'sent',
      ),
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/** Touches the order (taking PostgreSQL's row lock); false when there is none. */
export const updateTouched = async (db: Db, id: number, now: number) =>
  (
    await db
      .updateTable('shop_order')
      .set({ updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** Order numbers follow one another from 1001 (a counter row, held to the commit). */
export const nextOrderNumber = (db: Db) => nextValue(db, 'order_number');

export const updateOrderNumber = (db: Db, id: number, orderNumber: number) =>
  db.updateTable('shop_order').set({ order_number: orderNumber }).where('id', '=', id).execute();

export const insertOrder = async (db: Db, values: Insertable<OrderTable>) =>
  (await db.insertInto('shop_order').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const insertLines = (db: Db, values: Insertable<OrderLineTable>[]) =>
  db.insertInto('order_line').values(values).execute();

export const insertTransaction = async (db: Db, values: Insertable<OrderTransactionTable>) =>
  (
    await db
      .insertInto('order_transaction')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const insertTimeline = (db: Db, values: Insertable<OrderTimelineTable>) =>
  db.insertInto('order_timeline').values(values).execute();

export const insertFulfillment = (db: Db, values: Insertable<OrderFulfillmentTable>) =>
  db.insertInto('order_fulfillment').values(values).execute();

/** pending → paid, only from `pending` on an open order; undefined when it was not. */
export const updatePaid = (db: Db, id: number, now: number) =>
  db
    .updateTable('shop_order')
    .set((eb) => ({
      financial_status: 'paid',
      paid_at: now,
      paid_price: eb.ref('total_price'),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('financial_status', '=', 'pending')
    .where('order_status', '=', 'open')
    .returning([
      'id',
      'order_number',
      'total_price',
      'selected_channel',
      'pick_up_shop_id',
      'customer_id',
    ])
    .executeTakeFirst();

/** open → cancelled while nothing was handed out; undefined when it was not. */
export const updateCancelled = (db: Db, id: number, reason: string, now: number) =>
  db
    .updateTable('shop_order')
    .set({
      order_status: 'cancelled',
      cancelled_at: now,
      cancel_reason: reason,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('order_status', '=', 'open')
    .where('fulfillment_status', '=', 'pending')
    // Nothing sent (a delivery's partial fulfilment) and nothing refunded yet.
    .where('refunded_price', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_line')
            .select('order_line.id')
            .whereRef('order_line.order_id', '=', 'shop_order.id')
            .where('order_line.fulfillment_status', '=', 'fulfilled'),
        ),
      ),
    )
    .returning(['id', 'financial_status', 'paid_price', 'order_number'])
    .executeTakeFirst();

/** These pending lines of the order are sent; how many were. */
export const updateLinesFulfilled = async (db: Db, orderId: number, lineIds: readonly number[]) =>
  Number(
    (
      await db
        .updateTable('order_line')
        .set({ fulfillment_status: 'fulfilled', fulfillable_quantity: 0 })
        .where('order_id', '=', orderId)
        .where('id', 'in', [...lineIds])
        .where('fulfillment_status', '=', 'pending')
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** A delivery with every line sent is fulfilled. */
export const updateDeliveryFulfilled = (db: Db, id: number, now: number) =>
  db
    .updateTable('shop_order')
    .set({ fulfillment_status: 'fulfilled', fulfilled_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();

/** `quantity` more items of the line refunded, never more than it holds; false if not. */
export const updateLineRefunded = async (
  db: Db,
  orderId: number,
  lineId: number,
  quantity: number,
) =>
  (
    await db
      .updateTable('order_line')
      .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', quantity) }))
      .where('id', '=', lineId)
      .where('order_id', '=', orderId)
      .where((eb) => eb(eb('refunded_quantity', '+', quantity), '<=', eb.ref('quantity')))
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/**
 * A refund of `amount` (of which `shipping` for the shipping) on a paid order, never more
 * than was paid nor the shipping twice; `refunded` once all is back. Undefined if refused.
 */
export const updateRefundAdded = (
  db: Db,
  id: number,
  amount: number,
  shipping: number,
  now: number,
) =>
  db
    .updateTable('shop_order')
    .set((eb) => ({
      refunded_price: eb('refunded_price', '+', amount),
      refunded_shipping: eb('refunded_shipping', '+', shipping),
      financial_status: sql<
        'paid' | 'refunded'
      >`case when refunded_price + ${amount} >= paid_price then 'refunded' else 'paid' end`,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('financial_status', '=', 'paid')
    .where((eb) => eb(eb('refunded_price', '+', amount), '<=', eb.ref('paid_price')))
    .where((eb) => (shipping > 0 ? eb('refunded_shipping', '=', 0) : eb.lit(true)))
    .returning(['id', 'financial_status', 'refunded_price', 'paid_price', 'selected_channel'])
    .executeTakeFirst();

/** What the sale transaction may still refund. */
export const updateRefundable = (db: Db, orderId: number, amount: number) =>
  db
    .updateTable('order_transaction')
    .set((eb) => ({ refundable_amount: eb('refundable_amount', '-', amount) }))
    .where('order_id', '=', orderId)
    .where('transaction_type', '=', 'sale')
    .execute();

/** A fully refunded order is closed. */
export const updateClosed = (db: Db, id: number, now: number) =>
  db
    .updateTable('shop_order')
    .set({ order_status: 'closed', closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('order_status', '=', 'open')
    .execute();

/** Redeemed points come off the total (docs/DESIGN.md §7). */
export const listDiscounts = (db: Db, orderId: number) =>
  db
    .selectFrom('order_discount')
    .select(discountColumns)
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();

export const insertDiscounts = async (db: Db, values: Insertable<OrderDiscountTable>[]) => {
  if (values.length) await db.insertInto('order_discount').values(values).execute();
};

export const updateRefunded = (db: Db, id: number, amount: number, now: number) =>
  db
    .updateTable('shop_order')
    .set({ financial_status: 'refunded', refunded_price: amount, updated_at: now })
    .where('id', '=', id)
    .execute();

/** A pick-up code was consumed: the order and its lines handed out (db/order-hand-out.ts). */
export const updateHandedOut = updateOrderHandedOut;

/** A hand-out was rolled back: the order waits again and its fulfillment is void. */
export async function updateUnfulfilled(db: Db, id: number, now: number) {
  await db
    .updateTable('shop_order')
    .set({ fulfillment_status: 'pending', fulfilled_at: null, updated_at: now })
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('order_line')
    .set((eb) => ({ fulfillment_status: 'pending', fulfillable_quantity: eb.ref('quantity') }))
    .where('order_id', '=', id)
    .execute();
  await db
    .updateTable('order_fulfillment')
    .set({ status: 'cancelled', updated_at: now })
    .where('order_id', '=', id)
    .where('status', '=', 'success')
    .execute();
}

/** Demo data: moves an order's history (and its code's times) `ms` into the past. */
export async function updateShiftedBack(db: Db, id: number, ms: number) {
  await db
    .updateTable('shop_order')
    .set((eb) => ({
      created_at: eb('created_at', '-', ms),
      updated_at: eb('updated_at', '-', ms),
      paid_at: eb('paid_at', '-', ms),
    }))
    .where('id', '=', id)
    .execute();
  await db
    .updateTable('order_timeline')
    .set((eb) => ({ created_at: eb('created_at', '-', ms) }))
    .where('order_id', '=', id)
    .execute();
  await db
    .updateTable('order_transaction')
    .set((eb) => ({
      created_at: eb('created_at', '-', ms),
      succeeds_at: eb('succeeds_at', '-', ms),
    }))
    .where('order_id', '=', id)
    .execute();
  await db
    .updateTable('pick_up_code')
    .set((eb) => ({
      created_at: eb('created_at', '-', ms),
      updated_at: eb('updated_at', '-', ms),
      expires_at: eb('expires_at', '-', ms),
    }))
    .where('order_id', '=', id)
    .execute();
}

export type OrderParts = Awaited<ReturnType<typeof listParts>>[number];
