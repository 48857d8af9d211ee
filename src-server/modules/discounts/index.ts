import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context';
import type { CustomerService } from '../customers/service';
import { createDiscountRepository } from './repository';
import { registerDiscountRoutes } from './routes';
import { createDiscountService } from './service';

/** Discounts (DESIGN §7): price rules, coupons and per-customer coupon codes. */
export function createDiscountArea(
  context: AppContext,
  deps: { customers: Pick<CustomerService, 'findById' | 'findByIds'> },
) {
  const discounts = createDiscountService({
    database: context.database,
    clock: context.clock,
    timeZone: context.timeZone,
    repo: createDiscountRepository(),
    customers: deps.customers,
  });
  return {
    discounts,
    register: (app: FastifyInstance) =>
      registerDiscountRoutes(app, { discounts, timeZone: context.timeZone }),
  };
}
