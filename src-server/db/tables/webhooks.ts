import type { Generated, Selectable } from 'kysely';

export const WEBHOOK_EVENTS = [
  'product_published',
  'order_paid',
  'order_fulfilled',
  'order_refunded',
  'pick_up_code_prepared',
  'pick_up_code_conflict',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** `initial` and `retry` are the worker's two automatic attempts; `redelivery` is asked for. */
export const ATTEMPT_KINDS = ['initial', 'retry', 'redelivery'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

export interface WebhookTable {
  id: Generated<number>;
  /** The owning application; a manager's webhooks belong to application 1. */
  application_id: number;
  event: WebhookEvent;
  url: string;
  /** JSON object. */
  metafield: string;
  /** Attempts in a row that got no answer in time (the circuit breaker's count). */
  timeout_streak: Generated<number>;
  /** While set and in the future, the circuit is open: no delivery of it is sent. */
  paused_until: number | null;
  created_at: number;
  updated_at: number;
}

/** One event for one webhook. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  webhook_id: number;
  /** The `event_outbox` row whose payload is sent. */
  outbox_id: number;
  event: WebhookEvent;
  status: DeliveryStatus;
  /** Automatic attempts made so far (0, 1 or 2: the first and the one retry). */
  auto_attempts: number;
  /** When the next automatic attempt is due; null when none is. */
  next_attempt_at: number | null;
  /**
   * Set while a worker sends the attempt (a conditional claim, so one process sends it). A
   * claim whose process died lapses at `claimed_until` and the attempt is made again.
   */
  claim_token: string | null;
  claimed_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  kind: AttemptKind;
  attempted_at: number;
  duration_ms: number;
  /** Null when no HTTP answer came (refused, timed out). */
  status_code: number | null;
  succeeded: number;
  error: string | null;
  /** The first bytes of the answer's body, as text. */
  response_excerpt: string | null;
}

/** Marks an outbox event as fanned out into its deliveries (its primary key is the claim). */
export interface WebhookFanoutTable {
  outbox_id: number;
  fanned_out_at: number;
}

export interface WebhookTables {
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
  webhook_attempt: WebhookAttemptTable;
  webhook_fanout: WebhookFanoutTable;
}

/** A webhook as the API shows it (the circuit breaker's state is the worker's). */
export type WebhookRow = Omit<Selectable<WebhookTable>, 'timeout_streak' | 'paused_until'>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptTable>;
