import type { FastifyInstance } from 'fastify';
import type { AppContext } from './core/context';
import type { AppDatabase } from './core/db';
import type { Clock } from './core/time';
import { createCustomerArea } from './modules/customers';
import { createShippingArea } from './modules/shippings';
import { createShopfrontArea } from './modules/shopfront';
import { createShopArea } from './modules/shops';
import { createSocialArea, type SocialEnvConfig } from './modules/social';

export interface AreaOptions {
  database: AppDatabase;
  clock: Clock;
  /** Messaging-platform settings from the environment (the social settings win over them). */
  social?: SocialEnvConfig;
}

/**
 * The static index of the API areas: every area is built here once, for the HTTP app and for
 * the CLI alike (bundling rules out folder-scanning loaders).
 */
export function createAreas(options: AreaOptions) {
  const shops = createShopArea({ database: options.database, clock: options.clock });
  const context: AppContext = {
    database: options.database,
    clock: options.clock,
    timeZone: shops.shop.timeZone,
  };
  const shippings = createShippingArea(context);
  const social = createSocialArea({
    ...context,
    paymentMode: async () => (await shops.shop.getSettings()).payment_mode,
    env: options.social,
  });
  const customers = createCustomerArea(context);
  const shopfront = createShopfrontArea(context);

  return {
    /** The services other code (demo data, CLI, later areas) may call. */
    services: {
      shop: shops.shop,
      identity: shops.identity,
      shippings: shippings.shippings,
      customers: customers.customers,
      shopfront: shopfront.shopfront,
    },
    register(app: FastifyInstance) {
      shops.register(app);
      shippings.register(app);
      social.register(app);
      customers.register(app);
      shopfront.register(app);
    },
  };
}

export type AppAreas = ReturnType<typeof createAreas>['services'];
