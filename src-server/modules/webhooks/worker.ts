import type { AppDatabase } from '../../db';
import { createOutboxPump, systemTimers, type OutboxTimers } from '../../db/outbox';
import type { Clock } from '../../lib/time';
import { BREAKER_PAUSE_MS, DEFAULT_RETRY_DELAY_MS, redeliver } from './attempts';
import { fanOutEvents } from './fan-out';
import type { WebhookRepository } from './repository';
import { claimDue, scheduleNext } from './scheduler';
import { DEFAULT_TIMEOUT_MS } from './sender';
import type { AttemptReport, WebhookWorkerContext } from './worker-context';

export { BREAKER_PAUSE_MS, BREAKER_TIMEOUTS, DEFAULT_RETRY_DELAY_MS } from './attempts';
export { DEFAULT_TIMEOUT_MS, EXCERPT_BYTES, webhookSignature, type AttemptOutcome } from './sender';
export type { AttemptReport } from './worker-context';

export const DEFAULT_CONCURRENCY = 8;
/**
 * docs/DESIGN.md §9: deliveries of one webhook sent at once. Small, so that receivers that never
 * answer hold few of the shared slots (with half each, two of them held all eight).
 */
export const PER_WEBHOOK_CONCURRENCY = 2;
/** A claim outlives its attempt by this much; past it, a dead process's attempt is made again. */
const LEASE_MARGIN_MS = 60_000;

/** Timer functions, injectable so tests can fire a retry by moving their clock. */
export type WebhookTimers = OutboxTimers;

export interface WebhookWorkerOptions {
  /** Times of attempts and retries (default: the app's clock). */
  clock?: Clock;
  /** How long a receiver has to answer (default 10 s). */
  timeoutMs?: number;
  /** Delay of the one retry after a failed first attempt (default 5 minutes). */
  retryDelayMs?: number;
  /** Schedules due retries; defaults to the global timers (unref'd). */
  timers?: WebhookTimers;
  /** Deliveries sent at once (default 8); one webhook gets at most 2 of them. */
  concurrency?: number;
  /** How long a webhook whose receiver keeps timing out is paused (default 5 minutes). */
  breakerPauseMs?: number;
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;

interface WebhookWorkerDeps {
  database: AppDatabase;
  repo: WebhookRepository;
  clock: Clock;
  options?: WebhookWorkerOptions;
}

/** One pass: new events become deliveries, due ones are sent, the next wake is set. */
async function pumpStep(ctx: WebhookWorkerContext) {
  await fanOutEvents(ctx, ctx.pump.isRunning);
  await claimDue(ctx);
  await scheduleNext(ctx);
}

function workerContext(deps: WebhookWorkerDeps): WebhookWorkerContext {
  const timeoutMs = deps.options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const concurrency = Math.max(1, deps.options?.concurrency ?? DEFAULT_CONCURRENCY);
  const ctx: WebhookWorkerContext = {
    database: deps.database,
    repo: deps.repo,
    clock: deps.options?.clock ?? deps.clock,
    timeoutMs,
    retryDelayMs: deps.options?.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    concurrency,
    // A slow receiver cannot take every slot: the other webhooks always have some.
    perWebhook: Math.min(PER_WEBHOOK_CONCURRENCY, concurrency),
    breakerPauseMs: deps.options?.breakerPauseMs ?? BREAKER_PAUSE_MS,
    leaseMs: timeoutMs + LEASE_MARGIN_MS,
    pump: createOutboxPump({
      database: deps.database,
      // The worker reads the outbox only after a commit that wrote an event.
      note: 'event',
      timers: deps.options?.timers ?? systemTimers,
      step: () => pumpStep(ctx),
    }),
    fanOut: { fannedUpTo: 0 },
    attemptListeners: new Set(),
    inFlight: new Map(),
    redeliveries: new Set(),
  };
  return ctx;
}

/**
 * Stops: no new attempt starts, attempts without an answer yet are cut off and left due
 * (sent again after a restart), and every write is done when this resolves.
 */
async function close(ctx: WebhookWorkerContext) {
  const { pump, inFlight, redeliveries } = ctx;
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
async function idle(ctx: WebhookWorkerContext) {
  while (ctx.pump.current() || ctx.inFlight.size > 0) {
    await Promise.all([
      ctx.pump.current(),
      ...[...ctx.inFlight.values()].map((entry) => entry.done),
    ]);
  }
}

/**
 * Delivers the outbox (docs/DESIGN.md §9). Each new event is fanned out, in a transaction, into one
 * delivery per webhook of its event (fan-out.ts); due deliveries are claimed with a conditional
 * update and sent concurrently (scheduler.ts, sender.ts). Every state lives in the database, so
 * several processes may run workers and nothing is lost across a restart: a claim whose process
 * died lapses and is sent again.
 */
export function createWebhookWorker(deps: WebhookWorkerDeps) {
  const ctx = workerContext(deps);
  return {
    /**
     * Starts delivering: right after every commit of this process that wrote an event (so it
     * goes out with no polling delay), when a retry falls due, and now, for what is left.
     */
    start: (log?: (error: unknown) => void) => ctx.pump.start(log),
    /** Wakes the worker (another process changed the data). */
    kick: () => ctx.pump.kick(),
    /** Calls `listener` after each attempt this process recorded (metrics, the log). */
    onAttempt(listener: (attempt: AttemptReport) => void) {
      ctx.attemptListeners.add(listener);
      return () => ctx.attemptListeners.delete(listener);
    },
    close: () => close(ctx),
    idle: () => idle(ctx),
    /** A new attempt of a delivery now, whatever its state, answered when it is recorded. */
    redeliver: (id: number) => redeliver(ctx, id),
  };
}
