import { DateTime } from 'luxon';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import { emit } from '../../db/events';
import { formatTimestamp } from '../../lib/time';
import { isManager, type Actor } from '../../http/auth';
import type { StockStatus } from '../../db/tables/pick-up';
import type { ActionValues } from '../shops';
import type { ActionKind, ActionParams, ActionRefusal } from '../../../src-shared/action-params';
import { CHECK_NOT_PREPARED, CHECK_READY } from '../../../src-shared/check-details';
import type { ConsumeReason } from './codes';
import { HOUR, requireOwn, worksAt, type PickUpDeps } from './deps';
import type { PickUpRecordRow, PickUpRepository } from './repository';
import {
  consumeRefusal,
  lateRollback,
  notUsed,
  nothingToPrepare,
  offlineAtOutOfRange,
  offlineConsumeRefusal,
  reasonOf,
  unknownKey,
  wrongStore,
} from './refusals';
import { presentConflictEvent, presentPreparedEvent, type CollectedByIn } from './schemas';

/*
 * The counter's state changes (docs/DESIGN.md §5): check, consume, rollback and preparation.
 * Every state change is one conditional UPDATE in one immediate transaction with the order's
 * change and the action record, so concurrent requests (in this process or another) cannot
 * both win; refusals are read afterwards, under the same lock, to say why.
 */

/** "王芳 (family)": how the timeline and the history name a proxy collector. */
const collectorText = (collector: CollectedByIn) =>
  collector.relation ? `${collector.name} (${collector.relation})` : collector.name;

/**
 * The history's English line of a hand-out: "Package handed out to 王芳 (family): note",
 * "offline at <counter, time>" when it was made offline (machine readers read this shape).
 */
function handOutText(offlineWhere: string | undefined, collector: CollectedByIn | null): string {
  const where = offlineWhere ? ` offline at ${offlineWhere}` : '';
  if (!collector) return `Package handed out${where}.`;
  return (
    `Package handed out${where} to ${collectorText(collector)}` +
    (collector.note ? `: ${collector.note}` : '.')
  );
}

/** A refusal as the history keeps it: its code and params (src-shared/action-params.ts). */
const refusalOf = (error: ApiError): ActionRefusal => ({
  code: error.code,
  params: (error.params ?? {}) as Record<string, unknown>,
});

/** A hand-out made while the counter could not reach the server (docs/OFFLINE.md). */
export interface OfflineHandOut {
  at: number;
  counterId: string | null;
}

export interface CheckedCode {
  record: PickUpRecordRow;
  reason: ConsumeReason | null;
}

/** "counter 2, 2026-11-21 19:30" for the timeline and the history. */
const offlineWhere = (offline: OfflineHandOut, zone: string) =>
  `${offline.counterId ? `counter ${offline.counterId}` : 'a counter'}, ${DateTime.fromMillis(offline.at, { zone }).toFormat('yyyy-MM-dd HH:mm:ss')}`;

