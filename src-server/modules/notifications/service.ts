import { DateTime } from 'luxon';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Insertable } from 'kysely';
import { perContext, type AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import { isManager, type Actor } from '../../http/auth';
import type { FilterValues } from '../../http/filters';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationTable,
} from '../../db/tables/notifications';
import type { HandedOutCode, PreparedCode } from '../../plugins';
import * as notices from './repository';
import { notificationFilters, type SettingsPatch } from './schemas';
import { noticeClock, noticeEnv, readSettings } from './settings';
import { attemptNow } from './worker';
import { msg, storedMessage } from '../../lib/i18n';

/** A ready notice is sent again by hand at most this often per code (docs/NOTIFICATIONS.md). */
export const RESEND_INTERVAL_MS = 10 * 60_000;
const HOUR = 60 * 60_000;

export type { HandedOutCode, PreparedCode } from '../../plugins';

/** A notice of `kind` about `code`, waiting to be sent at `dueAt`; the worker picks its channel. */
const pendingNotice = (
  kind: NotificationKind,
  code: HandedOutCode,
  dueAt: number,
  now: number,
): Insertable<NotificationTable> => ({
  kind,
  pick_up_code_id: code.id,
  customer_id: code.customer_id,
  channel: null,
  recipient: null,
  status: 'pending',
  due_at: dueAt,
  next_attempt_at: dueAt,
  claim_token: null,
  claimed_until: null,
  detail: null,
  finished_at: null,
  created_at: now,
  updated_at: now,
});

const settingsOf = async (ctx: AppContext, handle: Db) =>
  readSettings(await notices.findSettings(handle), noticeEnv(ctx));
type Settings = Awaited<ReturnType<typeof settingsOf>>;

// The hooks run in every hand-out's and preparation's transaction: they read the settings from
// a short cache, as the shop's settings are read (modules/shops/service.ts), rather than with a
// round trip each (docs/PERFORMANCE.md, "Statements per request"). A save in this process
// clears it; one in another process (the CLI, a second server) counts within a second.
const HOOK_SETTINGS_TTL_MS = 1000;

const hookCacheOf = perContext((): { cached: { settings: Settings; at: number } | null } => ({
  cached: null,
}));

/** The settings the hooks read: from the database at most once per `HOOK_SETTINGS_TTL_MS`. */
async function hookSettings(ctx: AppContext, handle: Db) {
  const cache = hookCacheOf(ctx);
  const now = noticeClock(ctx).now();
  const { cached } = cache;
  if (cached && now >= cached.at && now - cached.at < HOOK_SETTINGS_TTL_MS) return cached.settings;
  const settings = await settingsOf(ctx, handle);
  cache.cached = { settings, at: now };
  return settings;
}

function conditions(ctx: AppContext, query: FilterValues, viewer: Actor, zone: string) {
  const where: Expression<SqlBool>[] = notificationFilters.conditions(query, {
    timeZone: zone,
    now: noticeClock(ctx).now(),
  });
  // Staff see the notices of their store's packages; test notices are the manager's.
  if (!isManager(viewer))
    where.push(sql<SqlBool>`pick_up_code.offline_shop_id = ${viewer.storeId ?? -1}`);
  return where;
}

/** The channels' settings, as the manager sees them (no secret). */
export async function settings(ctx: AppContext) {
  return (await settingsOf(ctx, ctx.database.db)).view();
}

/** Saves the settings; the hooks' cache of them starts over (in this process at once). */
export async function updateSettings(ctx: AppContext, patch: SettingsPatch) {
  try {
    return await saveSettings(ctx, patch);
  } finally {
    hookCacheOf(ctx).cached = null;
  }
}

