import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerDiscountRoutes } from './routes';

export { demoCouponCodes, loadDiscountDemo } from './demo';
// The shop front's `coupons` product filter: the products a coupon's rule applies to.
export { productsOfCoupons } from './repository';
// The plug-ins (plugins.ts, filled in areas.ts): the rules an order gets, and the codes used on
// pay and given back on cancel.
export { discountCheckout, discountOrderHooks } from './checkout';

/** Discounts (docs/DESIGN.md §7): price rules, coupons and per-customer coupon codes. */
export function registerDiscounts(app: FastifyInstance, ctx: AppContext) {
  registerDiscountRoutes(app, ctx);
}
