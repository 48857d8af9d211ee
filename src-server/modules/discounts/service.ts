import type { FilterValues } from '../../http/filters';
import { codePage, deleteCode, issueCodes, loadCode, updateCode } from './coupon-codes';
import { couponPage, createCoupon, deleteCoupon, loadCoupon } from './coupons';
import type { CodeIssue, CodeUpdate, CouponCreate, DiscountDeps, PriceRuleBody } from './deps';
import { createRule, deleteRule, getRule, replaceRule, rulePage } from './price-rules';

export type { CodeIssue, CodeUpdate, CouponCreate, PriceRuleBody } from './deps';

export type DiscountService = ReturnType<typeof createDiscountService>;

/**
 * Price rules, coupons and coupon codes: the functions of price-rules.ts, coupons.ts and
 * coupon-codes.ts bound to their dependencies.
 */
export function createDiscountService(deps: DiscountDeps) {
  const { db } = deps.database;
  return {
    // Price rules.
    rulePage: (query: FilterValues) => rulePage(deps, query),
    getRule: (id: number) => getRule(deps, id),
    createRule: (input: PriceRuleBody) => createRule(deps, input),
    replaceRule: (id: number, input: PriceRuleBody) => replaceRule(deps, id, input),
    deleteRule: (id: number) => deleteRule(deps, id),

    // Coupons.
    couponPage: (query: FilterValues) => couponPage(deps, query),
    getCoupon: (id: number) => loadCoupon(deps.repo, db, id),
    createCoupon: (input: CouponCreate) => createCoupon(deps, input),
    deleteCoupon: (id: number) => deleteCoupon(deps, id),

    // Coupon codes.
    codePage: (query: FilterValues) => codePage(deps, query),
    getCode: (id: number) => loadCode(deps, db, id),
    issueCodes: (items: CodeIssue) => issueCodes(deps, items),
    updateCode: (id: number, input: CodeUpdate) => updateCode(deps, id, input),
    deleteCode: (id: number) => deleteCode(deps, id),
  };
}
