import {
  answer,
  api,
  type Body,
  type Page,
  type PageQuery,
  type Schemas,
} from '@/shared/api/client';

// Webhooks and their delivery log (docs/DESIGN.md §9, docs/SPECIFICATION.md "Webhooks" and "Events").

export type Webhook = Schemas['Webhook'];
export type WebhookEvent = Webhook['event'];
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  'product_published',
  'order_paid',
  'order_fulfilled',
  'order_refunded',
  'pick_up_code_prepared',
  'pick_up_code_conflict',
];

/** The create body: the webhook belongs to the caller's application (1 for a manager). */
export type WebhookBody = Body<'/api/webhooks/webhook/', 'post'>;
/** Only a manager may move a webhook to another application. */
export type WebhookPatch = Body<'/api/webhooks/webhook/{id}/', 'patch'>;

/** One event for one webhook; `attempts` oldest first. */
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type DeliveryStatus = WebhookDelivery['status'];
/** `initial` and `retry` are the automatic attempts; `redelivery` is one asked for. */
export type WebhookAttempt = Schemas['DeliveryAttempt'];
export type AttemptKind = WebhookAttempt['kind'];

/** A manager sees every application's webhooks. */
export function listWebhooks(query: PageQuery = {}): Promise<Page<Webhook>> {
  return answer(api.GET('/api/webhooks/webhook/', { params: { query } }));
}

export function getWebhook(id: number): Promise<Webhook> {
  return answer(api.GET('/api/webhooks/webhook/{id}/', { params: { path: { id } } }));
}

/** 400 for an invalid URL; 409 `duplicate` when the application has this event and URL. */
export function createWebhook(body: WebhookBody): Promise<Webhook> {
  return answer(api.POST('/api/webhooks/webhook/', { body }));
}

/** 400 for an unknown `application_id`; 409 `duplicate` as for create. */
export function updateWebhook(id: number, patch: WebhookPatch): Promise<Webhook> {
  return answer(
    api.PATCH('/api/webhooks/webhook/{id}/', { params: { path: { id } }, body: patch }),
  );
}

/** Deletes the webhook with its deliveries (204). */
/**
 * Registers a webhook for `applicationId`. The create endpoint always gives it the caller's
 * application (1 for a manager), so another owner is set by a PATCH right after; when that is
 * refused (a duplicate there, an unknown application) the new webhook is deleted again, so a
 * refused create leaves nothing behind.
 */
export async function registerWebhook(body: WebhookBody, applicationId?: number): Promise<Webhook> {
  const created = await createWebhook(body);
  if (applicationId === undefined || applicationId === created.application_id) return created;
  try {
    return await updateWebhook(created.id, { application_id: applicationId });
  } catch (error) {
    await deleteWebhook(created.id).catch(() => undefined);
    throw error;
  }
}

export async function deleteWebhook(id: number): Promise<void> {
  await api.DELETE('/api/webhooks/webhook/{id}/', { params: { path: { id } } });
}

/** Newest first. */
export function listDeliveries(
  webhookId: number,
  query: PageQuery = {},
): Promise<Page<WebhookDelivery>> {
  return answer(
    api.GET('/api/webhooks/webhook/{id}/deliveries/', {
      params: { path: { id: webhookId }, query },
    }),
  );
}

/**
 * Sends the delivery once more now, whatever its state; answers the delivery with the new
 * attempt. The request lasts as long as the receiver takes (at most 10 s).
 */
export function redeliver(id: number): Promise<WebhookDelivery> {
  return answer(api.POST('/api/webhooks/delivery/{id}/redeliver/', { params: { path: { id } } }));
}

/** An application holding API credentials (docs/DESIGN.md §3); application 1 is the desktop app. */
export type Application = Schemas['Application'];

/** Every application, revoked ones included (manager). */
export async function listApplications(): Promise<Application[]> {
  return (await answer(api.GET('/api/shops/application/'))).results;
}
