import { mulDivHalfUp, splitProportionally } from './pricing';
import type { OrderDiscountRow, OrderLineRow, OrderRow } from '../../db/tables/orders';

/**
 * What a refund gives back (docs/API.md "Refunds"), pure and exact in cents. A line's items
 * are refunded at what was paid for them: the line's total after its discounts, less its share
 * of the redeemed points (the points' price is split over the lines and the shipping in
 * proportion to what each cost after discounts, as pricing splits a rule). The k-th item of a
 * line of n is refunded paid × k / n − paid × (k − 1) / n (each rounded half up), so refunding
 * every item, in any steps, gives back exactly what the line cost.
 */

type Order = Pick<
  OrderRow,
  'financial_status' | 'shipping_cost' | 'points_price' | 'refunded_shipping' | 'paid_price'
>;
type Line = Pick<
  OrderLineRow,
  'id' | 'quantity' | 'refunded_quantity' | 'total_price' | 'total_discount'
>;
type Discount = Pick<OrderDiscountRow, 'target_type' | 'amount'>;

/** What each line and the shipping were paid, points taken off. */
export function paidParts(order: Order, lines: readonly Line[], discounts: readonly Discount[]) {
  const shippingDiscount = discounts
    .filter((d) => d.target_type === 'shipping_line')
    .reduce((sum, d) => sum + d.amount, 0);
  const nets = [
    ...lines.map((line) => line.total_price - line.total_discount),
    order.shipping_cost - shippingDiscount,
  ];
  // Ties go to the lines (smaller keys) before the shipping.
  const keys = [...lines.map((line) => line.id), Number.MAX_SAFE_INTEGER];
  const points = splitProportionally(order.points_price, nets, keys);
  const paid = nets.map((net, i) => net - points[i]!);
  return { lines: paid.slice(0, lines.length), shipping: paid[lines.length]! };
}

/** The amount the next `quantity` items of a line give back (after those refunded before). */
export const lineRefund = (paid: number, line: Line, quantity: number) =>
  mulDivHalfUp(paid, line.refunded_quantity + quantity, line.quantity) -
  mulDivHalfUp(paid, line.refunded_quantity, line.quantity);

/** What is left to refund of each line and of the shipping (nothing unless paid). */
export function refundable(order: Order, lines: readonly Line[], discounts: readonly Discount[]) {
  // A cancelled paid order is `refunded` already.
  const paidOrder = order.financial_status === 'paid';
  const paid = paidParts(order, lines, discounts);
  return {
    lines: lines.map((line, i) => {
      const quantity = paidOrder ? line.quantity - line.refunded_quantity : 0;
      return { lineId: line.id, quantity, amount: lineRefund(paid.lines[i]!, line, quantity) };
    }),
    shipping: paidOrder && order.refunded_shipping === 0 ? paid.shipping : 0,
  };
}
