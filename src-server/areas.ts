import type { FastifyInstance } from 'fastify';
import type { AppContext, AppLog } from './context';
import type { AppOptions } from './options';
import type { AppPlugins } from './plugins';
import type { AppDatabase } from './db';
import type { Clock } from './lib/time';
import { registerCustomers } from './modules/customers';
import { discountCheckout, discountOrderHooks, registerDiscounts } from './modules/discounts';
import { registerImports } from './modules/imports';
import { loyaltyOrderHooks, registerLoyalty } from './modules/loyalty';
import { registerMetrics } from './modules/metrics';
import { pickUpNotices, registerNotifications } from './modules/notifications';
import { registerOrders } from './modules/orders';
import { pickUpCodes, registerPickUp } from './modules/pick-up';
import { registerReports } from './modules/reports';
import { registerShippings } from './modules/shippings';
import { registerShopfront } from './modules/shopfront';
import { registerShops, settings as shopSettings, timeZone as shopTimeZone } from './modules/shops';
import { registerSocial } from './modules/social';
import { registerWebhooks } from './modules/webhooks';

export interface AreaOptions extends AppOptions {
  database: AppDatabase;
  clock: Clock;
  /** Where the modules write their log lines (the app's logger; none in the CLI). */
  log?: AppLog;
}

const silentLog: AppLog = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * The static index of the API areas: the app's one context (with the plug-ins) and the
 * registration of every module's routes, for the HTTP app and for the CLI alike (bundling rules
 * out folder-scanning loaders).
 */
export function createAreas(options: AreaOptions) {
  // Each plug-in is a const of the module that implements it (docs/ARCHITECTURE.md, "Plug-ins").
  const plugins: AppPlugins = {
    orderHooks: [loyaltyOrderHooks, discountOrderHooks],
    checkout: discountCheckout,
    pickUpCodes,
    pickUpNotices,
  };
  const context: AppContext = {
    database: options.database,
    clock: options.clock,
    // The shops module's settings cache, per app (modules/shops/service.ts).
    settings: () => shopSettings(context),
    timeZone: () => shopTimeZone(context),
    log: options.log ?? silentLog,
    options,
    plugins,
  };

  return {
    /** The one context of this app's modules (tests and the CLI call module functions with it). */
    ctx: context,
    register(app: FastifyInstance) {
      // First: its hook counts every request.
      registerMetrics(app, context);
      registerShops(app, context);
      registerShippings(app, context);
      registerSocial(app, context);
      registerCustomers(app, context);
      registerShopfront(app, context);
      registerOrders(app, context);
      registerPickUp(app, context);
      registerDiscounts(app, context);
      registerWebhooks(app, context);
      registerNotifications(app, context);
      registerLoyalty(app, context);
      registerReports(app, context);
      registerImports(app, context);
    },
  };
}
