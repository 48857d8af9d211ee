import type { Generated, Selectable } from 'kysely';

/**
 * Money in cents, weights in grams (see lib/money); JSON objects and lists in text columns.
 * `Generated` marks columns with a database default (optional on insert).
 */
export interface OrderTable {
  id: Generated<number>;
  order_number: number;
  token: string;
  cart_token: string | null;
  customer_id: number;
  selected_channel: 'pick_up' | 'delivery';
  pick_up_shop_id: number | null;
  requires_shipping: number;
  full_name: string;
  email: string | null;
  mobile: string;
  buyer_accepts_marketing: number;
  total_line_items_price: number;
  total_discounts: number;
  shipping_cost: number;
  total_weight: number;
  total_price: number;
  order_status: 'open' | 'cancelled' | 'closed';
  fulfillment_status: 'pending' | 'fulfilled';
  financial_status: 'pending' | 'paid' | 'refunded';
  attributes: Generated<string>;
  note: Generated<string>;
  cancelled_at: number | null;
  cancel_reason: string | null;
  closed_at: number | null;
  referring_platform: Generated<string>;
  paid_at: number | null;
  paid_price: Generated<number>;
  refunded_price: Generated<number>;
  is_fulfillment_silent: Generated<number>;
  is_refunding: Generated<number>;
  is_test: Generated<number>;
  fulfilled_at: number | null;
  title: string;
  redeem_points: Generated<number>;
  points_price: Generated<number>;
  /** JSON of the shipping address as given, without its place. */
  shipping_address: string | null;
  shipping_method_id: number | null;
  /** JSON of the shipping method (without zones) when the order was placed. */
  shipping_method: string | null;
  /** JSON of the order's `information` (campaign, browser, source). */
  information: Generated<string>;
  created_at: number;
  updated_at: number;
  /** Cents of the shipping paid that were refunded (0 or all of it). */
  refunded_shipping: Generated<number>;
}

/** A line keeps what was sold: the variant and product may change or go later. */
export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  variant_id: number | null;
  product_id: number | null;
  image: string | null;
  title: string;
  requires_shipping: number;
  product_title: string;
  product_name: string;
  vendor_id: number | null;
  variant_title: string;
  /** JSON `[{title, value}]`. */
  variant_options: Generated<string>;
  sku: string;
  barcode: string;
  grams: number;
  quantity: number;
  price: number;
  total_price: number;
  total_discount: Generated<number>;
  fulfillment_status: 'pending' | 'fulfilled';
  fulfillable_quantity: number;
  fulfillment_service: string;
  attributes: Generated<string>;
  /** How many of `quantity` were refunded. */
  refunded_quantity: Generated<number>;
}

export interface OrderTransactionTable {
  id: Generated<number>;
  order_id: number;
  transaction_number: string;
  amount: number;
  transaction_type: 'sale' | 'refund';
  status: string;
  payment_backend: string;
  delegated: Generated<number>;
  channel: string;
  refund_id: string | null;
  refund_url: string | null;
  refund_msg: string | null;
  refundable_amount: number;
  issue: string | null;
  receipt: Generated<string>;
  expires_at: number | null;
  succeeds_at: number | null;
  created_at: number;
}

export interface OrderTimelineTable {
  id: Generated<number>;
  order_id: number;
  action: string;
  note: Generated<string>;
  replied: Generated<number>;
  metafield: Generated<string>;
  created_at: number;
}

export interface OrderFulfillmentTable {
  id: Generated<number>;
  order_id: number;
  status: 'success' | 'cancelled';
  service: string;
  location_id: number | null;
  staff_id: number | null;
  created_at: number;
  updated_at: number;
  /** A delivery's carrier and tracking number; null for a pick-up's hand-out. */
  carrier: string | null;
  tracking_number: string | null;
  /** JSON list of the order lines' ids this fulfilment sent ([] for a hand-out: all). */
  line_ids: Generated<string>;
}

/** A discount an order got: a price rule's amount, through a coupon code or automatic. */
export interface OrderDiscountTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  price_rule_id: number;
  title: string;
  target_type: 'line_item' | 'shipping_line';
  amount: number;
  coupon_code_id: number | null;
  coupon_code: string | null;
}

export interface OrderTables {
  shop_order: OrderTable;
  order_line: OrderLineTable;
  order_transaction: OrderTransactionTable;
  order_timeline: OrderTimelineTable;
  order_fulfillment: OrderFulfillmentTable;
  order_discount: OrderDiscountTable;
}

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type OrderDiscountRow = Selectable<OrderDiscountTable>;
