import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../core/db';
import type { Clock } from '../../core/time';
import { createIdentityService } from './identity';
import { createShopRepository } from './repository';
import { registerShopRoutes } from './routes';
import { createShopService } from './service';

/** Builds the shop area's services (the app needs them before any route: auth, time zone). */
export function createShopArea(deps: { database: AppDatabase; clock: Clock }) {
  const repo = createShopRepository();
  const shop = createShopService({ ...deps, repo });
  const identity = createIdentityService({ ...deps, repo });
  return {
    shop,
    identity,
    register: (app: FastifyInstance) => registerShopRoutes(app, { shop, identity }),
  };
}
