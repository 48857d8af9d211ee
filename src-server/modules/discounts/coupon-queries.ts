import type { Expression, Insertable, SqlBool } from 'kysely';
import { isUniqueViolation, type Db } from '../../db';
import type { CouponTable } from '../../db/tables/discounts';
import { applyWhere, countRows } from '../../db/query';

const couponColumns = [
  'coupon.id',
  'coupon.code_prefix',
  'coupon.can_redeem',
  'coupon.price_rule_id',
  'coupon.created_at',
  'coupon.updated_at',
] as const;

const coupons = (db: Db) =>
  db.selectFrom('coupon').innerJoin('price_rule', 'price_rule.id', 'coupon.price_rule_id');

export const countCoupons = (db: Db, where: Expression<SqlBool>[]) =>
  countRows(applyWhere(coupons(db), where));

export const listCoupons = (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
  applyWhere(coupons(db), where)
    .select(couponColumns)
    .orderBy('coupon.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findCoupon = (db: Db, id: number) =>
  db.selectFrom('coupon').select(couponColumns).where('coupon.id', '=', id).executeTakeFirst();

export const findCouponsByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('coupon').select(couponColumns).where('coupon.id', 'in', ids).execute();

export const findCouponByPrefix = (db: Db, prefix: string) =>
  db
    .selectFrom('coupon')
    .select(couponColumns)
    .where('coupon.code_prefix', '=', prefix)
    .executeTakeFirst();

export const findCouponByRule = (db: Db, ruleId: number) =>
  db
    .selectFrom('coupon')
    .select(couponColumns)
    .where('coupon.price_rule_id', '=', ruleId)
    .executeTakeFirst();

export const insertCoupon = async (db: Db, values: Insertable<CouponTable>) =>
  (await db.insertInto('coupon').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const deleteCoupon = (db: Db, id: number) =>
  db.deleteFrom('coupon').where('id', '=', id).execute();

/** Per coupon: codes issued (`redeem_count`) and codes used (`used_count`). */
export async function countCodesByCoupon(db: Db, couponIds: number[]) {
  const out = new Map(couponIds.map((id) => [id, { issued: 0, used: 0 }]));
  if (couponIds.length === 0) return out;
  const rows = await db
    .selectFrom('coupon_code')
    .select((eb) => [
      'coupon_id',
      eb.fn.countAll<number>().as('issued'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'used').then(1).else(0).end()).as('used'),
    ])
    .where('coupon_id', 'in', couponIds)
    .groupBy('coupon_id')
    .execute();
  for (const row of rows)
    out.set(row.coupon_id, { issued: Number(row.issued), used: Number(row.used) });
  return out;
}

/** Whether a write failed on the unique prefix (the database's guard against races). */
export const isDuplicatePrefix = (error: unknown) =>
  isUniqueViolation(error, 'coupon', 'code_prefix');
