import { sql, type Expression, type SqlBool } from 'kysely';
import type { findCode } from './code-queries';
// The discounts' queries, one namespace for the service and the checkout rules:
// rule-queries.ts, coupon-queries.ts, code-queries.ts and checkout-queries.ts (docs/DESIGN.md §5).
export * from './checkout-queries';
export * from './code-queries';
export * from './coupon-queries';
export * from './rule-queries';
/**
 * The products the rules of the coupons passing `test` (on the coupon id column `c.id`) apply
 * to: every product under `target_selection` `all`, else the entitled products, the products
 * of the entitled collections and categories, and the products of the entitled vendors. It is
 * the shop front's `coupons` / `coupons__exclude` product filter.
 */
export function productsOfCoupons(test: (couponIdColumn: string) => Expression<SqlBool>) {
  return sql`select p.id from coupon c join price_rule r on r.id = c.price_rule_id join product p on r.target_selection = 'all' where ${test('c.id')}
    union select e.product_id from price_rule_product e join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}
    union select cp.product_id from price_rule_collection e join collection_product cp on cp.collection_id = e.collection_id join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}
    union select pc.product_id from price_rule_category e join product_category pc on pc.category_id = e.category_id join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}
    union select p.id from price_rule_vendor e join product p on p.vendor_id = e.vendor_id join coupon c on c.price_rule_id = e.price_rule_id where ${test('c.id')}`;
}

/**
 * The coupon codes whose status passes `test` (on the status column `v.status`), where a code
 * has its stored status (`unused`, `used`) and, when it is `available` at `now`, that one too:
 * unused and inside its rule's time window (both ends included; a missing end is open).
 */
export function codesByStatus(now: number, test: (statusColumn: string) => Expression<SqlBool>) {
  return sql`select v.id from (
      select k.id as id, k.status as status from coupon_code k
      union all
      select k.id, 'available' from coupon_code k join coupon c on c.id = k.coupon_id join price_rule r on r.id = c.price_rule_id
      where k.status = 'unused' and (r.starts_at is null or r.starts_at <= ${now}) and (r.ends_at is null or r.ends_at >= ${now})
    ) v where ${test('v.status')}`;
}

export type CouponCodeRecord = NonNullable<Awaited<ReturnType<typeof findCode>>>;
