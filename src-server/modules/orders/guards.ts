import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { conflict, notFound } from '../../http/errors';
import { requireDetail } from './details';
import type { OrderDetail } from './order-presenter';
import * as orders from './repository';
import { msg } from '../../lib/i18n';

/*
 * What the writes after checkout (pay, cancel, fulfil, refund) share: which state refuses
 * them, the lock they take, the order they touch rows in, their transactions' numbers.
 */

export const newTransactionNumber = () => randomBytes(8).toString('hex').toUpperCase();

/**
 * The lines that name a `key` row, in the order of its ids: rows updated one after another in
 * one order by every transaction cannot deadlock (docs/RELIABILITY.md).
 */
export function inIdOrder<L extends { quantity: number }, K extends 'product_id' | 'variant_id'>(
  lines: readonly (L & Record<K, number | null>)[],
  key: K,
): (L & Record<K, number>)[] {
  return lines
    .filter((line): line is L & Record<K, number> => line[key] !== null)
    .sort((a, b) => a[key] - b[key]);
}

/** Why an order's conditional update changed nothing: 404 or the state it is in. */
export async function stateConflict(
  handle: Db,
  id: number,
  wanted: 'pay' | 'cancel',
): Promise<never> {
  const state = await orders.findState(handle, id);
  if (!state) throw notFound(msg('orders.not_found'));
  if (state.order_status === 'cancelled')
    throw conflict(
      wanted === 'pay' ? 'order_cancelled' : 'already_cancelled',
      wanted === 'pay' ? msg('orders.cancelled_not_payable') : msg('orders.already_cancelled'),
    );
  if (wanted === 'pay') throw conflict('already_paid', msg('orders.already_paid'));
  if (state.refunded_price > 0) throw conflict('partly_refunded', msg('orders.partly_refunded'));
  if (state.fulfillment_status === 'fulfilled' || state.sent)
    throw conflict('order_fulfilled', msg('orders.picked_up'));
  throw conflict('order_closed', msg('orders.closed'));
}

/**
 * The order, locked against other payments, refunds and fulfilments until the transaction
 * ends (the touch takes PostgreSQL's row lock; SQLite has one writer): 404, or 409 when it
 * is not paid (or cancelled).
 */
export async function lockPaid(trx: Db, id: number, now: number): Promise<OrderDetail> {
  if (!(await orders.updateTouched(trx, id, now))) throw notFound(msg('orders.not_found'));
  const detail = await requireDetail(trx, id);
  if (detail.row.order_status === 'cancelled')
    throw conflict('order_cancelled', msg('orders.cancelled'));
  if (detail.row.financial_status === 'pending') throw conflict('not_paid', msg('orders.not_paid'));
  if (detail.row.financial_status === 'refunded')
    throw conflict('already_refunded', msg('orders.refunded'));
  return detail;
}
