import { call, type Page, type PageQuery } from './client';

// Webhooks and their delivery log (DESIGN §9, API-SPEC "Webhooks" and "Events").

export type WebhookEvent = 'product_published' | 'order_paid' | 'pick_up_code_prepared';
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  'product_published',
  'order_paid',
  'pick_up_code_prepared',
];

export interface Webhook {
  id: number;
  /** The owning application; a manager's webhooks belong to application 1. */
  application_id: number;
  event: WebhookEvent;
  url: string;
  metafield: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

/** The create body: the webhook belongs to the caller's application (1 for a manager). */
export interface WebhookBody {
  event: WebhookEvent;
  /** Absolute http(s) URL. */
  url: string;
  metafield?: Record<string, unknown>;
}

export interface WebhookPatch {
  /** Only a manager may move a webhook to another application. */
  application_id?: number;
  event?: WebhookEvent;
  url?: string;
  metafield?: Record<string, unknown>;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
/** `initial` and `retry` are the automatic attempts; `redelivery` is one asked for. */
export type AttemptKind = 'initial' | 'retry' | 'redelivery';

export interface WebhookAttempt {
  id: number;
  kind: AttemptKind;
  attempted_at: string;
  duration_ms: number;
  /** Null when no answer came (refused connection, timeout). */
  status_code: number | null;
  succeeded: boolean;
  error: string | null;
  /** The first 500 bytes of the answer body. */
  response_excerpt: string | null;
}

/** One event for one webhook. */
export interface WebhookDelivery {
  id: number;
  webhook_id: number;
  event: WebhookEvent;
  status: DeliveryStatus;
  /** When the next automatic attempt is due; null when none is. */
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  /** Oldest first. */
  attempts: WebhookAttempt[];
}

const WEBHOOKS = 'webhooks/webhook/';
const DELIVERIES = 'webhooks/delivery/';

/** A manager sees every application's webhooks. */
export function listWebhooks(query: PageQuery = {}): Promise<Page<Webhook>> {
  return call('get', WEBHOOKS, { searchParams: { ...query } });
}

export function getWebhook(id: number): Promise<Webhook> {
  return call('get', `${WEBHOOKS}${id}/`);
}

/** 400 for an invalid URL; 409 `duplicate` when the application has this event and URL. */
export function createWebhook(body: WebhookBody): Promise<Webhook> {
  return call('post', WEBHOOKS, { json: body });
}

/** 400 for an unknown `application_id`; 409 `duplicate` as for create. */
export function updateWebhook(id: number, patch: WebhookPatch): Promise<Webhook> {
  return call('patch', `${WEBHOOKS}${id}/`, { json: patch });
}

/** Deletes the webhook with its deliveries (204). */
export function deleteWebhook(id: number): Promise<void> {
  return call('delete', `${WEBHOOKS}${id}/`);
}

/** Newest first. */
export function listDeliveries(
  webhookId: number,
  query: PageQuery = {},
): Promise<Page<WebhookDelivery>> {
  return call('get', `${WEBHOOKS}${webhookId}/deliveries/`, { searchParams: { ...query } });
}

export function getDelivery(id: number): Promise<WebhookDelivery> {
  return call('get', `${DELIVERIES}${id}/`);
}

/**
 * Sends the delivery once more now, whatever its state; answers the delivery with the new
 * attempt. The request lasts as long as the receiver takes (at most 10 s).
 */
export function redeliver(id: number): Promise<WebhookDelivery> {
  return call('post', `${DELIVERIES}${id}/redeliver/`);
}
