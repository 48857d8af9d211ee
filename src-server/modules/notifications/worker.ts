import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AppDatabase } from '../../db';
import type { Clock } from '../../lib/time';
import type { NotificationChannel } from '../../db/tables/notifications';
import {
  chooseChannel,
  defaultSmsParams,
  defaultWechatData,
  excerpt,
  fill,
  pickUpLink,
  placeholderValues,
  SAMPLE_FACTS,
  templateKindOf,
  type CodeFacts,
} from './compose';
import { quietUntil } from './quiet-hours';
import type { NotificationRepository } from './repository';
import { readSettings, type NotificationEnv, type NotificationSettings } from './settings';
import { sendSms, type ProviderAnswer } from './sms-client';
import { sendSubscribeMessage } from './wechat-client';

/** Waits between the automatic attempts of a notice: 1 min, 5 min, 30 min; then `failed`. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;
/** A claim outlives the providers' 10 s timeouts by this much; past it another process retries. */
const LEASE_MS = 60_000;
const BATCH = 8;
const RECHECK_MS = 1000;
const MAX_TIMER_MS = 60 * 60 * 1000;
/** The mini program page a WeChat notice opens (the shop may set its own). */
export const DEFAULT_WECHAT_PAGE = 'pages/pickup/index';

export interface NotificationTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface NotificationWorkerOptions {
  /** Times of attempts, reminders and quiet hours (default: the app's clock). */
  clock?: Clock;
  timers?: NotificationTimers;
  retryDelaysMs?: readonly number[];
}

const systemTimers: NotificationTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The authorized mini program's API base and access token (the social area's). */
export type AuthorizerAccess = (
  appid: string,
  renew?: boolean,
) => Promise<{ apiBase: string; accessToken: string }>;

/** WeChat's answers for an access token it no longer takes: renewed once, then sent again. */
const STALE_TOKEN = /"errcode":\s*(40001|40014|42001)\b/;

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;

/**
 * Sends the notices (docs/NOTIFICATIONS.md), as the webhook worker delivers events: every
 * state lives in the notice's row, an attempt is claimed with a conditional update (one
 * process sends it), each attempt is logged, a failure is retried with back-off.
 */