async function saveSettings(ctx: AppContext, patch: SettingsPatch) {
  const { sms_templates, wechat_templates, handed_out_enabled, ...fields } = patch;
  const values = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  await ctx.database.transaction(async (trx) => {
    const current = await settingsOf(ctx, trx);
    await notices.upsertSettings(trx, {
      ...current.row,
      ...values,
      ...(sms_templates !== undefined && { sms_templates: JSON.stringify(sms_templates) }),
      ...(wechat_templates !== undefined && {
        wechat_templates: JSON.stringify(wechat_templates),
      }),
      ...(handed_out_enabled !== undefined && {
        handed_out_enabled: handed_out_enabled ? 1 : 0,
      }),
      updated_at: noticeClock(ctx).now(),
    });
  });
  return settings(ctx);
}

/**
 * The hook of the pick-up area, in the transaction that marks a package prepared: the
 * ready notice now and the reminder `reminder_hours` before the code expires, as durable
 * jobs that exist exactly when the change does. Nothing when no channel is set up.
 */
export async function onPrepared(ctx: AppContext, trx: Db, code: PreparedCode, now: number) {
  const settings = await hookSettings(ctx, trx);
  if (settings.anyChannel('ready') && !(await notices.findNoticeOfKind(trx, code.id, 'ready')))
    await notices.insertNotice(trx, pendingNotice('ready', code, now, now));
  const hours = settings.row.reminder_hours;
  const remindAt = code.expires_at - hours * HOUR;
  // A package prepared inside the reminder window gets no reminder: the ready notice
  // tells the customer the same, just now.
  if (
    hours > 0 &&
    remindAt > now &&
    settings.anyChannel('reminder') &&
    !(await notices.findNoticeOfKind(trx, code.id, 'reminder'))
  )
    await notices.insertNotice(trx, pendingNotice('reminder', code, remindAt, now));
}

/**
 * The hook of the pick-up area, in the transaction of a hand-out (at the counter or an
 * accepted offline one): the handed-out receipt, when the shop turned it on and a channel
 * is set up for it. An earlier hand-out's receipt still waiting is dropped: one receipt per
 * package, about the hand-out that stands.
 */
export async function onHandedOut(ctx: AppContext, trx: Db, code: HandedOutCode, now: number) {
  const settings = await hookSettings(ctx, trx);
  if (settings.row.handed_out_enabled !== 1 || !settings.anyChannel('handed_out')) return;
  await notices.updatePendingSkipped(
    trx,
    code.id,
    'handed_out',
    storedMessage('timeline.handed_out_again'),
    now,
  );
  await notices.insertNotice(trx, pendingNotice('handed_out', code, now, now));
}

/** In the rollback's transaction: a receipt not sent yet is not sent (docs/NOTIFICATIONS.md). */
export async function onHandOutRolledBack(_ctx: AppContext, trx: Db, codeId: number, now: number) {
  await notices.updatePendingSkipped(
    trx,
    codeId,
    'handed_out',
    storedMessage('timeline.rolled_back_before_receipt'),
    now,
  );
}

type LockedCode = NonNullable<Awaited<ReturnType<typeof notices.findCodeLocked>>>;

/** Refuses a resend of a package that is not waiting: collected, cancelled, expired, not prepared. */
function refuseUnlessWaiting(code: LockedCode, now: number) {
  if (code.key_status === 'used')
    throw new ApiError(409, 'code_already_used', msg('notifications.collected'));
  if (code.key_status === 'canceled')
    throw new ApiError(409, 'code_canceled', msg('orders.cancelled'));
  if (code.key_status === 'expired' || code.expires_at <= now)
    throw new ApiError(409, 'code_expired', msg('notifications.code_expired'));
  if (code.stock_status !== 'prepared')
    throw new ApiError(400, 'invalid', msg('notifications.not_prepared'));
}

