import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../context';
import { retryAt } from '../../db/outbox';
import type { NotificationChannel } from '../../db/tables/notifications';
import { chooseChannel, excerpt, SAMPLE_FACTS, templateKindOf, type CodeFacts } from './compose';
import { deliverNotice, type DeliveryAnswer } from './deliver';
import { quietUntil } from './quiet-hours';
import * as notices from './repository';
import type { TemplateKind } from './schemas';
import { noticeClock, noticeEnv, readSettings, type NotificationSettings } from './settings';
import { storedMessage } from '../../lib/i18n';

/** Waits between the automatic attempts of a notice: 1 min, 5 min, 30 min; then `failed`. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;

type Notice = NonNullable<Awaited<ReturnType<typeof notices.findById>>>;
type Recipient = { mobile: string | null; openid: string | null; acceptsSms: boolean };
type FinishValues = Parameters<typeof notices.updateFinished>[3];

/** Why a notice about this package is no longer to be sent, or null. */
function outdated(
  kind: string,
  code: { key_status: string; stock_status: string; expires_at: number },
  now: number,
) {
  // A receipt is about a hand-out that stands; it does not expire with the key.
  if (kind === 'handed_out')
    return code.key_status === 'used' ? null : storedMessage('timeline.rolled_back_before_receipt');
  if (code.key_status === 'used') return storedMessage('notifications.collected_before');
  if (code.key_status === 'canceled') return storedMessage('orders.cancelled');
  if (code.key_status === 'expired' || code.expires_at <= now)
    return storedMessage('notifications.code_expired');
  if (kind === 'ready' && code.stock_status !== 'prepared')
    return storedMessage('notifications.no_longer_prepared');
  return null;
}

/**
 * What the notice says and to whom: a test's sample package and recipient, or the code's
 * current facts; `skip` when it is no longer to be sent, `holdUntil` in the quiet hours.
 */
async function audienceOf(
  ctx: AppContext,
  notice: Notice,
  settings: NotificationSettings,
  zone: string,
  now: number,
): Promise<{ skip: string } | { holdUntil: number } | { facts: CodeFacts; to: Recipient }> {
  if (notice.kind === 'test') {
    const to =
      notice.channel === 'sms'
        ? { mobile: notice.recipient, openid: null, acceptsSms: true }
        : { mobile: null, openid: notice.recipient, acceptsSms: false };
    return { facts: SAMPLE_FACTS, to };
  }
  const code =
    notice.pick_up_code_id === null
      ? undefined
      : await notices.findCodeFacts(ctx.database.db, notice.pick_up_code_id);
  if (!code) return { skip: storedMessage('notifications.code_gone') };
  const why = outdated(notice.kind, code, now);
  if (why) return { skip: why };
  // Quiet hours delay a notice, never drop it (docs/NOTIFICATIONS.md).
  const until = quietUntil(now, zone, settings.row.quiet_start, settings.row.quiet_end);
  if (until !== null) return { holdUntil: until };
  const to = {
    mobile: code.customer_mobile,
    openid: code.customer_openid,
    acceptsSms: code.customer_accepts_sms === 1,
  };
  return { facts: code, to };
}

/** The notice's own channel if set up, else the one the settings choose; or why none. */
function channelOf(
  notice: Notice,
  settings: NotificationSettings,
  kind: TemplateKind,
  to: Recipient,
): { channel: NotificationChannel } | { skip: string } {
  const channel = notice.channel;
  if (channel === null) return chooseChannel(settings, kind, to);
  if (channel === 'sms' ? !settings.smsReady(kind) : !settings.wechatReady(kind))
    return {
      skip: storedMessage(
        channel === 'sms' ? 'notifications.sms_not_set_up' : 'notifications.wechat_not_set_up',
      ),
    };
  return { channel };
}

/** Writes the attempt's outcome under the claim, and its log line if the claim still held. */
async function recordAttempt(
  ctx: AppContext,
  claim: { id: number; token: string },
  notice: Notice,
  attempt: { channel: NotificationChannel; now: number; started: number; answer: DeliveryAnswer },
) {
  // The waits between automatic attempts; one more attempt than waits.
  const delays = ctx.options.notifications?.retryDelaysMs ?? RETRY_DELAYS_MS;
  const { id, token } = claim;
  const { channel, now, started, answer } = attempt;
  const attempts = notice.attempts + 1;
  const doneAt = noticeClock(ctx).now();
  // A test has its one attempt; a notice is retried with back-off, then `failed`.
  const retry =
    answer.succeeded || notice.kind === 'test' ? null : retryAt(attempts, delays, doneAt);
  await ctx.database.transaction(async (trx) => {
    const still = await notices.updateFinished(trx, id, token, {
      channel,
      attempts,
      status: answer.succeeded ? 'sent' : retry === null ? 'failed' : 'pending',
      next_attempt_at: retry,
      finished_at: retry === null ? doneAt : null,
      detail: null,
      updated_at: doneAt,
    });
    if (!still) return;
    await notices.insertAttempt(trx, {
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

/** One attempt of a notice this process claimed; the outcome is written under the claim. */
export async function attemptClaimed(ctx: AppContext, id: number, token: string) {
  const { db } = ctx.database;
  const clock = noticeClock(ctx);
  const notice = await notices.findById(db, id);
  if (!notice) return;
  const now = clock.now();
  const finish = (values: FinishValues) =>
    ctx.database.transaction((trx) =>
      notices.updateFinished(trx, id, token, { ...values, updated_at: clock.now() }),
    );
  const skip = (detail: string) =>
    finish({ status: 'skipped', detail, finished_at: now, next_attempt_at: null });
  const [zone, shop, stored] = await Promise.all([
    ctx.timeZone(),
    notices.findShopIdentity(db),
    notices.findSettings(db),
  ]);
  const settings = readSettings(stored, noticeEnv(ctx));
  const kind = templateKindOf(notice.kind);
  const audience = await audienceOf(ctx, notice, settings, zone, now);
  if ('skip' in audience) return skip(audience.skip);
  if ('holdUntil' in audience)
    return finish({
      next_attempt_at: audience.holdUntil,
      detail: storedMessage('notifications.quiet_hours'),
    });
  const { facts, to } = audience;
  const chosen = channelOf(notice, settings, kind, to);
  if ('skip' in chosen) return skip(chosen.skip);
  const { channel } = chosen;
  const started = performance.now();
  const answer = await deliverNotice(ctx, channel, {
    settings,
    kind,
    to,
    facts,
    zone,
    domain: shop?.domain ?? '',
  });
  await recordAttempt(ctx, { id, token }, notice, { channel, now, started, answer });
}
