import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { CustomerService } from '../customers';
import { createCheckoutRules } from './checkout';
import { createDiscountRepository } from './repository';
import { registerDiscountRoutes } from './routes';
import { createDiscountService } from './service';

export { demoCouponCodes, loadDiscountDemo } from './demo';
// The shop front's `coupons` product filter: the products a coupon's rule applies to.
export { productsOfCoupons } from './repository';

/** Discounts (docs/DESIGN.md §7): price rules, coupons and per-customer coupon codes. */
export function createDiscountArea(
  context: AppContext,
  deps: { customers: Pick<CustomerService, 'findById' | 'findByIds'> },
) {
  const repo = createDiscountRepository();
  const discounts = createDiscountService({
    database: context.database,
    clock: context.clock,
    timeZone: context.timeZone,
    repo,
    customers: deps.customers,
  });
  const checkout = createCheckoutRules({ repo });
  return {
    discounts,
    /** For the orders area: the rules orders get, and its hooks (codes used on pay). */
    checkout: checkout.rules,
    orderHooks: checkout.hooks,
    register: (app: FastifyInstance) =>
      registerDiscountRoutes(app, { discounts, timeZone: context.timeZone }),
  };
}
