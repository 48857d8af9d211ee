import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createShippingRepository } from './repository';
import { registerShippingRoutes } from './routes';
import { createShippingService } from './service';

export { loadShippingDemo } from './demo';
export type { PlaceDirectory } from './places';
export { methodOut, placeOut, presentMethod, presentPlace } from './schemas';
export { quoteMethod, type QuotableMethod, type ShippingService } from './service';

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
