import type { Kysely } from 'kysely';

/**
 * A counter that cannot reach its server may hand out its store's packages (docs/OFFLINE.md):
 * `offline_hand_out` (0/1, on by default) lets it, and the server accepts such a hand-out
 * later only within `offline_hand_out_hours` of when it happened.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('offline_hand_out', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('offline_hand_out_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_settings').dropColumn('offline_hand_out_hours').execute();
  await db.schema.alterTable('shop_settings').dropColumn('offline_hand_out').execute();
}
