import type { Kysely } from 'kysely';

/**
 * A clerk who signed in online on a counter may sign in there offline for `offline_sign_in_days`
 * afterwards (docs/DESIGN.md §14 "Starting offline"): 7 by default, 0 turns it off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('offline_sign_in_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_settings').dropColumn('offline_sign_in_days').execute();
}
