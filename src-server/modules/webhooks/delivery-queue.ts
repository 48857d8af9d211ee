import { sql } from 'kysely';
import type { Db } from '../../db';
import { claimLease, finishLease } from '../../db/outbox';
import type { DeliveryStatus, WebhookEvent } from '../../db/tables/webhooks';

/**
 * The delivery worker's queries (docs/DESIGN.md §9): events fanned out into deliveries, due
 * deliveries claimed under a lease, the circuit breaker's count and the backlog.
 */

// The worker: fan-out.
/** Events after `afterId` not fanned out yet (below it, every event is known to be). */
export const listUnfannedEvents = (db: Db, limit: number, afterId: number) =>
  db
    .selectFrom('event_outbox')
    .leftJoin('webhook_fanout', 'webhook_fanout.outbox_id', 'event_outbox.id')
    .select(['event_outbox.id', 'event_outbox.event', 'event_outbox.created_at'])
    .where('event_outbox.id', '>', afterId)
    .where('webhook_fanout.outbox_id', 'is', null)
    .orderBy('event_outbox.id')
    .limit(limit)
    .execute();

export const findNewestEventId = async (db: Db) =>
  (
    await db
      .selectFrom('event_outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? 0;

/** The conditional claim of an event: true for exactly one caller, ever. */
export const insertEventClaim = async (db: Db, outboxId: number, now: number) =>
  (await db
    .insertInto('webhook_fanout')
    .values({ outbox_id: outboxId, fanned_out_at: now })
    .onConflict((oc) => oc.column('outbox_id').doNothing())
    .returning('outbox_id')
    .executeTakeFirst()) !== undefined;

/**
 * One due delivery per webhook registered for the event when it happened (a webhook
 * registered later does not get the events that came before it).
 */
export const insertDeliveries = (
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
    .execute();

// The worker: attempts.
/**
 * Pending deliveries whose automatic attempt is due and that nobody holds, oldest first,
 * leaving out the webhooks in `skipWebhooks` (those already have their share in flight).
 */
export const listDueDeliveries = (
  db: Db,
  now: number,
  limit: number,
  skipWebhooks: number[] = [],
) => {
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
};

/**
 * The circuit breaker's count: a timeout adds one (at `limit` in a row the webhook is
 * paused until `pauseUntil`); any other outcome closes the circuit again.
 */
export const updateReceiverHealth = (
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
    .execute();

/** Deliveries still to be made, and the earliest time one of them fell due. */
export const countBacklog = async (db: Db) => {
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
};

/** When the worker next has something to do: the earliest due attempt or lapsing claim. */
export const findNextDueAt = async (db: Db, now: number): Promise<number | null> => {
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
  const times = [free?.at, held?.at, paused?.at].filter((at) => at !== null && at !== undefined);
  return times.length ? Math.min(...times.map(Number)) : null;
};

/**
 * The conditional claim of a due attempt (a lease until `until`): true when this caller
 * now holds it. On PostgreSQL the row is taken `FOR UPDATE SKIP LOCKED`, so a process
 * claiming it at the same moment passes over it instead of waiting.
 */
export const updateDeliveryClaimed = (
  db: Db,
  id: number,
  token: string,
  now: number,
  until: number,
) => claimLease(db, 'webhook_delivery', id, token, now, until);

/** Gives a claim back untouched (shut down mid-attempt): the attempt is made again. */
export const updateDeliveryReleased = (db: Db, id: number, token: string) =>
  db
    .updateTable('webhook_delivery')
    .set({ claim_token: null, claimed_until: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();

/** Records the outcome of a claimed attempt, if the claim is still this caller's. */
export const updateDeliveryFinished = (
  db: Db,
  id: number,
  token: string,
  values: {
    status: DeliveryStatus;
    auto_attempts: number;
    next_attempt_at: number | null;
    updated_at: number;
  },
) => finishLease(db, 'webhook_delivery', id, token, values);
