import { call, type Page, type PageQuery } from '@/shared/api/client';
import type { Customer } from '@/features/customers';
import type { OrderAmounts } from '@/shared/api/order-amounts';

// Orders (docs/DESIGN.md §5, scope `orders`): list, create, preview, pay and cancel.

export type FinancialStatus = 'pending' | 'paid' | 'refunded';
export type OrderStatus = 'open' | 'cancelled' | 'closed';
export type FulfillmentStatus = 'pending' | 'partial' | 'fulfilled';
export type PaymentGateway = 'cash' | 'card' | 'wechat_pay' | 'alipay' | 'other';
export const PAYMENT_GATEWAYS: readonly PaymentGateway[] = [
  'cash',
  'wechat_pay',
  'alipay',
  'card',
  'other',
];
export type Channel = 'pick_up' | 'delivery';
export const FINANCIAL_STATUSES: readonly FinancialStatus[] = ['pending', 'paid', 'refunded'];
export const ORDER_STATUSES: readonly OrderStatus[] = ['open', 'cancelled', 'closed'];

export interface OrderLine {
  image: string | null;
  title: string;
  product_title: string;
  variant_title: string;
  sku: string;
  quantity: number;
  price: string;
  total_price: string;
  total_discount: string;
  variant: { id: number | null };
}

export interface ShippingAddress {
  full_name: string;
  mobile: string;
  address1: string;
  address2: string;
  province: string;
  city: string;
  district: string;
  place_code: string;
}

export interface OrderPreview extends OrderAmounts {
  customer: Customer | null;
  selected_channel: Channel;
  title: string;
  total_weight: string;
  redeem_points: number;
  shipping_address: ShippingAddress | null;
  lines: OrderLine[];
  coupon_codes: { id: number | null; code: string; price_rule_id: number }[];
  /** Why each code the order could not use was rejected (`reason` a code, `detail` a sentence). */
  rejected_coupon_codes: { code: string; reason: string; detail: string }[];
}

/** An automatic rule a coupon code pushed out of the preview, and why (docs/API.md). */
export interface DisplacedDiscount {
  price_rule_id: number;
  title: string;
  reason: 'not_combinable' | 'nothing_to_discount';
  coupon_codes: string[];
}

/** The preview as the server answers it: the order to be, and what the codes changed. */
export interface OrderPreviewAnswer extends OrderPreview {
  displaced_discounts: DisplacedDiscount[];
}

export interface Order extends Omit<OrderPreview, 'customer' | 'rejected_coupon_codes' | 'lines'> {
  id: number;
  order_number: number;
  token: string;
  customer: Customer;
  lines: (OrderLine & {
    id: number;
    fulfillment_location: { id: number; title: string } | null;
    fulfillment_status: 'pending' | 'fulfilled';
    refunded_quantity: number;
  })[];
  refunded_price: string;
  /** What a refund may still give back: items per line (with their amount) and the shipping. */
  refundable: {
    lines: { line_id: number; quantity: number; amount: string }[];
    shipping: string;
  };
  fulfillments: {
    id: number;
    status: 'success' | 'cancelled';
    service: string;
    carrier: string | null;
    tracking_number: string | null;
    line_ids: number[];
    created_at: string;
  }[];
  order_status: OrderStatus;
  financial_status: FinancialStatus;
  fulfillment_status: FulfillmentStatus;
  note: string;
  paid_at: string | null;
  paid_price: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  transactions: {
    id: number;
    transaction_number: string;
    amount: string;
    transaction_type: 'sale' | 'refund';
    status: string;
    /** The payment method (`manual` for payments recorded without one). */
    payment_backend: string;
    receipt: { reference?: string };
    refund_msg: string | null;
    created_at: string;
  }[];
  timeline: { id: number; action: string; note: string; created_at: string }[];
}

export interface OrderBody {
  customer_id: number;
  lines: { variant_id: number; quantity: number }[];
  selected_channel: Channel;
  pick_up_shop_id?: number | null;
  shipping_method_id?: number | null;
  shipping_address?: {
    full_name: string;
    mobile: string;
    address1: string;
    address2?: string;
    place_code: string;
  } | null;
  note?: string;
  redeem_points?: number;
  coupon_codes?: string[];
}

export interface OrderListQuery extends PageQuery {
  financial_status?: FinancialStatus;
  order_status?: OrderStatus;
  customer?: number;
  pick_up_shop?: number;
  created_at__gte?: string;
  created_at__lte?: string;
}

/** The orders list (and its export). */
export const ORDERS_PATH = 'orders/order/';
const ORDERS = ORDERS_PATH;

export function listOrders(query: OrderListQuery = {}): Promise<Page<Order>> {
  return call('get', ORDERS, { searchParams: { ...query } });
}

export function getOrder(id: number): Promise<Order> {
  return call('get', `${ORDERS}${id}/`);
}

/** 400 with the reason for a code that does not apply; 400 `not_deliverable`. */
export function createOrder(body: OrderBody): Promise<Order> {
  return call('post', ORDERS, { json: body });
}

/** What create would make, changing nothing, with the rejected codes and why. */
export function previewOrder(body: OrderBody): Promise<OrderPreviewAnswer> {
  return call('post', `${ORDERS}preview/`, { json: body });
}

export interface Payment {
  gateway: PaymentGateway;
  /** Must be the order's total. */
  amount: string;
  reference?: string;
}

/** 400 when the amount is not the total; 409 `already_paid`, `code_already_used`, … */
export function payOrder(id: number, payment: Payment): Promise<Order> {
  return call('post', `${ORDERS}${id}/pay/`, { json: payment });
}

/** A delivery's lines (default: all not sent yet) sent; 409 `not_paid`, `not_delivery`, … */
export function fulfillOrder(
  id: number,
  body: { carrier: string; tracking_number: string; line_ids?: number[] },
): Promise<Order> {
  return call('post', `${ORDERS}${id}/fulfill/`, { json: body });
}

export interface RefundBody {
  lines: { line_id: number; quantity: number; restock: boolean }[];
  shipping: boolean;
  reason: string;
}

/** Items (and the shipping) given back; refunding everything unsent cancels the order. */
export function refundOrder(id: number, body: RefundBody): Promise<Order> {
  return call('post', `${ORDERS}${id}/refund/`, { json: body });
}

/** 409 `already_cancelled`, `order_fulfilled`. */
export function cancelOrder(id: number, reason: string): Promise<Order> {
  return call('post', `${ORDERS}${id}/cancel/`, { json: { reason } });
}
