import type { Kysely } from 'kysely';

/**
 * The facts of each action history record as JSON text (docs/API.md "Languages"), beside
 * the English `detail`: the API says the record in the request's language from them, and the
 * history screen builds its words from them. Records written before have none (null). Adding a
 * column fires no row trigger and keeps the append-only triggers as they are, on both
 * databases; JSON is text here as everywhere else in the schema.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('action_history').addColumn('params', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('action_history').dropColumn('params').execute();
}
