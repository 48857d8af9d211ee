import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import { nextValue, type Db } from '../../db';
import type {
  OrderFulfillmentTable,
  OrderDiscountTable,
  OrderLineTable,
  OrderTable,
  OrderTimelineTable,
  OrderTransactionTable,
} from '../../db/tables/orders';
import { applyWhere, countRows } from '../../db/query';

const orderColumns = [
  'id',
  'order_number',
  'token',
  'cart_token',
  'customer_id',
  'selected_channel',
  'pick_up_shop_id',
  'requires_shipping',
  'full_name',
  'email',
  'mobile',
  'buyer_accepts_marketing',
  'total_line_items_price',
  'total_discounts',
  'shipping_cost',
  'total_weight',
  'total_price',
  'order_status',
  'fulfillment_status',
  'financial_status',
  'attributes',
  'note',
  'cancelled_at',
  'cancel_reason',
  'closed_at',
  'referring_platform',
  'paid_at',
  'paid_price',
  'refunded_price',
  'is_fulfillment_silent',
  'is_refunding',
  'is_test',
  'fulfilled_at',
  'title',
  'redeem_points',
  'points_price',
  'shipping_address',
  'shipping_method_id',
  'shipping_method',
  'information',
  'created_at',
  'updated_at',
  'refunded_shipping',
] as const;

const lineColumns = [
  'id',
  'order_id',
  'position',
  'variant_id',
  'product_id',
  'image',
  'title',
  'requires_shipping',
  'product_title',
  'product_name',
  'vendor_id',
  'variant_title',
  'variant_options',
  'sku',
  'barcode',
  'grams',
  'quantity',
  'price',
  'total_price',
  'total_discount',
  'fulfillment_status',
  'fulfillable_quantity',
  'fulfillment_service',
  'attributes',
  'refunded_quantity',
] as const;

const transactionColumns = [
  'id',
  'order_id',
  'transaction_number',
  'amount',
  'transaction_type',
  'status',
  'payment_backend',
  'delegated',
  'channel',
  'refund_id',
  'refund_url',
  'refund_msg',
  'refundable_amount',
  'issue',
  'receipt',
  'expires_at',
  'succeeds_at',
  'created_at',
] as const;

const timelineColumns = [
  'id',
  'order_id',
  'action',
  'note',
  'replied',
  'metafield',
  'created_at',
] as const;

const fulfillmentColumns = [
  'id',
  'order_id',
  'status',
  'service',
  'location_id',
  'staff_id',
  'created_at',
  'updated_at',
  'carrier',
  'tracking_number',
  'line_ids',
] as const;

const discountColumns = [
  'id',
  'order_id',
  'position',
  'price_rule_id',
  'title',
  'target_type',
  'amount',
  'coupon_code_id',
  'coupon_code',
] as const;

export type OrderRepository = ReturnType<typeof createOrderRepository>;

/**
 * Orders and what hangs off them. The stock movements orders cause (inventory taken and given
 * back, quantities sold) live here too: they are the orders' rules over the catalog's tables.
 */
