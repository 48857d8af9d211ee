import type { FastifyInstance } from 'fastify';
import { addressList, isLoopback } from '../../lib/addresses';
import type { AppDatabase } from '../../db';
import type { Clock } from '../../lib/time';
import { createActionHistory } from './action-history';
import { createIdentityService } from './identity';
import { createShopRepository } from './repository';
import { registerShopRoutes } from './routes';
import { createShopService } from './service';
import { createStaffRepository, createStaffService } from './staff';
import { registerStaffRoutes } from './staff-routes';
import { createStoreRepository, createStoreService } from './stores';

export type { ActionHistory, ActionValues } from './action-history';
export type { InitResult, ShopService } from './service';
export type { StaffService } from './staff';
export type { StoreService } from './stores';

/** Builds the shop area's services (the app needs them before any route: auth, time zone). */
export function createShopArea(deps: {
  database: AppDatabase;
  clock: Clock;
  /** The reverse proxy's addresses (docs/DESIGN.md §3), if the service runs behind one. */
  trustedProxy?: string[];
}) {
  const repo = createShopRepository();
  const shop = createShopService({ ...deps, repo });
  const actions = createActionHistory({ database: deps.database, timeZone: shop.timeZone });
  const isProxy = addressList(deps.trustedProxy ?? []);
  const identity = createIdentityService({
    ...deps,
    repo,
    actions,
    isSharedAddress: (ip) => isLoopback(ip) || isProxy(ip),
  });
  const storeRepo = createStoreRepository();
  const stores = createStoreService({ ...deps, repo: storeRepo });
  const staff = createStaffService({
    ...deps,
    timeZone: shop.timeZone,
    repo: createStaffRepository(),
    stores: storeRepo,
    actions,
  });
  return {
    shop,
    identity,
    stores,
    staff,
    actions,
    register: (app: FastifyInstance) => {
      registerShopRoutes(app, { shop, identity });
      registerStaffRoutes(app, { shop, stores, staff, actions });
    },
  };
}
