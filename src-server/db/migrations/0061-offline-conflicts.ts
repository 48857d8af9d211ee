import { sql, type Kysely } from 'kysely';
import { appendOnly, isPostgres } from './dialect';

/**
 * An offline hand-out the server refuses is a conflict to settle (docs/OFFLINE.md): the action
 * history records it as `consume_conflict` and webhooks may subscribe to
 * `pick_up_code_conflict`, and to `order_fulfilled` and `order_refunded`, which the orders
 * already emit. Both columns' CHECKs list the new values. PostgreSQL swaps the constraints;
 * SQLite cannot change a CHECK in place, so each table is rebuilt as
 * sqlite.org/lang_altertable.html describes (as 0017 does for the webhooks), with foreign keys
 * off so that dropping the old table cascades nowhere. The history keeps its append-only
 * triggers and its indexes.
 */
const ACTIONS_BEFORE = [
  'login',
  'login_failed',
  'logout',
  'check',
  'consume',
  'consume_refused',
  'rollback',
  'stock_prepare',
  'staff_create',
  'staff_update',
];
const ACTIONS_AFTER = [...ACTIONS_BEFORE, 'consume_conflict'];
const EVENTS_BEFORE = ['product_published', 'order_paid', 'pick_up_code_prepared'];
const EVENTS_AFTER = [
  ...EVENTS_BEFORE,
  'order_fulfilled',
  'order_refunded',
  'pick_up_code_conflict',
];

const HISTORY_INDEXES: [string, string[]][] = [
  ['action_history_created', ['created_at']],
  ['action_history_shop_created', ['offline_shop_id', 'created_at']],
  ['action_history_staff', ['staff_id', 'created_at']],
  ['action_history_key', ['key']],
  ['action_history_action_created', ['action', 'created_at']],
];

const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

type Trx = Kysely<any>;

async function rebuildWebhook(trx: Trx, events: string[]) {
  await trx.schema
    .createTable('webhook_next')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('application.id'))
    .addColumn('event', 'text', (c) => c.notNull().check(inList('event', events)))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('metafield', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
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
}

/** The history rebuilt; `actionOf` says what each old row's action becomes. */
async function rebuildHistory(trx: Trx, actions: string[], actionOf: ReturnType<typeof sql>) {
  await trx.schema
    .createTable('action_history_next')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull().check(inList('action', actions)))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('offline_shop_id', 'integer', (c) => c.references('offline_shop.id'))
    .addColumn('pick_up_code_id', 'integer', (c) => c.references('pick_up_code.id'))
    .addColumn('key', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into action_history_next
      (id, action, staff_id, offline_shop_id, pick_up_code_id, key, order_id, detail, ip, created_at)
    select id, ${actionOf}, staff_id, offline_shop_id, pick_up_code_id, key, order_id, detail, ip,
      created_at from action_history`.execute(trx);
  await trx.schema.dropTable('action_history').execute();
  await trx.schema.alterTable('action_history_next').renameTo('action_history').execute();
  for (const [name, columns] of HISTORY_INDEXES)
    await trx.schema.createIndex(name).on('action_history').columns(columns).execute();
  await appendOnly(trx, 'action_history');
}

async function sqliteRebuild(db: Kysely<any>, work: (trx: Trx) => Promise<void>) {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await work(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('rebuild broke foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function swapCheck(db: Kysely<any>, table: string, column: string, values: string[]) {
  const name = `${table}_${column}_check`;
  await db.schema.alterTable(table).dropConstraint(name).execute();
  await db.schema.alterTable(table).addCheckConstraint(name, inList(column, values)).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await swapCheck(db, 'action_history', 'action', ACTIONS_AFTER);
    await swapCheck(db, 'webhook', 'event', EVENTS_AFTER);
    return;
  }
  await sqliteRebuild(db, async (trx) => {
    await rebuildHistory(trx, ACTIONS_AFTER, sql`action`);
    await rebuildWebhook(trx, EVENTS_AFTER);
  });
}

/** Back: conflicts become the refused hand-outs they were recorded as before. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('webhook').where('event', 'not in', EVENTS_BEFORE).execute();
  if (isPostgres(db)) {
    await sql`alter table action_history disable trigger action_history_no_update`.execute(db);
    await db
      .updateTable('action_history')
      .set({ action: 'consume_refused' })
      .where('action', '=', 'consume_conflict')
      .execute();
    await sql`alter table action_history enable trigger action_history_no_update`.execute(db);
    await swapCheck(db, 'action_history', 'action', ACTIONS_BEFORE);
    await swapCheck(db, 'webhook', 'event', EVENTS_BEFORE);
    return;
  }
  await sqliteRebuild(db, async (trx) => {
    await rebuildHistory(
      trx,
      ACTIONS_BEFORE,
      sql`case when action = 'consume_conflict' then 'consume_refused' else action end`,
    );
    await rebuildWebhook(trx, EVENTS_BEFORE);
  });
}
