import type { FastifyInstance } from 'fastify';
import { bindContext, type AppContext, type Bound } from '../../context';
import { registerLoyaltyRoutes } from './routes';
import * as service from './service';

export { demoRedemptions, loadLoyaltyDemo } from './demo';
// The order hooks plug-in (plugins.ts, filled in areas.ts).
export { loyaltyOrderHooks } from './order-hooks';

/** Loyalty's routes (docs/DESIGN.md §7): levels, the point history and manual adjustments. */
export function registerLoyalty(app: FastifyInstance, ctx: AppContext) {
  registerLoyaltyRoutes(app, ctx);
}

/**
 * TRANSITION (issue 46): the loyalty operations with the context given, for
 * `app.areas.loyalty` and the demo.
 */
export type LoyaltyService = Bound<typeof service>;

/** TRANSITION (issue 46): see `LoyaltyService`. */
export const loyaltyService = (ctx: AppContext): LoyaltyService => bindContext(ctx, service);
