import type { Expression, SqlBool } from 'kysely';
import { afterWriters } from '../../db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { FilterValues } from '../../http/filters';
import { isManager, type Actor } from '../../http/auth';
import type { OrderDetail } from '../orders';
import { check, consume, rollback, stockPrepare } from './counter';
import { requireOwn, type PickUpDeps } from './deps';
import { pickUpFilters } from './repository';
import { CURSOR_PATTERN } from './schemas';

export type { CheckedCode, OfflineHandOut } from './counter';
export type { PickUpDeps } from './deps';

/** The store whose codes a counter copies: a staff member's own; a manager's choice. */
function feedStore(actor: Actor, requested: number | undefined): number {
  if (isManager(actor)) {
    const storeId = requested ?? actor.offlineShopId;
    if (storeId === null) throw fieldError('offline_shop', 'Name the store to copy.');
    return storeId;
  }
  if (actor.offlineShopId === null)
    throw new ApiError(403, 'permission_denied', 'This account belongs to no store.');
  if (requested !== undefined && requested !== actor.offlineShopId)
    throw new ApiError(403, 'permission_denied', "Staff copy their own store's codes only.");
  return actor.offlineShopId;
}

async function conditions(
  { timeZone, repo }: PickUpDeps,
  query: FilterValues,
  viewer: Actor,
  now: number,
) {
  const where: Expression<SqlBool>[] = pickUpFilters.conditions(query, {
    timeZone: await timeZone(),
    now,
  });
  // A staff member sees his store's packages; a manager every store's.
  if (!isManager(viewer)) where.push(repo.ofStore(viewer.offlineShopId));
  return where;
}

async function count(deps: PickUpDeps, query: FilterValues, viewer: Actor) {
  return deps.repo.count(deps.database.db, await conditions(deps, query, viewer, deps.clock.now()));
}

async function list(
  deps: PickUpDeps,
  query: FilterValues,
  viewer: Actor,
  limit: number,
  offset: number,
) {
  const now = deps.clock.now();
  const where = await conditions(deps, query, viewer, now);
  return deps.repo.list(deps.database.db, where, now, limit, offset);
}

/** `{id}/order/`: the order of a code of the actor's store. */
async function order(deps: PickUpDeps, actor: Actor, id: number): Promise<OrderDetail> {
  const { database, clock, timeZone, repo, orders } = deps;
  const record = await requireOwn(repo, database.db, actor, id, clock.now(), await timeZone());
  return orders().get(record.order_id);
}

/**
 * The replica's feed (docs/OFFLINE.md): the store's codes changed after the cursor, in
 * change order; without a cursor every waiting code. `limit + 1` rows say whether more
 * follow.
 */
async function changes(
  deps: PickUpDeps,
  actor: Actor,
  query: { cursor?: string; offline_shop?: number; limit: number },
) {
  const { database, clock, settings, repo } = deps;
  const storeId = feedStore(actor, query.offline_shop);
  const now = clock.now();
  let after = 0;
  let firstLoadUpTo: number | null = null;
  if (query.cursor !== undefined) {
    const [, store, last, upTo] = CURSOR_PATTERN.exec(query.cursor)!;
    if (Number(store) !== storeId)
      throw fieldError('cursor', 'This cursor is of another store: start without one.');
    after = Number(last);
    firstLoadUpTo = upTo === undefined ? null : Number(upTo);
  }
  // Read once the store's writers in flight have committed: none of them can then commit a
  // change numbered below what this answer hands out.
  const rows = await afterWriters(database, 'pickUpChanges', storeId, async (handle) => {
    if (query.cursor === undefined) firstLoadUpTo = await repo.lastChange(handle, storeId);
    return repo.changes(handle, storeId, after, firstLoadUpTo, now, query.limit + 1);
  });
  const hasMore = rows.length > query.limit;
  const results = hasMore ? rows.slice(0, query.limit) : rows;
  const last = results.at(-1)?.change_seq ?? after;
  const cursor =
    firstLoadUpTo !== null && hasMore
      ? `${storeId}:${last}:${firstLoadUpTo}`
      : `${storeId}:${Math.max(last, firstLoadUpTo ?? 0)}`;
  const shop = await settings();
  return {
    cursor,
    results,
    has_more: hasMore,
    offline_hand_out: shop.offline_hand_out === 1,
    offline_hand_out_hours: shop.offline_hand_out_hours,
  };
}

/** The customer's view, by the order's token and the shop's domain (public). */
async function fetch(deps: PickUpDeps, orderToken: string, shopDomain: string) {
  const { database, clock, settings, repo, orders } = deps;
  const shop = await settings();
  if (shopDomain.trim().toLowerCase() !== shop.domain) throw notFound('No shop with this domain.');
  const found = await repo.findPublic(database.db, orderToken, clock.now());
  if (!found) throw notFound('No pick-up code for this order.');
  return { ...found, discounts: await orders().discountsOf(database.db, found.order_id) };
}

export type PickUpService = ReturnType<typeof createPickUpService>;

/**
 * Pick-up codes at the counter (docs/DESIGN.md §5): the lists and the customer's view here, the
 * counter's state changes in counter.ts.
 */
export function createPickUpService(deps: PickUpDeps) {
  const { database, clock, repo } = deps;
  return {
    count: (query: FilterValues, viewer: Actor) => count(deps, query, viewer),
    list: (query: FilterValues, viewer: Actor, limit: number, offset: number) =>
      list(deps, query, viewer, limit, offset),
    order: (actor: Actor, id: number) => order(deps, actor, id),
    changes: (actor: Actor, query: Parameters<typeof changes>[2]) => changes(deps, actor, query),
    fetch: (orderToken: string, shopDomain: string) => fetch(deps, orderToken, shopDomain),
    stockPrepare: (...args: Tail<Parameters<typeof stockPrepare>>) => stockPrepare(deps, ...args),
    check: (...args: Tail<Parameters<typeof check>>) => check(deps, ...args),
    consume: (...args: Tail<Parameters<typeof consume>>) => consume(deps, ...args),
    rollback: (...args: Tail<Parameters<typeof rollback>>) => rollback(deps, ...args),
    /** Stores `expired` on unused codes past their time (reads compute it anyway). */
    sweepExpired: () => database.transaction((trx) => repo.sweepExpired(trx, clock.now())),
  };
}

/** A function's parameters after the first (its deps). */
type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
