import type { Db } from '../../db';
import { emit } from '../../db/events';
import type { ShopSettingsRow } from '../../db/tables/shops';
import { fieldError } from '../../http/errors';
import { formatDecimal } from '../../lib/money';
import { places as shippingPlaces } from '../shippings';
import type { AppContext } from '../../context';
import { requireDetail } from './details';
import { inIdOrder, newTransactionNumber, stateConflict } from './guards';
import { presentOrder, type OrderDetail } from './order-presenter';
import * as orders from './repository';
import type { PayBody } from './schemas';
import { msg, storedMessage } from '../../lib/i18n';

/**
 * pending → paid in one transaction: the `sale` transaction, the products' sold
 * quantities, a pick-up code for pick-up orders, the hooks (loyalty points) and the
 * `order_paid` event. Paying twice is 409 `already_paid`.
 */
export async function pay(ctx: AppContext, id: number, payment?: PayBody): Promise<OrderDetail> {
  const { database, clock, plugins } = ctx;
  const [zone, shop, places] = await Promise.all([
    ctx.timeZone(),
    ctx.settings(),
    shippingPlaces(ctx),
  ]);
  await database.transaction(async (trx) => {
    const now = clock.now();
    const paid = await orders.updatePaid(trx, id, now);
    if (!paid) return stateConflict(trx, id, 'pay');
    // The amount taken must be the total: a typo is refused, not recorded (the transaction
    // rolls back).
    if (payment && payment.amount !== paid.total_price)
      throw fieldError(
        'amount',
        msg('orders.take_total', { total: formatDecimal(paid.total_price) }),
      );
    await orders.insertTransaction(trx, {
      order_id: id,
      transaction_number: newTransactionNumber(),
      amount: paid.total_price,
      transaction_type: 'sale',
      status: 'success',
      payment_backend: payment?.gateway ?? 'manual',
      delegated: 0,
      channel: 'shopdesk',
      refundable_amount: paid.total_price,
      receipt: JSON.stringify(payment ? { reference: payment.reference } : {}),
      succeeds_at: now,
      created_at: now,
    });
    const detail = await requireDetail(trx, id);
    await orders.insertTimeline(trx, {
      order_id: id,
      action: 'paid',
      note: storedMessage('timeline.paid'),
      created_at: now,
    });
    if (paid.selected_channel === 'pick_up')
      await issuePickUpCode(ctx, trx, { paid, lines: detail.lines }, shop, now);
    // Loyalty earns buy points on what was paid (docs/DESIGN.md §7); discounts mark codes used and
    // count the rules' uses, refusing the payment when another order took them meanwhile.
    for (const hook of plugins.orderHooks)
      await hook.paid?.(ctx, trx, detail.row, now, detail.discounts);
    // docs/DESIGN.md §9: the payload is the order as `GET order/{id}` shows it after the payment.
    const payload = presentOrder(await requireDetail(trx, id), zone, places);
    // The products' rows last, in id order: payments of one product queue on them for the
    // shortest time (docs/RELIABILITY.md).
    for (const line of inIdOrder(detail.lines, 'product_id'))
      await orders.updateSold(trx, line.product_id, line.quantity);
    await emit(trx, 'order_paid', payload, now);
  });
  return requireDetail(database.db, id);
}

type PaidOrder = NonNullable<Awaited<ReturnType<typeof orders.updatePaid>>>;

/** A paid pick-up order's code (the pick-up area's), and its line in the timeline. */
async function issuePickUpCode(
  ctx: AppContext,
  trx: Db,
  order: { paid: PaidOrder; lines: OrderDetail['lines'] },
  shop: ShopSettingsRow,
  now: number,
) {
  const { paid, lines } = order;
  const code = await ctx.plugins.pickUpCodes.issue(ctx, trx, {
    order_id: paid.id,
    order_number: paid.order_number,
    offline_shop_id: paid.pick_up_shop_id!,
    customer_id: paid.customer_id,
    lines: JSON.stringify(
      lines.map((line) => ({
        title: line.product_title,
        variant_title: line.variant_title,
        sku: line.sku,
        quantity: line.quantity,
        image: line.image,
      })),
    ),
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    expires_at: now + shop.pick_up_expire_days * 24 * 60 * 60 * 1000,
    created_at: now,
  });
  await orders.insertTimeline(trx, {
    order_id: paid.id,
    action: 'pick_up_code_issued',
    note: storedMessage('timeline.code_issued', { key: code.key }),
    created_at: now,
  });
}
