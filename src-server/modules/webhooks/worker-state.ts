import type { AppDatabase } from '../../db';
import type { OutboxPump } from '../../db/outbox';
import type { Clock } from '../../lib/time';
import type { AttemptKind } from '../../db/tables/webhooks';
import type { FanOutState } from './fan-out';

/** An attempt as the metrics and the log count it. */
export interface AttemptReport {
  deliveryId: number;
  kind: AttemptKind;
  outcome: 'succeeded' | 'timeout' | 'network_error' | 'http_error';
  statusCode: number | null;
}

/** An automatic attempt this process is sending. */
export interface InFlightAttempt {
  webhookId: number;
  stop: AbortController;
  done: Promise<void>;
}

/**
 * The webhook worker of one app (worker.ts keeps it with `perContext`): what its parts
 * (fan-out, scheduler, attempts) share, its settings from `ctx.options.webhooks` and its state.
 */
export interface WebhookWorkerState {
  database: AppDatabase;
  /** The worker's clock: `ctx.options.webhooks.clock`, else the app's. */
  clock: Clock;
  timeoutMs: number;
  retryDelayMs: number;
  concurrency: number;
  /** Deliveries of one webhook sent at once (at most `concurrency`). */
  perWebhook: number;
  breakerPauseMs: number;
  /** How long a claim holds: past it, a dead process's attempt is made again. */
  leaseMs: number;
  pump: OutboxPump;
  fanOut: FanOutState;
  attemptListeners: Set<(attempt: AttemptReport) => void>;
  /** Automatic attempts this process is sending, by delivery id. */
  inFlight: Map<number, InFlightAttempt>;
  /** Redeliveries asked for through the API, running in their requests. */
  redeliveries: Set<{ stop: AbortController; done: Promise<unknown> }>;
}
