import type { Expression, Insertable, SqlBool, Updateable } from 'kysely';
import { isUniqueViolation, type Db } from '../../db';
import type { CouponCodeTable } from '../../db/tables/discounts';
import { applyWhere, countRows } from '../../db/query';

/** A code with what its shape shows of its coupon and price rule. */
const codeColumns = [
  'coupon_code.id',
  'coupon_code.coupon_id',
  'coupon_code.customer_id',
  'coupon_code.code',
  'coupon_code.status',
  'coupon_code.used_at',
  'coupon_code.created_at',
  'coupon_code.updated_at',
  'coupon.code_prefix',
  'coupon.can_redeem',
  'coupon.price_rule_id',
  'price_rule.starts_at',
  'price_rule.ends_at',
  'price_rule.title',
  'price_rule.verbose_title',
] as const;

const codes = (db: Db) =>
  db
    .selectFrom('coupon_code')
    .innerJoin('coupon', 'coupon.id', 'coupon_code.coupon_id')
    .innerJoin('price_rule', 'price_rule.id', 'coupon.price_rule_id');

export const countCodes = (db: Db, where: Expression<SqlBool>[]) =>
  countRows(applyWhere(codes(db), where));

export const listCodes = (db: Db, where: Expression<SqlBool>[], limit: number, offset: number) =>
  applyWhere(codes(db), where)
    .select(codeColumns)
    .orderBy('coupon_code.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const findCode = (db: Db, id: number) =>
  codes(db).select(codeColumns).where('coupon_code.id', '=', id).executeTakeFirst();

export const findCodesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : codes(db)
        .select(codeColumns)
        .where('coupon_code.id', 'in', ids)
        .orderBy('coupon_code.id')
        .execute();

export const findCodeByCode = (db: Db, code: string) =>
  codes(db).select(codeColumns).where('coupon_code.code', '=', code).executeTakeFirst();

/** Which of these codes are stored already. */
export const listTakenCodes = async (db: Db, candidates: string[]) =>
  new Set(
    candidates.length === 0
      ? []
      : (
          await db
            .selectFrom('coupon_code')
            .select('code')
            .where('code', 'in', candidates)
            .execute()
        ).map((row) => row.code),
  );

/** The customers among `customerIds` holding a code of the coupon (other than `exceptId`). */
export async function listCodeHolders(
  db: Db,
  couponId: number,
  customerIds: number[],
  exceptId?: number,
) {
  if (customerIds.length === 0) return new Set<number>();
  let qb = db
    .selectFrom('coupon_code')
    .select('customer_id')
    .where('coupon_id', '=', couponId)
    .where('customer_id', 'in', customerIds);
  if (exceptId !== undefined) qb = qb.where('id', '!=', exceptId);
  return new Set((await qb.execute()).map((row) => row.customer_id));
}

export const insertCodes = async (db: Db, values: Insertable<CouponCodeTable>[]) =>
  (await db.insertInto('coupon_code').values(values).returning('id').execute()).map(
    (row) => row.id,
  );

export const updateCode = (db: Db, id: number, values: Updateable<CouponCodeTable>) =>
  db.updateTable('coupon_code').set(values).where('id', '=', id).execute();

/** Marks an unused code used; false when it was not unused any more (a concurrent use). */
export const updateCodeUsed = async (db: Db, id: number, now: number) =>
  Number(
    (
      await db
        .updateTable('coupon_code')
        .set({ status: 'used', used_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'unused')
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

export const deleteCode = (db: Db, id: number) =>
  db.deleteFrom('coupon_code').where('id', '=', id).execute();

/** Whether a write failed on the unique code (the database's guard against races). */
export const isDuplicateCode = (error: unknown) => isUniqueViolation(error, 'coupon_code', 'code');
