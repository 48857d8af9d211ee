import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createShippingRepository } from './repository';
import { registerShippingRoutes } from './routes';
import { createShippingService } from './service';

export type { ShippingService } from './service';

export function createShippingArea(context: AppContext) {
  const shippings = createShippingService({
    database: context.database,
    clock: context.clock,
    repo: createShippingRepository(),
  });
  return {
    shippings,
    register: (app: FastifyInstance) =>
      registerShippingRoutes(app, { shippings, timeZone: context.timeZone }),
  };
}
