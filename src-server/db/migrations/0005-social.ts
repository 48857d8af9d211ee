import { sql, type Kysely } from 'kysely';

// Messaging-platform (WeChat third-party platform) authorization. 0004 is the catalog's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('component_appid', 'text')
    .addColumn('component_secret', 'text')
    .addColumn('verify_ticket', 'text')
    .addColumn('api_base', 'text')
    .addColumn('auth_page', 'text')
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('social_pending_authorization')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().unique())
    .addColumn('auth_type', 'integer', (c) => c.notNull().check(sql`auth_type in (1, 2, 3)`))
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('platform_url', 'text', (c) => c.notNull())
    .addColumn('pre_auth_expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'integer')
    .addColumn('authorizer_appid', 'text')
    .execute();
  await db.schema
    .createIndex('social_pending_authorization_expires')
    .on('social_pending_authorization')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('social_authorization')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('authorizer_appid', 'text', (c) => c.notNull().unique())
    .addColumn('authorizer_access_token', 'text', (c) => c.notNull())
    .addColumn('access_token_expires_at', 'integer', (c) => c.notNull())
    .addColumn('authorizer_refresh_token', 'text', (c) => c.notNull())
    .addColumn('func_info', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('auth_type', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['social_authorization', 'social_pending_authorization', 'social_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
