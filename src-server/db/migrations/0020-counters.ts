import { sql, type Kysely } from 'kysely';

/**
 * Counters handed out by one `UPDATE … RETURNING` (db/sequences.ts): the next order number
 * was `max(order_number) + 1`, which two concurrent orders on PostgreSQL (READ COMMITTED,
 * docs/RELIABILITY.md) could both read. The counter starts where the orders are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('counter')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into counter (name, value) select 'order_number', coalesce(max(order_number), 1000) from shop_order`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('counter').execute();
}
