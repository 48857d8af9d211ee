import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { isUniqueViolation, type Db } from '../../db';
import { applyWhere, countRows } from '../../db/query';
import { countRowsKept } from '../../db/kept-counts';
import type { LoyaltyLevelTable, PointHistoryTable, PointKind } from '../../db/tables/loyalty';

// Levels, the point history and the balances on the customer rows (docs/DESIGN.md §7).

const levelColumns = [
  'id',
  'title',
  'condition_points',
  'sign_points',
  'gain_points_e4',
  'redeem_points',
  'redeem_limitation',
  'redeem_limitation_monthly',
] as const;

const historyColumns = [
  'id',
  'customer_id',
  'points',
  'kind',
  'order_id',
  'reason',
  'created_at',
  'order_transaction_id',
] as const;

// Levels.

export const countLevels = async (db: Db) => countRows(db.selectFrom('loyalty_level'));

export const listLevels = (db: Db, limit: number, offset: number) =>
  db
    .selectFrom('loyalty_level')
    .select(levelColumns)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findLevel = (db: Db, id: number) =>
  db.selectFrom('loyalty_level').select(levelColumns).where('id', '=', id).executeTakeFirst();

export const findLevelByCondition = (db: Db, conditionPoints: number) =>
  db
    .selectFrom('loyalty_level')
    .select(levelColumns)
    .where('condition_points', '=', conditionPoints)
    .executeTakeFirst();

/** A level titled like `title` (case aside): two levels of one name cannot be told apart. */
export const findLevelByTitle = (db: Db, title: string) =>
  db
    .selectFrom('loyalty_level')
    .select(levelColumns)
    .where(sql<string>`lower(${sql.ref('title')})`, '=', title.toLowerCase())
    .executeTakeFirst();

/** The level of a customer with these lifetime earned points: the highest reached. */
export const findLevelForEarned = (db: Db, earned: number) =>
  db
    .selectFrom('loyalty_level')
    .select(levelColumns)
    .where('condition_points', '<=', earned)
    .orderBy('condition_points', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertLevel = (db: Db, values: Insertable<LoyaltyLevelTable>) =>
  db.insertInto('loyalty_level').values(values).returning(levelColumns).executeTakeFirstOrThrow();

export const updateLevel = (db: Db, id: number, values: Updateable<LoyaltyLevelTable>) =>
  db
    .updateTable('loyalty_level')
    .set(values)
    .where('id', '=', id)
    .returning(levelColumns)
    .executeTakeFirst();

export const deleteLevel = (db: Db, id: number) =>
  db.deleteFrom('loyalty_level').where('id', '=', id).executeTakeFirst();

/** Whether a write failed on the unique `condition_points` (a race with another writer). */
export const isDuplicateCondition = (error: unknown) =>
  isUniqueViolation(error, 'loyalty_level', 'condition_points');

// The history.

/** Exact; kept on PostgreSQL until the history changes (db/kept-counts.ts). */
export const countEntries = async (db: Db, where: readonly Expression<SqlBool>[]) =>
  countRowsKept(db, applyWhere(db.selectFrom('point_history'), where));

/** Newest first (docs/DESIGN.md §2). */
export const listEntries = (
  db: Db,
  where: readonly Expression<SqlBool>[],
  limit: number,
  offset: number,
) =>
  applyWhere(db.selectFrom('point_history'), where)
    .select(historyColumns)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const findEntry = (db: Db, id: number) =>
  db.selectFrom('point_history').select(historyColumns).where('id', '=', id).executeTakeFirst();

/** The entry of an order of this kind and sign (`refund`s: give-back > 0, take-back < 0). */
export const findOrderEntry = (db: Db, orderId: number, kind: PointKind, positive: boolean) =>
  db
    .selectFrom('point_history')
    .select(historyColumns)
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where(positive ? sql<SqlBool>`points > 0` : sql<SqlBool>`points < 0`)
    .executeTakeFirst();

export const insertEntry = (db: Db, values: Insertable<PointHistoryTable>) =>
  db.insertInto('point_history').values(values).returning(historyColumns).executeTakeFirstOrThrow();

/**
 * Points a customer redeemed on orders placed in [from, to) that were not cancelled (a
 * cancelled order gave its points back, so they no longer count against the month).
 */
export const sumRedeemedBetween = async (db: Db, customerId: number, from: number, to: number) =>
  Number(
    (
      await db
        .selectFrom('point_history')
        .innerJoin('shop_order', 'shop_order.id', 'point_history.order_id')
        .select(sql<number>`coalesce(-sum(point_history.points), 0)`.as('n'))
        .where('point_history.customer_id', '=', customerId)
        .where('point_history.kind', '=', 'redeem')
        .where('point_history.created_at', '>=', from)
        .where('point_history.created_at', '<', to)
        .where('shop_order.order_status', '!=', 'cancelled')
        .executeTakeFirstOrThrow()
    ).n,
  );

// Balances.

export const findBalance = (db: Db, customerId: number) =>
  db
    .selectFrom('customer')
    .select(['points', 'earned_points'])
    .where('id', '=', customerId)
    .executeTakeFirst();

/**
 * Moves a customer's balance by `points` and his lifetime earned points by `earned`, only
 * while neither goes below zero: one conditional UPDATE, so two writers cannot both take
 * the last points (the CHECK constraints are the last guard). Undefined when refused.
 */
export const updateBalance = (db: Db, customerId: number, points: number, earned: number) =>
  db
    .updateTable('customer')
    .set((eb) => ({
      points: eb('points', '+', points),
      earned_points: eb('earned_points', '+', earned),
    }))
    .where('id', '=', customerId)
    .where(sql<SqlBool>`points + ${points} >= 0`)
    .where(sql<SqlBool>`earned_points + ${earned} >= 0`)
    .returning(['points', 'earned_points'])
    .executeTakeFirst();

/** The shop's time zone, read with the caller's handle (inside an order's transaction). */
export const findShopTimeZone = async (db: Db) =>
  (await db.selectFrom('shop_settings').select('timezone').orderBy('id').executeTakeFirst())
    ?.timezone ?? 'Asia/Shanghai';
