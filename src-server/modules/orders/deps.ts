import type { AppDatabase, Db } from '../../db';
import type { Clock } from '../../lib/time';
import type { CustomerService } from '../customers';
import type { ShippingService } from '../shippings';
import type { ShopSettingsRow } from '../../db/tables/shops';
import type { StoreService } from '../shops';
import type { PricingRule, RuleRefusal } from './pricing';
import type { OrderRepository } from './repository';
import type { OrderDiscountRow, OrderRow } from '../../db/tables/orders';
import type { NewPickUpCode } from '../../db/tables/pick-up';

/**
 * What other areas do inside an order's transactions, with its handle, so their changes live
 * and die with the order's: loyalty redeems points when an order is placed, earns points on
 * pay and gives them back on cancel (docs/DESIGN.md §7); discounts mark coupon codes used. The
 * orders area itself knows none of them.
 */
export interface OrderHooks {
  /**
   * The price in cents of `points` redeemed by the customer now, checked against his level and
   * balance but not redeemed (create and preview both ask). Throws an ApiError to refuse.
   */
  pointsPrice?(handle: Db, customerId: number, points: number, now: number): Promise<number>;
  /** Redeems `order.redeem_points` of a new order (after its insert). */
  redeemPoints?(trx: Db, order: OrderRow, now: number): Promise<void>;
  /** The order was paid (its row as paid, the discounts it got). */
  paid?(
    trx: Db,
    order: OrderRow,
    now: number,
    discounts: readonly OrderDiscountRow[],
  ): Promise<void>;
  /**
   * Part or all of a paid order was refunded (its row after the refund; `before` what had been
   * refunded before this one): loyalty takes back buy points in proportion.
   */
  refunded?(
    trx: Db,
    order: OrderRow,
    now: number,
    refund: { before: number; transactionId: number },
  ): Promise<void>;
  /** The order was cancelled (its row as cancelled; `financial_status` tells if it was paid). */
  cancelled?(
    trx: Db,
    order: OrderRow,
    now: number,
    discounts: readonly OrderDiscountRow[],
  ): Promise<void>;
}

/** A coupon code an order could not use, and why (`reason` a code, `detail` a sentence). */
export interface RejectedCode {
  code: string;
  reason: string;
  detail: string;
}

/** What the discounts area answers the checkout (docs/DESIGN.md §5); the orders area knows no more. */
export interface CheckoutRules {
  /**
   * The rules the order may get: the automatic ones and those of its usable codes (each with
   * the code, `codes` says which stored code or which `can_redeem` coupon it is); the codes
   * that cannot be used, with why.
   */
  rulesFor(
    handle: Db,
    order: { customerId: number | null; codes: readonly string[] },
    now: number,
  ): Promise<{
    rules: PricingRule[];
    rejected: RejectedCode[];
    /** `stored`: the code the order uses (a phrase's held code), null when one is to be issued. */
    codes: Map<string, { codeId: number | null; stored: string | null; couponId: number }>;
  }>;
  /** A new code of a `can_redeem` coupon for the customer (its phrase was given). */
  issueCode(
    trx: Db,
    customerId: number,
    couponId: number,
    now: number,
  ): Promise<{ id: number; code: string }>;
  /** A code whose rule did not apply to the order, and why. */
  reject(code: string, reason: RuleRefusal): RejectedCode;
}

/**
 * The pick-up area's side of an order's transactions: a paid pick-up order gets its code, a
 * cancelled order's code is void. Injected: the pick-up area reads orders, not the reverse.
 */
export interface OrderPickUpCodes {
  issue(trx: Db, values: NewPickUpCode): Promise<{ id: number; key: string }>;
  cancelOfOrder(trx: Db, orderId: number, now: number): Promise<void>;
}

/** Where an order was placed from (its `information`). */
export interface OrderOrigin {
  ip: string;
  userAgent: string;
}

/** What the orders' operations stand on: the database, the clock and the other areas' sides. */
export interface OrderDeps {
  database: AppDatabase;
  clock: Clock;
  timeZone: () => Promise<string>;
  settings: () => Promise<ShopSettingsRow>;
  repo: OrderRepository;
  pickUpCodes: OrderPickUpCodes;
  customers: Pick<
    CustomerService,
    'findById' | 'findByIds' | 'findByMobile' | 'findOrCreateByMobile'
  >;
  shippings: Pick<ShippingService, 'places' | 'getMethod'>;
  stores: Pick<StoreService, 'findById' | 'findByIds' | 'firstId'>;
  catalog: { stockChanged(handle: Db, productIds: number[]): Promise<void> };
  checkout: CheckoutRules;
  hooks?: readonly OrderHooks[];
}

/** The deps as the operations take them: no hooks is an empty list. */
export type OrderContext = Omit<OrderDeps, 'hooks'> & { hooks: readonly OrderHooks[] };
