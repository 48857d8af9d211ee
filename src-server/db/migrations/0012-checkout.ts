import type { Kysely } from 'kysely';

/**
 * Checkout (docs/DESIGN.md §5): the discounts an order got, how often each price rule was paid with
 * (its `usage_limit` guard, moved by conditional updates) and which customers used a
 * `once_per_customer` rule (a primary key lets exactly one of two racing payments in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_discount')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('shop_order.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    // No reference: the order keeps its discount when the rule or code is deleted later.
    .addColumn('price_rule_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('coupon_code_id', 'integer')
    .addColumn('coupon_code', 'text')
    .execute();
  await db.schema
    .createIndex('order_discount_order')
    .on('order_discount')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('order_discount_rule')
    .on('order_discount')
    .column('price_rule_id')
    .execute();

  await db.schema
    .alterTable('price_rule')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Codes marked used before checkout counted them are uses of their rules.
  await db
    .updateTable('price_rule')
    .set((eb) => ({
      times_used: eb
        .selectFrom('coupon_code')
        .innerJoin('coupon', 'coupon.id', 'coupon_code.coupon_id')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('coupon.price_rule_id', '=', 'price_rule.id')
        .where('coupon_code.status', '=', 'used'),
    }))
    .execute();

  await db.schema
    .createTable('price_rule_customer')
    .addColumn('price_rule_id', 'integer', (c) =>
      c.notNull().references('price_rule.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customer.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_rule_customer_pk', ['price_rule_id', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_rule_customer').execute();
  await db.schema.alterTable('price_rule').dropColumn('times_used').execute();
  await db.schema.dropTable('order_discount').execute();
}
