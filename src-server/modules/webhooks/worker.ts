import { perContext, type AppContext } from '../../context';
import { createOutboxPump, systemTimers } from '../../db/outbox';
import { BREAKER_PAUSE_MS, DEFAULT_RETRY_DELAY_MS, redeliver as redeliverNow } from './attempts';
import { fanOutEvents } from './fan-out';
import { claimDue, scheduleNext } from './scheduler';
import { DEFAULT_TIMEOUT_MS } from './sender';
import type { AttemptReport, WebhookWorkerState } from './worker-state';

export { BREAKER_PAUSE_MS, BREAKER_TIMEOUTS, DEFAULT_RETRY_DELAY_MS } from './attempts';
export { DEFAULT_TIMEOUT_MS, EXCERPT_BYTES, webhookSignature, type AttemptOutcome } from './sender';
export type { AttemptReport } from './worker-state';
export type { WebhookTimers, WebhookWorkerOptions } from '../../options';

export const DEFAULT_CONCURRENCY = 8;
/**
 * docs/DESIGN.md §9: deliveries of one webhook sent at once. Small, so that receivers that never
 * answer hold few of the shared slots (with half each, two of them held all eight).
 */
export const PER_WEBHOOK_CONCURRENCY = 2;
/** A claim outlives its attempt by this much; past it, a dead process's attempt is made again. */
const LEASE_MARGIN_MS = 60_000;

/** One pass: new events become deliveries, due ones are sent, the next wake is set. */
async function pumpStep(worker: WebhookWorkerState) {
  await fanOutEvents(worker, worker.pump.isRunning);
  await claimDue(worker);
  await scheduleNext(worker);
}

/**
 * Delivers the outbox (docs/DESIGN.md §9). Each new event is fanned out, in a transaction, into one
 * delivery per webhook of its event (fan-out.ts); due deliveries are claimed with a conditional
 * update and sent concurrently (scheduler.ts, sender.ts). Every state lives in the database, so
 * several processes may run workers and nothing is lost across a restart: a claim whose process
 * died lapses and is sent again. One worker per app, its options from `ctx.options.webhooks`.
 */
const workerOf = perContext((ctx: AppContext): WebhookWorkerState => {
  const options = ctx.options.webhooks ?? {};
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const worker: WebhookWorkerState = {
    database: ctx.database,
    clock: options.clock ?? ctx.clock,
    timeoutMs,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    concurrency,
    // A slow receiver cannot take every slot: the other webhooks always have some.
    perWebhook: Math.min(PER_WEBHOOK_CONCURRENCY, concurrency),
    breakerPauseMs: options.breakerPauseMs ?? BREAKER_PAUSE_MS,
    leaseMs: timeoutMs + LEASE_MARGIN_MS,
    pump: createOutboxPump({
      database: ctx.database,
      // The worker reads the outbox only after a commit that wrote an event.
      note: 'event',
      timers: options.timers ?? systemTimers,
      step: () => pumpStep(worker),
    }),
    fanOut: { fannedUpTo: 0 },
    attemptListeners: new Set(),
    inFlight: new Map(),
    redeliveries: new Set(),
  };
  return worker;
});

/**
 * Starts delivering: right after every commit of this process that wrote an event (so it
 * goes out with no polling delay), when a retry falls due, and now, for what is left.
 */
export const startWorker = (ctx: AppContext, log?: (error: unknown) => void) =>
  workerOf(ctx).pump.start(log);

/** Wakes the worker (another process changed the data). */
export const kickWorker = (ctx: AppContext) => workerOf(ctx).pump.kick();

/** Calls `listener` after each attempt this process recorded (metrics, the log). */
export function onAttempt(ctx: AppContext, listener: (attempt: AttemptReport) => void) {
  const { attemptListeners } = workerOf(ctx);
  attemptListeners.add(listener);
  return () => attemptListeners.delete(listener);
}

/** A new attempt of a delivery now, whatever its state, answered when it is recorded. */
export const redeliver = (ctx: AppContext, id: number) => redeliverNow(workerOf(ctx), id);

/**
 * Stops: no new attempt starts, attempts without an answer yet are cut off and left due
 * (sent again after a restart), and every write is done when this resolves.
 */
export async function closeWorker(ctx: AppContext) {
  const { pump, inFlight, redeliveries } = workerOf(ctx);
  pump.halt();
  for (const entry of inFlight.values()) entry.stop.abort();
  for (const entry of redeliveries) entry.stop.abort();
  while (pump.current() || inFlight.size > 0 || redeliveries.size > 0) {
    await Promise.all([
      pump.current(),
      ...[...inFlight.values()].map((entry) => entry.done),
      ...[...redeliveries].map((entry) => entry.done.catch(() => {})),
    ]);
  }
  pump.clearTimer();
}

/** Resolves once nothing is being sent or processed (tests and demo tooling). */
export async function idle(ctx: AppContext) {
  const { pump, inFlight } = workerOf(ctx);
  while (pump.current() || inFlight.size > 0) {
    await Promise.all([pump.current(), ...[...inFlight.values()].map((entry) => entry.done)]);
  }
}
