import type { Expression, Insertable, SqlBool, Updateable } from 'kysely';
import { forUpdate, type Db } from '../../db';
import { claimLease, finishLease } from '../../db/outbox';
import { noteForCommit } from '../../db/commit-notes';
import { applyWhere, countRows } from '../../db/query';
import type {
  NotificationAttemptTable,
  NotificationSettingsTable,
  NotificationTable,
} from '../../db/tables/notifications';

const settingsColumns = [
  'sms_access_key_id',
  'sms_access_key_secret',
  'sms_sign_name',
  'sms_endpoint',
  'sms_templates',
  'wechat_authorizer_appid',
  'wechat_templates',
  'wechat_page',
  'link_base',
  'reminder_hours',
  'quiet_start',
  'quiet_end',
  'handed_out_enabled',
  'updated_at',
] as const;

const notificationColumns = [
  'notification.id',
  'notification.kind',
  'notification.pick_up_code_id',
  'notification.customer_id',
  'notification.channel',
  'notification.recipient',
  'notification.status',
  'notification.resend',
  'notification.attempts',
  'notification.due_at',
  'notification.next_attempt_at',
  'notification.detail',
  'notification.finished_at',
  'notification.created_at',
  'notification.updated_at',
] as const;

const attemptColumns = [
  'id',
  'notification_id',
  'channel',
  'attempted_at',
  'duration_ms',
  'succeeded',
  'response_excerpt',
  'error',
] as const;

export type SettingsValues = Omit<Updateable<NotificationSettingsTable>, 'id'> & {
  updated_at: number;
};

export const findSettings = (db: Db) =>
  db
    .selectFrom('notification_settings')
    .select(settingsColumns)
    .where('id', '=', 1)
    .executeTakeFirst();

export const upsertSettings = (db: Db, values: SettingsValues) =>
  db
    .insertInto('notification_settings')
    .values({ ...values, id: 1 })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();

