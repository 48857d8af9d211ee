import type { OrderLine } from './api';
import type { Translate } from '@/shared/utils/translate';

/**
 * An order's items in the user's language: the first product and how many more. The order's
 * stored `title` (its payment subject) is Chinese, so it is only the fallback of an order
 * without lines.
 */
export function orderItemsSummary(
  order: { title: string; lines: Pick<OrderLine, 'product_title'>[] },
  t: Translate,
): string {
  const [first] = order.lines;
  if (!first) return order.title;
  if (order.lines.length === 1) return first.product_title;
  return t('orders.itemsSummary', {
    title: first.product_title,
    more: order.lines.length - 1,
    total: order.lines.length,
  });
}
