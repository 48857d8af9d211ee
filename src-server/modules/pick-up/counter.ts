import type { ApiError } from '../../http/errors';
import {
  actionText,
  collectorMessage,
  msg,
  offlineWhereMessage,
  render,
  storedMessage,
} from '../../lib/i18n';
import { formatTimestamp } from '../../lib/time';
import { isManager, type Actor } from '../../http/auth';
import type { ActionValues, MemberAt } from '../shops';
import {
  type ActionKind,
  type ActionParams,
  type ActionRefusal,
  wallTimeOf,
} from '../../../src-shared/action-params';
import { CHECK_NOT_PREPARED, CHECK_READY } from '../../../src-shared/check-details';
import type { ConsumeReason } from './codes';
import type { Collector, PickUpRecordRow } from './repository';
import {
  consumeRefusal,
  offlineAtOutOfRange,
  offlineClerkNotAllowed,
  offlineConsumeRefusal,
  unknownKey,
  wrongStore,
} from './refusals';
import type { CollectedByIn } from './schemas';

/*
 * The counter's rules (docs/DESIGN.md §5): who may act on a code, when an offline hand-out
 * counts, which refusal a code that did not change gets, and what the order's timeline and
 * the action history say of it. service.ts runs them in its transactions.
 */

export const HOUR = 60 * 60 * 1000;

/** A hand-out made while the counter could not reach the server (docs/OFFLINE.md). */
export interface OfflineHandOut {
  at: number;
  counterId: string | null;
  /** The clerk signed in offline who made it; null: the sender (docs/DESIGN.md §14). */
  staffId: number | null;
}

export interface CheckedCode {
  record: PickUpRecordRow;
  reason: ConsumeReason | null;
}

/** A staff member works at his store; a manager at every store. */
export const worksAt = (actor: Actor, storeId: number) =>
  isManager(actor) || actor.storeId === storeId;

/** The store a state change is limited to: null for a manager (any), -1 for none. */
export const storeScope = (actor: Actor) => (isManager(actor) ? null : (actor.storeId ?? -1));

/**
 * Whether an offline hand-out's clerk, as he was at its time, could make it at the store
 * (docs/DESIGN.md §14): he existed, was active and was of that store (a manager, of any).
 */
export const clerkMay = (clerk: MemberAt | null, storeId: number) =>
  clerk !== null &&
  clerk.existed &&
  clerk.active &&
  (clerk.role === 'manager' || clerk.storeId === storeId);

/**
 * The store an offline hand-out is limited to: the sender's scope and his clerk's then, both
 * (null any, -1 none), so that one conditional UPDATE still decides.
 */
export function offlineScope(sender: Actor, clerk: MemberAt | null): number | null {
  if (!clerk || !clerk.existed || !clerk.active) return -1;
  const senderScope = storeScope(sender);
  const clerkScope = clerk.role === 'manager' ? null : (clerk.storeId ?? -1);
  if (senderScope === null) return clerkScope;
  if (clerkScope === null) return senderScope;
  return senderScope === clerkScope ? senderScope : -1;
}

/**
 * Who an offline hand-out is recorded as: the clerk signed in offline it names (with the
 * sender's address), else the sender.
 */
export const handerOf = (
  sender: Actor,
  offline: OfflineHandOut | undefined,
  clerk: MemberAt | null,
): Actor =>
  offline?.staffId != null && clerk
    ? {
        staffId: clerk.id,
        username: clerk.username,
        role: clerk.role,
        storeId: clerk.storeId,
        ip: sender.ip,
      }
    : sender;

/**
 * An offline hand-out counts when it was made no later than now and within the shop's
 * `offline_hand_out_hours`; one at the counter always does.
 */
export const offlineInRange = (offline: OfflineHandOut | undefined, hours: number, now: number) =>
  !offline || (offline.at <= now && offline.at >= now - hours * HOUR);

/** The collector's three columns: all null when the customer came himself. */
export const collectorColumns = (collector: CollectedByIn | null): Collector => ({
  name: collector?.name ?? null,
  relation: collector?.relation ?? null,
  note: collector?.note || null,
});

/** Why a check is refused before the code's state is asked: unknown key, another store. */
export const checkRefusal = (actor: Actor, record: PickUpRecordRow | undefined, zone: string) =>
  !record
    ? unknownKey()
    : !worksAt(actor, record.offline_shop_id)
      ? wrongStore(record, zone)
      : null;

/** Why a consume changed nothing, from the code read under the same lock. */
export function consumeRefused(
  actor: Actor,
  record: PickUpRecordRow | undefined,
  how: {
    offline: OfflineHandOut | undefined;
    inRange: boolean;
    hours: number;
    zone: string;
    clerk: MemberAt | null;
  },
): ApiError {
  const { offline, inRange, hours, zone, clerk } = how;
  const refused = checkRefusal(actor, record, zone);
  if (refused) return refused;
  if (!offline) return consumeRefusal(record!, zone);
  if (!inRange) return offlineAtOutOfRange(offline.at, hours, zone);
  // The code's own refusal first; only a hand-out it would have allowed is the clerk's fault.
  const clerkRefusal = clerkMay(clerk, record!.offline_shop_id)
    ? null
    : offlineClerkNotAllowed(offline.staffId ?? actor.staffId, offline.at, zone);
  return offlineConsumeRefusal(record!, offline.at, hours, zone, clerkRefusal);
}

/** A refusal as the history keeps it: its code and params (src-shared/action-params.ts). */
const refusalOf = (error: ApiError): ActionRefusal => ({
  code: error.code,
  params: (error.params ?? {}) as Record<string, unknown>,
});

