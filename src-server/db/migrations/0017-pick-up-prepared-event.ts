import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Webhooks may subscribe to `pick_up_code_prepared` (docs/DESIGN.md §9): the `event`
 * column's CHECK lists it. PostgreSQL swaps the constraint; SQLite cannot change a CHECK in
 * place, so the table is rebuilt as sqlite.org/lang_altertable.html describes, with foreign
 * keys off so that dropping the old table does not cascade to the deliveries.
 */
const BEFORE = ['product_published', 'order_paid'];
const AFTER = [...BEFORE, 'pick_up_code_prepared'];

const eventCheck = (events: string[]) =>
  sql`event in (${sql.join(events.map((event) => sql.lit(event)))})`;

async function allowEvents(db: Kysely<any>, events: string[]) {
  if (isPostgres(db)) {
    await db.schema.alterTable('webhook').dropConstraint('webhook_event_check').execute();
    await db.schema
      .alterTable('webhook')
      .addCheckConstraint('webhook_event_check', eventCheck(events))
      .execute();
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('webhook_next')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
        .addColumn('event', 'text', (c) => c.notNull().check(eventCheck(events)))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        // The circuit breaker's columns (0013), in their place in the old table.
        .addColumn('timeout_streak', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paused_until', 'integer')
        .addUniqueConstraint('webhook_application_event_url', ['application_id', 'event', 'url'])
        .execute();
      await trx
        .insertInto('webhook_next')
        .expression(trx.selectFrom('webhook').selectAll().where('event', 'in', events))
        .execute();
      await trx.schema.dropTable('webhook').execute();
      await trx.schema.alterTable('webhook_next').renameTo('webhook').execute();
      await trx.schema.createIndex('webhook_event').on('webhook').column('event').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('webhook rebuild broke foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await allowEvents(db, AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('webhook').where('event', 'not in', BEFORE).execute();
  await allowEvents(db, BEFORE);
}
