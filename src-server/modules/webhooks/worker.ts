import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fetch } from 'undici';
import type { AppDatabase } from '../../db';
import { ApiError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/time';
import type { SendableDelivery, WebhookRepository } from './repository';
import { literalTargetProblem, PrivateTargetError, publicTargetsOnly } from './targets';
import type { AttemptKind, DeliveryStatus } from '../../db/tables/webhooks';

/** docs/SPECIFICATION.md §6: the receiver must answer within 10 seconds … */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** … otherwise the notification is retried once, 5 minutes later. */
export const DEFAULT_RETRY_DELAY_MS = 5 * 60 * 1000;
/** The first attempt and the one retry; then the delivery is `failed`. */
export const AUTOMATIC_ATTEMPTS = 2;
export const DEFAULT_CONCURRENCY = 8;
/**
 * docs/DESIGN.md §9: deliveries of one webhook sent at once. Small, so that receivers that never
 * answer hold few of the shared slots (with half each, two of them held all eight).
 */
export const PER_WEBHOOK_CONCURRENCY = 2;
/** The circuit breaker: this many timeouts in a row pause a webhook … */
export const BREAKER_TIMEOUTS = 3;
/** … for this long; then its deliveries are tried again. */
export const BREAKER_PAUSE_MS = 5 * 60 * 1000;
/** How much of the answer's body the log keeps. */
export const EXCERPT_BYTES = 500;
const FANOUT_BATCH = 100;
/** A claim outlives its attempt by this much; past it, a dead process's attempt is made again. */
const LEASE_MARGIN_MS = 60_000;
/** When work is due but was not claimable (another process holds it), look again after this. */
const RECHECK_MS = 1000;
/** setTimeout's limit is 2^31-1 ms; a far retry is looked at again before that. */
const MAX_TIMER_MS = 60 * 60 * 1000;

/** Timer functions, injectable so tests can fire a retry by moving their clock. */
export interface WebhookTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

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

const systemTimers: WebhookTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** `X-Service-Sha256`: upper-case hex SHA-256 of the body bytes followed by the secret's. */
export function webhookSignature(body: Uint8Array, secret: string): string {
  return createHash('sha256')
    .update(body)
    .update(Buffer.from(secret, 'utf8'))
    .digest('hex')
    .toUpperCase();
}

interface ShopIdentity {
  id: number;
  name: string;
  domain: string;
  webhook_secret: string;
  /** 0/1: webhooks may reach private addresses (docs/DESIGN.md §9). */
  webhook_private_targets: number;
}

export interface AttemptOutcome {
  attempted_at: number;
  duration_ms: number;
  status_code: number | null;
  succeeded: boolean;
  /** No answer came in time (the circuit breaker counts these). */
  timed_out: boolean;
  error: string | null;
  response_excerpt: string | null;
}

/**
 * The first `limit` bytes of the body as text, at most `limit` bytes as UTF-8 too (a character
 * cut in two is left out); a body cut off or timed out keeps what came.
 */
async function readExcerpt(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // The rest of the body does not decide anything: success is the status.
  } finally {
    reader.cancel().catch(() => {});
  }
  // Streaming mode keeps an incomplete last character back instead of writing U+FFFD for it.
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit), { stream: true });
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof PrivateTargetError) return `Refused: ${cause.message}`;
  const inner = cause instanceof Error ? cause : error instanceof Error ? error : null;
  const message = inner?.message || String(error);
  return `The request failed: ${message}`;
}

const STOPPED = Symbol('stopped');

/** An attempt as the metrics and the log count it. */
export interface AttemptReport {
  deliveryId: number;
  kind: AttemptKind;
  outcome: 'succeeded' | 'timeout' | 'network_error' | 'http_error';
  statusCode: number | null;
}

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

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;

/**
 * Delivers the outbox (docs/DESIGN.md §9). Each new event is fanned out, in a transaction, into one
 * delivery per webhook of its event; due deliveries are claimed with a conditional update and
 * sent concurrently. Every state lives in the database, so several processes may run workers
 * and nothing is lost across a restart: a claim whose process died lapses and is sent again.
 */
