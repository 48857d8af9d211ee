import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipping_method_group')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rate_type', 'text', (c) => c.notNull().defaultTo('fixed'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  // At most one default group, enforced by the database itself.
  await db.schema
    .createIndex('shipping_method_group_one_default')
    .on('shipping_method_group')
    .column('is_default')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('shipping_method')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('shipping_method_group.id').onDelete('cascade'),
    )
    .addColumn('rate_type', 'text', (c) => c.notNull().defaultTo('fixed'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('normal_price', 'integer', (c) => c.notNull())
    .addColumn('normal_unit', 'integer', (c) => c.notNull())
    .addColumn('over_price', 'integer', (c) => c.notNull())
    .addColumn('over_unit', 'integer', (c) => c.notNull())
    .addColumn('free_shipping_policy', 'text', (c) =>
      c.notNull().check(sql`free_shipping_policy in ('nope', 'over_price', 'always')`),
    )
    .addColumn('free_shipping_price', 'integer', (c) => c.notNull())
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipping_method_group_id')
    .on('shipping_method')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('shipping_zone')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('method_id', 'integer', (c) =>
      c.notNull().references('shipping_method.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('normal_price', 'integer', (c) => c.notNull())
    .addColumn('normal_unit', 'integer', (c) => c.notNull())
    .addColumn('over_price', 'integer', (c) => c.notNull())
    .addColumn('over_unit', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipping_zone_method')
    .on('shipping_zone')
    .column('method_id')
    .execute();

  await db.schema
    .createTable('shipping_zone_place')
    .addColumn('zone_id', 'integer', (c) =>
      c.notNull().references('shipping_zone.id').onDelete('cascade'),
    )
    .addColumn('place_code', 'text', (c) => c.notNull().references('place.code'))
    .addPrimaryKeyConstraint('shipping_zone_place_pk', ['zone_id', 'place_code'])
    .execute();

  await db.schema
    .createTable('shipping_unsold_place')
    .addColumn('method_id', 'integer', (c) =>
      c.notNull().references('shipping_method.id').onDelete('cascade'),
    )
    .addColumn('place_code', 'text', (c) => c.notNull().references('place.code'))
    .addPrimaryKeyConstraint('shipping_unsold_place_pk', ['method_id', 'place_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'shipping_unsold_place',
    'shipping_zone_place',
    'shipping_zone',
    'shipping_method',
    'shipping_method_group',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
