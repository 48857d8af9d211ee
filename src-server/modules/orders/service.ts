import type { FilterValues } from '../../http/filters';
import type { PlaceDirectory } from '../shippings';
import { cancelOrder } from './cancel';
import { createOrder, previewOrder } from './create';
import type { OrderContext, OrderDeps, OrderOrigin } from './deps';
import { countOrders, listOrders, presentDetail, requireDetail } from './details';
import { fulfillOrder } from './fulfill';
import type { OrderDetail } from './order-presenter';
import { payOrder } from './pay';
import { refundOrder } from './refund';
import type { FulfillBody, OrderCreate, PayBody, RefundBody } from './schemas';

export type {
  CheckoutRules,
  OrderDeps,
  OrderHooks,
  OrderOrigin,
  OrderPickUpCodes,
  RejectedCode,
} from './deps';

export type OrderService = ReturnType<typeof createOrderService>;

/**
 * The orders' operations bound to their deps, one file each: reading (details.ts), create and
 * preview with their pricing input (create.ts, draft.ts), pay, cancel, fulfil and refund.
 */
export function createOrderService(deps: OrderDeps) {
  const ctx: OrderContext = { ...deps, hooks: deps.hooks ?? [] };
  const { db } = deps.database;
  return {
    count: (query: FilterValues) => countOrders(ctx, query),
    list: (query: FilterValues, limit: number, offset: number) =>
      listOrders(ctx, query, limit, offset),
    get: (id: number) => requireDetail(ctx, db, id),
    /** The order as the API shows it (places and zone resolved). */
    present: (detail: OrderDetail) => presentDetail(ctx, detail),
    places: (): Promise<PlaceDirectory> => deps.shippings.places(),
    create: (input: OrderCreate, origin: OrderOrigin): Promise<OrderDetail> =>
      createOrder(ctx, input, origin),
    preview: (input: OrderCreate, origin: OrderOrigin) => previewOrder(ctx, input, origin),
    pay: (id: number, payment?: PayBody): Promise<OrderDetail> => payOrder(ctx, id, payment),
    /** Demo data: moves an order's history `ms` into the past (its code may expire so). */
    backdate: (id: number, ms: number) =>
      deps.database.transaction((trx) => deps.repo.shiftBack(trx, id, ms)),
    cancel: (id: number, reason: string | undefined): Promise<OrderDetail> =>
      cancelOrder(ctx, id, reason),
    fulfill: (id: number, body: FulfillBody) => fulfillOrder(ctx, id, body),
    refund: (id: number, body: RefundBody) => refundOrder(ctx, id, body),
  };
}
