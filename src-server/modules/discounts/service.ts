// The discount operations the routes call (docs/DESIGN.md §7): price rules (price-rules.ts),
// coupons (coupons.ts) and coupon codes (coupon-codes.ts); the checkout's side is checkout.ts.
export { createRule, deleteRule, getRule, replaceRule, rulePage } from './price-rules';
export { couponPage, createCoupon, deleteCoupon, getCoupon } from './coupons';
export { codePage, deleteCode, getCode, issueCodes, updateCode } from './coupon-codes';
export type { CodeIssue, CodeUpdate, CouponCreate, PriceRuleBody } from './common';
