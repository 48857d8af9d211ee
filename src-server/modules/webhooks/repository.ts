import { sql, type Insertable, type Updateable } from 'kysely';
import { isUniqueViolation, skipLocked, type Db } from '../../db';
import type {
  DeliveryStatus,
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

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;

export function createWebhookRepository() {
  return {
    // Webhooks. `owner` null: every application's.
    countWebhooks: async (db: Db, owner: number | null) => {
      const query = db.selectFrom('webhook');
      return countRows(owner === null ? query : query.where('application_id', '=', owner));
    },

    listWebhooks: (db: Db, owner: number | null, limit: number, offset: number) => {
      let query = db.selectFrom('webhook').select(webhookColumns);
      if (owner !== null) query = query.where('application_id', '=', owner);
      return query.orderBy('id').limit(limit).offset(offset).execute();
    },

    findWebhook: (db: Db, id: number) =>
      db.selectFrom('webhook').select(webhookColumns).where('id', '=', id).executeTakeFirst(),

    findDuplicate: (
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
    },

    insertWebhook: (db: Db, values: Insertable<WebhookTable>) =>
      db.insertInto('webhook').values(values).returning(webhookColumns).executeTakeFirstOrThrow(),

    updateWebhook: (db: Db, id: number, values: Updateable<WebhookTable>) =>
      db
        .updateTable('webhook')
        .set(values)
        .where('id', '=', id)
        .returning(webhookColumns)
        .executeTakeFirstOrThrow(),

    deleteWebhook: (db: Db, id: number) => db.deleteFrom('webhook').where('id', '=', id).execute(),

    applicationExists: async (db: Db, id: number) =>
      (await db.selectFrom('application').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Whether a write failed on the unique (application, event, url) of a webhook. */
    isDuplicateWebhook: (error: unknown) => isUniqueViolation(error, 'webhook'),

    // Deliveries and their attempts (the log).
    countDeliveries: async (db: Db, webhookId: number) =>
      countRows(db.selectFrom('webhook_delivery').where('webhook_id', '=', webhookId)),

    /** Newest first. */
    listDeliveries: (db: Db, webhookId: number, limit: number, offset: number) =>
      db
        .selectFrom('webhook_delivery')
        .select(deliveryColumns)
        .where('webhook_id', '=', webhookId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    findDelivery: (db: Db, id: number) =>
      db
        .selectFrom('webhook_delivery')
        .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhook_id')
        .select([...deliveryColumns, 'webhook.application_id'])
        .where('webhook_delivery.id', '=', id)
        .executeTakeFirst(),

    /** The attempts of these deliveries, oldest first. */
    attemptsOf: (db: Db, deliveryIds: number[]) =>
      deliveryIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('webhook_attempt')
            .select(attemptColumns)
            .where('delivery_id', 'in', deliveryIds)
            .orderBy('id')
            .execute(),

    // The worker: fan-out.
    /** Outbox events not fanned out yet, oldest first. */
    /** Events after `afterId` not fanned out yet (below it, every event is known to be). */
    unfannedEvents: (db: Db, limit: number, afterId: number) =>
      db
        .selectFrom('event_outbox')
        .leftJoin('webhook_fanout', 'webhook_fanout.outbox_id', 'event_outbox.id')
        .select(['event_outbox.id', 'event_outbox.event', 'event_outbox.created_at'])
        .where('event_outbox.id', '>', afterId)
        .where('webhook_fanout.outbox_id', 'is', null)
        .orderBy('event_outbox.id')
        .limit(limit)
        .execute(),

    newestEventId: async (db: Db) =>
      (
        await db
          .selectFrom('event_outbox')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,

    /** The conditional claim of an event: true for exactly one caller, ever. */
    claimEvent: async (db: Db, outboxId: number, now: number) =>
      (await db
        .insertInto('webhook_fanout')
        .values({ outbox_id: outboxId, fanned_out_at: now })
        .onConflict((oc) => oc.column('outbox_id').doNothing())
        .returning('outbox_id')
        .executeTakeFirst()) !== undefined,

    /**
     * One due delivery per webhook registered for the event when it happened (a webhook
     * registered later does not get the events that came before it).
     */
    insertDeliveries: (
      db: Db,
      event: { id: number; event: string; created_at: number },
      now: number,
    ) =>
      db
        .insertInto('webhook_delivery')
        .columns([
          'webhook_id',
          'outbox_id',
          'event',
          'status',
          'auto_attempts',
          'next_attempt_at',
          'created_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('webhook')
            .select((s) => [
              'webhook.id',
              s.val(event.id).as('outbox_id'),
              'webhook.event',
              s.val('pending').as('status'),
              s.val(0).as('auto_attempts'),
              s.val(now).as('next_attempt_at'),
              s.val(now).as('created_at'),
              s.val(now).as('updated_at'),
            ])
            .where('webhook.event', '=', event.event as WebhookEvent)
            .where('webhook.created_at', '<=', event.created_at)
            .orderBy('webhook.id'),
        )
        .onConflict((oc) => oc.columns(['webhook_id', 'outbox_id']).doNothing())
        .execute(),

    // The worker: attempts.
    /**
     * Pending deliveries whose automatic attempt is due and that nobody holds, oldest first,
     * leaving out the webhooks in `skipWebhooks` (those already have their share in flight).
     */
    dueDeliveries: (db: Db, now: number, limit: number, skipWebhooks: number[] = []) => {
      let query = db
        .selectFrom('webhook_delivery')
        .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhook_id')
        .select(['webhook_delivery.id', 'webhook_delivery.webhook_id'])
        .where('webhook_delivery.status', '=', 'pending')
        .where('webhook_delivery.next_attempt_at', '<=', now)
        .where((eb) =>
          eb.or([
            eb('webhook_delivery.claimed_until', 'is', null),
            eb('webhook_delivery.claimed_until', '<=', now),
          ]),
        )
        // A webhook whose circuit is open (paused) waits.
        .where((eb) =>
          eb.or([eb('webhook.paused_until', 'is', null), eb('webhook.paused_until', '<=', now)]),
        );
      if (skipWebhooks.length)
        query = query.where('webhook_delivery.webhook_id', 'not in', skipWebhooks);
      return query
        .orderBy('webhook_delivery.next_attempt_at')
        .orderBy('webhook_delivery.id')
        .limit(limit)
        .execute();
    },

    /**
     * The circuit breaker's count: a timeout adds one (at `limit` in a row the webhook is
     * paused until `pauseUntil`); any other outcome closes the circuit again.
     */
    recordReceiverHealth: (
      db: Db,
      webhookId: number,
      timedOut: boolean,
      limit: number,
      pauseUntil: number,
    ) =>
      db
        .updateTable('webhook')
        .set(
          timedOut
            ? {
                timeout_streak: sql<number>`timeout_streak + 1`,
                paused_until: sql<
                  number | null
                >`case when timeout_streak + 1 >= ${limit} then ${pauseUntil} else paused_until end`,
              }
            : { timeout_streak: 0, paused_until: null },
        )
        .where('id', '=', webhookId)
        .execute(),

    /** Deliveries still to be made, and the earliest time one of them fell due. */
    backlog: async (db: Db) => {
      const row = await db
        .selectFrom('webhook_delivery')
        .select((eb) => [
          eb.fn.countAll<number>().as('pending'),
          eb.fn.min('next_attempt_at').as('oldest_due_at'),
        ])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return {
        pending: Number(row.pending),
        oldestDueAt: row.oldest_due_at === null ? null : Number(row.oldest_due_at),
      };
    },

    /** When the worker next has something to do: the earliest due attempt or lapsing claim. */
    nextDueAt: async (db: Db, now: number): Promise<number | null> => {
      const free = await db
        .selectFrom('webhook_delivery')
        .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhook_id')
        .select((eb) => eb.fn.min('webhook_delivery.next_attempt_at').as('at'))
        .where('webhook_delivery.status', '=', 'pending')
        .where('webhook_delivery.claimed_until', 'is', null)
        .where((eb) =>
          eb.or([eb('webhook.paused_until', 'is', null), eb('webhook.paused_until', '<=', now)]),
        )
        .executeTakeFirst();
      // A paused webhook with work waiting: look again when its pause ends.
      const paused = await db
        .selectFrom('webhook')
        .select((eb) => eb.fn.min('paused_until').as('at'))
        .where('paused_until', '>', now)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('webhook_delivery')
              .select('webhook_delivery.id')
              .whereRef('webhook_delivery.webhook_id', '=', 'webhook.id')
              .where('webhook_delivery.status', '=', 'pending'),
          ),
        )
        .executeTakeFirst();
      const held = await db
        .selectFrom('webhook_delivery')
        .select((eb) => eb.fn.min('claimed_until').as('at'))
        .where('status', '=', 'pending')
        .where('claimed_until', 'is not', null)
        .executeTakeFirst();
      const times = [free?.at, held?.at, paused?.at].filter(
        (at) => at !== null && at !== undefined,
      );
      return times.length ? Math.min(...times.map(Number)) : null;
    },

    /**
     * The conditional claim of a due attempt (a lease until `until`): true when this caller
     * now holds it. On PostgreSQL the row is taken `FOR UPDATE SKIP LOCKED`, so a process
     * claiming it at the same moment passes over it instead of waiting.
     */
    claimDelivery: async (db: Db, id: number, token: string, now: number, until: number) => {
      const claimable = skipLocked(
        db,
        db
          .selectFrom('webhook_delivery')
          .select('id')
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)])),
      );
      const result = await db
        .updateTable('webhook_delivery')
        .set({ claim_token: token, claimed_until: until })
        .where('id', 'in', claimable)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives a claim back untouched (shut down mid-attempt): the attempt is made again. */
    releaseClaim: (db: Db, id: number, token: string) =>
      db
        .updateTable('webhook_delivery')
        .set({ claim_token: null, claimed_until: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .execute(),

    /** Records the outcome of a claimed attempt, if the claim is still this caller's. */
    finishClaimed: async (
      db: Db,
      id: number,
      token: string,
      values: {
        status: DeliveryStatus;
        auto_attempts: number;
        next_attempt_at: number | null;
        updated_at: number;
      },
    ) => {
      const result = await db
        .updateTable('webhook_delivery')
        .set({ ...values, claim_token: null, claimed_until: null })
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    updateDelivery: (db: Db, id: number, values: Updateable<WebhookDeliveryTable>) =>
      db.updateTable('webhook_delivery').set(values).where('id', '=', id).execute(),

    /** The delivery with its webhook's current URL and the event's payload; gone: undefined. */
    findSendable: (db: Db, id: number): Promise<SendableDelivery | undefined> =>
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
        .executeTakeFirst(),

    deliveryExists: async (db: Db, id: number) =>
      (await db
        .selectFrom('webhook_delivery')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()) !== undefined,

    insertAttempt: (db: Db, values: Insertable<WebhookAttemptTable>) =>
      db.insertInto('webhook_attempt').values(values).execute(),

    /**
     * The shop as the signature headers name it, read fresh at each send (no cache): a secret
     * rotated by any process signs the very next delivery.
     */
    shopIdentity: (db: Db) =>
      db
        .selectFrom('shop_settings')
        .select(['id', 'name', 'domain', 'webhook_secret', 'webhook_private_targets'])
        .where('id', '=', 1)
        .executeTakeFirst(),
  };
}
