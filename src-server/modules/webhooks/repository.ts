import type { Insertable, Updateable } from 'kysely';
import { isUniqueViolation, type Db } from '../../db';
import type {
  WebhookAttemptTable,
  WebhookDeliveryTable,
  WebhookEvent,
  WebhookTable,
} from '../../db/tables/webhooks';
import { countRows } from '../../db/query';

const webhookColumns = [
  'id',
  'application_id',
  'event',
  'url',
  'metafield',
  'created_at',
  'updated_at',
] as const;

const deliveryColumns = [
  'webhook_delivery.id',
  'webhook_delivery.webhook_id',
  'webhook_delivery.outbox_id',
  'webhook_delivery.event',
  'webhook_delivery.status',
  'webhook_delivery.auto_attempts',
  'webhook_delivery.next_attempt_at',
  'webhook_delivery.claimed_until',
  'webhook_delivery.created_at',
  'webhook_delivery.updated_at',
] as const;

const attemptColumns = [
  'id',
  'delivery_id',
  'kind',
  'attempted_at',
  'duration_ms',
  'status_code',
  'succeeded',
  'error',
  'response_excerpt',
] as const;

/** What the worker needs to send one delivery. */
export interface SendableDelivery {
  id: number;
  event: WebhookEvent;
  url: string;
  payload: string;
}

// Webhooks. `owner` null: every application's.
export const countWebhooks = async (db: Db, owner: number | null) => {
  const query = db.selectFrom('webhook');
  return countRows(owner === null ? query : query.where('application_id', '=', owner));
};

export const listWebhooks = (db: Db, owner: number | null, limit: number, offset: number) => {
  let query = db.selectFrom('webhook').select(webhookColumns);
  if (owner !== null) query = query.where('application_id', '=', owner);
  return query.orderBy('id').limit(limit).offset(offset).execute();
};

export const findWebhook = (db: Db, id: number) =>
  db.selectFrom('webhook').select(webhookColumns).where('id', '=', id).executeTakeFirst();

export const findDuplicate = (
  db: Db,
  values: { application_id: number; event: string; url: string },
  exceptId?: number,
) => {
  let query = db
    .selectFrom('webhook')
    .select('id')
    .where('application_id', '=', values.application_id)
    .where('event', '=', values.event as WebhookEvent)
    .where('url', '=', values.url);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
};

export const insertWebhook = (db: Db, values: Insertable<WebhookTable>) =>
  db.insertInto('webhook').values(values).returning(webhookColumns).executeTakeFirstOrThrow();

export const updateWebhook = (db: Db, id: number, values: Updateable<WebhookTable>) =>
  db
    .updateTable('webhook')
    .set(values)
    .where('id', '=', id)
    .returning(webhookColumns)
    .executeTakeFirstOrThrow();

export const deleteWebhook = (db: Db, id: number) =>
  db.deleteFrom('webhook').where('id', '=', id).execute();

export const applicationExists = async (db: Db, id: number) =>
  (await db.selectFrom('application').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** Whether a write failed on the unique (application, event, url) of a webhook. */
export const isDuplicateWebhook = (error: unknown) => isUniqueViolation(error, 'webhook');

// Deliveries and their attempts (the log).
export const countDeliveries = async (db: Db, webhookId: number) =>
  countRows(db.selectFrom('webhook_delivery').where('webhook_id', '=', webhookId));

/** Newest first. */
export const listDeliveries = (db: Db, webhookId: number, limit: number, offset: number) =>
  db
    .selectFrom('webhook_delivery')
    .select(deliveryColumns)
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const findDelivery = (db: Db, id: number) =>
  db
    .selectFrom('webhook_delivery')
    .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhook_id')
    .select([...deliveryColumns, 'webhook.application_id'])
    .where('webhook_delivery.id', '=', id)
    .executeTakeFirst();

/** The attempts of these deliveries, oldest first. */
export const listAttempts = (db: Db, deliveryIds: number[]) =>
  deliveryIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('webhook_attempt')
        .select(attemptColumns)
        .where('delivery_id', 'in', deliveryIds)
        .orderBy('id')
        .execute();

export const updateDelivery = (db: Db, id: number, values: Updateable<WebhookDeliveryTable>) =>
  db.updateTable('webhook_delivery').set(values).where('id', '=', id).execute();

/** The delivery with its webhook's current URL and the event's payload; gone: undefined. */
export const findSendable = (db: Db, id: number): Promise<SendableDelivery | undefined> =>
  db
    .selectFrom('webhook_delivery')
    .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhook_id')
    .innerJoin('event_outbox', 'event_outbox.id', 'webhook_delivery.outbox_id')
    .select([
      'webhook_delivery.id',
      'webhook_delivery.event',
      'webhook.url',
      'event_outbox.payload',
    ])
    .where('webhook_delivery.id', '=', id)
    .executeTakeFirst();

export const insertAttempt = (db: Db, values: Insertable<WebhookAttemptTable>) =>
  db.insertInto('webhook_attempt').values(values).execute();

/**
 * The shop as the signature headers name it, read fresh at each send (no cache): a secret
 * rotated by any process signs the very next delivery.
 */
export const findShopIdentity = (db: Db) =>
  db
    .selectFrom('shop_settings')
    .select(['id', 'name', 'domain', 'webhook_secret', 'webhook_private_targets'])
    .where('id', '=', 1)
    .executeTakeFirst();

// The delivery worker's queries.
export * from './delivery-queue';
