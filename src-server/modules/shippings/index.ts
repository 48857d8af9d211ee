import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import { registerShippingRoutes } from './routes';
import * as service from './service';

export { loadShippingDemo } from './demo';
export type { PlaceDirectory } from './places';
export { methodOut, placeOut, presentMethod, presentPlace } from './schemas';
export { quoteMethod, type QuotableMethod } from './quote';
// For other modules: the place directory and a method with its zones (the checkout's quote).
export { getMethod, places } from './service';
// For the demo, which loads into an empty shop only.
export { countGroups, listMethods } from './service';

/** The shipping templates' and the place directory's routes. */
export function registerShippings(app: FastifyInstance, ctx: AppContext) {
  registerShippingRoutes(app, ctx);
}

/**
 * TRANSITION (issue 46): the shipping functions with the context given, for the modules that
 * still take a `ShippingService` and for `app.areas.shippings`.
 */
export type ShippingService = Bound<typeof service>;

/** TRANSITION (issue 46): see `ShippingService`. */
export const shippingService = (ctx: AppContext): ShippingService => bindContext(ctx, service);
