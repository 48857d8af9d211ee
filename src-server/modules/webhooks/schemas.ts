import { z } from 'zod';
import { readStoredObject, storedJsonObject } from '../../http/json';
import { pageQuery } from '../../http/paging';
import { formatTimestamp, formatTimestampOrNull, timestampOut } from '../../lib/time';
import {
  ATTEMPT_KINDS,
  DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '../../db/tables/webhooks';
import { nameComponents } from '../../http/openapi';
import { zodMessage } from '../../lib/i18n';

export const MAX_URL_LENGTH = 2000;

/** docs/DESIGN.md §9: `url` must be absolute http(s). */
export function isWebhookUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const eventInput = z.enum(WEBHOOK_EVENTS, {
  message: zodMessage('filter.choice', { values: WEBHOOK_EVENTS.join(', ') }),
});

const urlInput = z
  .string({ message: zodMessage('webhooks.url_text') })
  .trim()
  .max(MAX_URL_LENGTH, { message: zodMessage('field.at_most_chars', { n: MAX_URL_LENGTH }) })
  .refine(isWebhookUrl, { message: zodMessage('webhooks.url_format') });

const metafieldInput = storedJsonObject(zodMessage('field.object'));

export const webhookCreate = z.object({
  event: eventInput,
  url: urlInput,
  metafield: metafieldInput.default({}),
});

export const webhookPatch = z.object({
  application_id: z
    .number({ message: zodMessage('webhooks.application_needed') })
    .int({ message: zodMessage('webhooks.application_needed') })
    .min(1, { message: zodMessage('webhooks.application_needed') })
    .max(Number.MAX_SAFE_INTEGER, { message: zodMessage('webhooks.application_needed') })
    .optional(),
  event: eventInput.optional(),
  url: urlInput.optional(),
  metafield: metafieldInput.optional(),
});

export const webhookListQuery = z.object(pageQuery);
export const deliveryListQuery = z.object(pageQuery);

export const webhookOut = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  url: z.string(),
  metafield: z.record(z.string(), z.unknown()),
  created_at: timestampOut,
  updated_at: timestampOut,
});

export const attemptOut = z.object({
  id: z.number().int(),
  kind: z.enum(ATTEMPT_KINDS).meta({
    description: 'initial and retry: the automatic attempts; redelivery: asked for',
  }),
  attempted_at: timestampOut,
  duration_ms: z.number().int(),
  status_code: z.number().int().nullable().meta({ description: 'null when no answer came' }),
  succeeded: z.boolean(),
  error: z.string().nullable(),
  response_excerpt: z
    .string()
    .nullable()
    .meta({ description: 'the first 500 bytes of the answer body' }),
});

export const deliveryOut = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(DELIVERY_STATUSES),
  next_attempt_at: timestampOut
    .nullable()
    .meta({ description: 'when the next automatic attempt is due; null when none is' }),
  created_at: timestampOut,
  updated_at: timestampOut,
  attempts: z.array(attemptOut).meta({ description: 'oldest first' }),
});

export type WebhookOut = z.infer<typeof webhookOut>;
export type DeliveryOut = z.infer<typeof deliveryOut>;

export function presentWebhook(row: WebhookRow, zone: string): WebhookOut {
  return {
    id: row.id,
    application_id: row.application_id,
    event: row.event,
    url: row.url,
    metafield: readStoredObject(row.metafield),
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
  };
}

export function presentAttempt(row: WebhookAttemptRow, zone: string) {
  return {
    id: row.id,
    kind: row.kind,
    attempted_at: formatTimestamp(row.attempted_at, zone),
    duration_ms: row.duration_ms,
    status_code: row.status_code,
    succeeded: row.succeeded === 1,
    error: row.error,
    response_excerpt: row.response_excerpt,
  };
}

export function presentDelivery(
  row: Omit<WebhookDeliveryRow, 'claim_token'>,
  attempts: WebhookAttemptRow[],
  zone: string,
): DeliveryOut {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event: row.event,
    status: row.status,
    next_attempt_at:
      row.status === 'pending' ? formatTimestampOrNull(row.next_attempt_at, zone) : null,
    created_at: formatTimestamp(row.created_at, zone),
    updated_at: formatTimestamp(row.updated_at, zone),
    attempts: attempts.map((attempt) => presentAttempt(attempt, zone)),
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  Webhook: webhookOut,
  WebhookDelivery: deliveryOut,
  DeliveryAttempt: attemptOut,
});
