import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerShippingRoutes } from './routes';

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
