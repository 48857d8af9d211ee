import { perContext, type AppContext } from '../../context';
import type { OrderService } from '../orders';

/** What the history reads of orders: the orders area, built after loyalty (its hooks). */
export type LoyaltyOrders = Pick<OrderService, 'list' | 'places'>;

const injectedOf = perContext((): { orders?: () => LoyaltyOrders } => ({}));

/**
 * TRANSITION (issue 46; deleted when the orders module exports its list and places): hands
 * this app's loyalty module the orders it reads, as a function called only when the history is
 * read (the orders area is built after this one).
 */
export function provideLoyaltyOrders(ctx: AppContext, orders: () => LoyaltyOrders) {
  injectedOf(ctx).orders = orders;
}

/** The orders the history shows (list, places). */
export function loyaltyOrders(ctx: AppContext): LoyaltyOrders {
  const orders = injectedOf(ctx).orders;
  if (!orders) throw new Error('The loyalty module was given no orders.');
  return orders();
}
