import { retryAt } from '../../db/outbox';
import { ApiError, notFound } from '../../http/errors';
import type { AttemptKind, DeliveryStatus } from '../../db/tables/webhooks';
import { sendDelivery, STOPPED, type AttemptOutcome } from './sender';
import * as repo from './repository';
import type { AttemptReport, WebhookWorkerState } from './worker-state';
import { msg } from '../../lib/i18n';

/** docs/SPECIFICATION.md §6: a receiver that does not answer in time gets one retry, 5 minutes later. */
export const DEFAULT_RETRY_DELAY_MS = 5 * 60 * 1000;
/** The circuit breaker: this many timeouts in a row pause a webhook … */
export const BREAKER_TIMEOUTS = 3;
/** … for this long; then its deliveries are tried again. */
export const BREAKER_PAUSE_MS = 5 * 60 * 1000;

function reportOf(deliveryId: number, kind: AttemptKind, outcome: AttemptOutcome): AttemptReport {
  return {
    deliveryId,
    kind,
    outcome: outcome.succeeded
      ? 'succeeded'
      : outcome.timed_out
        ? 'timeout'
        : outcome.status_code === null
          ? 'network_error'
          : 'http_error',
    statusCode: outcome.status_code,
  };
}

function announce(worker: WebhookWorkerState, attempt: AttemptReport) {
  for (const listener of worker.attemptListeners) listener(attempt);
}

function attemptValues(deliveryId: number, kind: AttemptKind, outcome: AttemptOutcome) {
  return {
    delivery_id: deliveryId,
    kind,
    attempted_at: outcome.attempted_at,
    duration_ms: outcome.duration_ms,
    status_code: outcome.status_code,
    succeeded: outcome.succeeded ? 1 : 0,
    error: outcome.error,
    response_excerpt: outcome.response_excerpt,
  };
}

/**
 * Records an automatic attempt under its claim: the breaker's count, the log line and the
 * delivery's new state. The kind recorded, or null when the delivery is gone.
 */
async function recordClaimed(
  worker: WebhookWorkerState,
  id: number,
  token: string,
  outcome: AttemptOutcome,
) {
  const { clock } = worker;
  let kind: AttemptKind | null = null;
  await worker.database.transaction(async (trx) => {
    kind = null;
    const current = await repo.findDelivery(trx, id);
    if (!current) return;
    // The circuit breaker: a receiver that keeps timing out is paused, not waited for.
    await repo.updateReceiverHealth(
      trx,
      current.webhook_id,
      outcome.timed_out,
      BREAKER_TIMEOUTS,
      clock.now() + worker.breakerPauseMs,
    );
    const autoAttempts = current.auto_attempts + 1;
    kind = autoAttempts === 1 ? 'initial' : 'retry';
    await repo.insertAttempt(trx, attemptValues(id, kind, outcome));
    const now = clock.now();
    // The first attempt and the one retry; then the delivery is `failed`.
    const retry = outcome.succeeded ? null : retryAt(autoAttempts, [worker.retryDelayMs], now);
    const status: DeliveryStatus = outcome.succeeded
      ? 'succeeded'
      : retry === null
        ? 'failed'
        : 'pending';
    await repo.updateDeliveryFinished(trx, id, token, {
      status,
      auto_attempts: autoAttempts,
      next_attempt_at: retry,
      updated_at: now,
    });
  });
  return kind as AttemptKind | null;
}

/** Sends a delivery this process has claimed and records the attempt and the new state. */
export async function attemptClaimed(
  worker: WebhookWorkerState,
  id: number,
  token: string,
  stop: AbortSignal,
) {
  const { database } = worker;
  const delivery = await repo.findSendable(database.db, id);
  const shop = await repo.findShopIdentity(database.db);
  // Gone with its webhook; or no shop yet, which cannot send: give the claim back.
  if (!delivery || !shop) {
    await database.transaction((trx) => repo.updateDeliveryReleased(trx, id, token));
    return;
  }
  const outcome = await sendDelivery(worker, delivery, shop, stop);
  if (outcome === STOPPED) {
    // Shut down before an answer: sent again after the restart, not counted as an attempt.
    await database.transaction((trx) => repo.updateDeliveryReleased(trx, id, token));
    return;
  }
  const kind = await recordClaimed(worker, id, token, outcome);
  if (kind) announce(worker, reportOf(id, kind, outcome));
}

/** Records a redelivery's attempt; false when the delivery is gone. */
async function recordRedelivery(worker: WebhookWorkerState, id: number, result: AttemptOutcome) {
  const { clock } = worker;
  let recorded = false;
  await worker.database.transaction(async (trx) => {
    recorded = false;
    const current = await repo.findDelivery(trx, id);
    if (!current) return;
    await repo.insertAttempt(trx, attemptValues(id, 'redelivery', result));
    recorded = true;
    const now = clock.now();
    if (result.succeeded)
      await repo.updateDelivery(trx, id, {
        status: 'succeeded',
        next_attempt_at: null,
        updated_at: now,
      });
    else
      await repo.updateDelivery(trx, id, {
        status: current.status === 'pending' ? 'pending' : 'failed',
        updated_at: now,
      });
  });
  return recorded;
}

/**
 * A new attempt of a delivery now, whatever its state, answered when it is recorded.
 * Success makes it `succeeded` (and cancels a pending retry); a failure makes it `failed`
 * unless its automatic retry is still to come.
 */
export async function redeliver(worker: WebhookWorkerState, id: number) {
  const { database } = worker;
  const delivery = await repo.findSendable(database.db, id);
  if (!delivery) throw notFound(msg('webhooks.delivery_not_found'));
  const shop = await repo.findShopIdentity(database.db);
  if (!shop || !worker.pump.isRunning())
    throw new ApiError(503, 'unavailable', msg('webhooks.not_running'));
  const stop = new AbortController();
  const entry = { stop, done: sendDelivery(worker, delivery, shop, stop.signal) };
  worker.redeliveries.add(entry);
  let outcome: Awaited<typeof entry.done>;
  try {
    outcome = await entry.done;
  } finally {
    worker.redeliveries.delete(entry);
  }
  if (outcome === STOPPED) throw new ApiError(503, 'unavailable', msg('webhooks.shutting_down'));
  if (await recordRedelivery(worker, id, outcome))
    announce(worker, reportOf(id, 'redelivery', outcome));
}
