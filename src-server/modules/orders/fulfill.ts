import { emit } from '../../db/events';
import { places as shippingPlaces } from '../shippings';
import { conflict, invalid, type FieldMessages } from '../../http/errors';
import type { AppContext } from '../../context';
import { requireDetail } from './details';
import { lockPaid } from './guards';
import { presentOrder, type OrderDetail } from './order-presenter';
import * as orders from './repository';
import type { FulfillBody } from './schemas';
import { msg, storedMessage } from '../../lib/i18n';

/**
 * A paid delivery's lines (by default all not sent yet) are sent: a fulfilment record with
 * the carrier and tracking number; `fulfilled` once every line is sent (`partial` before);
 * the `order_fulfilled` event (docs/API.md "Fulfilment").
 */
export async function fulfill(
  ctx: AppContext,
  id: number,
  body: FulfillBody,
): Promise<OrderDetail> {
  const { database, clock } = ctx;
  const [zone, places] = await Promise.all([ctx.timeZone(), shippingPlaces(ctx)]);
  await database.transaction(async (trx) => {
    const now = clock.now();
    const { row, lines } = await lockPaid(trx, id, now);
    if (row.selected_channel !== 'delivery')
      throw conflict('not_delivery', msg('orders.pick_up_not_sent'));
    // Lines refunded in full are not sent.
    const open = lines.filter(
      (line) => line.fulfillment_status === 'pending' && line.refunded_quantity < line.quantity,
    );
    if (open.length === 0) throw conflict('order_fulfilled', msg('orders.all_sent'));
    const ids = body.line_ids ?? open.map((line) => line.id);
    const errors: FieldMessages = {};
    ids.forEach((lineId, index) => {
      if (ids.indexOf(lineId) < index) errors[`line_ids.${index}`] = [msg('orders.line_twice')];
      else if (!lines.some((line) => line.id === lineId))
        errors[`line_ids.${index}`] = [msg('orders.line_not_found')];
      else if (!open.some((line) => line.id === lineId))
        errors[`line_ids.${index}`] = [msg('orders.line_done')];
    });
    if (Object.keys(errors).length) throw invalid(errors);
    await orders.updateLinesFulfilled(trx, id, ids);
    await orders.insertFulfillment(trx, {
      order_id: id,
      status: 'success',
      service: 'manual',
      location_id: null,
      staff_id: null,
      carrier: body.carrier,
      tracking_number: body.tracking_number,
      line_ids: JSON.stringify(ids),
      created_at: now,
      updated_at: now,
    });
    const all = ids.length === open.length;
    if (all) await orders.updateDeliveryFulfilled(trx, id, now);
    await orders.insertTimeline(trx, {
      order_id: id,
      action: 'fulfilled',
      note: storedMessage('timeline.sent', {
        carrier: body.carrier,
        number: body.tracking_number,
        n: ids.length,
        total: lines.length,
      }),
      created_at: now,
    });
    await emit(
      trx,
      'order_fulfilled',
      presentOrder(await requireDetail(trx, id), zone, places),
      now,
    );
  });
  return requireDetail(database.db, id);
}