export function createOrderRepository() {
  return {
    count: async (db: Db, where: Expression<SqlBool>[]) =>
      countRows(applyWhere(db.selectFrom('shop_order'), where)),

    listIds: async (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
      (
        await applyWhere(db.selectFrom('shop_order'), where)
          .select('shop_order.id')
          .orderBy('shop_order.id')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((row) => row.id),

    /** The orders with their lines, transactions, timeline and fulfillments, in `ids` order. */
    async load(db: Db, ids: readonly number[]) {
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
    },

    /** The order's statuses; `sent`: some line of it was sent (a delivery's partial fulfilment). */
    findState: (db: Db, id: number) =>
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
        .executeTakeFirst(),

    /** Touches the order (taking PostgreSQL's row lock); false when there is none. */
    touch: async (db: Db, id: number, now: number) =>
      (
        await db
          .updateTable('shop_order')
          .set({ updated_at: now })
          .where('id', '=', id)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /** Order numbers follow one another from 1001 (a counter row, held to the commit). */
    nextOrderNumber: (db: Db) => nextValue(db, 'order_number'),

    setOrderNumber: (db: Db, id: number, orderNumber: number) =>
      db
        .updateTable('shop_order')
        .set({ order_number: orderNumber })
        .where('id', '=', id)
        .execute(),

    insertOrder: async (db: Db, values: Insertable<OrderTable>) =>
      (await db.insertInto('shop_order').values(values).returning('id').executeTakeFirstOrThrow())
        .id,

    insertLines: (db: Db, values: Insertable<OrderLineTable>[]) =>
      db.insertInto('order_line').values(values).execute(),

    insertTransaction: async (db: Db, values: Insertable<OrderTransactionTable>) =>
      (
        await db
          .insertInto('order_transaction')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    insertTimeline: (db: Db, values: Insertable<OrderTimelineTable>) =>
      db.insertInto('order_timeline').values(values).execute(),

    insertFulfillment: (db: Db, values: Insertable<OrderFulfillmentTable>) =>
      db.insertInto('order_fulfillment').values(values).execute(),

    /** pending → paid, only from `pending` on an open order; undefined when it was not. */
    markPaid: (db: Db, id: number, now: number) =>
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
        .executeTakeFirst(),

    /** open → cancelled while nothing was handed out; undefined when it was not. */
    markCancelled: (db: Db, id: number, reason: string, now: number) =>
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
        .executeTakeFirst(),

    /** These pending lines of the order are sent; how many were. */
    fulfilLines: async (db: Db, orderId: number, lineIds: readonly number[]) =>
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
      ),

    /** A delivery with every line sent is fulfilled. */
    markDeliveryFulfilled: (db: Db, id: number, now: number) =>
      db
        .updateTable('shop_order')
        .set({ fulfillment_status: 'fulfilled', fulfilled_at: now, updated_at: now })
        .where('id', '=', id)
        .execute(),

    /** `quantity` more items of the line refunded, never more than it holds; false if not. */
    refundLine: async (db: Db, orderId: number, lineId: number, quantity: number) =>
      (
        await db
          .updateTable('order_line')
          .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', quantity) }))
          .where('id', '=', lineId)
          .where('order_id', '=', orderId)
          .where((eb) => eb(eb('refunded_quantity', '+', quantity), '<=', eb.ref('quantity')))
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /**
     * A refund of `amount` (of which `shipping` for the shipping) on a paid order, never more
     * than was paid nor the shipping twice; `refunded` once all is back. Undefined if refused.
     */
    addRefund: (db: Db, id: number, amount: number, shipping: number, now: number) =>
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
        .executeTakeFirst(),

    /** What the sale transaction may still refund. */
    lessRefundable: (db: Db, orderId: number, amount: number) =>
      db
        .updateTable('order_transaction')
        .set((eb) => ({ refundable_amount: eb('refundable_amount', '-', amount) }))
        .where('order_id', '=', orderId)
        .where('transaction_type', '=', 'sale')
        .execute(),

    /** A fully refunded order is closed. */
    close: (db: Db, id: number, now: number) =>
      db
        .updateTable('shop_order')
        .set({ order_status: 'closed', closed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('order_status', '=', 'open')
        .execute(),

    /** Redeemed points come off the total (docs/DESIGN.md §7). */
    discountsOf: (db: Db, orderId: number) =>
      db
        .selectFrom('order_discount')
        .select(discountColumns)
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute(),

    insertDiscounts: async (db: Db, values: Insertable<OrderDiscountTable>[]) => {
      if (values.length) await db.insertInto('order_discount').values(values).execute();
    },

    /** The collections and categories of these products (rules may be entitled to them). */
    async groupsOf(db: Db, productIds: readonly number[]) {
      const out = new Map<number, { collectionIds: number[]; categoryIds: number[] }>(
        productIds.map((id) => [id, { collectionIds: [], categoryIds: [] }]),
      );
      if (productIds.length === 0) return out;
      const ids = [...productIds];
      const [collections, categories] = await Promise.all([
        db
          .selectFrom('collection_product')
          .select(['product_id', 'collection_id'])
          .where('product_id', 'in', ids)
          .execute(),
        db
          .selectFrom('product_category')
          .select(['product_id', 'category_id'])
          .where('product_id', 'in', ids)
          .execute(),
      ]);
      for (const row of collections) out.get(row.product_id)!.collectionIds.push(row.collection_id);
      for (const row of categories) out.get(row.product_id)!.categoryIds.push(row.category_id);
      return out;
    },

    markRefunded: (db: Db, id: number, amount: number, now: number) =>
      db
        .updateTable('shop_order')
        .set({ financial_status: 'refunded', refunded_price: amount, updated_at: now })
        .where('id', '=', id)
        .execute(),

    /** The order and its lines are handed out (a pick-up code was consumed). */
    async markFulfilled(db: Db, id: number, now: number) {
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
    },

    /** A hand-out was rolled back: the order waits again and its fulfillment is void. */
    async markUnfulfilled(db: Db, id: number, now: number) {
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
    },

    /** Demo data: moves an order's history (and its code's times) `ms` into the past. */
    async shiftBack(db: Db, id: number, ms: number) {
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
    },

    // The catalog's side of an order.

    /** What a line copies from its variant and product. */
    variantsForLines: (db: Db, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('product_variant')
            .innerJoin('product', 'product.id', 'product_variant.product_id')
            .select([
              'product_variant.id',
              'product_variant.product_id',
              'product_variant.title',
              'product_variant.sku',
              'product_variant.barcode',
              'product_variant.price',
              'product_variant.grams',
              'product_variant.options',
              'product.title as product_title',
              'product.name as product_name',
              'product.vendor_id',
              'product.requires_shipping',
              'product.published',
              sql<
                string | null
              >`(select vi.src from product_image vi where vi.id = product_variant.image_id)`.as(
                'variant_image',
              ),
              sql<
                string | null
              >`(select pi.src from product_image pi where pi.product_id = product.id order by pi.position, pi.id limit 1)`.as(
                'product_image',
              ),
            ])
            .where('product_variant.id', 'in', [...ids])
            .execute(),

    /**
     * Takes stock for a line: under `deny` only while enough is left (one conditional UPDATE,
     * so concurrent orders cannot oversell). False when refused.
     */
    takeInventory: async (db: Db, variantId: number, quantity: number) => {
      const result = await db
        .updateTable('product_variant')
        .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '-', quantity) }))
        .where('id', '=', variantId)
        .where((eb) =>
          eb.or([
            eb('inventory_policy', '=', 'continue'),
            eb('inventory_quantity', '>=', quantity),
          ]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    inventoryOf: async (db: Db, variantId: number) =>
      (
        await db
          .selectFrom('product_variant')
          .select('inventory_quantity')
          .where('id', '=', variantId)
          .executeTakeFirst()
      )?.inventory_quantity ?? 0,

    /** Gives a cancelled line's stock back (a deleted variant has nothing to return to). */
    returnInventory: (db: Db, variantId: number, quantity: number) =>
      db
        .updateTable('product_variant')
        .set((eb) => ({ inventory_quantity: eb('inventory_quantity', '+', quantity) }))
        .where('id', '=', variantId)
        .execute(),

    /** The products' `sold_quantity` follows paid (and cancelled paid) orders. */
    addSold: (db: Db, productId: number, quantity: number) =>
      db
        .updateTable('product')
        .set((eb) => ({ sold_quantity: eb('sold_quantity', '+', quantity) }))
        .where('id', '=', productId)
        .execute(),
  };
}

export type OrderParts = Awaited<ReturnType<OrderRepository['load']>>[number];
