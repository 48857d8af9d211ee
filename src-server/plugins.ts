import type { AppContext } from './context';
import type { Db } from './db';
import type {
  AllocationMethod,
  TargetSelection,
  TargetType,
  ValueType,
} from './db/tables/discounts';
import type { OrderDiscountRow, OrderRow } from './db/tables/orders';
import type { NewPickUpCode } from './db/tables/pick-up';
import type { Message } from './lib/i18n';

export type { AppPlugins } from './context';

declare module './context' {
  /**
   * The plug-ins: what one module does inside another's transactions without importing it,
   * one typed record filled in areas.ts (docs/ARCHITECTURE.md, "Plug-ins"). Everything else a
   * module needs of another it imports from that module's index.ts; these stay injected
   * because the import would run the other way too (orders ↔ pick-up, orders ↔ loyalty and
   * discounts, pick-up ↔ notifications). Declared here, merged into context.ts's `AppPlugins`.
   */
  interface AppPlugins {
    /** Loyalty's and discounts' sides of an order's transactions, in this order. */
    orderHooks: readonly OrderHooks[];
    /** The discounts module's rules for an order's checkout. */
    checkout: CheckoutRules;
    /** The pick-up module's side of an order: a code on pay, void on cancel. */
    pickUpCodes: OrderPickUpCodes;
    /** The notifications module's side of a package's changes. */
    pickUpNotices: PickUpNotices;
  }
}

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
  pointsPrice?(
    ctx: AppContext,
    handle: Db,
    customerId: number,
    points: number,
    now: number,
  ): Promise<number>;
  /** Redeems `order.redeem_points` of a new order (after its insert). */
  redeemPoints?(ctx: AppContext, trx: Db, order: OrderRow, now: number): Promise<void>;
  /** The order was paid (its row as paid, the discounts it got). */
  paid?(
    ctx: AppContext,
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
    ctx: AppContext,
    trx: Db,
    order: OrderRow,
    now: number,
    refund: { before: number; transactionId: number },
  ): Promise<void>;
  /** The order was cancelled (its row as cancelled; `financial_status` tells if it was paid). */
  cancelled?(
    ctx: AppContext,
    trx: Db,
    order: OrderRow,
    now: number,
    discounts: readonly OrderDiscountRow[],
  ): Promise<void>;
}

export interface PricingRule {
  id: number;
  title: string;
  priority: number;
  accumulate: boolean;
  isEnabled: boolean;
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number;
  timesUsed: number;
  targetSelection: TargetSelection;
  targetType: TargetType;
  valueType: ValueType;
  /** Negative, in hundredths (of a percent or of a currency unit). */
  value: number;
  allocationMethod: AllocationMethod;
  allocationLimit: number;
  subtotalMin: number | null;
  quantityMin: number | null;
  shippingPriceMax: number | null;
  entitled: {
    productIds: readonly number[];
    collectionIds: readonly number[];
    categoryIds: readonly number[];
    vendorIds: readonly number[];
  };
  /** The coupon code the rule came through; null for an automatic rule. */
  couponCode: string | null;
}

/** Why a rule did not apply (for a coupon code: why the code was rejected). */
export type RuleRefusal =
  | 'rule_disabled'
  | 'not_started'
  | 'ended'
  | 'usage_limit_reached'
  | 'below_minimum'
  | 'below_quantity'
  | 'shipping_price_above'
  | 'no_entitled_lines'
  | 'not_combinable'
  | 'nothing_to_discount';

/** A coupon code an order could not use, and why (`reason` a code, `detail` its message). */
export interface RejectedCode {
  code: string;
  reason: string;
  detail: Message;
}

/** What the discounts area answers the checkout (docs/DESIGN.md §5); the orders area knows no more. */
export interface CheckoutRules {
  /**
   * The rules the order may get: the automatic ones and those of its usable codes (each with
   * the code, `codes` says which stored code or which `can_redeem` coupon it is); the codes
   * that cannot be used, with why.
   */
  rulesFor(
    ctx: AppContext,
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
    ctx: AppContext,
    trx: Db,
    customerId: number,
    couponId: number,
    now: number,
  ): Promise<{ id: number; code: string }>;
  /** A code whose rule did not apply to the order, and why. */
  reject(ctx: AppContext, code: string, reason: RuleRefusal): RejectedCode;
}

/**
 * The pick-up area's side of an order's transactions: a paid pick-up order gets its code, a
 * cancelled order's code is void. Injected: the pick-up area reads orders, not the reverse.
 */
export interface OrderPickUpCodes {
  issue(ctx: AppContext, trx: Db, values: NewPickUpCode): Promise<{ id: number; key: string }>;
  cancelOfOrder(ctx: AppContext, trx: Db, orderId: number, now: number): Promise<void>;
}

/** The pick-up code a prepared hook is given (its row as the pick-up area holds it). */
export interface PreparedCode {
  id: number;
  customer_id: number;
  expires_at: number;
}

/** The code of a hand-out, as the pick-up area holds it. */
export interface HandedOutCode {
  id: number;
  customer_id: number;
}

/** What the pick-up area calls where a package changes (in the change's transaction). */
export interface PickUpNotices {
  onPrepared(ctx: AppContext, trx: Db, code: PreparedCode, now: number): Promise<void>;
  onHandedOut(ctx: AppContext, trx: Db, code: HandedOutCode, now: number): Promise<void>;
  onHandOutRolledBack(ctx: AppContext, trx: Db, codeId: number, now: number): Promise<void>;
}
