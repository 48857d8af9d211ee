import { sql, type Kysely } from 'kysely';
import { appendOnly } from './dialect';

/**
 * Orders, their lines, transactions, timeline and fulfillments; pick-up codes; the action
 * history of the counters (docs/DESIGN.md §5). Order lines keep a snapshot of what was sold and no
 * foreign key to variants or products: a catalog edit may delete a variant an order sold.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createOrderTable(db);
  await createOrderLineTable(db);
  await createOrderRecordTables(db);
  await createPickUpCodeTable(db);
  await createActionHistoryTable(db);
}

/** The order itself, found by its customer. */
async function createOrderTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_order')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_number', 'integer', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('cart_token', 'text')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('selected_channel', 'text', (c) =>
      c.notNull().check(sql`selected_channel in ('pick_up', 'delivery')`),
    )
    .addColumn('pick_up_shop_id', 'integer', (c) => c.references('offline_shop.id'))
    .addColumn('requires_shipping', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('buyer_accepts_marketing', 'integer', (c) => c.notNull())
    .addColumn('total_line_items_price', 'integer', (c) => c.notNull())
    .addColumn('total_discounts', 'integer', (c) => c.notNull())
    .addColumn('shipping_cost', 'integer', (c) => c.notNull())
    .addColumn('total_weight', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) =>
      c.notNull().check(sql`order_status in ('open', 'cancelled', 'closed')`),
    )
    .addColumn('fulfillment_status', 'text', (c) =>
      c.notNull().check(sql`fulfillment_status in ('pending', 'fulfilled')`),
    )
    .addColumn('financial_status', 'text', (c) =>
      c.notNull().check(sql`financial_status in ('pending', 'paid', 'refunded')`),
    )
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancelled_at', 'integer')
    .addColumn('cancel_reason', 'text')
    .addColumn('closed_at', 'integer')
    .addColumn('referring_platform', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_at', 'integer')
    .addColumn('paid_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_fulfillment_silent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_refunding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fulfilled_at', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('redeem_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_price', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON of the address as given (its `place` is read from the place directory).
    .addColumn('shipping_address', 'text')
    .addColumn('shipping_method_id', 'integer')
    // JSON of the shipping method as it was when the order was placed (its rates priced it).
    .addColumn('shipping_method', 'text')
    .addColumn('information', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_order_customer')
    .on('shop_order')
    .column('customer_id')
    .execute();
}

/** The lines of an order: what was sold, as it was then. */
async function createOrderLineTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_line')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('image', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('requires_shipping', 'integer', (c) => c.notNull())
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('vendor_id', 'integer')
    .addColumn('variant_title', 'text', (c) => c.notNull())
    .addColumn('variant_options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('grams', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('total_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fulfillment_status', 'text', (c) =>
      c.notNull().check(sql`fulfillment_status in ('pending', 'fulfilled')`),
    )
    .addColumn('fulfillable_quantity', 'integer', (c) => c.notNull())
    .addColumn('fulfillment_service', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('order_line_order').on('order_line').column('order_id').execute();
}

/** An order's payments and refunds, its timeline and its fulfillments. */
async function createOrderRecordTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_transaction')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('transaction_number', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) =>
      c.notNull().check(sql`transaction_type in ('sale', 'refund')`),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_backend', 'text', (c) => c.notNull())
    .addColumn('delegated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('refund_url', 'text')
    .addColumn('refund_msg', 'text')
    .addColumn('refundable_amount', 'integer', (c) => c.notNull())
    .addColumn('issue', 'text')
    .addColumn('receipt', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('expires_at', 'integer')
    .addColumn('succeeds_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_transaction_order')
    .on('order_transaction')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('order_timeline')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('replied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_timeline_order')
    .on('order_timeline')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('order_fulfillment')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('success', 'cancelled')`))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer')
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_fulfillment_order')
    .on('order_fulfillment')
    .column('order_id')
    .execute();
}

/** Pick-up codes, one per order picked up at a shop. */
async function createPickUpCodeTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pick_up_code')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // 12 random digits, unique among all codes: the guard against a duplicate draw.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('key_status', 'text', (c) =>
      c.notNull().check(sql`key_status in ('unused', 'used', 'expired', 'canceled')`),
    )
    .addColumn('stock_status', 'text', (c) =>
      c.notNull().check(sql`stock_status in ('unprepare', 'prepared')`),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('shop_order.id'))
    .addColumn('order_number', 'integer', (c) => c.notNull())
    .addColumn('offline_shop_id', 'integer', (c) => c.notNull().references('offline_shop.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    // JSON `[{title, variant_title, sku, quantity, image}]`, copied from the order's lines.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .addColumn('used_by_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('prepared_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pick_up_code_shop_created')
    .on('pick_up_code')
    .columns(['offline_shop_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pick_up_code_created')
    .on('pick_up_code')
    .column('created_at')
    .execute();
  // The expiry sweep looks for unused codes past their time.
  await db.schema
    .createIndex('pick_up_code_status_expiry')
    .on('pick_up_code')
    .columns(['key_status', 'expires_at'])
    .execute();
}

/** What the counters did, append-only. */
async function createActionHistoryTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('action_history')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('login', 'login_failed', 'logout', 'check', 'consume', 'consume_refused', 'rollback', 'stock_prepare', 'staff_create', 'staff_update')`,
        ),
    )
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('offline_shop_id', 'integer', (c) => c.references('offline_shop.id'))
    .addColumn('pick_up_code_id', 'integer', (c) => c.references('pick_up_code.id'))
    // The key as typed: refusals of unknown keys keep it too.
    .addColumn('key', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_history_created')
    .on('action_history')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('action_history_shop_created')
    .on('action_history')
    .columns(['offline_shop_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('action_history_staff')
    .on('action_history')
    .columns(['staff_id', 'created_at'])
    .execute();
  await db.schema.createIndex('action_history_key').on('action_history').column('key').execute();
  // Append-only, guarded by the database itself (docs/DESIGN.md §5).
  await appendOnly(db, 'action_history');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'action_history',
    'pick_up_code',
    'order_fulfillment',
    'order_timeline',
    'order_transaction',
    'order_line',
    'shop_order',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
