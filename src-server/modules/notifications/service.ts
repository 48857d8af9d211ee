import { DateTime } from 'luxon';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppDatabase, Db } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import { isManager, type Actor } from '../../http/auth';
import type { FilterValues } from '../../http/filters';
import type { Clock } from '../../lib/time';
import type { Insertable } from 'kysely';
import type {
  NotificationChannel,
  NotificationKind,
  NotificationTable,
} from '../../db/tables/notifications';
import type { NotificationRepository } from './repository';
import { notificationFilters, type SettingsPatch } from './schemas';
import { readSettings, type NotificationEnv } from './settings';
import type { NotificationWorker } from './worker';

/** A ready notice is sent again by hand at most this often per code (docs/NOTIFICATIONS.md). */
export const RESEND_INTERVAL_MS = 10 * 60_000;
const HOUR = 60 * 60_000;

import type { HandedOutCode, PreparedCode } from '../../plugins';

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

export type NotificationService = ReturnType<typeof createNotificationService>;

interface NotificationServiceDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  repo: NotificationRepository;
  env: NotificationEnv;
  worker: NotificationWorker;
}

const settingsOf = async (deps: NotificationServiceDeps, handle: Db) =>
  readSettings(await deps.repo.findSettings(handle), deps.env);
type Settings = Awaited<ReturnType<typeof settingsOf>>;

// The hooks run in every hand-out's and preparation's transaction: they read the settings from
// a short cache, as the shop's settings are read (modules/shops/service.ts), rather than with a
// round trip each (docs/PERFORMANCE.md, "Statements per request"). A save in this process
// clears it; one in another process (the CLI, a second server) counts within a second.
const HOOK_SETTINGS_TTL_MS = 1000;

/** The settings the hooks read: from the database at most once per `HOOK_SETTINGS_TTL_MS`. */
function hookSettings(deps: NotificationServiceDeps) {
  let cached: { settings: Settings; at: number } | null = null;
  return {
    async get(handle: Db) {
      const now = deps.clock.now();
      if (cached && now >= cached.at && now - cached.at < HOOK_SETTINGS_TTL_MS)
        return cached.settings;
      const settings = await settingsOf(deps, handle);
      cached = { settings, at: now };
      return settings;
    },
    clear() {
      cached = null;
    },
  };
}
type HookSettings = ReturnType<typeof hookSettings>;

function conditions(
  deps: NotificationServiceDeps,
  query: FilterValues,
  viewer: Actor,
  zone: string,
) {
  const where: Expression<SqlBool>[] = notificationFilters.conditions(query, {
    timeZone: zone,
    now: deps.clock.now(),
  });
  // Staff see the notices of their store's packages; test notices are the manager's.
  if (!isManager(viewer))
    where.push(sql<SqlBool>`pick_up_code.offline_shop_id = ${viewer.offlineShopId ?? -1}`);
  return where;
}

async function updateSettings(deps: NotificationServiceDeps, patch: SettingsPatch) {
  const { sms_templates, wechat_templates, handed_out_enabled, ...fields } = patch;
  const values = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  await deps.database.transaction(async (trx) => {
    const current = await settingsOf(deps, trx);
    await deps.repo.saveSettings(trx, {
      ...current.row,
      ...values,
      ...(sms_templates !== undefined && { sms_templates: JSON.stringify(sms_templates) }),
      ...(wechat_templates !== undefined && {
        wechat_templates: JSON.stringify(wechat_templates),
      }),
      ...(handed_out_enabled !== undefined && {
        handed_out_enabled: handed_out_enabled ? 1 : 0,
      }),
      updated_at: deps.clock.now(),
    });
  });
  return (await settingsOf(deps, deps.database.db)).view();
}

/**
 * The hook of the pick-up area, in the transaction that marks a package prepared: the
 * ready notice now and the reminder `reminder_hours` before the code expires, as durable
 * jobs that exist exactly when the change does. Nothing when no channel is set up.
 */
