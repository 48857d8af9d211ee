import type { Kysely } from 'kysely';

/**
 * The staff report asks, for every hand-out of its window, whether the code was rolled back
 * since: `exists (… where key = ? and action = 'rollback' and id > ?)` (docs/PERFORMANCE.md,
 * "Reports and lists at 100,000 orders"). With (key) alone, SQLite's planner, holding the
 * statistics of a history that was still small, took `id > ?` as the cheaper range and read
 * the rest of the history for each hand-out: 2.5 s over 10,000 hand-outs. (key, action, id)
 * answers the whole test from the index, with two equalities, whatever the statistics say; it
 * replaces (key), whose lookups it serves as well, so a record still writes as many indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('action_history_key_action')
    .on('action_history')
    .columns(['key', 'action', 'id'])
    .execute();
  await db.schema.dropIndex('action_history_key').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('action_history_key').on('action_history').column('key').execute();
  await db.schema.dropIndex('action_history_key_action').execute();
}
