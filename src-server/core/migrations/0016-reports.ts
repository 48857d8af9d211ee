import type { Kysely } from 'kysely';

/**
 * The manager's reports (issue 19) read time ranges of columns no index covered yet: when
 * codes were prepared and handed out, when orders were paid and cancelled, and the counter
 * actions by kind.
 */
const INDEXES = [
  { name: 'pick_up_code_prepared', table: 'pick_up_code', columns: ['prepared_at'] },
  { name: 'pick_up_code_used', table: 'pick_up_code', columns: ['used_at'] },
  { name: 'shop_order_paid', table: 'shop_order', columns: ['paid_at'] },
  { name: 'shop_order_cancelled', table: 'shop_order', columns: ['cancelled_at'] },
  {
    name: 'action_history_action_created',
    table: 'action_history',
    columns: ['action', 'created_at'],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, columns } of INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
