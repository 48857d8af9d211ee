import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { fieldError } from '../../http/errors';
import { formatDecimal } from '../../lib/money';
import { formatTimestamp, parseTimestamp } from '../../lib/time';
import { bucketsOf, type Buckets, type Interval } from './buckets';
import * as reports from './repository';
import type { BucketCount, SalesBucket } from './repository';
import type {
  PickUpReportQuery,
  pickUpReportOut,
  SalesReportQuery,
  salesReportOut,
  staffReportOut,
  waitingReportOut,
  WaitingReportQuery,
  WindowQuery,
} from './schemas';
import { msg } from '../../lib/i18n';

// The manager's reports: figures from SQL, bucketed in the shop's time zone.

const PERCENTS = [50, 90] as const;
const TOP_PRODUCTS = 10;
const HOUR = 3_600_000;

/** The window asked for; by default today in the shop's zone. */
function windowOf(ctx: AppContext, query: WindowQuery, zone: string) {
  const today = DateTime.fromMillis(ctx.clock.now(), { zone }).startOf('day');
  return {
    from: query.from ? parseTimestamp(query.from, zone)! : today.toMillis(),
    to: query.to ? parseTimestamp(query.to, zone)! : today.plus({ days: 1 }).toMillis(),
  };
}

async function bucketsFor(ctx: AppContext, query: WindowQuery & { interval: Interval }) {
  const zone = await ctx.timeZone();
  const { from, to } = windowOf(ctx, query, zone);
  return { zone, b: bucketsOf(from, to, query.interval, zone) };
}

/** Each bucket's start and end, and a lookup of per-bucket figures. */
const spans = (b: Buckets, zone: string) =>
  b.starts.map((start, i) => ({
    start: formatTimestamp(start, zone),
    end: formatTimestamp(b.starts[i + 1] ?? b.to, zone),
  }));

const byBucket = (rows: BucketCount[]) => {
  const map = new Map(rows.map((row) => [row.bucket, row.count]));
  return (i: number) => map.get(i) ?? 0;
};

const header = (b: Buckets, zone: string) => ({
  time_zone: zone,
  from: formatTimestamp(b.from, zone),
  to: formatTimestamp(b.to, zone),
});

const money = (row: Omit<SalesBucket, 'bucket'>) => ({
  paid_orders: row.paid_orders,
  revenue: formatDecimal(row.revenue),
  discounts: formatDecimal(row.discounts),
  points_redeemed: row.points_redeemed,
  points_price: formatDecimal(row.points_price),
});

export async function pickUp(
  ctx: AppContext,
  query: PickUpReportQuery,
): Promise<z.infer<typeof pickUpReportOut>> {
  const { clock } = ctx;
  const { db } = ctx.database;
  const { zone, b } = await bucketsFor(ctx, query);
  const store = query.offline_shop ?? null;
  const [issued, prepared, handedOut, expired, canceled, ranks] = await Promise.all([
    reports.countIssued(db, b, store),
    reports.countPrepared(db, b, store),
    reports.countHandedOut(db, b, store),
    reports.countExpired(db, b, store, clock.now()),
    reports.countCanceled(db, b, store),
    reports.listDurationRanks(db, b, store, PERCENTS),
  ]);
  const counts = {
    issued: byBucket(issued),
    prepared: byBucket(prepared),
    handed_out: byBucket(handedOut),
    expired: byBucket(expired),
    canceled: byBucket(canceled),
  };
  /** The duration at ceil(p × n / 100) in the bucket, in whole seconds. */
  const percentile = (i: number, p: number) => {
    const row = ranks.find((r) => r.bucket === i && r.rank === Math.ceil((r.total * p) / 100));
    return row ? Math.round(row.duration / 1000) : null;
  };
  return {
    ...header(b, zone),
    interval: b.interval,
    offline_shop: store,
    results: spans(b, zone).map((span, i) => ({
      ...span,
      issued: counts.issued(i),
      prepared: counts.prepared(i),
      handed_out: counts.handed_out(i),
      expired: counts.expired(i),
      canceled: counts.canceled(i),
      paid_to_handed_out_median: percentile(i, 50),
      paid_to_handed_out_p90: percentile(i, 90),
    })),
  };
}

export async function staff(
  ctx: AppContext,
  query: WindowQuery,
): Promise<z.infer<typeof staffReportOut>> {
  const zone = await ctx.timeZone();
  const { from, to } = windowOf(ctx, query, zone);
  if (to <= from) throw fieldError('to', msg('field.later_than_from'));
  const rows = await reports.countByStaff(ctx.database.db, from, to);
  rows.sort((x, y) => y.handed_out - x.handed_out || x.username.localeCompare(y.username));
  return {
    time_zone: zone,
    from: formatTimestamp(from, zone),
    to: formatTimestamp(to, zone),
    results: rows.map((row) => ({
      staff: { id: row.staff_id, username: row.username },
      offline_shop:
        row.offline_shop_id === null
          ? null
          : { id: row.offline_shop_id, title: row.offline_shop_title! },
      handed_out: row.handed_out,
      refused: row.refused,
      rolled_back: row.rolled_back,
      conflicts: row.conflicts,
    })),
  };
}

export async function sales(
  ctx: AppContext,
  query: SalesReportQuery,
): Promise<z.infer<typeof salesReportOut>> {
  const { db } = ctx.database;
  const { zone, b } = await bucketsFor(ctx, query);
  const [rows, top] = await Promise.all([
    reports.listSales(db, b),
    reports.listTopProducts(db, b.from, b.to, TOP_PRODUCTS),
  ]);
  const zero = {
    paid_orders: 0,
    revenue: 0,
    discounts: 0,
    points_redeemed: 0,
    points_price: 0,
  };
  const totals = rows.reduce(
    (sum, row) => ({
      paid_orders: sum.paid_orders + row.paid_orders,
      revenue: sum.revenue + row.revenue,
      discounts: sum.discounts + row.discounts,
      points_redeemed: sum.points_redeemed + row.points_redeemed,
      points_price: sum.points_price + row.points_price,
    }),
    zero,
  );
  const map = new Map(rows.map((row) => [row.bucket, row]));
  return {
    ...header(b, zone),
    interval: b.interval,
    totals: money(totals),
    results: spans(b, zone).map((span, i) => ({ ...span, ...money(map.get(i) ?? zero) })),
    top_products: top.map((row) => ({ ...row, revenue: formatDecimal(row.revenue) })),
  };
}

/** The packages waiting now, per store (inactive stores only while they still hold some). */
export async function waiting(
  ctx: AppContext,
  query: WaitingReportQuery,
): Promise<z.infer<typeof waitingReportOut>> {
  const zone = await ctx.timeZone();
  const now = ctx.clock.now();
  const before = now + query.expiring_within * HOUR;
  const rows = (await reports.countWaiting(ctx.database.db, now, before)).filter(
    (row) => row.is_active === 1 || row.waiting > 0,
  );
  return {
    time_zone: zone,
    at: formatTimestamp(now, zone),
    expiring_before: formatTimestamp(before, zone),
    totals: rows.reduce(
      (sum, row) => ({
        waiting: sum.waiting + row.waiting,
        prepared: sum.prepared + row.prepared,
        expiring_soon: sum.expiring_soon + row.expiring_soon,
      }),
      { waiting: 0, prepared: 0, expiring_soon: 0 },
    ),
    results: rows.map((row) => ({
      offline_shop: { id: row.offline_shop_id, title: row.title },
      waiting: row.waiting,
      prepared: row.prepared,
      expiring_soon: row.expiring_soon,
    })),
  };
}
