import { storedMessage } from '../../lib/i18n';
import type { AppContext } from '../../context';
import { stockChanged } from '../shopfront';
import { requireDetail } from './details';
import { inIdOrder, newTransactionNumber, stateConflict } from './guards';
import type { OrderDetail } from './order-presenter';
import * as orders from './repository';

/**
 * open → cancelled while nothing was handed out: the pick-up code `canceled`, the stock
 * given back, a paid order refunded, the hooks (loyalty points back). Twice is 409.
 */
export async function cancel(
  ctx: AppContext,
  id: number,
  reason: string | undefined,
): Promise<OrderDetail> {
  const { database, clock, plugins } = ctx;
  await database.transaction(async (trx) => {
    const now = clock.now();
    const cancelled = await orders.updateCancelled(trx, id, reason || 'other', now);
    if (!cancelled) return stateConflict(trx, id, 'cancel');
    await plugins.pickUpCodes.cancelOfOrder(ctx, trx, id, now);
    const detail = await requireDetail(trx, id);
    for (const line of inIdOrder(detail.lines, 'variant_id'))
      await orders.updateInventoryReturned(trx, line.variant_id, line.quantity);
    if (cancelled.financial_status === 'paid') {
      await orders.insertTransaction(trx, {
        order_id: id,
        transaction_number: newTransactionNumber(),
        amount: cancelled.paid_price,
        transaction_type: 'refund',
        status: 'success',
        payment_backend: 'manual',
        delegated: 0,
        channel: 'shopdesk',
        refundable_amount: 0,
        receipt: '{}',
        succeeds_at: now,
        created_at: now,
      });
      await orders.updateRefunded(trx, id, cancelled.paid_price, now);
      for (const line of inIdOrder(detail.lines, 'product_id'))
        await orders.updateSold(trx, line.product_id, -line.quantity);
    }
    await orders.insertTimeline(trx, {
      order_id: id,
      action: 'cancelled',
      note: reason
        ? storedMessage('timeline.cancelled_because', { reason })
        : storedMessage('timeline.cancelled'),
      created_at: now,
    });
    // Loyalty gives points back, discounts the codes and rule uses (docs/DESIGN.md §5, §7).
    for (const hook of plugins.orderHooks)
      await hook.cancelled?.(ctx, trx, detail.row, now, detail.discounts);
    await stockChanged(
      ctx,
      trx,
      detail.lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])),
    );
  });
  return requireDetail(database.db, id);
}
