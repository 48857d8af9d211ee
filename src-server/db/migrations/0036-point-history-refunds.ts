import { sql, type Kysely } from 'kysely';

/**
 * A paid order may be refunded in several parts, each taking back its share of the points the
 * order earned (docs/API.md "Refunds"): such an entry names its refund transaction, and the
 * once-per-order rule of the point history (an order earns once, redeems once, its
 * cancellation gives back and takes back once) holds per refund transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('point_history')
    .addColumn('order_transaction_id', 'integer')
    .execute();
  await db.schema.dropIndex('point_history_order_once').execute();
  await sql`create unique index point_history_order_once
    on point_history (order_id, kind, (points > 0), (coalesce(order_transaction_id, 0)))
    where order_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('point_history_order_once').execute();
  await sql`create unique index point_history_order_once
    on point_history (order_id, kind, (points > 0)) where order_id is not null`.execute(db);
  await db.schema.alterTable('point_history').dropColumn('order_transaction_id').execute();
}
