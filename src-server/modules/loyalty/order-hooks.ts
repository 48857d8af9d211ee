import { DateTime } from 'luxon';
import type { AppContext } from '../../context';
import { lockRows, type Db } from '../../db';
import { conflict, fieldError } from '../../http/errors';
import type { OrderHooks } from '../../plugins';
import type { OrderRow } from '../../db/tables/orders';
import { earnedPoints, pointsPrice, redeemStep } from './points';
import * as repo from './repository';
import { type Message, msg } from '../../lib/i18n';

/** A customer's balance and level right now, read with the transaction's handle. */
async function standing(trx: Db, customerId: number) {
  const balance = await repo.findBalance(trx, customerId);
  if (!balance) throw new Error(`customer ${customerId} of an order does not exist`);
  const level = await repo.findLevelForEarned(trx, balance.earned_points);
  return { ...balance, level };
}

/**
 * The price in cents of `points` redeemed by a customer now: his level allows it (its rate,
 * per-order and monthly limits, whole cents) and he has them. Reads only.
 */
async function priceOfRedeem(
  _ctx: AppContext,
  handle: Db,
  customerId: number,
  points: number,
  now: number,
) {
  const refuse = (message: Message) => fieldError('redeem_points', message);
  const { points: balance, level } = await standing(handle, customerId);
  if (!level || level.redeem_points === 0)
    throw refuse(msg('loyalty.level_no_redeem', { level: level?.title ?? msg('word.none') }));
  if (level.redeem_limitation > 0 && points > level.redeem_limitation)
    throw refuse(msg('loyalty.order_limit', { level: level.title, n: level.redeem_limitation }));
  if (level.redeem_limitation_monthly > 0) {
    // The calendar month of the shop's time zone.
    const month = DateTime.fromMillis(now, { zone: await repo.findShopTimeZone(handle) }).startOf(
      'month',
    );
    const used = await repo.sumRedeemedBetween(
      handle,
      customerId,
      month.toMillis(),
      month.plus({ months: 1 }).toMillis(),
    );
    if (used + points > level.redeem_limitation_monthly)
      throw refuse(
        msg('loyalty.month_limit', {
          level: level.title,
          n: level.redeem_limitation_monthly,
          used,
        }),
      );
  }
  const step = redeemStep(level.redeem_points);
  if (points % step !== 0)
    throw refuse(msg('loyalty.redeem_step', { points: level.redeem_points, step }));
  if (balance < points) throw refuse(msg('loyalty.only_points', { n: balance }));
  return pointsPrice(points, level.redeem_points);
}

async function redeemPoints(ctx: AppContext, trx: Db, order: OrderRow, now: number): Promise<void> {
  // The monthly limit reads the month's redemptions first: one order of a customer at a
  // time gets past it (his row locked to the commit; docs/RELIABILITY.md).
  await lockRows(trx, 'customer', [order.customer_id]);
  await priceOfRedeem(ctx, trx, order.customer_id, order.redeem_points, now);
  if (!(await repo.updateBalance(trx, order.customer_id, -order.redeem_points, 0)))
    throw fieldError('redeem_points', msg('loyalty.points_gone'));
  await repo.insertEntry(trx, {
    customer_id: order.customer_id,
    points: -order.redeem_points,
    kind: 'redeem',
    order_id: order.id,
    created_at: now,
  });
}

async function earnPoints(_ctx: AppContext, trx: Db, order: OrderRow, now: number): Promise<void> {
  // The level at the moment of payment, before these points count.
  const { level } = await standing(trx, order.customer_id);
  const points = earnedPoints(order.paid_price, level?.gain_points_e4 ?? 0);
  if (points === 0) return;
  await repo.updateBalance(trx, order.customer_id, points, points);
  await repo.insertEntry(trx, {
    customer_id: order.customer_id,
    points,
    kind: 'buy',
    order_id: order.id,
    created_at: now,
  });
}

async function takeBackRefunded(
  _ctx: AppContext,
  trx: Db,
  order: OrderRow,
  now: number,
  { before, transactionId }: { before: number; transactionId: number },
): Promise<void> {
  // What the order earned comes back in proportion to what was refunded: floor(earned ×
  // refunded ÷ paid) in all, so refunding everything takes back exactly what it earned.
  const earned = await repo.findOrderEntry(trx, order.id, 'buy', true);
  if (!earned || order.paid_price === 0) return;
  const share = (refunded: number) =>
    Number((BigInt(earned.points) * BigInt(refunded)) / BigInt(order.paid_price));
  const points = share(order.refunded_price) - share(before);
  if (points === 0) return;
  if (!(await repo.updateBalance(trx, order.customer_id, -points, -points))) {
    const { points: left } = await standing(trx, order.customer_id);
    throw conflict('points_spent', msg('loyalty.refund_spent', { points, left }));
  }
  await repo.insertEntry(trx, {
    customer_id: order.customer_id,
    points: -points,
    kind: 'refund',
    order_id: order.id,
    order_transaction_id: transactionId,
    created_at: now,
  });
}

async function giveBackCancelled(
  _ctx: AppContext,
  trx: Db,
  order: OrderRow,
  now: number,
): Promise<void> {
  // The points the order redeemed come back first…
  const redeemed = await repo.findOrderEntry(trx, order.id, 'redeem', false);
  if (redeemed) {
    await repo.updateBalance(trx, order.customer_id, -redeemed.points, 0);
    await repo.insertEntry(trx, {
      customer_id: order.customer_id,
      points: -redeemed.points,
      kind: 'refund',
      order_id: order.id,
      created_at: now,
    });
  }
  // …then exactly what it earned is taken back, from the balance and the lifetime total.
  const earned = await repo.findOrderEntry(trx, order.id, 'buy', true);
  if (earned) {
    if (!(await repo.updateBalance(trx, order.customer_id, -earned.points, -earned.points))) {
      const { points: left } = await standing(trx, order.customer_id);
      throw conflict('points_spent', msg('loyalty.earned_spent', { points: earned.points, left }));
    }
    await repo.insertEntry(trx, {
      customer_id: order.customer_id,
      points: -earned.points,
      kind: 'refund',
      order_id: order.id,
      created_at: now,
    });
  }
}

/**
 * docs/DESIGN.md §7 inside the orders' transactions (each with the handle it is given): redeeming
 * when an order is placed, earning when it is paid, and giving back when it is cancelled.
 */
export const loyaltyOrderHooks: OrderHooks = {
  pointsPrice: priceOfRedeem,
  redeemPoints,
  paid: earnPoints,
  refunded: takeBackRefunded,
  cancelled: giveBackCancelled,
};
