// What an order cost, shared by the screens that show it: the order and its preview
// (features/orders), the counter's slip (features/pick-up) and the customer's page.

/** A price rule's amount on an order, through a coupon code or automatic (`coupon_code` null). */
export interface OrderDiscount {
  price_rule_id: number;
  title: string;
  target_type: 'line_item' | 'shipping_line';
  amount: string;
  coupon_code: string | null;
}

/** What an order cost, as the order, its preview and the customer's pick-up page show it. */
export interface OrderAmounts {
  total_line_items_price: string;
  total_discounts: string;
  shipping_cost: string;
  points_price: string;
  total_price: string;
  discounts: OrderDiscount[];
}
