import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { insertTimeline, listDiscounts, updateHandedOut, updateUnfulfilled } from './repository';
import { registerOrderRoutes } from './routes';

export type {
  CheckoutRules,
  OrderHooks,
  OrderPickUpCodes,
  PricingRule,
  RejectedCode,
  RuleRefusal,
} from '../../plugins';
export type { OrderOrigin } from './draft';
export type { OrderDetail } from './order-presenter';
export { presentDiscount, presentOrder, variantTitleIn } from './order-presenter';
export { orderDiscountOut, orderOut, type OrderCreate, type OrderOut } from './schemas';

// For the pick-up counter, which fulfils an order in its own transaction (with its handle),
// and for the loyalty history, which shows the orders of its entries.
export { insertTimeline, listDiscounts, updateHandedOut, updateUnfulfilled };
// For the demo, which places, pays, cancels and backdates its orders as the API would.
export {
  backdate as backdateOrder,
  cancel as cancelOrder,
  create as createOrder,
  pay as payOrder,
} from './service';
export {
  get as getOrder,
  list as listOrders,
  places as orderPlaces,
  present as presentOrderDetail,
} from './service';

/**
 * Orders (docs/DESIGN.md §5): checkout, payment, cancellation, fulfilment and refunds; the
 * pick-up codes, order hooks and checkout rules come from `ctx.plugins`.
 */
export function registerOrders(app: FastifyInstance, ctx: AppContext) {
  registerOrderRoutes(app, ctx);
}