async function onPrepared(
  deps: NotificationServiceDeps,
  hook: HookSettings,
  trx: Db,
  code: PreparedCode,
  now: number,
) {
  const { repo } = deps;
  const settings = await hook.get(trx);
  if (settings.anyChannel('ready') && !(await repo.hasNotice(trx, code.id, 'ready')))
    await repo.insert(trx, pendingNotice('ready', code, now, now));
  const hours = settings.row.reminder_hours;
  const remindAt = code.expires_at - hours * HOUR;
  // A package prepared inside the reminder window gets no reminder: the ready notice
  // tells the customer the same, just now.
  if (
    hours > 0 &&
    remindAt > now &&
    settings.anyChannel('reminder') &&
    !(await repo.hasNotice(trx, code.id, 'reminder'))
  )
    await repo.insert(trx, pendingNotice('reminder', code, remindAt, now));
}

/**
 * The hook of the pick-up area, in the transaction of a hand-out (at the counter or an
 * accepted offline one): the handed-out receipt, when the shop turned it on and a channel
 * is set up for it. An earlier hand-out's receipt still waiting is dropped: one receipt per
 * package, about the hand-out that stands.
 */
async function onHandedOut(
  deps: NotificationServiceDeps,
  hook: HookSettings,
  trx: Db,
  code: HandedOutCode,
  now: number,
) {
  const settings = await hook.get(trx);
  if (settings.row.handed_out_enabled !== 1 || !settings.anyChannel('handed_out')) return;
  await deps.repo.skipPending(
    trx,
    code.id,
    'handed_out',
    'The package was handed out again; the later hand-out has its own receipt.',
    now,
  );
  await deps.repo.insert(trx, pendingNotice('handed_out', code, now, now));
}

/** In the rollback's transaction: a receipt not sent yet is not sent (docs/NOTIFICATIONS.md). */
async function onHandOutRolledBack(
  deps: NotificationServiceDeps,
  trx: Db,
  codeId: number,
  now: number,
) {
  await deps.repo.skipPending(
    trx,
    codeId,
    'handed_out',
    'The hand-out was rolled back before the receipt went out.',
    now,
  );
}

type LockedCode = NonNullable<Awaited<ReturnType<NotificationRepository['lockCode']>>>;

/** Refuses a resend of a package that is not waiting: collected, cancelled, expired, not prepared. */
function refuseUnlessWaiting(code: LockedCode, now: number) {
  if (code.key_status === 'used')
    throw new ApiError(409, 'code_already_used', 'The package has been collected.');
  if (code.key_status === 'canceled')
    throw new ApiError(409, 'code_canceled', 'The order was cancelled.');
  if (code.key_status === 'expired' || code.expires_at <= now)
    throw new ApiError(409, 'code_expired', 'The pick-up code has expired.');
  if (code.stock_status !== 'prepared')
    throw new ApiError(
      400,
      'invalid',
      'The package is not prepared yet: only a waiting package gets the ready notice.',
    );
}

/** 409 `notice_too_soon` when the last ready notice is less than 10 minutes old. */
function refuseTooSoon(last: { created_at: number } | undefined, now: number) {
  if (!last || now - last.created_at >= RESEND_INTERVAL_MS) return;
  const retryAfter = Math.ceil((last.created_at + RESEND_INTERVAL_MS - now) / 1000);
  throw new ApiError(
    409,
    'notice_too_soon',
    `The ready notice of this package was sent less than 10 minutes ago; try again in ${retryAfter} s.`,
    { params: { retry_after: retryAfter }, headers: { 'Retry-After': String(retryAfter) } },
  );
}

/**
 * "Send the ready notice again" on a waiting package: at most once per 10 minutes per
 * code (409 `notice_too_soon` with `retry_after` seconds), decided under the code's lock.
 */
