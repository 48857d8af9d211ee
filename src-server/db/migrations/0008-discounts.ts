import { sql, type Kysely } from 'kysely';

/** Discounts (docs/DESIGN.md §7): price rules with their entitlements, coupons and coupon codes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('price_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('verbose_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`usage_limit >= 0`),
    )
    .addColumn('once_per_customer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_selection', 'text', (c) =>
      c.notNull().check(sql`target_selection in ('all', 'entitled')`),
    )
    .addColumn('target_type', 'text', (c) =>
      c.notNull().check(sql`target_type in ('line_item', 'shipping_line')`),
    )
    .addColumn('allocation_method', 'text', (c) =>
      c.notNull().check(sql`allocation_method in ('across', 'each')`),
    )
    // Hundredths: of a currency unit (fixed_amount) or of a percent (percentage); negative.
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value < 0`))
    .addColumn('value_type', 'text', (c) =>
      c.notNull().check(sql`value_type in ('percentage', 'fixed_amount')`),
    )
    .addColumn('accumulate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('automatic_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'integer')
    .addColumn('ends_at', 'integer')
    // The prerequisite range and ratio objects, one nullable column per bound.
    .addColumn('prerequisite_quantity_min', 'integer')
    .addColumn('prerequisite_subtotal_min', 'integer')
    .addColumn('prerequisite_shipping_price_max', 'integer')
    .addColumn('prerequisite_ratio_quantity', 'integer')
    .addColumn('entitled_ratio_quantity', 'integer')
    .addColumn('allocation_limit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`allocation_limit >= 0`),
    )
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  // What an `entitled` rule applies to; a deleted product, collection, category or vendor
  // leaves the rule's lists.
  for (const [table, column, target] of [
    ['price_rule_product', 'product_id', 'product.id'],
    ['price_rule_collection', 'collection_id', 'collection.id'],
    ['price_rule_category', 'category_id', 'category.id'],
    ['price_rule_vendor', 'vendor_id', 'vendor.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('price_rule_id', 'integer', (c) =>
        c.notNull().references('price_rule.id').onDelete('cascade'),
      )
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['price_rule_id', column])
      .execute();
    await db.schema.createIndex(`${table}_target`).on(table).column(column).execute();
  }

  await db.schema
    .createTable('coupon')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code_prefix', 'text', (c) => c.notNull().unique())
    .addColumn('can_redeem', 'integer', (c) => c.notNull().defaultTo(0))
    // A coupon's rule is its own (made with it); the rule cannot go while the coupon exists.
    .addColumn('price_rule_id', 'integer', (c) =>
      c.notNull().unique().references('price_rule.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_created_at').on('coupon').column('created_at').execute();

  await db.schema
    .createTable('coupon_code')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('coupon_id', 'integer', (c) =>
      c.notNull().references('coupon.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customer.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('unused', 'used')`))
    .addColumn('used_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_code_coupon_customer')
    .on('coupon_code')
    .columns(['coupon_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('coupon_code_customer')
    .on('coupon_code')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'coupon_code',
    'coupon',
    'price_rule_vendor',
    'price_rule_category',
    'price_rule_collection',
    'price_rule_product',
    'price_rule',
  ])
    await db.schema.dropTable(table).execute();
}
