import type { Kysely } from 'kysely';

/**
 * Holding under attack (docs/DESIGN.md §3 and §9):
 * - `login_throttle`: one counter row per throttled identity (a username, a client address, a
 *   known device). A sign-in takes its slot with a conditional update before the password is
 *   checked, so concurrent guesses cannot all pass one check of the count.
 *   It replaces `login_attempt`, whose rows were counted after the check.
 * - `login_device`: OWASP device cookies, the devices that signed in as a staff member before
 *   (the token is kept only as a SHA-256 hash).
 * - `shop_settings.webhook_private_targets`: the shop lets webhooks reach private addresses.
 * - `webhook.timeout_streak` / `webhook.paused_until`: the delivery circuit breaker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttle_window')
    .on('login_throttle')
    .column('window_start')
    .execute();
  await db.schema.dropTable('login_attempt').execute();

  await db.schema
    .createTable('login_device')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('login_device_token_staff', ['token_hash', 'staff_id'])
    .execute();

  await db.schema
    .alterTable('shop_settings')
    .addColumn('webhook_private_targets', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('webhook')
    .addColumn('timeout_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('webhook').addColumn('paused_until', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook').dropColumn('paused_until').execute();
  await db.schema.alterTable('webhook').dropColumn('timeout_streak').execute();
  await db.schema.alterTable('shop_settings').dropColumn('webhook_private_targets').execute();
  await db.schema.dropTable('login_device').execute();
  await db.schema.dropTable('login_throttle').execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}