/** 409 `notice_too_soon` when the last ready notice is less than 10 minutes old. */
function refuseTooSoon(last: { created_at: number } | undefined, now: number) {
  if (!last || now - last.created_at >= RESEND_INTERVAL_MS) return;
  const retryAfter = Math.ceil((last.created_at + RESEND_INTERVAL_MS - now) / 1000);
  throw new ApiError(409, 'notice_too_soon', msg('notifications.too_soon', { n: retryAfter }), {
    params: { retry_after: retryAfter },
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * "Send the ready notice again" on a waiting package: at most once per 10 minutes per
 * code (409 `notice_too_soon` with `retry_after` seconds), decided under the code's lock.
 */
export async function resend(ctx: AppContext, actor: Actor, codeId: number) {
  const id = await ctx.database.transaction(async (trx) => {
    const now = noticeClock(ctx).now();
    const code = await notices.findCodeLocked(trx, codeId);
    if (!code) throw notFound(msg('notifications.code_not_found'));
    if (!isManager(actor) && actor.storeId !== code.offline_shop_id)
      throw notFound(msg('notifications.code_not_found'));
    refuseUnlessWaiting(code, now);
    const settings = await settingsOf(ctx, trx);
    if (!settings.anyChannel('ready'))
      throw new ApiError(400, 'invalid', msg('notifications.no_channel'));
    refuseTooSoon(await notices.findLatestReady(trx, codeId), now);
    return notices.insertNotice(trx, {
      ...pendingNotice('ready', { id: codeId, customer_id: code.customer_id }, now, now),
      resend: 1,
    });
  });
  return id;
}

/** "Send a test": one attempt now, in the request, with a sample package. */
export async function sendTest(
  ctx: AppContext,
  input: { channel: NotificationChannel; mobile?: string; openid?: string },
) {
  const now = noticeClock(ctx).now();
  const id = await ctx.database.transaction((trx) =>
    notices.insertNotice(trx, {
      kind: 'test',
      pick_up_code_id: null,
      customer_id: null,
      channel: input.channel,
      recipient: (input.channel === 'sms' ? input.mobile : input.openid) ?? null,
      status: 'pending',
      due_at: now,
      // Not due for the worker: this request makes its one attempt.
      next_attempt_at: null,
      claim_token: null,
      claimed_until: null,
      detail: null,
      finished_at: null,
      created_at: now,
      updated_at: now,
    }),
  );
  await attemptNow(ctx, id);
  return id;
}

/** How many notices a viewer may see (`query`'s filters). */
export async function count(ctx: AppContext, query: FilterValues, viewer: Actor) {
  const where = conditions(ctx, query, viewer, await ctx.timeZone());
  return notices.countNotices(ctx.database.db, where);
}

/** A page of the notices a viewer may see, each with its attempts. */
export async function list(
  ctx: AppContext,
  query: FilterValues,
  viewer: Actor,
  limit: number,
  offset: number,
) {
  const { db } = ctx.database;
  const rows = await notices.listNotices(
    db,
    conditions(ctx, query, viewer, await ctx.timeZone()),
    limit,
    offset,
  );
  const attempts = await notices.listAttempts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    attempts: attempts.filter((attempt) => attempt.notification_id === row.id),
  }));
}

/** One notice the viewer may see, with its attempts; 404 otherwise. */
export async function get(ctx: AppContext, id: number, viewer: Actor) {
  const { db } = ctx.database;
  const where = conditions(ctx, {}, viewer, await ctx.timeZone());
  where.push(sql<SqlBool>`notification.id = ${id}`);
  const rows = await notices.listNotices(db, where, 1, 0);
  if (rows.length === 0) throw notFound(msg('notifications.not_found'));
  return { row: rows[0]!, attempts: await notices.listAttempts(db, [id]) };
}

/** Notices sent and failed since the start of the shop's day (the dashboard). */
export async function summary(ctx: AppContext) {
  const zone = await ctx.timeZone();
  const since = DateTime.fromMillis(noticeClock(ctx).now(), { zone }).startOf('day').toMillis();
  const { sent, failed } = await notices.countFinishedSince(ctx.database.db, since);
  return { sent_today: sent, failed_today: failed };
}
