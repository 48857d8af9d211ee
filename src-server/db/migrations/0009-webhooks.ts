import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('event', 'text', (c) =>
      c.notNull().check(sql`event in ('product_published', 'order_paid')`),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    // One application registers an event for a URL once (409 `duplicate` otherwise).
    .addUniqueConstraint('webhook_application_event_url', ['application_id', 'event', 'url'])
    .execute();
  await db.schema.createIndex('webhook_event').on('webhook').column('event').execute();

  await db.schema
    .createTable('webhook_delivery')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('webhook_id', 'integer', (c) =>
      c.notNull().references('webhook.id').onDelete('cascade'),
    )
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('event_outbox.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn('auto_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'integer')
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    // An event is delivered to a webhook once, even if two workers fan it out.
    .addUniqueConstraint('webhook_delivery_webhook_outbox', ['webhook_id', 'outbox_id'])
    .execute();
  await db.schema
    .createIndex('webhook_delivery_due')
    .on('webhook_delivery')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('webhook_attempt')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_delivery.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('initial', 'retry', 'redelivery')`),
    )
    .addColumn('attempted_at', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('response_excerpt', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempt_delivery')
    .on('webhook_attempt')
    .column('delivery_id')
    .execute();

  await db.schema
    .createTable('webhook_fanout')
    .addColumn('outbox_id', 'integer', (c) => c.primaryKey().references('event_outbox.id'))
    .addColumn('fanned_out_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webhook_fanout', 'webhook_attempt', 'webhook_delivery', 'webhook']) {
    await db.schema.dropTable(table).execute();
  }
}
