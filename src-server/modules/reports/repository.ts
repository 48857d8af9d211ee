import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { CHECK_PASSED } from '../../../src-shared/check-details';
import type { Buckets } from './buckets';

/*
 * The reports' SQL: counts and sums grouped by bucket over an indexed time range, in Kysely's
 * builders (portable to PostgreSQL; the bucket number is integer arithmetic, see buckets.ts).
 */

/** PostgreSQL answers counts and sums of integers as bigint/numeric text; SQLite as numbers. */
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

export interface BucketCount {
  bucket: number;
  count: number;
}

/** The durations at the ranks asked for, per bucket (nearest-rank percentiles). */
export interface RankedDuration {
  bucket: number;
  rank: number;
  total: number;
  duration: number;
}

export interface StaffCounts {
  staff_id: number;
  username: string;
  offline_shop_id: number | null;
  offline_shop_title: string | null;
  handed_out: number;
  refused: number;
  rolled_back: number;
  conflicts: number;
}

export interface SalesBucket {
  bucket: number;
  paid_orders: number;
  revenue: number;
  discounts: number;
  points_redeemed: number;
  points_price: number;
}

export interface WaitingCounts {
  offline_shop_id: number;
  title: string;
  is_active: number;
  waiting: number;
  prepared: number;
  expiring_soon: number;
}

export interface TopProduct {
  product_id: number | null;
  title: string;
  quantity: number;
  revenue: number;
}

const counts = (rows: { bucket: unknown; count: unknown }[]): BucketCount[] =>
  rows.map((row) => ({ bucket: num(row.bucket), count: num(row.count) }));

/** Rows per bucket of `column` inside [b.from, end). */
const perBucket = <QB extends SelectQueryBuilder<Database, 'pick_up_code', object>>(
  query: QB,
  b: Buckets,
  column:
    | 'pick_up_code.created_at'
    | 'pick_up_code.prepared_at'
    | 'pick_up_code.used_at'
    | 'pick_up_code.expires_at'
    | 'shop_order.cancelled_at',
  end = b.to,
) =>
  query
    .select([b.indexOf(column).as('bucket'), sql<number>`count(*)`.as('count')])
    .where(sql.ref(column), '>=', b.from)
    .where(sql.ref(column), '<', end)
    .groupBy('bucket');

/** Codes of the window, of one store or all. */
const codes = (db: Db, store: number | null) =>
  db
    .selectFrom('pick_up_code')
    .$if(store !== null, (qb) => qb.where('pick_up_code.offline_shop_id', '=', store!));

/** `sum(case when … then 1 else 0 end)`: how many rows of the group meet `condition`. */
const countWhen = (condition: RawBuilder<unknown>) =>
  sql<number>`sum(case when ${condition} then 1 else 0 end)`;

export async function countIssued(db: Db, b: Buckets, store: number | null) {
  return counts(await perBucket(codes(db, store), b, 'pick_up_code.created_at').execute());
}

export async function countPrepared(db: Db, b: Buckets, store: number | null) {
  return counts(await perBucket(codes(db, store), b, 'pick_up_code.prepared_at').execute());
}

export async function countHandedOut(db: Db, b: Buckets, store: number | null) {
  return counts(
    await perBucket(
      codes(db, store).where('pick_up_code.key_status', '=', 'used'),
      b,
      'pick_up_code.used_at',
    ).execute(),
  );
}

/** Codes whose time ran out unused inside the window (stored as expired or not yet). */
export async function countExpired(db: Db, b: Buckets, store: number | null, now: number) {
  const end = Math.min(b.to, now);
  if (end <= b.from) return [];
  const query = codes(db, store).where('pick_up_code.key_status', 'in', ['unused', 'expired']);
  return counts(await perBucket(query, b, 'pick_up_code.expires_at', end).execute());
}

/** Codes voided by their order's cancellation, at the time of the cancellation. */
export async function countCanceled(db: Db, b: Buckets, store: number | null) {
  return counts(
    await perBucket(
      codes(db, store)
        .innerJoin('shop_order', 'shop_order.id', 'pick_up_code.order_id')
        .where('pick_up_code.key_status', '=', 'canceled'),
      b,
      'shop_order.cancelled_at',
    ).execute(),
  );
}

