import type { FastifyInstance } from 'fastify';
import type { AppContext, AppLog } from './context';
import type { AppOptions } from './options';
import type { AppPlugins } from './plugins';
import type { AppDatabase } from './db';
import type { Clock } from './lib/time';
import { customerService, registerCustomers } from './modules/customers';
import {
  discountCheckout,
  discountOrderHooks,
  discountService,
  registerDiscounts,
} from './modules/discounts';
import { importService, registerImports } from './modules/imports';
import { loyaltyOrderHooks, loyaltyService, registerLoyalty } from './modules/loyalty';
import { registerMetrics } from './modules/metrics';
import { pickUpNotices, registerNotifications } from './modules/notifications';
import { orderFulfilment, orderService, registerOrders } from './modules/orders';
import { pickUpCodes, pickUpService, providePickUpDeps, registerPickUp } from './modules/pick-up';
import { registerReports, reportService } from './modules/reports';
import { registerShippings, shippingService } from './modules/shippings';
import { registerShopfront, shopfrontServices } from './modules/shopfront';
import {
  registerShops,
  settings as shopSettings,
  shopServices,
  timeZone as shopTimeZone,
} from './modules/shops';
import { registerSocial } from './modules/social';
import { registerWebhooks, webhookService, webhookWorker } from './modules/webhooks';

export interface AreaOptions extends AppOptions {
  database: AppDatabase;
  clock: Clock;
  /** Where the modules write their log lines (the app's logger; none in the CLI). */
  log?: AppLog;
}

const silentLog: AppLog = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * The static index of the API areas: every area is built here once, for the HTTP app and for
 * the CLI alike (bundling rules out folder-scanning loaders).
 */
export function createAreas(options: AreaOptions) {
  // Filled below, once the modules that provide them are made (docs/ARCHITECTURE.md, "Plug-ins").
  const plugins = {} as { -readonly [K in keyof AppPlugins]: AppPlugins[K] };
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
  // TRANSITION (issue 46): the shops' functions bound, for the modules that still take them.
  const shops = shopServices(context);
  // TRANSITION (issue 46): the shipping functions bound, for the modules that still take them.
  const shippings = { shippings: shippingService(context) };
  // TRANSITION (issue 46): the customer functions bound, for the modules that still take them.
  const customers = { customers: customerService(context) };
  // TRANSITION (issue 46): the shop front's functions bound, for the modules that still take them.
  const shopfront = { shopfront: shopfrontServices(context) };
  // TRANSITION (issue 46): the order functions bound, for the modules that still take them.
  const orders = orderService(context);
  // TRANSITION (issue 46): until the counter imports the orders' functions.
  providePickUpDeps(context, {
    orders: () => orderFulfilment(context),
  });
  plugins.orderHooks = [loyaltyOrderHooks, discountOrderHooks];
  plugins.checkout = discountCheckout;
  plugins.pickUpCodes = pickUpCodes;
  plugins.pickUpNotices = pickUpNotices;

  return {
    /** The one context of this app's modules (tests and the CLI call module functions with it). */
    ctx: context,
    /** The services other code (demo data, CLI, later areas) may call. */
    services: {
      shop: shops.shop,
      identity: shops.identity,
      stores: shops.stores,
      staff: shops.staff,
      actionHistory: shops.actions,
      shippings: shippings.shippings,
      customers: customers.customers,
      shopfront: shopfront.shopfront,
      orders,
      pickUpCodes: pickUpService(context),
      discounts: discountService(context),
      checkout: discountCheckout,
      webhooks: webhookService(context),
      loyalty: loyaltyService(context),
      reports: reportService(context),
      imports: importService(context),
      /** Runs only in a started app; `idle()` waits for it to settle. */
      webhookWorker: webhookWorker(context),
    },
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

export type AppAreas = ReturnType<typeof createAreas>['services'];
