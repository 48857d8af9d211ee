import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any> and never import app code: they must keep working as the app changes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) =>
      c.notNull().check(sql`payment_mode in ('own', 'collected')`),
    )
    .addColumn('pick_up_expire_days', 'integer', (c) => c.notNull())
    .addColumn('pick_up_rollback_hours', 'integer', (c) => c.notNull())
    .addColumn('demo_loaded_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('application')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .execute();

  await db.schema
    .createTable('offline_shop')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('business_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place_code', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('manager', 'staff')`))
    .addColumn('offline_shop_id', 'integer', (c) => c.references('offline_shop.id'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('last_login_at', 'integer')
    .execute();

  await db.schema
    .createTable('staff_token')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('revoked_at', 'integer')
    .execute();
  await db.schema.createIndex('staff_token_staff').on('staff_token').column('staff_id').execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempt_username')
    .on('login_attempt')
    .columns(['username_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempt_ip')
    .on('login_attempt')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'event_outbox',
    'login_attempt',
    'staff_token',
    'staff',
    'offline_shop',
    'application',
    'shop_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