/** An action about a code: recorded under the code's store (the actor's when unknown). */
const codeAction = <A extends ActionKind>(
  actor: Actor,
  action: A,
  key: string,
  record: PickUpRecordRow | undefined,
  detail: string,
  params: ActionParams<A>,
  now: number,
  storeId: number | null = record?.offline_shop_id ?? actor.offlineShopId,
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

/** The order fulfilled, its timeline and the action history say who handed it out, and where. */
async function handedOut(
  deps: PickUpDeps,
  trx: Db,
  actor: Actor,
  key: string,
  record: PickUpRecordRow,
  how: {
    offline: OfflineHandOut | undefined;
    collector: CollectedByIn | null;
    zone: string;
    now: number;
  },
) {
  const { orders, actions, notices } = deps;
  const { offline, collector, zone, now } = how;
  const at = offline?.at ?? now;
  const fulfillment = {
    order_id: record.order_id,
    status: 'success' as const,
    service: 'pick_up',
    location_id: record.offline_shop_id,
    staff_id: actor.staffId,
    created_at: at,
    updated_at: now,
  };
  await orders().handOut(trx, record.order_id, now, fulfillment, {
    order_id: record.order_id,
    action: 'fulfilled',
    note:
      (offline
        ? `Handed out offline at ${offlineWhere(offline, zone)} (${record.offline_shop_title}) by ${actor.username}`
        : `Picked up at ${record.offline_shop_title}, handed out by ${actor.username}`) +
      (collector ? `, collected by ${collectorText(collector)}.` : '.'),
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
  });
  await actions.record(
    trx,
    codeAction(
      actor,
      'consume',
      key,
      record,
      handOutText(offline && offlineWhere(offline, zone), collector),
      {
        collected_by: collector && { name: collector.name, relation: collector.relation ?? null },
        note: collector?.note || null,
        offline: offline
          ? { counter_id: offline.counterId, at: formatTimestamp(offline.at, zone) }
          : null,
      },
      now,
    ),
  );
  // The customer's handed-out receipt, when the shop sends it (docs/NOTIFICATIONS.md).
  await notices?.onHandedOut(trx, record, now);
}

/**
 * docs/OFFLINE.md: an offline hand-out refused on sync is a conflict to settle, emitted with
 * the refusal (an unknown key has no code to describe: its history record is all there is).
 */
async function conflictEvent(
  repo: PickUpRepository,
  trx: Db,
  actor: Actor,
  record: PickUpRecordRow,
  offline: OfflineHandOut,
  refused: ApiError,
  zone: string,
  now: number,
) {
  const body = presentConflictEvent(record, await repo.orderToken(trx, record.order_id), zone, {
    offlineAt: offline.at,
    counterId: offline.counterId,
    handedOutBy: { id: actor.staffId, username: actor.username },
    reason: { code: refused.code, params: refused.params ?? {}, detail: refused.message },
  });
  await emit(trx, 'pick_up_code_conflict', body, now);
}

export async function stockPrepare(
  deps: PickUpDeps,
  actor: Actor,
  id: number,
  status: StockStatus,
): Promise<PickUpRecordRow> {
  const { database, clock, timeZone, repo, actions, notices } = deps;
  const zone = await timeZone();
  return database.transaction(async (trx) => {
    const now = clock.now();
    const record = await requireOwn(repo, trx, actor, id, now, zone);
    if (record.key_status === 'canceled') throw nothingToPrepare(record);
    await repo.setStock(trx, id, status, now);
    await actions.record(
      trx,
      codeAction(
        actor,
        'stock_prepare',
        record.key,
        record,
        status === 'prepared' ? 'Package prepared.' : 'Package marked as not prepared.',
        { prepared: status === 'prepared' },
        now,
      ),
    );
    const updated = (await repo.findById(trx, id, now))!;
    // docs/DESIGN.md §9: the package is ready (only when it turns prepared, not when re-marked).
    if (status === 'prepared' && record.stock_status !== 'prepared') {
      await emit(
        trx,
        'pick_up_code_prepared',
        presentPreparedEvent(updated, await repo.orderToken(trx, updated.order_id), zone),
        now,
      );
      // The customer hears of it: jobs written with the change (docs/NOTIFICATIONS.md).
      await notices?.onPrepared(trx, updated, now);
    }
    return updated;
  });
}

/**
 * The record with `can_consume` and `reason`; unknown key 404, another store's code 403
 * `wrong_store`. Every check is recorded.
 */
export async function check(deps: PickUpDeps, actor: Actor, key: string): Promise<CheckedCode> {
  const { database, clock, timeZone, repo, actions } = deps;
  const zone = await timeZone();
  const now = clock.now();
  const record = await repo.findByKey(database.db, key, now);
  const refused = !record
    ? unknownKey()
    : !worksAt(actor, record.offline_shop_id)
      ? wrongStore(record, zone)
      : null;
  const reason = record && !refused ? reasonOf(record) : null;
  // The record is one INSERT, in no transaction: PostgreSQL's group insert (record-queue.ts).
  await actions.recordAlone(
    codeAction(
      actor,
      'check',
      key,
      record,
      refused
        ? `${refused.code}: ${refused.message}`
        : reason
          ? `Cannot be consumed: ${reason}.`
          : record!.stock_status === 'prepared'
            ? CHECK_READY
            : CHECK_NOT_PREPARED,
      refused
        ? { refusal: refusalOf(refused) }
        : reason
          ? { refusal: refusalOf(consumeRefusal(record!, zone)) }
          : { verdict: record!.stock_status === 'prepared' ? 'ready' : 'not_prepared' },
      now,
      refused?.code === 'wrong_store' ? actor.offlineShopId : undefined,
    ),
  );
  if (refused) throw refused;
  return { record: record!, reason };
}

/**
 * unused → used, exactly once: the conditional UPDATE decides, then the order is
 * fulfilled and the consume recorded in the same transaction. A refusal is recorded as
 * `consume_refused` and answered 404, 403 `wrong_store` or 409 with the reason. An offline
 * hand-out sent later (docs/OFFLINE.md) keeps its time as `used_at` when the code could be
 * handed out then and the time is within the shop's `offline_hand_out_hours`; refused, it is
 * a conflict: `consume_conflict` and the `pick_up_code_conflict` event, with the refusal.
 */
export async function consume(
  deps: PickUpDeps,
  actor: Actor,
  key: string,
  offline?: OfflineHandOut,
  collectedBy?: CollectedByIn | null,
): Promise<PickUpRecordRow> {
  const { database, clock, timeZone, settings, repo, actions } = deps;
  const zone = await timeZone();
  const collector = collectedBy ?? null;
  const stored = {
    name: collector?.name ?? null,
    relation: collector?.relation ?? null,
    note: collector?.note || null,
  };
  const hours = offline ? (await settings()).offline_hand_out_hours : 0;
  const outcome = await database.transaction(async (trx) => {
    const now = clock.now();
    const storeId = isManager(actor) ? null : (actor.offlineShopId ?? -1);
    const inRange = !offline || (offline.at <= now && offline.at >= now - hours * HOUR);
    const usedOffline = async (at: number) => {
      const used = await repo.markUsedOffline(trx, key, actor.staffId, storeId, at, now, stored);
      return used && repo.findById(trx, used.id, now);
    };
    const handed = !inRange
      ? undefined
      : offline
        ? await usedOffline(offline.at)
        : await repo.markUsedRecord(trx, key, actor.staffId, storeId, now, stored);
    if (handed) {
      await handedOut(deps, trx, actor, key, handed, { offline, collector, zone, now });
      return { record: handed };
    }
    // Nothing changed: the code, read under the same lock, says why.
    const record = await repo.findByKey(trx, key, now);
    const refused = !record
      ? unknownKey()
      : !worksAt(actor, record.offline_shop_id)
        ? wrongStore(record, zone)
        : !offline
          ? consumeRefusal(record, zone)
          : !inRange
            ? offlineAtOutOfRange(offline.at, hours, zone)
            : offlineConsumeRefusal(record, offline.at, hours, zone);
    await actions.record(
      trx,
      codeAction(
        actor,
        offline ? 'consume_conflict' : 'consume_refused',
        key,
        record,
        `${offline ? `Offline hand-out at ${offlineWhere(offline, zone)}: ` : ''}${refused.code}: ${refused.message}`,
        offline
          ? {
              counter_id: offline.counterId,
              offline_at: formatTimestamp(offline.at, zone),
              refusal: refusalOf(refused),
            }
          : { refusal: refusalOf(refused) },
        now,
        refused.code === 'wrong_store' ? actor.offlineShopId : undefined,
      ),
    );
    if (offline && record)
      await conflictEvent(repo, trx, actor, record, offline, refused, zone, now);
    return { refused };
  });
  if (outcome.refused) throw outcome.refused;
  return outcome.record!;
}

/**
 * used → unused and the order back to pending. Within `pick_up_rollback_hours` of the
 * consume any staff member of the store may; after that only a manager (403).
 */
export async function rollback(
  deps: PickUpDeps,
  actor: Actor,
  key: string,
): Promise<PickUpRecordRow> {
  const { database, clock, settings, timeZone, repo, orders, actions, notices } = deps;
  const shop = await settings();
  const zone = await timeZone();
  const window = shop.pick_up_rollback_hours * HOUR;
  return database.transaction(async (trx) => {
    const now = clock.now();
    const manager = isManager(actor);
    const storeId = manager ? null : (actor.offlineShopId ?? -1);
    const restored = await repo.markUnused(trx, key, storeId, manager ? null : now - window, now);
    if (!restored) {
      const record = await repo.findByKey(trx, key, now);
      if (!record) throw unknownKey();
      if (!worksAt(actor, record.offline_shop_id)) throw wrongStore(record, zone);
      if (record.key_status !== 'used') throw notUsed(record.key_status, record.order_number);
      throw lateRollback(shop.pick_up_rollback_hours);
    }
    await orders().markUnfulfilled(trx, restored.order_id, now);
    const record = (await repo.findById(trx, restored.id, now))!;
    await orders().insertTimeline(trx, {
      order_id: restored.order_id,
      action: 'fulfillment_rolled_back',
      note: `Pick-up rolled back by ${actor.username}.`,
      created_at: now,
    });
    await actions.record(
      trx,
      codeAction(actor, 'rollback', key, record, 'Hand-out rolled back.', {}, now),
    );
    await notices?.onHandOutRolledBack(trx, record.id, now);
    return record;
  });
}
