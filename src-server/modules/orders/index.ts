import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { ShopSettingsRow } from '../../db/tables/shops';
import type { CustomerService } from '../customers';
import type { ShippingService } from '../shippings';
import type { StoreService } from '../shops';
import {
  createOrderService,
  type CheckoutRules,
  type OrderHooks,
  type OrderPickUpCodes,
} from './service';
import { createOrderRepository } from './repository';
import { registerOrderRoutes } from './routes';

export type {
  CheckoutRules,
  OrderHooks,
  OrderPickUpCodes,
  OrderService,
  RejectedCode,
} from './service';
export type { OrderDetail } from './order-presenter';
export { orderInLanguage, presentDiscount, presentOrder, variantTitleIn } from './order-presenter';
export { orderDiscountOut, orderOut, type OrderCreate, type OrderOut } from './schemas';
export type { PricingRule, RuleRefusal } from './pricing';

/** Orders (docs/DESIGN.md §5): checkout, payment, cancellation; pick-up codes come from `pickUpCodes`. */
export function createOrdersArea(
  context: AppContext,
  deps: {
    settings: () => Promise<ShopSettingsRow>;
    customers: CustomerService;
    shippings: ShippingService;
    stores: StoreService;
    catalog: { stockChanged(handle: Db, productIds: number[]): Promise<void> };
    /** The price rules and coupon codes orders get (the discounts area). */
    checkout: CheckoutRules;
    /** The pick-up area's codes, issued on pay and voided on cancel in the same transaction. */
    pickUpCodes: OrderPickUpCodes;
    /** Loyalty and discounts plug into the orders' transactions here. */
    hooks?: readonly OrderHooks[];
  },
) {
  const { database, clock, timeZone } = context;
  const repo = createOrderRepository();
  const orders = createOrderService({
    app: context,
    database,
    clock,
    timeZone,
    settings: deps.settings,
    repo,
    pickUpCodes: deps.pickUpCodes,
    customers: deps.customers,
    shippings: deps.shippings,
    stores: deps.stores,
    catalog: deps.catalog,
    checkout: deps.checkout,
    hooks: deps.hooks,
  });
  /** What the pick-up counter does to an order, with its own transaction's handle. */
  const fulfilment = {
    handOut: repo.handOut,
    markUnfulfilled: repo.markUnfulfilled,
    insertTimeline: repo.insertTimeline,
    discountsOf: repo.discountsOf,
    get: orders.get,
    present: orders.present,
  };
  return {
    orders,
    fulfilment,
    register(app: FastifyInstance) {
      registerOrderRoutes(app, { orders, timeZone });
    },
  };
}

export type OrderFulfilment = ReturnType<typeof createOrdersArea>['fulfilment'];
