import type { Expression, SqlBool } from 'kysely';
import type { AppContext } from '../../context';
import { afterWriters, type Db } from '../../db';
import { emit } from '../../db/events';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { actionText, msg, storedMessage } from '../../lib/i18n';
import { isManager, type Actor } from '../../http/auth';
import type { StockStatus } from '../../db/tables/pick-up';
import {
  getOrder,
  insertTimeline,
  listDiscounts,
  updateHandedOut,
  updateUnfulfilled,
  type OrderDetail,
} from '../orders';
import * as counter from './counter';
import type { CheckedCode, HandOut, OfflineHandOut } from './counter';
import { memberAt, recordAction, recordActionAlone, type MemberAt } from '../shops';
import * as codes from './repository';
import type { PickUpRecordRow } from './repository';
import {
  lateRollback,
  nothingToPrepare,
  notUsed,
  reasonOf,
  unknownKey,
  wrongStore,
} from './refusals';
import {
  CURSOR_PATTERN,
  presentConflictEvent,
  presentPreparedEvent,
  type CollectedByIn,
} from './schemas';

export type { CheckedCode, OfflineHandOut } from './counter';

/*
 * Pick-up codes at the counter (docs/DESIGN.md §5): the lists, the counter's feed and the
 * customer's view, and the counter's state changes. Every state change is one conditional
 * UPDATE in one immediate transaction with the order's change and the action record, so
 * concurrent requests (in this process or another) cannot both win; refusals are read
 * afterwards, under the same lock, to say why (the rules in counter.ts).
 */

/** A code the actor may act on, by id: 404 unknown, 403 `wrong_store`. */
async function requireOwn(handle: Db, actor: Actor, id: number, now: number, zone: string) {
  const record = await codes.findById(handle, id, now);
  if (!record) throw notFound(msg('pick_up.id_not_found'));
  if (!counter.worksAt(actor, record.offline_shop_id)) throw wrongStore(record, zone);
  return record;
}

/** The store whose codes a counter copies: a staff member's own; a manager's choice. */
function feedStore(actor: Actor, requested: number | undefined): number {
  if (isManager(actor)) {
    const storeId = requested ?? actor.storeId;
    if (storeId === null) throw fieldError('offline_shop', msg('pick_up.copy_store_needed'));
    return storeId;
  }
  if (actor.storeId === null) throw new ApiError(403, 'permission_denied', msg('pick_up.no_store'));
  if (requested !== undefined && requested !== actor.storeId)
    throw new ApiError(403, 'permission_denied', msg('pick_up.copy_own_store'));
  return actor.storeId;
}

async function conditions(ctx: AppContext, query: FilterValues, viewer: Actor, now: number) {
  const where: Expression<SqlBool>[] = codes.pickUpFilters.conditions(query, {
    timeZone: await ctx.timeZone(),
    now,
  });
  // A staff member sees his store's packages; a manager every store's.
  if (!isManager(viewer)) where.push(codes.ofStore(viewer.storeId));
  return where;
}

export async function count(ctx: AppContext, query: FilterValues, viewer: Actor) {
  const where = await conditions(ctx, query, viewer, ctx.clock.now());
  return codes.countCodes(ctx.database.db, where);
}

export async function list(
  ctx: AppContext,
  query: FilterValues,
  viewer: Actor,
  limit: number,
  offset: number,
) {
  const now = ctx.clock.now();
  const where = await conditions(ctx, query, viewer, now);
  return codes.listCodes(ctx.database.db, where, now, limit, offset);
}

/** `{id}/order/`: the order of a code of the actor's store. */
export async function order(ctx: AppContext, actor: Actor, id: number): Promise<OrderDetail> {
  const zone = await ctx.timeZone();
  const record = await requireOwn(ctx.database.db, actor, id, ctx.clock.now(), zone);
  return getOrder(ctx, record.order_id);
}

/**
 * The replica's feed (docs/OFFLINE.md): the store's codes changed after the cursor, in
 * change order; without a cursor every waiting code. `limit + 1` rows say whether more
 * follow.
 */
export async function changes(
  ctx: AppContext,
  actor: Actor,
  query: { cursor?: string; offline_shop?: number; limit: number },
) {
  const storeId = feedStore(actor, query.offline_shop);
  const now = ctx.clock.now();
  let after = 0;
  let firstLoadUpTo: number | null = null;
  if (query.cursor !== undefined) {
    const [, store, last, upTo] = CURSOR_PATTERN.exec(query.cursor)!;
    if (Number(store) !== storeId) throw fieldError('cursor', msg('pick_up.cursor_other_store'));
    after = Number(last);
    firstLoadUpTo = upTo === undefined ? null : Number(upTo);
  }
  // Read once the store's writers in flight have committed: none of them can then commit a
  // change numbered below what this answer hands out.
  const rows = await afterWriters(ctx.database, 'pickUpChanges', storeId, async (handle) => {
    if (query.cursor === undefined) firstLoadUpTo = await codes.findLastChange(handle, storeId);
    return codes.listChanges(handle, storeId, after, firstLoadUpTo, now, query.limit + 1);
  });
  const hasMore = rows.length > query.limit;
  const results = hasMore ? rows.slice(0, query.limit) : rows;
  const last = results.at(-1)?.change_seq ?? after;
  const cursor =
    firstLoadUpTo !== null && hasMore
      ? `${storeId}:${last}:${firstLoadUpTo}`
      : `${storeId}:${Math.max(last, firstLoadUpTo ?? 0)}`;
  const shop = await ctx.settings();
  return {
    cursor,
    results,
    has_more: hasMore,
    offline_hand_out: shop.offline_hand_out === 1,
    offline_hand_out_hours: shop.offline_hand_out_hours,
  };
}