export function createNotificationWorker(deps: {
  database: AppDatabase;
  repo: NotificationRepository;
  clock: Clock;
  timeZone: () => Promise<string>;
  env: NotificationEnv;
  publicUrl?: string;
  authorizerAccess: AuthorizerAccess;
  options?: NotificationWorkerOptions;
}) {
  const { database, repo, timeZone, env } = deps;
  const { db } = database;
  const clock = deps.options?.clock ?? deps.clock;
  const timers = deps.options?.timers ?? systemTimers;
  const delays = deps.options?.retryDelaysMs ?? RETRY_DELAYS_MS;
  const maxAttempts = delays.length + 1;

  let running = false;
  let report: (error: unknown) => void = () => {};
  let unsubscribe: (() => void) | null = null;
  let pumping: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;

  async function deliver(
    channel: NotificationChannel,
    settings: NotificationSettings,
    kind: ReturnType<typeof templateKindOf>,
    to: { mobile: string | null; openid: string | null },
    facts: CodeFacts,
    zone: string,
    domain: string,
  ): Promise<ProviderAnswer & { secrets: string[] }> {
    const link = pickUpLink(
      settings.row.link_base ?? deps.publicUrl ?? null,
      facts.order_token,
      domain,
    );
    const values = placeholderValues(facts, zone, link);
    if (channel === 'sms') {
      const config = settings.smsConfig!;
      const template = settings.sms[kind]!;
      const answer = await sendSms(config, {
        mobile: to.mobile!,
        templateCode: template.template_code,
        params: fill(template.params ?? defaultSmsParams(kind), values),
      });
      return { ...answer, secrets: [config.accessKeySecret] };
    }
    const template = settings.wechat[kind]!;
    let access: { apiBase: string; accessToken: string };
    try {
      access = await deps.authorizerAccess(settings.row.wechat_authorizer_appid!);
    } catch (error) {
      return { succeeded: false, answer: (error as Error).message, secrets: [] };
    }
    const page = `${settings.row.wechat_page ?? DEFAULT_WECHAT_PAGE}?order_token=${encodeURIComponent(facts.order_token)}&shop=${encodeURIComponent(domain)}`;
    const message = {
      touser: to.openid!,
      templateId: template.template_id,
      page,
      data: fill(template.data ?? defaultWechatData(kind), values),
    };
    const appid = settings.row.wechat_authorizer_appid!;
    let answer = await sendSubscribeMessage(access, message);
    const secrets = [access.accessToken];
    if (!answer.succeeded && STALE_TOKEN.test(answer.answer)) {
      try {
        access = await deps.authorizerAccess(appid, true);
      } catch (error) {
        return { succeeded: false, answer: (error as Error).message, secrets };
      }
      secrets.push(access.accessToken);
      answer = await sendSubscribeMessage(access, message);
    }
    return { ...answer, secrets };
  }

  /** Why a notice about this package is no longer to be sent, or null. */
  function outdated(
    kind: string,
    code: { key_status: string; stock_status: string; expires_at: number },
    now: number,
  ) {
    // A receipt is about a hand-out that stands; it does not expire with the key.
    if (kind === 'handed_out')
      return code.key_status === 'used'
        ? null
        : 'The hand-out was rolled back before the receipt went out.';
    if (code.key_status === 'used') return 'The package was collected before the notice went out.';
    if (code.key_status === 'canceled') return 'The order was cancelled.';
    if (code.key_status === 'expired' || code.expires_at <= now)
      return 'The pick-up code has expired.';
    if (kind === 'ready' && code.stock_status !== 'prepared')
      return 'The package is no longer marked prepared.';
    return null;
  }

  /** One attempt of a notice this process claimed; the outcome is written under the claim. */
  async function attemptClaimed(id: number, token: string) {
    const notice = await repo.findById(db, id);
    if (!notice) return;
    const now = clock.now();
    const finish = (values: Parameters<NotificationRepository['finishClaimed']>[3]) =>
      database.transaction((trx) =>
        repo.finishClaimed(trx, id, token, { ...values, updated_at: clock.now() }),
      );
    const skip = (detail: string) =>
      finish({ status: 'skipped', detail, finished_at: now, next_attempt_at: null });
    const [zone, shop, stored] = await Promise.all([
      timeZone(),
      repo.shopIdentity(db),
      repo.findSettings(db),
    ]);
    const settings = readSettings(stored, env);
    const kind = templateKindOf(notice.kind);
    let facts = SAMPLE_FACTS;
    let to = { mobile: null as string | null, openid: null as string | null, acceptsSms: true };
    if (notice.kind === 'test') {
      to =
        notice.channel === 'sms'
          ? { mobile: notice.recipient, openid: null, acceptsSms: true }
          : { mobile: null, openid: notice.recipient, acceptsSms: false };
    } else {
      const code =
        notice.pick_up_code_id === null
          ? undefined
          : await repo.codeContext(db, notice.pick_up_code_id);
      if (!code) return skip('The pick-up code no longer exists.');
      const why = outdated(notice.kind, code, now);
      if (why) return skip(why);
      // Quiet hours delay a notice, never drop it (docs/NOTIFICATIONS.md).
      const until = quietUntil(now, zone, settings.row.quiet_start, settings.row.quiet_end);
      if (until !== null)
        return finish({ next_attempt_at: until, detail: 'Held back by the quiet hours.' });
      facts = code;
      to = {
        mobile: code.customer_mobile,
        openid: code.customer_openid,
        acceptsSms: code.customer_accepts_sms === 1,
      };
    }
    let channel = notice.channel;
    if (channel === null) {
      const chosen = chooseChannel(settings, kind, to);
      if ('skip' in chosen) return skip(chosen.skip);
      channel = chosen.channel;
    } else if (channel === 'sms' ? !settings.smsReady(kind) : !settings.wechatReady(kind)) {
      return skip(
        `The ${channel === 'sms' ? 'SMS' : 'WeChat'} channel is not set up for this notice.`,
      );
    }
    const started = performance.now();
    const answer = await deliver(channel, settings, kind, to, facts, zone, shop?.domain ?? '');
    const attempts = notice.attempts + 1;
    const finalAttempt = notice.kind === 'test' || attempts >= maxAttempts;
    const doneAt = clock.now();
    await database.transaction(async (trx) => {
      const still = await repo.finishClaimed(trx, id, token, {
        channel,
        attempts,
        status: answer.succeeded ? 'sent' : finalAttempt ? 'failed' : 'pending',
        next_attempt_at: answer.succeeded || finalAttempt ? null : doneAt + delays[attempts - 1]!,
        finished_at: answer.succeeded || finalAttempt ? doneAt : null,
        detail: null,
        updated_at: doneAt,
      });
      if (!still) return;
      await repo.insertAttempt(trx, {
        notification_id: id,
        channel,
        attempted_at: now,
        duration_ms: Math.round(performance.now() - started),
        succeeded: answer.succeeded ? 1 : 0,
        response_excerpt: excerpt(answer.answer, answer.secrets),
        error: answer.succeeded
          ? null
          : `The ${channel === 'sms' ? 'SMS service' : 'WeChat platform'} did not accept the notice.`,
      });
    });
  }

  async function claimAndSend(id: number) {
    const token = randomUUID();
    const now = clock.now();
    const claimed = await database.transaction((trx) =>
      repo.claim(trx, id, token, now, now + LEASE_MS),
    );
    if (claimed) await attemptClaimed(id, token);
  }

  async function pumpOnce() {
    try {
      for (;;) {
        if (!running) return;
        const ids = await repo.dueIds(db, clock.now(), BATCH);
        if (ids.length === 0) break;
        await Promise.all(ids.map((id) => claimAndSend(id).catch(report)));
        if (ids.length < BATCH) break;
      }
      await scheduleNext();
    } catch (error) {
      report(error);
      if (running && timer === null)
        timer = timers.setTimeout(() => {
          timer = null;
          kick();
        }, RECHECK_MS);
    }
  }

  async function scheduleNext() {
    const next = await repo.nextDueAt(db);
    if (!running) return;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (next === null) return;
    const delay = Math.max(next - clock.now(), RECHECK_MS);
    timer = timers.setTimeout(
      () => {
        timer = null;
        kick();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  function kick() {
    if (!running) return;
    again = true;
    if (pumping) return;
    pumping = (async () => {
      while (again && running) {
        again = false;
        await pumpOnce();
      }
    })().finally(() => {
      pumping = null;
      if (again && running) kick();
    });
  }

  return {
    start(log?: (error: unknown) => void) {
      if (running) return;
      running = true;
      if (log) report = log;
      // Only a commit that queued a notice changes what the worker reads; its own writes and
      // its timer wake it for the rest.
      unsubscribe = database.onCommit((notes) => {
        if (notes.has('notice')) kick();
      });
      kick();
    },
    kick,
    /** A notice not left to the worker (a test): claimed and attempted now, in the request. */
    async attemptNow(id: number) {
      const token = randomUUID();
      const now = clock.now();
      const claimed = await database.transaction((trx) =>
        repo.claimNow(trx, id, token, now + LEASE_MS),
      );
      if (claimed) await attemptClaimed(id, token);
    },
    async close() {
      running = false;
      unsubscribe?.();
      unsubscribe = null;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      while (pumping) await pumping;
    },
    /** Resolves once nothing is being sent (tests). */
    async idle() {
      while (pumping) await pumping;
    },
  };
}