async function resend(deps: NotificationServiceDeps, actor: Actor, codeId: number) {
  const { repo } = deps;
  const id = await deps.database.transaction(async (trx) => {
    const now = deps.clock.now();
    const code = await repo.lockCode(trx, codeId);
    if (!code) throw notFound('No pick-up code with this id.');
    if (!isManager(actor) && actor.offlineShopId !== code.offline_shop_id)
      throw notFound('No pick-up code with this id.');
    refuseUnlessWaiting(code, now);
    const settings = await settingsOf(deps, trx);
    if (!settings.anyChannel('ready'))
      throw new ApiError(
        400,
        'invalid',
        'No notice channel is set up: configure SMS or WeChat in the notification settings.',
      );
    refuseTooSoon(await repo.latestReady(trx, codeId), now);
    return repo.insert(trx, {
      ...pendingNotice('ready', { id: codeId, customer_id: code.customer_id }, now, now),
      resend: 1,
    });
  });
  return id;
}

/** "Send a test": one attempt now, in the request, with a sample package. */
async function sendTest(
  deps: NotificationServiceDeps,
  input: { channel: NotificationChannel; mobile?: string; openid?: string },
) {
  const now = deps.clock.now();
  const id = await deps.database.transaction((trx) =>
    deps.repo.insert(trx, {
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
  await deps.worker.attemptNow(id);
  return id;
}

async function listNotices(
  deps: NotificationServiceDeps,
  query: FilterValues,
  viewer: Actor,
  limit: number,
  offset: number,
) {
  const { repo } = deps;
  const { db } = deps.database;
  const rows = await repo.list(
    db,
    conditions(deps, query, viewer, await deps.timeZone()),
    limit,
    offset,
  );
  const attempts = await repo.attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    attempts: attempts.filter((attempt) => attempt.notification_id === row.id),
  }));
}

async function getNotice(deps: NotificationServiceDeps, id: number, viewer: Actor) {
  const { db } = deps.database;
  const where = conditions(deps, {}, viewer, await deps.timeZone());
  where.push(sql<SqlBool>`notification.id = ${id}`);
  const rows = await deps.repo.list(db, where, 1, 0);
  if (rows.length === 0) throw notFound('No notification with this id.');
  return { row: rows[0]!, attempts: await deps.repo.attemptsOf(db, [id]) };
}

/** Notices sent and failed since the start of the shop's day (the dashboard). */
async function summary(deps: NotificationServiceDeps) {
  const zone = await deps.timeZone();
  const since = DateTime.fromMillis(deps.clock.now(), { zone }).startOf('day').toMillis();
  const { sent, failed } = await deps.repo.finishedSince(deps.database.db, since);
  return { sent_today: sent, failed_today: failed };
}

export function createNotificationService(deps: NotificationServiceDeps) {
  const { db } = deps.database;
  const hook = hookSettings(deps);
  return {
    settings: async () => (await settingsOf(deps, db)).view(),
    async updateSettings(patch: SettingsPatch) {
      try {
        return await updateSettings(deps, patch);
      } finally {
        hook.clear();
      }
    },
    onPrepared: (trx: Db, code: PreparedCode, now: number) =>
      onPrepared(deps, hook, trx, code, now),
    onHandedOut: (trx: Db, code: HandedOutCode, now: number) =>
      onHandedOut(deps, hook, trx, code, now),
    onHandOutRolledBack: (trx: Db, codeId: number, now: number) =>
      onHandOutRolledBack(deps, trx, codeId, now),
    resend: (actor: Actor, codeId: number) => resend(deps, actor, codeId),
    sendTest: (input: { channel: NotificationChannel; mobile?: string; openid?: string }) =>
      sendTest(deps, input),
    count: async (query: FilterValues, viewer: Actor) =>
      deps.repo.count(db, conditions(deps, query, viewer, await deps.timeZone())),
    list: (query: FilterValues, viewer: Actor, limit: number, offset: number) =>
      listNotices(deps, query, viewer, limit, offset),
    get: (id: number, viewer: Actor) => getNotice(deps, id, viewer),
    summary: () => summary(deps),
  };
}
