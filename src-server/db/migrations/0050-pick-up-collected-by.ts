import type { Kysely } from 'kysely';

/**
 * Who collected a package when it was not the customer (docs/API.md "Collected by someone
 * else"): the name the clerk typed, the relation to the customer and a free note, stored with
 * the hand-out and cleared with it by a rollback.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pick_up_code').addColumn('collected_by_name', 'text').execute();
  await db.schema.alterTable('pick_up_code').addColumn('collected_by_relation', 'text').execute();
  await db.schema.alterTable('pick_up_code').addColumn('collected_by_note', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pick_up_code').dropColumn('collected_by_note').execute();
  await db.schema.alterTable('pick_up_code').dropColumn('collected_by_relation').execute();
  await db.schema.alterTable('pick_up_code').dropColumn('collected_by_name').execute();
}
