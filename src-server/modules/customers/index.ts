import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findById, findByIds, findByMobile, findByMobiles } from './repository';
import { registerCustomerRoutes } from './routes';

export { loadCustomerDemo } from './demo';
export {
  customerContact,
  customerCreate,
  customerOut,
  type CustomerOut,
  customerPatch,
  customerRefOut,
  mobileInput,
  presentCustomer,
  presentCustomerRef,
} from './schemas';
export type { CustomerContact, CustomerCreate, CustomerPatch } from './service';
// For other modules: reads with the caller's handle, and the writes they do in their own
// transactions (orders: a new order's customer; imports: a batch's customers).
export { findById, findByIds, findByMobile, findByMobiles };
export { createManyWith, createWith, findOrCreateByMobile, updateManyWith } from './service';
// For the demo: its empty-shop check and the discounts' and loyalty's demo data.
export { count as countCustomers, get as getCustomer, list as listCustomers } from './service';

/** The customers' routes. */
export function registerCustomers(app: FastifyInstance, ctx: AppContext) {
  registerCustomerRoutes(app, ctx);
}