/** Where and when an offline hand-out was made, as the timeline and the history say it. */
const whereOf = (offline: OfflineHandOut, zone: string) =>
  offlineWhereMessage(offline.counterId || null, wallTimeOf(formatTimestamp(offline.at, zone)));

/** Who collected the package, when it was not the customer. */
const whoOf = (collector: CollectedByIn | null) =>
  collector && collectorMessage(collector.name, collector.relation ?? null);

/** A timeline note of a hand-out: where, by whom, to whom (docs/ARCHITECTURE.md "Messages"). */
function handOutNote(actor: Actor, record: PickUpRecordRow, how: HandOut): string {
  const who = whoOf(how.collector);
  const facts = { store: record.offline_shop_title, staff: actor.username };
  if (how.offline) {
    const where = whereOf(how.offline, how.zone);
    return who
      ? storedMessage('timeline.offline_by', { ...facts, where, who })
      : storedMessage('timeline.offline', { ...facts, where });
  }
  return who
    ? storedMessage('timeline.picked_up_by', { ...facts, who })
    : storedMessage('timeline.picked_up', facts);
}

/** A refusal's English line in the history: its code and the error's English detail. */
const refusedText = (refused: ApiError) =>
  render(msg('history.refused', { code: refused.code, message: refused.message }), 'en');

/** An action about a code: recorded under the code's store (the actor's when unknown). */
export const codeAction = <A extends ActionKind>(
  actor: Actor,
  action: A,
  key: string,
  record: PickUpRecordRow | undefined,
  detail: string,
  params: ActionParams<A>,
  now: number,
  storeId: number | null = record?.offline_shop_id ?? actor.storeId,
): ActionValues =>
  ({
    action,
    params,
    staff_id: actor.staffId,
    offline_shop_id: storeId,
    pick_up_code_id: record?.id ?? null,
    key,
    order_id: record?.order_id ?? null,
    detail,
    ip: actor.ip,
    created_at: now,
  }) as ActionValues;

/** How a hand-out was made: offline or not, by whom for whom, the shop's zone, now. */
export interface HandOut {
  offline: OfflineHandOut | undefined;
  collector: CollectedByIn | null;
  zone: string;
  now: number;
}

/** The order's fulfilment and timeline entry of a hand-out: who handed it out, where. */
export function fulfilmentOf(actor: Actor, record: PickUpRecordRow, how: HandOut) {
  const { offline, collector, now } = how;
  const fulfillment = {
    order_id: record.order_id,
    status: 'success' as const,
    service: 'pick_up',
    location_id: record.offline_shop_id,
    staff_id: actor.staffId,
    created_at: offline?.at ?? now,
    updated_at: now,
  };
  const timeline = {
    order_id: record.order_id,
    action: 'fulfilled',
    note: handOutNote(actor, record, how),
    // The hand-out's data, like an order_fulfilled event's: who collected it.
    metafield: JSON.stringify({
      pick_up_code_id: record.id,
      collected_by: collector && {
        name: collector.name,
        relation: collector.relation ?? null,
        note: collector.note || null,
      },
    }),
    created_at: now,
  };
  return { fulfillment, timeline };
}

/** The history's record of a hand-out. */
export function handOutAction(actor: Actor, key: string, record: PickUpRecordRow, how: HandOut) {
  const { offline, collector, zone, now } = how;
  const params: ActionParams<'consume'> = {
    collected_by: collector && { name: collector.name, relation: collector.relation ?? null },
    note: collector?.note || null,
    offline: offline
      ? { counter_id: offline.counterId, at: formatTimestamp(offline.at, zone) }
      : null,
  };
  return codeAction(
    actor,
    'consume',
    key,
    record,
    actionText('en', 'consume', params),
    params,
    now,
  );
}

/** The history's record of a refused consume (`consume_conflict` for an offline hand-out). */
export function refusedAction(
  actor: Actor,
  key: string,
  record: PickUpRecordRow | undefined,
  refused: ApiError,
  how: { offline: OfflineHandOut | undefined; zone: string; now: number },
) {
  const { offline, zone, now } = how;
  return codeAction(
    actor,
    offline ? 'consume_conflict' : 'consume_refused',
    key,
    record,
    offline
      ? render(
          msg('history.offline_refused_at', {
            where: whereOf(offline, zone),
            code: refused.code,
            message: refused.message,
          }),
          'en',
        )
      : refusedText(refused),
    offline
      ? {
          counter_id: offline.counterId,
          offline_at: formatTimestamp(offline.at, zone),
          refusal: refusalOf(refused),
        }
      : { refusal: refusalOf(refused) },
    now,
    refused.code === 'wrong_store' ? actor.storeId : undefined,
  );
}

/** The history's record of a check: the refusal, why it cannot be consumed, or the verdict. */
export function checkAction(
  actor: Actor,
  key: string,
  record: PickUpRecordRow | undefined,
  refused: ApiError | null,
  reason: ConsumeReason | null,
  zone: string,
  now: number,
) {
  const prepared = record?.stock_status === 'prepared';
  return codeAction(
    actor,
    'check',
    key,
    record,
    refused
      ? refusedText(refused)
      : reason
        ? render(msg('history.cannot_consume', { reason }), 'en')
        : prepared
          ? CHECK_READY
          : CHECK_NOT_PREPARED,
    refused
      ? { refusal: refusalOf(refused) }
      : reason
        ? { refusal: refusalOf(consumeRefusal(record!, zone)) }
        : { verdict: prepared ? 'ready' : 'not_prepared' },
    now,
    refused?.code === 'wrong_store' ? actor.storeId : undefined,
  );
}