export function createWebhookWorker(deps: {
  database: AppDatabase;
  repo: WebhookRepository;
  clock: Clock;
  options?: WebhookWorkerOptions;
}) {
  const { database, repo } = deps;
  const { db } = database;
  const clock = deps.options?.clock ?? deps.clock;
  const timeoutMs = deps.options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = deps.options?.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const timers = deps.options?.timers ?? systemTimers;
  const concurrency = Math.max(1, deps.options?.concurrency ?? DEFAULT_CONCURRENCY);
  // A slow receiver cannot take every slot: the other webhooks always have some.
  const perWebhook = Math.min(PER_WEBHOOK_CONCURRENCY, concurrency);
  const breakerPauseMs = deps.options?.breakerPauseMs ?? BREAKER_PAUSE_MS;
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;

  let running = false;
  let report: (error: unknown) => void = () => {};
  const attemptListeners = new Set<(attempt: AttemptReport) => void>();
  const announce = (attempt: AttemptReport) => {
    for (const listener of attemptListeners) listener(attempt);
  };
  let unsubscribe: (() => void) | null = null;
  let pumping: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  /** Automatic attempts this process is sending, by delivery id. */
  const inFlight = new Map<
    number,
    { webhookId: number; stop: AbortController; done: Promise<void> }
  >();
  /** Redeliveries asked for through the API, running in their requests. */
  const redeliveries = new Set<{ stop: AbortController; done: Promise<unknown> }>();

  /** POSTs one delivery; STOPPED when the worker shut down before an answer came. */
  async function send(
    delivery: SendableDelivery,
    shop: ShopIdentity,
    stop: AbortSignal,
  ): Promise<AttemptOutcome | typeof STOPPED> {
    const body = Buffer.from(delivery.payload, 'utf8');
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Shopdesk-Webhooks',
      'x-service-shop-domain': shop.domain,
      'x-service-shop-id': String(shop.id),
      // Header values are Latin-1: the name (often Chinese) is sent percent-encoded UTF-8.
      'x-service-shop': encodeURIComponent(shop.name),
      'x-service-event': delivery.event,
      // The secret is read for this very send: a rotation applies to the next delivery.
      'x-service-sha256': webhookSignature(body, shop.webhook_secret),
      'x-service-delivery-id': String(delivery.id),
    };
    const timeout = new AbortController();
    const timeoutTimer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = AbortSignal.any([timeout.signal, stop]);
    const attemptedAt = clock.now();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const privateAllowed = shop.webhook_private_targets === 1;
    const refused = privateAllowed ? null : literalTargetProblem(delivery.url);
    if (refused) {
      clearTimeout(timeoutTimer);
      return {
        attempted_at: attemptedAt,
        duration_ms: 0,
        status_code: null,
        succeeded: false,
        timed_out: false,
        error: `Refused: ${refused}`,
        response_excerpt: null,
      };
    }
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers,
        body,
        // A redirect is an answer that is not 2xx: it is not followed and counts as failed.
        redirect: 'manual',
        signal,
        // Names are resolved and checked right before connecting (DNS rebinding).
        ...(!privateAllowed && { dispatcher: publicTargetsOnly }),
      });
      const excerpt = await readExcerpt(response, EXCERPT_BYTES);
      const status = response.status;
      const succeeded = status >= 200 && status < 300;
      const location = response.headers.get('location');
      return {
        attempted_at: attemptedAt,
        duration_ms: elapsed(),
        status_code: status,
        succeeded,
        timed_out: false,
        error: succeeded
          ? null
          : status >= 300 && status < 400
            ? `The receiver redirected (HTTP ${status}${location ? ` to ${location}` : ''}); redirects are not followed.`
            : `The receiver answered HTTP ${status}; only 2xx counts as delivered.`,
        response_excerpt: excerpt,
      };
    } catch (error) {
      if (stop.aborted) return STOPPED;
      return {
        attempted_at: attemptedAt,
        duration_ms: elapsed(),
        status_code: null,
        succeeded: false,
        timed_out: timeout.signal.aborted,
        error: timeout.signal.aborted
          ? `No answer within ${timeoutMs / 1000} s.`
          : describeFailure(error),
        response_excerpt: null,
      };
    } finally {
      clearTimeout(timeoutTimer);
    }
  }

  /** Sends a delivery this process has claimed and records the attempt and the new state. */
  async function attemptClaimed(id: number, token: string, stop: AbortSignal) {
    const delivery = await repo.findSendable(db, id);
    const shop = await repo.shopIdentity(db);
    // Gone with its webhook; or no shop yet, which cannot send: give the claim back.
    if (!delivery || !shop) {
      await database.transaction((trx) => repo.releaseClaim(trx, id, token));
      return;
    }
    const outcome = await send(delivery, shop, stop);
    if (outcome === STOPPED) {
      // Shut down before an answer: sent again after the restart, not counted as an attempt.
      await database.transaction((trx) => repo.releaseClaim(trx, id, token));
      return;
    }
    let kind: AttemptKind | null = null;
    await database.transaction(async (trx) => {
      kind = null;
      const current = await repo.findDelivery(trx, id);
      if (!current) return;
      // The circuit breaker: a receiver that keeps timing out is paused, not waited for.
      await repo.recordReceiverHealth(
        trx,
        current.webhook_id,
        outcome.timed_out,
        BREAKER_TIMEOUTS,
        clock.now() + breakerPauseMs,
      );
      const autoAttempts = current.auto_attempts + 1;
      kind = autoAttempts === 1 ? 'initial' : 'retry';
      await repo.insertAttempt(trx, attemptValues(id, kind, outcome));
      const now = clock.now();
      const status: DeliveryStatus = outcome.succeeded
        ? 'succeeded'
        : autoAttempts >= AUTOMATIC_ATTEMPTS
          ? 'failed'
          : 'pending';
      await repo.finishClaimed(trx, id, token, {
        status,
        auto_attempts: autoAttempts,
        next_attempt_at: status === 'pending' ? now + retryDelayMs : null,
        updated_at: now,
      });
    });
    if (kind) announce(reportOf(id, kind, outcome));
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
   * Every outbox event up to this id is fanned out (by this process or another). Outbox ids
   * become visible in order (SQLite has one writer at a time), so after each commit only the
   * events above it need a look: the check stays O(new events) however long the outbox grows.
   */
  let fannedUpTo = 0;

  /** Turns new outbox events into deliveries; exactly once per event across processes. */
  async function fanOut() {
    for (;;) {
      // Read first: most commits bring no event, and an empty transaction would still commit.
      const newest = await repo.newestEventId(db);
      if (newest <= fannedUpTo) return;
      const events = await database.transaction(async (trx) => {
        const now = clock.now();
        const found = await repo.unfannedEvents(trx, FANOUT_BATCH, fannedUpTo);
        for (const event of found) {
          if (await repo.claimEvent(trx, event.id, now))
            await repo.insertDeliveries(trx, event, now);
        }
        return found;
      });
      if (events.length < FANOUT_BATCH) {
        fannedUpTo = Math.max(fannedUpTo, newest);
        return;
      }
      fannedUpTo = events[events.length - 1]!.id;
      if (!running) return;
    }
  }

  function start(id: number, webhookId: number, token: string) {
    const stop = new AbortController();
    const done = attemptClaimed(id, token, stop.signal)
      .catch(report)
      .finally(() => {
        inFlight.delete(id);
        kick();
      });
    inFlight.set(id, { webhookId, stop, done });
  }

  /**
   * Claims due deliveries up to the concurrency bounds and starts sending them. The shared
   * slots are not all: a webhook with nothing in flight may always send one delivery, beyond
   * them, so receivers that hang or answer slowly (each holding its own two) never make a
   * healthy webhook wait (docs/SECURITY.md). In flight at most `concurrency` + one per webhook.
   */
  async function claimDue() {
    while (running) {
      const free = concurrency - inFlight.size;
      const busy = new Map<number, number>();
      for (const { webhookId } of inFlight.values())
        busy.set(webhookId, (busy.get(webhookId) ?? 0) + 1);
      const now = clock.now();
      // With no shared slot left, only webhooks with nothing in flight may start one.
      const full = [...busy]
        .filter(([, count]) => count >= (free > 0 ? perWebhook : 1))
        .map(([id]) => id);
      const wanted = Math.max(free, 0) + concurrency;
      // Our own attempts are held, so not due, unless a moved clock let their claim lapse.
      const due = await repo.dueDeliveries(db, now, wanted + inFlight.size, full);
      let started = 0;
      for (const candidate of due) {
        if (!running) break;
        // Ours already (its claim lapsed on a moved clock) or its webhook has its share.
        if (inFlight.has(candidate.id)) continue;
        const sending = busy.get(candidate.webhook_id) ?? 0;
        if (sending >= perWebhook) continue;
        if (inFlight.size >= concurrency && sending > 0) continue;
        const token = randomUUID();
        const claimed = await database.transaction((trx) =>
          repo.claimDelivery(trx, candidate.id, token, now, now + leaseMs),
        );
        if (!claimed) continue;
        if (!running) {
          await database.transaction((trx) => repo.releaseClaim(trx, candidate.id, token));
          return;
        }
        start(candidate.id, candidate.webhook_id, token);
        busy.set(candidate.webhook_id, sending + 1);
        started += 1;
      }
      // Nothing more could be taken now: completions and the timer bring the rest.
      if (started === 0 || due.length < wanted) return;
    }
  }

  function clearTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  /** Wakes the worker when the next retry (or a lapsing claim) is due. */
  async function scheduleNext() {
    const next = await repo.nextDueAt(db, clock.now());
    if (!running) return;
    clearTimer();
    if (next === null) return;
    let delay = next - clock.now();
    if (delay <= 0) {
      // Due but not taken: ours in flight (their end wakes us) or held elsewhere for now.
      if (inFlight.size > 0) return;
      delay = RECHECK_MS;
    }
    timer = timers.setTimeout(
      () => {
        timer = null;
        kick();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  async function pumpOnce() {
    try {
      await fanOut();
      await claimDue();
      await scheduleNext();
    } catch (error) {
      report(error);
      // Whatever failed (a busy database), nothing is stranded: look again shortly.
      if (running && timer === null) {
        timer = timers.setTimeout(() => {
          timer = null;
          kick();
        }, RECHECK_MS);
      }
    }
  }

  /** Runs the worker now; calls during a run make it run once more (never two at once). */
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
    /**
     * Starts delivering: right after every commit of this process that wrote an event (so it
     * goes out with no polling delay), when a retry falls due, and now, for what is left.
     */
    start(log?: (error: unknown) => void) {
      if (running) return;
      running = true;
      if (log) report = log;
      // A commit that wrote no event changes nothing the worker reads: its own writes and the
      // timer wake it for the rest.
      unsubscribe = database.onCommit((notes) => {
        if (notes.has('event')) kick();
      });
      kick();
    },

    /** Wakes the worker (another process changed the data). */
    kick,

    /** Calls `listener` after each attempt this process recorded (metrics, the log). */
    onAttempt(listener: (attempt: AttemptReport) => void) {
      attemptListeners.add(listener);
      return () => attemptListeners.delete(listener);
    },

    /**
     * Stops: no new attempt starts, attempts without an answer yet are cut off and left due
     * (sent again after a restart), and every write is done when this resolves.
     */
    async close() {
      running = false;
      unsubscribe?.();
      unsubscribe = null;
      clearTimer();
      for (const entry of inFlight.values()) entry.stop.abort();
      for (const entry of redeliveries) entry.stop.abort();
      while (pumping || inFlight.size > 0 || redeliveries.size > 0) {
        await Promise.all([
          pumping,
          ...[...inFlight.values()].map((entry) => entry.done),
          ...[...redeliveries].map((entry) => entry.done.catch(() => {})),
        ]);
      }
      clearTimer();
    },

    /** Resolves once nothing is being sent or processed (tests and demo tooling). */
    async idle() {
      while (pumping || inFlight.size > 0) {
        await Promise.all([pumping, ...[...inFlight.values()].map((entry) => entry.done)]);
      }
    },

    /**
     * A new attempt of a delivery now, whatever its state, answered when it is recorded.
     * Success makes it `succeeded` (and cancels a pending retry); a failure makes it `failed`
     * unless its automatic retry is still to come.
     */
    async redeliver(id: number) {
      const delivery = await repo.findSendable(db, id);
      if (!delivery) throw notFound('No delivery with this id.');
      const shop = await repo.shopIdentity(db);
      if (!shop || !running)
        throw new ApiError(503, 'unavailable', 'Deliveries are not running; try again shortly.');
      const stop = new AbortController();
      const entry = { stop, done: send(delivery, shop, stop.signal) };
      redeliveries.add(entry);
      let outcome: Awaited<typeof entry.done>;
      try {
        outcome = await entry.done;
      } finally {
        redeliveries.delete(entry);
      }
      if (outcome === STOPPED)
        throw new ApiError(503, 'unavailable', 'The service is shutting down; try again later.');
      const result = outcome;
      let recorded = false;
      await database.transaction(async (trx) => {
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
      if (recorded) announce(reportOf(id, 'redelivery', result));
    },
  };
}