/**
 * Paid-to-handed-out durations at the nearest ranks of `percents` in each bucket: the
 * database ranks them (window functions, on SQLite and PostgreSQL alike) and answers only
 * those rows, not every duration of the window.
 */
export async function listDurationRanks(
  db: Db,
  b: Buckets,
  store: number | null,
  percents: readonly number[],
): Promise<RankedDuration[]> {
  const column = 'pick_up_code.used_at';
  const durations = codes(db, store)
    .innerJoin('shop_order', 'shop_order.id', 'pick_up_code.order_id')
    .select([
      b.indexOf(column).as('bucket'),
      sql<number>`${sql.ref(column)} - ${sql.ref('shop_order.paid_at')}`.as('duration'),
    ])
    .where('pick_up_code.key_status', '=', 'used')
    .where('shop_order.paid_at', 'is not', null)
    .where(column, '>=', b.from)
    .where(column, '<', b.to);
  const ranked = db.selectFrom(durations.as('d')).select((eb) => [
    'd.bucket',
    'd.duration',
    eb.fn
      .agg<number>('row_number')
      .over((over) => over.partitionBy('d.bucket').orderBy('d.duration'))
      .as('rank'),
    eb.fn
      .countAll<number>()
      .over((over) => over.partitionBy('d.bucket'))
      .as('total'),
  ]);
  const rows = await db
    .selectFrom(ranked.as('r'))
    .select(['r.bucket', 'r.rank', 'r.total', 'r.duration'])
    .where((eb) =>
      eb.or(
        // Nearest rank: ceil(p × n / 100), in integers.
        percents.map((p) => eb('r.rank', '=', sql<number>`(r.total * ${sql.lit(p)} + 99) / 100`)),
      ),
    )
    .execute();
  return rows.map((row) => ({
    bucket: num(row.bucket),
    rank: num(row.rank),
    total: num(row.total),
    duration: num(row.duration),
  }));
}

/**
 * Hand-outs, refusals and rollbacks per staff member (the action history), as the counter
 * showed them (docs/DESIGN.md §12): a hand-out counts unless it was rolled back since (a
 * code's consumes and rollbacks alternate, so a later rollback of the code undid it), like
 * the packages report's, which counts codes used now; refusals are the refused hand-outs
 * and the red checks (every check that did not answer "can be consumed"). Conflicts, the
 * offline hand-outs refused on sync, are apart: the counter said "handed out", and the
 * manager settles them (docs/OFFLINE.md).
 */
export async function countByStaff(db: Db, from: number, to: number): Promise<StaffCounts[]> {
  const action = sql.ref('action_history.action');
  const times = (name: string) => countWhen(sql`${action} = ${name}`);
  // Matched by key (a code's key is unique), action and id, which action_history_key_action
  // holds: by the code's id, or with an index of the key alone that SQLite's planner may pass
  // over for `id >` on stale statistics, every consume read the rest of the history (2–3 s
  // over 100,000 orders in `npm run bench`; migration 0072).
  const undone = sql`exists (select 1 from action_history undo where undo.key = ${sql.ref('action_history.key')} and undo.action = 'rollback' and undo.id > ${sql.ref('action_history.id')})`;
  const refusedCheck = sql`${action} = 'check' and ${sql.ref('action_history.detail')} not like ${`${CHECK_PASSED}%`}`;
  const rows = await db
    .selectFrom('action_history')
    .innerJoin('staff', 'staff.id', 'action_history.staff_id')
    .leftJoin('offline_shop', 'offline_shop.id', 'staff.offline_shop_id')
    .select([
      'staff.id as staff_id',
      'staff.username',
      'staff.offline_shop_id',
      'offline_shop.title as offline_shop_title',
      countWhen(sql`${action} = 'consume' and not ${undone}`).as('handed_out'),
      countWhen(sql`${action} = 'consume_refused' or (${refusedCheck})`).as('refused'),
      times('rollback').as('rolled_back'),
      times('consume_conflict').as('conflicts'),
    ])
    .where('action_history.action', 'in', [
      'check',
      'consume',
      'consume_refused',
      'consume_conflict',
      'rollback',
    ])
    .where('action_history.created_at', '>=', from)
    .where('action_history.created_at', '<', to)
    .groupBy(['staff.id', 'staff.username', 'staff.offline_shop_id', 'offline_shop.title'])
    .execute();
  return rows.map((row) => ({
    ...row,
    handed_out: num(row.handed_out),
    refused: num(row.refused),
    rolled_back: num(row.rolled_back),
    conflicts: num(row.conflicts),
  }));
}

