import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { CustomerService } from '../customers';
import { createLoyaltyRepository } from './repository';
import { registerLoyaltyRoutes } from './routes';
import { createLoyaltyService, type LoyaltyOrders } from './service';

export { demoRedemptions, loadLoyaltyDemo } from './demo';
export type { LoyaltyOrders, LoyaltyService } from './service';

/**
 * Loyalty (docs/DESIGN.md §7): levels, the point history and manual adjustments. Its `orderHooks`
 * plug into the orders area, which is built after it: the history reads orders through
 * `orders()` only when asked.
 */
export function createLoyaltyArea(
  context: AppContext,
  deps: {
    customers: Pick<CustomerService, 'findById' | 'findByIds'>;
    orders: () => LoyaltyOrders;
  },
) {
  const loyalty = createLoyaltyService({
    database: context.database,
    clock: context.clock,
    timeZone: context.timeZone,
    repo: createLoyaltyRepository(),
    customers: deps.customers,
    orders: deps.orders,
  });
  return {
    loyalty,
    orderHooks: loyalty.orderHooks,
    register: (app: FastifyInstance) =>
      registerLoyaltyRoutes(app, { loyalty, timeZone: context.timeZone }),
  };
}
