import { emit } from '../../db/events';
import { conflict, invalid, type FieldMessages } from '../../http/errors';
import { formatDecimal } from '../../lib/money';
import { places as shippingPlaces } from '../shippings';
import { stockChanged } from '../shopfront';
import { cancel } from './cancel';
import type { AppContext } from '../../context';
import { requireDetail } from './details';
import { lockPaid, newTransactionNumber } from './guards';
import { presentOrder, type OrderDetail } from './order-presenter';
import { lineRefund, paidParts } from './refund-amounts';
import * as orders from './repository';
import type { RefundBody } from './schemas';
import { msg, storedMessage } from '../../lib/i18n';

/** Which items and whether the shipping a refund body takes, checked against the order. */
export function planRefund(detail: OrderDetail, body: RefundBody) {
  const { row, lines, discounts } = detail;
  const paid = paidParts(row, lines, discounts);
  const errors: FieldMessages = {};
  if (body.lines.length === 0 && !body.shipping) errors.lines = [msg('orders.refund_nothing')];
  const seen = new Set<number>();
  let amount = 0;
  const planned = body.lines.flatMap((given, index) => {
    const at = lines.findIndex((line) => line.id === given.line_id);
    const line = lines[at];
    if (seen.has(given.line_id)) errors[`lines.${index}.line_id`] = [msg('orders.line_twice')];
    else if (!line) errors[`lines.${index}.line_id`] = [msg('orders.line_not_found')];
    else if (given.quantity > line.quantity - line.refunded_quantity)
      errors[`lines.${index}.quantity`] = [
        msg('orders.refund_left', { n: line.quantity - line.refunded_quantity }),
      ];
    seen.add(given.line_id);
    if (!line || errors[`lines.${index}.line_id`] || errors[`lines.${index}.quantity`]) return [];
    const value = lineRefund(paid.lines[at]!, line, given.quantity);
    amount += value;
    return [{ ...given, line, amount: value }];
  });
  const shipping = body.shipping ? paid.shipping : 0;
  if (body.shipping && (row.refunded_shipping > 0 || paid.shipping === 0))
    errors.shipping = [msg('orders.shipping_not_refundable')];
  if (Object.keys(errors).length) throw invalid(errors);
  // Everything of an order nothing was sent or refunded of: that is its cancellation.
  const whole =
    row.refunded_price === 0 &&
    row.fulfillment_status === 'pending' &&
    lines.every(
      (line) =>
        line.fulfillment_status === 'pending' &&
        planned.some((p) => p.line.id === line.id && p.quantity === line.quantity),
    ) &&
    (paid.shipping === 0 || body.shipping);
  return { planned, shipping, amount: amount + shipping, whole };
}

/**
 * Items of a paid order (and its shipping) given back at what was paid for them: a `refund`
 * transaction, `refunded_price`, stock back where asked, buy points back in proportion
 * (the hooks), the `order_refunded` event; `refunded` and closed once everything is back.
 * The whole of an order nothing was sent of is its cancellation (docs/API.md "Refunds").
 */
export async function refund(ctx: AppContext, id: number, body: RefundBody): Promise<OrderDetail> {
  const { database, clock, plugins } = ctx;
  const [zone, places] = await Promise.all([ctx.timeZone(), shippingPlaces(ctx)]);
  const cancelInstead = await database.transaction(async (trx) => {
    const now = clock.now();
    const detail = await lockPaid(trx, id, now);
    const plan = planRefund(detail, body);
    if (plan.whole) return true;
    const before = detail.row.refunded_price;
    for (const p of plan.planned) {
      await orders.updateLineRefunded(trx, id, p.line.id, p.quantity);
      if (p.restock && p.line.variant_id !== null)
        await orders.updateInventoryReturned(trx, p.line.variant_id, p.quantity);
      if (p.line.product_id !== null) await orders.updateSold(trx, p.line.product_id, -p.quantity);
    }
    const after = await orders.updateRefundAdded(trx, id, plan.amount, plan.shipping, now);
    if (!after) throw conflict('already_refunded', msg('orders.refund_too_much'));
    const sale = detail.transactions.find((t) => t.transaction_type === 'sale');
    const transactionId = await orders.insertTransaction(trx, {
      order_id: id,
      transaction_number: newTransactionNumber(),
      amount: plan.amount,
      transaction_type: 'refund',
      status: 'success',
      payment_backend: sale?.payment_backend ?? 'manual',
      delegated: 0,
      channel: 'shopdesk',
      refund_msg: body.reason,
      refundable_amount: 0,
      receipt: JSON.stringify({
        lines: plan.planned.map((p) => ({
          line_id: p.line.id,
          quantity: p.quantity,
          restock: p.restock,
          amount: formatDecimal(p.amount),
        })),
        shipping: formatDecimal(plan.shipping),
      }),
      succeeds_at: now,
      created_at: now,
    });
    await orders.updateRefundable(trx, id, plan.amount);
    await orders.insertTimeline(trx, {
      order_id: id,
      action: 'refunded',
      note: storedMessage('timeline.refunded', {
        amount: formatDecimal(plan.amount),
        reason: body.reason,
      }),
      created_at: now,
    });
    if (after.financial_status === 'refunded') {
      // Nothing is left to hand out: the key is void and the order closed.
      await plugins.pickUpCodes.cancelOfOrder(ctx, trx, id, now);
      await orders.updateClosed(trx, id, now);
    }
    const [refunded] = await orders.listParts(trx, [id]);
    for (const hook of plugins.orderHooks)
      await hook.refunded?.(ctx, trx, refunded!.row, now, { before, transactionId });
    const restocked = plan.planned.flatMap((p) =>
      p.restock && p.line.product_id !== null ? [p.line.product_id] : [],
    );
    if (restocked.length > 0) await stockChanged(ctx, trx, restocked);
    await emit(
      trx,
      'order_refunded',
      presentOrder(await requireDetail(trx, id), zone, places),
      now,
    );
    return false;
  });
  if (cancelInstead) return cancel(ctx, id, body.reason);
  return requireDetail(database.db, id);
}
