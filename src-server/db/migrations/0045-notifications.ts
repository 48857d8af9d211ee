import { sql, type Kysely } from 'kysely';

/**
 * Pick-up notices to customers (docs/NOTIFICATIONS.md): the channels' settings, the notices
 * as durable jobs (written in the transaction of their cause, sent by a worker) and a log
 * row per attempt; the customer's WeChat `openid` and `accepts_sms`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sms_access_key_id', 'text')
    .addColumn('sms_access_key_secret', 'text')
    .addColumn('sms_sign_name', 'text')
    .addColumn('sms_endpoint', 'text')
    // JSON {ready?, reminder?, handed_out?: {template_code, params}} (docs/NOTIFICATIONS.md).
    .addColumn('sms_templates', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('wechat_authorizer_appid', 'text')
    // JSON {ready?, reminder?, handed_out?: {template_id, data}}.
    .addColumn('wechat_templates', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('wechat_page', 'text')
    .addColumn('link_base', 'text')
    .addColumn('reminder_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('quiet_start', 'text', (c) => c.notNull().defaultTo('21:00'))
    .addColumn('quiet_end', 'text', (c) => c.notNull().defaultTo('09:00'))
    .addColumn('handed_out_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('ready', 'reminder', 'handed_out', 'test')`),
    )
    .addColumn('pick_up_code_id', 'integer', (c) => c.references('pick_up_code.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id'))
    .addColumn('channel', 'text', (c) => c.check(sql`channel in ('wechat', 'sms')`))
    // A test notice's address (a mobile or an openid); others use the customer's.
    .addColumn('recipient', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn('resend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'integer')
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'integer')
    .addColumn('detail', 'text')
    .addColumn('finished_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_due')
    .on('notification')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('notification_code')
    .on('notification')
    .columns(['pick_up_code_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('notification_customer')
    .on('notification')
    .column('customer_id')
    .execute();
  // A code's reminder is sent once: one row per code, whatever races.
  await sql`create unique index notification_one_reminder on notification (pick_up_code_id) where kind = 'reminder'`.execute(
    db,
  );

  await db.schema
    .createTable('notification_attempt')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('notification_id', 'integer', (c) =>
      c.notNull().references('notification.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('response_excerpt', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('notification_attempt_notification')
    .on('notification_attempt')
    .columns(['notification_id', 'attempted_at'])
    .execute();

  await db.schema.alterTable('customer').addColumn('openid', 'text').execute();
  await db.schema
    .alterTable('customer')
    .addColumn('accepts_sms', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer').dropColumn('accepts_sms').execute();
  await db.schema.alterTable('customer').dropColumn('openid').execute();
  for (const table of ['notification_attempt', 'notification', 'notification_settings'])
    await db.schema.dropTable(table).execute();
}