/** The customer's view, by the order's token and the shop's domain (public). */
export async function fetch(ctx: AppContext, orderToken: string, shopDomain: string) {
  const { db } = ctx.database;
  const shop = await ctx.settings();
  if (shopDomain.trim().toLowerCase() !== shop.domain) throw notFound(msg('shops.shop_not_found'));
  const found = await codes.findPublic(db, orderToken, ctx.clock.now());
  if (!found) throw notFound(msg('pick_up.order_has_no_code'));
  return { ...found, discounts: await listDiscounts(db, found.order_id) };
}

/** Stores `expired` on unused codes past their time (reads compute it anyway). */
export const sweepExpired = (ctx: AppContext) =>
  ctx.database.transaction((trx) => codes.updateExpired(trx, ctx.clock.now()));

export async function stockPrepare(
  ctx: AppContext,
  actor: Actor,
  id: number,
  status: StockStatus,
): Promise<PickUpRecordRow> {
  const zone = await ctx.timeZone();
  return ctx.database.transaction(async (trx) => {
    const now = ctx.clock.now();
    const record = await requireOwn(trx, actor, id, now, zone);
    if (record.key_status === 'canceled') throw nothingToPrepare(record);
    await codes.updateStock(trx, id, status, now);
    await recordAction(
      trx,
      counter.codeAction(
        actor,
        'stock_prepare',
        record.key,
        record,
        actionText('en', 'stock_prepare', { prepared: status === 'prepared' }),
        { prepared: status === 'prepared' },
        now,
      ),
    );
    const updated = (await codes.findById(trx, id, now))!;
    // docs/DESIGN.md §9: the package is ready (only when it turns prepared, not when re-marked).
    if (status === 'prepared' && record.stock_status !== 'prepared') {
      await emit(
        trx,
        'pick_up_code_prepared',
        presentPreparedEvent(updated, await codes.findOrderToken(trx, updated.order_id), zone),
        now,
      );
      // The customer hears of it: jobs written with the change (docs/NOTIFICATIONS.md).
      await ctx.plugins.pickUpNotices.onPrepared(ctx, trx, updated, now);
    }
    return updated;
  });
}

/**
 * The record with `can_consume` and `reason`; unknown key 404, another store's code 403
 * `wrong_store`. Every check is recorded.
 */
export async function check(ctx: AppContext, actor: Actor, key: string): Promise<CheckedCode> {
  const zone = await ctx.timeZone();
  const now = ctx.clock.now();
  const record = await codes.findByKey(ctx.database.db, key, now);
  const refused = counter.checkRefusal(actor, record, zone);
  const reason = record && !refused ? reasonOf(record) : null;
  // The record is one INSERT, in no transaction: PostgreSQL's group insert (db/record-queue.ts).
  await recordActionAlone(ctx, counter.checkAction(actor, key, record, refused, reason, zone, now));
  if (refused) throw refused;
  return { record: record!, reason };
}

/**
 * unused → used, exactly once: the conditional UPDATE decides, then the order is
 * fulfilled and the consume recorded in the same transaction. A refusal is recorded as
 * `consume_refused` and answered 404, 403 `wrong_store` or 409 with the reason. An offline
 * hand-out sent later (docs/OFFLINE.md) keeps its time as `used_at` when the code could be
 * handed out then and the time is within the shop's `offline_hand_out_hours`, and is its
 * clerk's (the one signed in offline, else the sender), who must have been active and of the
 * code's store then (docs/DESIGN.md §14); refused, it is a conflict: `consume_conflict` and the
 * `pick_up_code_conflict` event, with the refusal.
 */
