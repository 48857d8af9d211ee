import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import { registerDiscountRoutes } from './routes';
import * as service from './service';

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

/**
 * TRANSITION (issue 46): the discount operations with the context given, for
 * `app.areas.discounts` and the demo.
 */
export type DiscountService = Bound<typeof service>;

/** TRANSITION (issue 46): see `DiscountService`. */
export const discountService = (ctx: AppContext): DiscountService => bindContext(ctx, service);
