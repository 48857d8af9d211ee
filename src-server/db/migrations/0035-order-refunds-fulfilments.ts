import type { Kysely } from 'kysely';

/**
 * Refunds and delivery fulfilments (docs/API.md "Orders"): how much of each line was refunded
 * (a line is never refunded twice), whether the shipping was, and a fulfilment's carrier,
 * tracking number and lines. Added columns only: both databases add them in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_line')
    .addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shop_order')
    .addColumn('refunded_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_fulfillment').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('order_fulfillment').addColumn('tracking_number', 'text').execute();
  await db.schema
    .alterTable('order_fulfillment')
    .addColumn('line_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_fulfillment').dropColumn('line_ids').execute();
  await db.schema.alterTable('order_fulfillment').dropColumn('tracking_number').execute();
  await db.schema.alterTable('order_fulfillment').dropColumn('carrier').execute();
  await db.schema.alterTable('shop_order').dropColumn('refunded_shipping').execute();
  await db.schema.alterTable('order_line').dropColumn('refunded_quantity').execute();
}
