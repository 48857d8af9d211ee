import { sql, type Kysely } from 'kysely';
import { appendOnly } from './dialect';

/**
 * Loyalty (docs/DESIGN.md §7): levels, the point history, and each customer's balance and lifetime
 * earned points. The balance lives on the customer row so that one conditional UPDATE
 * (`points + n >= 0`, and the CHECK below as the last guard) takes points without a race; the
 * history is append-only and the balance is always the sum of a customer's entries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loyalty_level')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('condition_points', 'integer', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`condition_points >= 0`),
    )
    .addColumn('sign_points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sign_points >= 0`),
    )
    // gain_points in ten-thousandths: exact arithmetic for the points an order earns.
    .addColumn('gain_points_e4', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`gain_points_e4 >= 0`),
    )
    .addColumn('redeem_points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`redeem_points >= 0`),
    )
    .addColumn('redeem_limitation', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`redeem_limitation >= 0`),
    )
    .addColumn('redeem_limitation_monthly', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`redeem_limitation_monthly >= 0`),
    )
    .execute();
  // Every shop has the base level from the start: 1 point per currency unit spent, 100 points
  // redeem 1.00, no limits.
  await db
    .insertInto('loyalty_level')
    .values({
      title: 'Member',
      condition_points: 0,
      sign_points: 0,
      gain_points_e4: 0,
      redeem_points: 100,
      redeem_limitation: 0,
      redeem_limitation_monthly: 0,
    })
    .execute();

  await db.schema
    .alterTable('customer')
    .addColumn('points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('customer')
    .addColumn('earned_points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`earned_points >= 0`),
    )
    .execute();

  await db.schema
    .createTable('point_history')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points <> 0`))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('buy', 'refund', 'manual', 'redeem')`),
    )
    .addColumn('order_id', 'integer', (c) => c.references('shop_order.id'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('point_history_order_kind', sql`(kind = 'manual') = (order_id is null)`)
    .execute();
  await db.schema
    .createIndex('point_history_customer')
    .on('point_history')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('point_history_created')
    .on('point_history')
    .column('created_at')
    .execute();
  // An order earns once, redeems once, and its cancellation gives back and takes back once
  // each: the database itself refuses a second entry.
  await sql`create unique index point_history_order_once
    on point_history (order_id, kind, (points > 0)) where order_id is not null`.execute(db);
  await appendOnly(db, 'point_history');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_history').execute();
  await db.schema.alterTable('customer').dropColumn('earned_points').execute();
  await db.schema.alterTable('customer').dropColumn('points').execute();
  await db.schema.dropTable('loyalty_level').execute();
}
