import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerLoyaltyRoutes } from './routes';

export { demoRedemptions, loadLoyaltyDemo } from './demo';
// The order hooks plug-in (plugins.ts, filled in areas.ts).
export { loyaltyOrderHooks } from './order-hooks';

/** Loyalty's routes (docs/DESIGN.md §7): levels, the point history and manual adjustments. */
export function registerLoyalty(app: FastifyInstance, ctx: AppContext) {
  registerLoyaltyRoutes(app, ctx);
}