/** Queues a notice; its commit wakes the worker (docs/PERFORMANCE.md). */
export const insertNotice = async (db: Db, values: Insertable<NotificationTable>) => {
  noteForCommit('notice');
  return (
    await db.insertInto('notification').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
};

/** The newest ready notice of a code (sent by itself or again by hand). */
export const findLatestReady = (db: Db, codeId: number) =>
  db
    .selectFrom('notification')
    .select(['id', 'created_at'])
    .where('pick_up_code_id', '=', codeId)
    .where('kind', '=', 'ready')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** A code's notice of a kind as the change queued it (not one sent again by hand). */
export const findNoticeOfKind = (db: Db, codeId: number, kind: 'ready' | 'reminder') =>
  db
    .selectFrom('notification')
    .select('id')
    .where('pick_up_code_id', '=', codeId)
    .where('kind', '=', kind)
    .where('resend', '=', 0)
    .executeTakeFirst();

/**
 * Ends a code's pending notices of a kind that no attempt holds now (a rolled back or
 * repeated hand-out's receipt): `skipped` with the reason; a notice in flight keeps its
 * attempt, which reads the code again first.
 */
export const updatePendingSkipped = async (
  db: Db,
  codeId: number,
  kind: 'handed_out',
  detail: string,
  now: number,
) =>
  db
    .updateTable('notification')
    .set({
      status: 'skipped',
      detail,
      next_attempt_at: null,
      finished_at: now,
      updated_at: now,
    })
    .where('pick_up_code_id', '=', codeId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .execute();

/** What a notice about a code says, and to whom (read at each attempt). */
export const findCodeFacts = (db: Db, codeId: number) =>
  db
    .selectFrom('pick_up_code')
    .innerJoin('offline_shop', 'offline_shop.id', 'pick_up_code.offline_shop_id')
    .innerJoin('shop_order', 'shop_order.id', 'pick_up_code.order_id')
    .innerJoin('customer', 'customer.id', 'pick_up_code.customer_id')
    .select([
      'pick_up_code.id',
      'pick_up_code.key',
      'pick_up_code.key_status',
      'pick_up_code.stock_status',
      'pick_up_code.expires_at',
      'pick_up_code.order_number',
      'pick_up_code.offline_shop_id',
      'pick_up_code.customer_id',
      'pick_up_code.used_at',
      'pick_up_code.collected_by_name',
      'pick_up_code.collected_by_relation',
      'offline_shop.title as store_title',
      'offline_shop.address as store_address',
      'offline_shop.phone as store_phone',
      'offline_shop.business_hours as store_hours',
      'shop_order.token as order_token',
      'customer.full_name as customer_name',
      'customer.mobile as customer_mobile',
      'customer.openid as customer_openid',
      'customer.accepts_sms as customer_accepts_sms',
    ])
    .where('pick_up_code.id', '=', codeId)
    .executeTakeFirst();

/** The code row locked to the end of the transaction (a resend decides on it). */
export const findCodeLocked = (db: Db, codeId: number) =>
  forUpdate(
    db,
    db
      .selectFrom('pick_up_code')
      .select(['id', 'key_status', 'stock_status', 'expires_at', 'offline_shop_id', 'customer_id'])
      .where('id', '=', codeId),
  ).executeTakeFirst();

export const findShopIdentity = (db: Db) =>
  db.selectFrom('shop_settings').select(['name', 'domain']).executeTakeFirst();

export const listDueIds = async (db: Db, now: number, limit: number) =>
  (
    await db
      .selectFrom('notification')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((row) => row.id);

/** Takes a due notice for one attempt: of several processes exactly one gets it. */
export const updateClaim = (db: Db, id: number, token: string, now: number, until: number) =>
  claimLease(db, 'notification', id, token, now, until);

/** Takes a pending notice the worker does not send (a test) for its one attempt. */
export const updateClaimNow = async (db: Db, id: number, token: string, until: number) => {
  const result = await db
    .updateTable('notification')
    .set({ claim_token: token, claimed_until: until })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('claim_token', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Ends a claim with the notice's new state; nothing when the claim was lost. */
export const updateFinished = (
  db: Db,
  id: number,
  token: string,
  values: Updateable<NotificationTable>,
) => finishLease(db, 'notification', id, token, values);

export const findNextDueAt = async (db: Db): Promise<number | null> => {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.min('next_attempt_at').as('at'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
};

export const findById = (db: Db, id: number) =>
  db
    .selectFrom('notification')
    .select(notificationColumns)
    .where('notification.id', '=', id)
    .executeTakeFirst();

export const insertAttempt = (db: Db, values: Insertable<NotificationAttemptTable>) =>
  db.insertInto('notification_attempt').values(values).execute();

export const countNotices = (db: Db, where: Expression<SqlBool>[]) =>
  countRows(
    applyWhere(
      db
        .selectFrom('notification')
        .leftJoin('pick_up_code', 'pick_up_code.id', 'notification.pick_up_code_id'),
      where,
    ),
  );

export const listNotices = (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
  applyWhere(
    db
      .selectFrom('notification')
      .leftJoin('pick_up_code', 'pick_up_code.id', 'notification.pick_up_code_id'),
    where,
  )
    .select([...notificationColumns, 'pick_up_code.key as code_key'])
    .orderBy('notification.created_at', 'desc')
    .orderBy('notification.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const listAttempts = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('notification_attempt')
        .select(attemptColumns)
        .where('notification_id', 'in', [...ids])
        .orderBy('attempted_at')
        .orderBy('id')
        .execute();

/** Notices sent and failed since `since` (the dashboard's "today"). */
export const countFinishedSince = async (db: Db, since: number) => {
  const rows = await db
    .selectFrom('notification')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('finished_at', '>=', since)
    .where('status', 'in', ['sent', 'failed'])
    .where('kind', '!=', 'test')
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { sent: of('sent'), failed: of('failed') };
};
