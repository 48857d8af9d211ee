import { sql, type Expression, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import { prepared, type Db } from '../../db';
import { asUpdated, updatedRecord } from '../../db/updated-record';
import { defineFilters } from '../../http/filters';
import { applyWhere } from '../../db/query';
import { countRowsKept } from '../../db/kept-counts';
import { pageRows } from '../../db/page-rows';
import {
  KEY_STATUSES,
  STOCK_STATUSES,
  type KeyStatus,
  type PickUpCodeTable,
  type StockStatus,
} from '../../db/tables/pick-up';

/**
 * The status a code reads as at `now`: an `unused` code past its `expires_at` is `expired`
 * in every read and filter, whether or not the sweep has stored it yet.
 */
export const keyStatusAt = (now: number): RawBuilder<KeyStatus> =>
  sql<KeyStatus>`(case when pick_up_code.key_status = 'unused' and pick_up_code.expires_at <= ${now} then 'expired' else pick_up_code.key_status end)`;

export const pickUpFilters = defineFilters({
  id: { column: 'pick_up_code.id', kind: 'int', ops: ['eq', 'in'] },
  stock_status: {
    column: 'pick_up_code.stock_status',
    kind: { enum: STOCK_STATUSES },
    ops: ['eq', 'in'],
  },
  // docs/SPECIFICATION.md: the platform's order id filter, under its neutral name.
  service_order_id: { column: 'pick_up_code.order_id', kind: 'int', ops: ['eq', 'in'] },
  key: { column: 'pick_up_code.key', kind: 'string', ops: ['eq', 'in'], aliases: { key_in: 'in' } },
  // An unused code past its time filters as `expired`.
  key_status: {
    column: (context) => {
      if (context.now === undefined) throw new Error('key_status filters need the time');
      return keyStatusAt(context.now);
    },
    kind: { enum: KEY_STATUSES },
    ops: ['eq', 'in'],
  },
  // Managers see every store's codes and may narrow them; staff see their store's anyway.
  offline_shop: { column: 'pick_up_code.offline_shop_id', kind: 'int', ops: ['eq', 'in'] },
  created_at: { column: 'pick_up_code.created_at', kind: 'timestamp', ops: ['gte', 'lte'] },
  // The dashboard's "expiring soon" links to the waiting codes that run out before a time.
  expires_at: { column: 'pick_up_code.expires_at', kind: 'timestamp', ops: ['gte', 'lte'] },
});

/** One statement reads everything a code record shows (the hot path of check and consume). */
const records = (db: Db, now: number) =>
  db
    .selectFrom('pick_up_code')
    .innerJoin('offline_shop', 'offline_shop.id', 'pick_up_code.offline_shop_id')
    .innerJoin('customer', 'customer.id', 'pick_up_code.customer_id')
    .leftJoin('staff', 'staff.id', 'pick_up_code.used_by_id')
    .select([
      'pick_up_code.id',
      'pick_up_code.key',
      keyStatusAt(now).as('key_status'),
      'pick_up_code.stock_status',
      'pick_up_code.order_id',
      'pick_up_code.order_number',
      'pick_up_code.offline_shop_id',
      'offline_shop.title as offline_shop_title',
      'pick_up_code.customer_id',
      'customer.full_name as customer_full_name',
      'customer.mobile as customer_mobile',
      'pick_up_code.lines',
      'pick_up_code.total_quantity',
      'pick_up_code.expires_at',
      'pick_up_code.used_at',
      'pick_up_code.used_by_id',
      'staff.username as used_by_username',
      'pick_up_code.collected_by_name',
      'pick_up_code.collected_by_relation',
      'pick_up_code.collected_by_note',
      'pick_up_code.prepared_at',
      'pick_up_code.created_at',
      'pick_up_code.updated_at',
      'pick_up_code.change_seq',
    ]);

export type PickUpRecordRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof records>['executeTakeFirst']>>
>;

// The counter's hot path (check, consume), compiled once.
const recordByKey = prepared((db: Db, now: number, key: string) =>
  records(db, now).where('pick_up_code.key', '=', key),
);
const recordById = prepared((db: Db, now: number, id: number) =>
  records(db, now).where('pick_up_code.id', '=', id),
);
/** The collector of a hand-out: all null when the customer came himself. */
export interface Collector {
  name: string | null;
  relation: string | null;
  note: string | null;
}

/**
 * What a consume at the counter writes: the key, who, when, the collector's three, and the
 * staff member's store (null: a manager, any store). Every one a scalar: compiled once
 * (db/prepared.ts).
 */
type MarkUsedArgs = [
  key: string,
  staffId: number,
  now: number,
  name: string | null,
  relation: string | null,
  note: string | null,
  storeId: number | null,
];

const markUsedChange = (
  db: Db,
  ...[key, staffId, now, name, relation, note, storeId]: MarkUsedArgs
) =>
  db
    .updateTable('pick_up_code')
    .set({
      key_status: 'used',
      used_at: now,
      used_by_id: staffId,
      collected_by_name: name,
      collected_by_relation: relation,
      collected_by_note: note,
      updated_at: now,
    })
    .where('key', '=', key)
    .where('key_status', '=', 'unused')
    .where('expires_at', '>', now)
    .where(sql<SqlBool>`offline_shop_id = coalesce(${storeId}, offline_shop_id)`);

const markUsedRow = prepared((db: Db, ...args: MarkUsedArgs) =>
  markUsedChange(db, ...args).returning(['id', 'order_id']),
);

/** PostgreSQL: the conditional UPDATE and the record it leaves in one statement (db/updated-record.ts). */
const usedRecord = prepared((db: Db, ...args: MarkUsedArgs) =>
  records(
    asUpdated(db, 'pick_up_code', (qb) => markUsedChange(qb, ...args)),
    args[2],
  ),
);

/** The codes of one store (none for a staff member without a store). */
export const ofStore = (storeId: number | null): Expression<SqlBool> =>
  storeId === null ? sql<SqlBool>`0 = 1` : sql<SqlBool>`pick_up_code.offline_shop_id = ${storeId}`;

/** Exact; kept on PostgreSQL until the codes change (db/kept-counts.ts). */
export const countCodes = async (db: Db, where: Expression<SqlBool>[]) =>
  countRowsKept(db, applyWhere(db.selectFrom('pick_up_code'), where));

/**
 * Newest first (docs/DESIGN.md §2: pick-up codes are a history). The page's ids come from the
 * codes alone along the `created_at` index, their records with the joins: apart on SQLite,
 * whose planner could otherwise start from a small joined table and sort all 100,000 codes for
 * each page (1 s instead of 1 ms); as one statement on PostgreSQL (db/page-rows.ts).
 */
export const listCodes = (
  db: Db,
  where: Expression<SqlBool>[],
  now: number,
  limit: number,
  offset: number,
) =>
  pageRows(
    db,
    applyWhere(db.selectFrom('pick_up_code'), where)
      .select('pick_up_code.id')
      .orderBy('pick_up_code.created_at', 'desc')
      .orderBy('pick_up_code.id', 'desc')
      .limit(limit)
      .offset(offset),
    (ids) =>
      records(db, now)
        .where('pick_up_code.id', 'in', ids as number[])
        .orderBy('pick_up_code.created_at', 'desc')
        .orderBy('pick_up_code.id', 'desc'),
  );

/**
 * A store's codes changed after `after`, in change order (docs/OFFLINE.md). While a first
 * load runs (`firstLoadUpTo` set: the store's last change when it began) a code changed
 * before it began is sent only if it is waiting; later changes are sent whatever they are.
 */
export const listChanges = (
  db: Db,
  storeId: number,
  after: number,
  firstLoadUpTo: number | null,
  now: number,
  limit: number,
) => {
  let qb = records(db, now)
    .where('pick_up_code.offline_shop_id', '=', storeId)
    .where('pick_up_code.change_seq', '>', after);
  if (firstLoadUpTo !== null)
    qb = qb.where((eb) =>
      eb.or([
        eb('pick_up_code.change_seq', '>', firstLoadUpTo),
        eb(keyStatusAt(now), '=', 'unused'),
      ]),
    );
  return qb.orderBy('pick_up_code.change_seq').limit(limit).execute();
};

/** The store's last change number (0 before its first code). */
export const findLastChange = async (db: Db, storeId: number) =>
  Number(
    (
      await db
        .selectFrom('pick_up_code')
        .select((eb) => eb.fn.max('change_seq').as('last'))
        .where('offline_shop_id', '=', storeId)
        .executeTakeFirst()
    )?.last ?? 0,
  );

export const findByKey = async (db: Db, key: string, now: number) =>
  (await recordByKey(db, now, key))[0];

export const findById = async (db: Db, id: number, now: number) =>
  (await recordById(db, now, id))[0];

/** The customer's view: found by the order's token. */
export const findPublic = (db: Db, orderToken: string, now: number) =>
  db
    .selectFrom('pick_up_code')
    .innerJoin('shop_order', 'shop_order.id', 'pick_up_code.order_id')
    .innerJoin('offline_shop', 'offline_shop.id', 'pick_up_code.offline_shop_id')
    .select([
      'pick_up_code.key',
      keyStatusAt(now).as('key_status'),
      'pick_up_code.stock_status',
      'pick_up_code.expires_at',
      'pick_up_code.used_at',
      'pick_up_code.collected_by_name',
      'pick_up_code.collected_by_relation',
      'pick_up_code.order_number',
      'pick_up_code.lines',
      'shop_order.id as order_id',
      'shop_order.total_line_items_price',
      'shop_order.total_discounts',
      'shop_order.shipping_cost',
      'shop_order.points_price',
      'shop_order.total_price',
      'offline_shop.id as offline_shop_id',
      'offline_shop.title',
      'offline_shop.address',
      'offline_shop.phone',
      'offline_shop.business_hours',
    ])
    .where('shop_order.token', '=', orderToken)
    .executeTakeFirst();

/** Inserts a code unless its key is taken (then undefined: draw another key). */
export const insertUnlessKeyTaken = (db: Db, values: Insertable<PickUpCodeTable>) =>
  db
    .insertInto('pick_up_code')
    .values(values)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning(['id', 'key'])
    .executeTakeFirst();

/**
 * unused → used: the one conditional UPDATE that lets exactly one of any number of concurrent
 * consumes win (`storeId` limits it to a staff member's store), and the record it leaves: one
 * statement on PostgreSQL, where each is a round trip; undefined when the code was not marked.
 */
export const updateUsed = async (
  db: Db,
  key: string,
  staffId: number,
  storeId: number | null,
  now: number,
  { name, relation, note }: Collector,
): Promise<PickUpRecordRow | undefined> => {
  const args: MarkUsedArgs = [key, staffId, now, name, relation, note, storeId];
  return updatedRecord(db, {
    together: (handle) => usedRecord(handle, ...args),
    apart: async (handle) => {
      const [used] = await markUsedRow(handle, ...args);
      return used && findById(handle, used.id, now);
    },
  });
};

/**
 * unused → used by a hand-out made offline at `usedAt` (docs/OFFLINE.md): it counts if the
 * code could be handed out then (unused, or expired only since), so `used_at` is when the
 * customer got the package.
 */
export const updateUsedOffline = (
  db: Db,
  key: string,
  staffId: number,
  storeId: number | null,
  usedAt: number,
  now: number,
  { name, relation, note }: Collector,
) => {
  let qb = db
    .updateTable('pick_up_code')
    .set({
      key_status: 'used',
      used_at: usedAt,
      used_by_id: staffId,
      collected_by_name: name,
      collected_by_relation: relation,
      collected_by_note: note,
      updated_at: now,
    })
    .where('key', '=', key)
    .where('key_status', 'in', ['unused', 'expired'])
    .where('expires_at', '>', usedAt)
    .where('created_at', '<=', usedAt);
  if (storeId !== null) qb = qb.where('offline_shop_id', '=', storeId);
  return qb.returning(['id', 'order_id']).executeTakeFirst();
};

/**
 * used → unused. `storeId` limits it to a staff member's store, `usedAfter` to the
 * rollback window (managers roll back at any time).
 */
export const updateUnused = (
  db: Db,
  key: string,
  storeId: number | null,
  usedAfter: number | null,
  now: number,
) => {
  let qb = db
    .updateTable('pick_up_code')
    .set({
      key_status: 'unused',
      used_at: null,
      used_by_id: null,
      collected_by_name: null,
      collected_by_relation: null,
      collected_by_note: null,
      updated_at: now,
    })
    .where('key', '=', key)
    .where('key_status', '=', 'used');
  if (storeId !== null) qb = qb.where('offline_shop_id', '=', storeId);
  if (usedAfter !== null) qb = qb.where('used_at', '>', usedAfter);
  return qb.returning(['id', 'order_id']).executeTakeFirst();
};

export const updateStock = (db: Db, id: number, status: StockStatus, now: number) =>
  db
    .updateTable('pick_up_code')
    .set({
      stock_status: status,
      prepared_at: status === 'prepared' ? now : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();

/** The token of a code's order (the customer's page link; docs/DESIGN.md §9's prepared event). */
export const findOrderToken = async (db: Db, orderId: number) =>
  (
    await db
      .selectFrom('shop_order')
      .select('token')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).token;

/** The order was cancelled: its code is void unless it was used. */
export const updateCanceledOfOrder = (db: Db, orderId: number, now: number) =>
  db
    .updateTable('pick_up_code')
    .set({ key_status: 'canceled', updated_at: now })
    .where('order_id', '=', orderId)
    .where('key_status', 'in', ['unused', 'expired'])
    .execute();

/** Stores `expired` on unused codes past their time; answers how many. */
export const updateExpired = async (db: Db, now: number) =>
  Number(
    (
      await db
        .updateTable('pick_up_code')
        .set({ key_status: 'expired', updated_at: now })
        .where('key_status', '=', 'unused')
        .where('expires_at', '<=', now)
        .executeTakeFirst()
    ).numUpdatedRows,
  );