/** Orders paid inside the window and not refunded since, by bucket of their payment. */
export async function listSales(db: Db, b: Buckets): Promise<SalesBucket[]> {
  const column = 'shop_order.paid_at';
  const rows = await db
    .selectFrom('shop_order')
    .select((eb) => [
      b.indexOf(column).as('bucket'),
      eb.fn.countAll().as('paid_orders'),
      eb.fn.sum('shop_order.total_price').as('revenue'),
      eb.fn.sum('shop_order.total_discounts').as('discounts'),
      eb.fn.sum('shop_order.redeem_points').as('points_redeemed'),
      eb.fn.sum('shop_order.points_price').as('points_price'),
    ])
    .where('shop_order.financial_status', '=', 'paid')
    .where(column, '>=', b.from)
    .where(column, '<', b.to)
    .groupBy('bucket')
    .execute();
  return rows.map((row) => ({
    bucket: num(row.bucket),
    paid_orders: num(row.paid_orders),
    revenue: num(row.revenue),
    discounts: num(row.discounts),
    points_redeemed: num(row.points_redeemed),
    points_price: num(row.points_price),
  }));
}

/**
 * Per store, the codes waiting at `now` (unused and not yet run out), how many of them are
 * prepared, and how many run out before `before`. Every store is answered, with zeros.
 */
export async function countWaiting(db: Db, now: number, before: number): Promise<WaitingCounts[]> {
  const rows = await db
    .selectFrom('offline_shop')
    .leftJoin('pick_up_code', (join) =>
      join
        .onRef('pick_up_code.offline_shop_id', '=', 'offline_shop.id')
        .on('pick_up_code.key_status', '=', 'unused')
        .on('pick_up_code.expires_at', '>', now),
    )
    .select((eb) => [
      'offline_shop.id as offline_shop_id',
      'offline_shop.title',
      'offline_shop.is_active',
      eb.fn.count('pick_up_code.id').as('waiting'),
      countWhen(sql`${sql.ref('pick_up_code.stock_status')} = 'prepared'`).as('prepared'),
      countWhen(sql`${sql.ref('pick_up_code.expires_at')} <= ${before}`).as('expiring_soon'),
    ])
    .groupBy(['offline_shop.id', 'offline_shop.title', 'offline_shop.is_active'])
    .orderBy('offline_shop.id')
    .execute();
  return rows.map((row) => ({
    offline_shop_id: row.offline_shop_id,
    title: row.title,
    is_active: num(row.is_active),
    waiting: num(row.waiting),
    prepared: num(row.prepared),
    expiring_soon: num(row.expiring_soon),
  }));
}

/** The products sold most (by quantity) in the orders `sales` counts. */
export async function listTopProducts(
  db: Db,
  from: number,
  to: number,
  limit: number,
): Promise<TopProduct[]> {
  const rows = await db
    .selectFrom('shop_order')
    .innerJoin('order_line', 'order_line.order_id', 'shop_order.id')
    .select((eb) => [
      'order_line.product_id',
      eb.fn.max('order_line.product_title').as('title'),
      eb.fn.sum('order_line.quantity').as('quantity'),
      sql<number>`sum(${sql.ref('order_line.total_price')} - ${sql.ref('order_line.total_discount')})`.as(
        'revenue',
      ),
    ])
    .where('shop_order.financial_status', '=', 'paid')
    .where('shop_order.paid_at', '>=', from)
    .where('shop_order.paid_at', '<', to)
    .groupBy('order_line.product_id')
    .orderBy('quantity', 'desc')
    .orderBy('revenue', 'desc')
    .orderBy('order_line.product_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    product_id: row.product_id,
    title: row.title,
    quantity: num(row.quantity),
    revenue: num(row.revenue),
  }));
}
