import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { CustomerService } from '../customers/service';
import type { ShippingService } from '../shippings/service';
import type { ActionHistory } from '../shops/action-history';
import type { StoreService } from '../shops/stores';
import type { ShopSettingsRow } from '../../db/tables/shops';
import { createOrderService, type CheckoutRules, type OrderHooks } from './service';
import { registerPickUpRoutes } from './pick-up-routes';
import { createPickUpRepository } from './pick-up-repository';
import { createPickUpService } from './pick-up-service';
import { createOrderRepository } from './repository';
import { registerOrderRoutes } from './routes';

export type { CheckoutRules, OrderHooks, RejectedCode } from './service';

/** How often the app stores `expired` on codes past their time (reads compute it anyway). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Orders and offline pick-up (DESIGN §5). */
export function createOrdersArea(
  context: AppContext,
  deps: {
    settings: () => Promise<ShopSettingsRow>;
    customers: CustomerService;
    shippings: ShippingService;
    stores: StoreService;
    actions: ActionHistory;
    catalog: { stockChanged(handle: Db, productIds: number[]): Promise<void> };
    /** The price rules and coupon codes orders get (the discounts area). */
    checkout: CheckoutRules;
    /** Loyalty and discounts plug into the orders' transactions here. */
    hooks?: readonly OrderHooks[];
    sweepIntervalMs?: number;
  },
) {
  const { database, clock, timeZone } = context;
  const repo = createOrderRepository();
  const codes = createPickUpRepository();
  const orders = createOrderService({
    database,
    clock,
    timeZone,
    settings: deps.settings,
    repo,
    codes,
    customers: deps.customers,
    shippings: deps.shippings,
    stores: deps.stores,
    catalog: deps.catalog,
    checkout: deps.checkout,
    hooks: deps.hooks,
  });
  const pickUp = createPickUpService({
    database,
    clock,
    timeZone,
    settings: deps.settings,
    repo: codes,
    orders: repo,
    orderDetail: orders.get,
    actions: deps.actions,
  });
  return {
    orders,
    pickUp,
    register(app: FastifyInstance) {
      registerOrderRoutes(app, { orders, timeZone });
      registerPickUpRoutes(app, { pickUp, orders, timeZone });
      // The serving app persists expiry periodically; the CLI builds areas without it.
      const timer = setInterval(() => {
        pickUp.sweepExpired().catch((error: unknown) => {
          app.log.error({ err: error }, 'pick-up code expiry sweep failed');
        });
      }, deps.sweepIntervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}
