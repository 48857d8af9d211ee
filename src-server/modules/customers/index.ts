import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createCustomerRepository } from './repository';
import { registerCustomerRoutes } from './routes';
import { createCustomerService } from './service';

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
export type { CustomerPatch, CustomerService } from './service';

export function createCustomerArea(context: AppContext) {
  const customers = createCustomerService({
    database: context.database,
    clock: context.clock,
    timeZone: context.timeZone,
    repo: createCustomerRepository(),
  });
  return {
    customers,
    register: (app: FastifyInstance) =>
      registerCustomerRoutes(app, { customers, timeZone: context.timeZone }),
  };
}
