import type { OrderContext } from './deps';
import { requireDetail } from './details';
import { inIdOrder, newTransactionNumber, stateConflict } from './guards';
import type { OrderDetail } from './order-presenter';

/**
 * open → cancelled while nothing was handed out: the pick-up code `canceled`, the stock
 * given back, a paid order refunded, the hooks (loyalty points back). Twice is 409.
 */
export async function cancelOrder(
  ctx: OrderContext,
  id: number,
  reason: string | undefined,
): Promise<OrderDetail> {
  const { database, clock, repo, hooks } = ctx;
  await database.transaction(async (trx) => {
    const now = clock.now();
    const cancelled = await repo.markCancelled(trx, id, reason || 'other', now);
    if (!cancelled) return stateConflict(ctx, trx, id, 'cancel');
    await ctx.pickUpCodes.cancelOfOrder(ctx.app, trx, id, now);
    const detail = await requireDetail(ctx, trx, id);
    for (const line of inIdOrder(detail.lines, 'variant_id'))
      await repo.returnInventory(trx, line.variant_id, line.quantity);
    if (cancelled.financial_status === 'paid') {
      await repo.insertTransaction(trx, {
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
      await repo.markRefunded(trx, id, cancelled.paid_price, now);
      for (const line of inIdOrder(detail.lines, 'product_id'))
        await repo.addSold(trx, line.product_id, -line.quantity);
    }
    await repo.insertTimeline(trx, {
      order_id: id,
      action: 'cancelled',
      note: reason ? `Cancelled: ${reason}` : 'Cancelled.',
      created_at: now,
    });
    // Loyalty gives points back, discounts the codes and rule uses (docs/DESIGN.md §5, §7).
    for (const hook of hooks)
      await hook.cancelled?.(ctx.app, trx, detail.row, now, detail.discounts);
    await ctx.catalog.stockChanged(
      trx,
      detail.lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id])),
    );
  });
  return requireDetail(ctx, database.db, id);
}