export async function consume(
  ctx: AppContext,
  actor: Actor,
  key: string,
  offline?: OfflineHandOut,
  collectedBy?: CollectedByIn | null,
): Promise<PickUpRecordRow> {
  const zone = await ctx.timeZone();
  const collector = collectedBy ?? null;
  const hours = offline ? (await ctx.settings()).offline_hand_out_hours : 0;
  const outcome = await ctx.database.transaction(async (trx) => {
    const now = ctx.clock.now();
    const inRange = counter.offlineInRange(offline, hours, now);
    // Only an offline hand-out asks who its clerk was then (docs/DESIGN.md §14): the online
    // path keeps its statements.
    const clerk =
      offline && inRange ? await memberAt(trx, offline.staffId ?? actor.staffId, offline.at) : null;
    const hander = counter.handerOf(actor, offline, clerk);
    const handed = inRange
      ? await markUsed(trx, actor, key, offline && { ...offline, hander, clerk }, collector, now)
      : undefined;
    if (handed) {
      await handedOut(ctx, trx, hander, key, handed, { offline, collector, zone, now });
      return { record: handed };
    }
    // Nothing changed: the code, read under the same lock, says why.
    const record = await codes.findByKey(trx, key, now);
    const refused = counter.consumeRefused(actor, record, { offline, inRange, hours, zone, clerk });
    await recordAction(
      trx,
      counter.refusedAction(hander, key, record, refused, { offline, zone, now }),
    );
    if (offline && record)
      await conflictEvent(trx, hander, record, offline, refused, { zone, now });
    return { refused };
  });
  if (outcome.refused) throw outcome.refused;
  return outcome.record!;
}

/**
 * The conditional UPDATE of a consume: the record it leaves, undefined when none changed. An
 * offline one is the hander's (its clerk), within his store then and the sender's.
 */
async function markUsed(
  trx: Db,
  actor: Actor,
  key: string,
  offline: (OfflineHandOut & { hander: Actor; clerk: MemberAt | null }) | undefined,
  collector: CollectedByIn | null,
  now: number,
) {
  const stored = counter.collectorColumns(collector);
  if (!offline)
    return codes.updateUsed(trx, key, actor.staffId, counter.storeScope(actor), now, stored);
  const used = await codes.updateUsedOffline(
    trx,
    key,
    offline.hander.staffId,
    counter.offlineScope(actor, offline.clerk),
    offline.at,
    now,
    stored,
  );
  return used && codes.findById(trx, used.id, now);
}

/** The order fulfilled, its timeline and the action history say who handed it out, and where. */
async function handedOut(
  ctx: AppContext,
  trx: Db,
  actor: Actor,
  key: string,
  record: PickUpRecordRow,
  how: HandOut,
) {
  const { fulfillment, timeline } = counter.fulfilmentOf(actor, record, how);
  await updateHandedOut(trx, record.order_id, how.now, fulfillment, timeline);
  await recordAction(trx, counter.handOutAction(actor, key, record, how));
  // The customer's handed-out receipt, when the shop sends it (docs/NOTIFICATIONS.md).
  await ctx.plugins.pickUpNotices.onHandedOut(ctx, trx, record, how.now);
}

/**
 * docs/OFFLINE.md: an offline hand-out refused on sync is a conflict to settle, emitted with
 * the refusal (an unknown key has no code to describe: its history record is all there is).
 */
async function conflictEvent(
  trx: Db,
  actor: Actor,
  record: PickUpRecordRow,
  offline: OfflineHandOut,
  refused: ApiError,
  { zone, now }: { zone: string; now: number },
) {
  const body = presentConflictEvent(
    record,
    await codes.findOrderToken(trx, record.order_id),
    zone,
    {
      offlineAt: offline.at,
      counterId: offline.counterId,
      handedOutBy: { id: actor.staffId, username: actor.username },
      reason: { code: refused.code, params: refused.params ?? {}, detail: refused.message },
    },
  );
  await emit(trx, 'pick_up_code_conflict', body, now);
}

/**
 * used → unused and the order back to pending. Within `pick_up_rollback_hours` of the
 * consume any staff member of the store may; after that only a manager (403).
 */
export async function rollback(
  ctx: AppContext,
  actor: Actor,
  key: string,
): Promise<PickUpRecordRow> {
  const shop = await ctx.settings();
  const zone = await ctx.timeZone();
  const window = shop.pick_up_rollback_hours * counter.HOUR;
  return ctx.database.transaction(async (trx) => {
    const now = ctx.clock.now();
    const manager = isManager(actor);
    const storeId = counter.storeScope(actor);
    const restored = await codes.updateUnused(
      trx,
      key,
      storeId,
      manager ? null : now - window,
      now,
    );
    if (!restored) {
      const record = await codes.findByKey(trx, key, now);
      if (!record) throw unknownKey();
      if (!counter.worksAt(actor, record.offline_shop_id)) throw wrongStore(record, zone);
      if (record.key_status !== 'used') throw notUsed(record.key_status, record.order_number);
      throw lateRollback(shop.pick_up_rollback_hours);
    }
    await updateUnfulfilled(trx, restored.order_id, now);
    const record = (await codes.findById(trx, restored.id, now))!;
    await insertTimeline(trx, {
      order_id: restored.order_id,
      action: 'fulfillment_rolled_back',
      note: storedMessage('timeline.rolled_back', { staff: actor.username }),
      created_at: now,
    });
    await recordAction(
      trx,
      counter.codeAction(actor, 'rollback', key, record, actionText('en', 'rollback', {}), {}, now),
    );
    await ctx.plugins.pickUpNotices.onHandOutRolledBack(ctx, trx, record.id, now);
    return record;
  });
}
