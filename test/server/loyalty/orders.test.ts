import { afterEach, describe, expect, it } from 'vitest';
import { earnedPoints, pointsPrice, redeemStep } from '../../../src-server/modules/loyalty/points';
import { expectError } from '../../support/orders';
import { LEVELS, loyaltyServer, MEMBER, type Json, type LoyaltyServer } from './support';

let l: LoyaltyServer;
afterEach(() => l?.close());

const withMember = (fields: Json) => l.ok('PUT', `${LEVELS}1/`, { ...MEMBER, ...fields });

describe('the arithmetic', () => {
  it('earned points: floor(paid × (1 + gain)), exactly (no binary float error)', () => {
    expect(earnedPoints(2550, 0)).toBe(25);
    expect(earnedPoints(2550, 5000)).toBe(38); // 25.50 × 1.5 = 38.25
    expect(earnedPoints(99, 0)).toBe(0);
    expect(earnedPoints(0, 5000)).toBe(0);
    // 100.00 × 1.15 is 114.99999999999999 in binary floats; it is 115.
    expect(Math.floor((10000 / 100) * (1 + 0.15))).toBe(114);
    expect(earnedPoints(10000, 1500)).toBe(115);
    expect(earnedPoints(9_999_999_999_999, 10_000_000)).toBe(100_099_999_999_989);
  });

  it('redeem steps and prices: whole cents only', () => {
    expect(redeemStep(100)).toBe(1);
    expect(redeemStep(1)).toBe(1);
    expect(redeemStep(3)).toBe(3);
    expect(redeemStep(150)).toBe(3);
    expect(redeemStep(40)).toBe(2);
    expect(pointsPrice(250, 100)).toBe(250);
    expect(pointsPrice(3, 150)).toBe(2);
    expect(pointsPrice(10, 1)).toBe(1000);
  });
});

describe('earning on pay', () => {
  it('paying earns floor(paid amount × (1 + gain_points)) of the level at that moment (kind buy, linked to the order)', async () => {
    l = await loyaltyServer({ price: '25.50' });
    const buyer = await l.createCustomer();
    const order = await l.order(buyer.id);
    // Placing an order earns nothing.
    expect(await l.history(buyer.id)).toEqual([]);
    l.clock.advance(5 * 60_000);
    await l.pay(order.id);
    const [buy] = await l.history(buyer.id);
    // 25.50 at Member (gain 0): the half point is dropped.
    expect(buy).toMatchObject({
      kind: 'buy',
      points: 25,
      created_at: '2026-11-21T20:05:00.000+08:00',
    });
    expect(buy!.order.id).toBe(order.id);
    expect(buy!.order.financial_status).toBe('paid');

    await withMember({ gain_points: 0.5 });
    await l.paidOrder(buyer.id); // 25.50 × 1.5 = 38.25
    await withMember({ gain_points: 0.3333 });
    await l.paidOrder(buyer.id, {}, 3); // 76.50 × 1.3333 = 101.99745
    expect((await l.history(buyer.id)).map((e) => e.points)).toEqual([101, 38, 25]);
    expect(await l.expectConsistent(buyer.id)).toBe(164);
    // Paying twice earns nothing twice (409 already_paid).
    expectError(await l.call('POST', `/api/orders/order/${order.id}/pay/`), 409, 'already_paid');
    expect(await l.expectConsistent(buyer.id)).toBe(164);
  });

  it('100.00 at a gain of 0.15 earns 115 (exact decimal arithmetic)', async () => {
    l = await loyaltyServer({ price: '100.00' });
    await withMember({ gain_points: 0.15 });
    const buyer = await l.createCustomer();
    await l.paidOrder(buyer.id);
    expect((await l.history(buyer.id))[0]).toMatchObject({ kind: 'buy', points: 115 });
  });

  it('a level change after enough earned points: later orders earn at the new level', async () => {
    l = await loyaltyServer({ price: '60.00' });
    const silver = await l.createLevel({
      title: 'Silver',
      condition_points: 100,
      gain_points: 0.5,
    });
    const gold = await l.createLevel({ title: 'Gold', condition_points: 300, gain_points: 1 });
    const buyer = await l.createCustomer();
    await l.paidOrder(buyer.id); // Member: 60 → earned 60
    expect((await l.customer(buyer.id)).level.title).toBe('Member');
    await l.paidOrder(buyer.id); // still Member when paid: 60 → earned 120
    expect((await l.customer(buyer.id)).level).toEqual({ id: silver.id, title: 'Silver' });
    await l.paidOrder(buyer.id); // Silver: 90 → earned 210
    await l.paidOrder(buyer.id); // Silver: 90 → earned 300
    expect((await l.customer(buyer.id)).level).toEqual({ id: gold.id, title: 'Gold' });
    await l.paidOrder(buyer.id); // Gold: 120
    expect((await l.history(buyer.id)).map((e) => e.points)).toEqual([120, 90, 90, 60, 60]);
    // Manual points and redemptions move the balance, not the level.
    await l.adjust(buyer.id, -400);
    expect((await l.customer(buyer.id)).level.title).toBe('Gold');
    expect(await l.expectConsistent(buyer.id)).toBe(20);
  });
});

describe('cancelling gives back', () => {
  it('a cancelled paid order takes back exactly what it earned (kind refund), and the level it gave', async () => {
    l = await loyaltyServer({ price: '60.00' });
    await l.createLevel({ title: 'Silver', condition_points: 100, gain_points: 0.5 });
    const buyer = await l.createCustomer();
    const first = await l.paidOrder(buyer.id, {}, 2); // 120 at Member
    const second = await l.paidOrder(buyer.id); // Silver: 90
    expect((await l.customer(buyer.id)).points).toBe(210);

    l.clock.advance(60_000);
    await l.cancel(first.id);
    const [refund] = await l.history(buyer.id);
    expect(refund).toMatchObject({
      kind: 'refund',
      points: -120,
      created_at: '2026-11-21T20:01:00.000+08:00',
    });
    expect(refund!.order.id).toBe(first.id);
    expect(refund!.order.order_status).toBe('cancelled');
    // 90 earned points remain: back to Member.
    expect(await l.customer(buyer.id)).toMatchObject({ points: 90, level: { title: 'Member' } });
    // The second order keeps what it earned at Silver; cancelling it takes exactly that.
    await l.cancel(second.id);
    expect((await l.history(buyer.id)).map((e) => [e.kind, e.points])).toEqual([
      ['refund', -90],
      ['refund', -120],
      ['buy', 90],
      ['buy', 120],
    ]);
    expect(await l.expectConsistent(buyer.id)).toBe(0);
    // Cancelling an unpaid order that redeemed nothing touches no points.
    await l.cancel((await l.order(buyer.id)).id);
    expect(await l.history(buyer.id)).toHaveLength(4);
  });

  it('when the earned points were spent meanwhile, cancelling is 409 points_spent and changes nothing', async () => {
    l = await loyaltyServer({ price: '60.00' });
    const buyer = await l.createCustomer();
    const paid = await l.paidOrder(buyer.id); // 60 points
    await l.adjust(buyer.id, -50, '兑换礼品');
    const refused = await l.call('POST', `/api/orders/order/${paid.id}/cancel/`, {});
    expectError(refused, 409, 'points_spent');
    expect(refused.json().detail).toContain('only 10 left');
    const order = await l.ok('GET', `/api/orders/order/${paid.id}/`);
    expect(order).toMatchObject({ order_status: 'open', financial_status: 'paid' });
    expect(await l.expectConsistent(buyer.id)).toBe(10);
    // Given the missing points, the cancellation goes through.
    await l.adjust(buyer.id, 50, '退款补回');
    await l.cancel(paid.id);
    expect(await l.expectConsistent(buyer.id)).toBe(0);
  });
});

describe('redeeming points on an order', () => {
  it('sets redeem_points and points_price, lowers the total, records kind redeem; pay earns on the lowered amount', async () => {
    l = await loyaltyServer({ price: '25.50' });
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 1000);
    const order = await l.order(buyer.id, { redeem_points: 250 }, 2); // 51.00 − 2.50
    expect(order).toMatchObject({
      redeem_points: 250,
      points_price: '2.50',
      total_line_items_price: '51.00',
      total_price: '48.50',
    });
    const [redeem] = await l.history(buyer.id);
    expect(redeem).toMatchObject({ kind: 'redeem', points: -250 });
    expect(redeem!.order.id).toBe(order.id);
    expect((await l.customer(buyer.id)).points).toBe(750);
    // Lifetime earned points do not change: still Member, and 48.50 earns 48.
    const paid = await l.pay(order.id);
    expect(paid).toMatchObject({ paid_price: '48.50', total_price: '48.50' });
    expect((await l.history(buyer.id))[0]).toMatchObject({ kind: 'buy', points: 48 });
    expect(await l.expectConsistent(buyer.id)).toBe(798);
  });

  it('the level’s rate: at 150 points per 1.00, 300 points take 2.00 and 100 are not whole cents (400)', async () => {
    l = await loyaltyServer({ price: '25.50' });
    await withMember({ redeem_points: 150 });
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 1000);
    const order = await l.order(buyer.id, { redeem_points: 300 });
    expect(order).toMatchObject({ points_price: '2.00', total_price: '23.50' });
    const refused = await l.placeOrder(buyer.id, { redeem_points: 100 });
    expectError(refused, 400, 'invalid');
    expect(refused.json().errors.redeem_points[0]).toContain('multiple of 3');
    expect((await l.customer(buyer.id)).points).toBe(700);
  });

  it('refusals are 400 naming redeem_points, and leave nothing behind', async () => {
    l = await loyaltyServer({ price: '25.50' });
    const silver = await l.createLevel({ title: 'Silver', condition_points: 20, redeem_points: 0 });
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 100);
    const refuse = async (body: Json, message: string) => {
      const response = await l.placeOrder(buyer.id, body);
      expectError(response, 400, 'invalid');
      expect(Object.keys(response.json().errors)).toEqual(['redeem_points']);
      expect(response.json().errors.redeem_points[0]).toContain(message);
    };
    // More than the balance.
    await refuse({ redeem_points: 101 }, 'only 100 points');
    // Worth more than the order (26.00 > 25.50).
    await l.adjust(buyer.id, 10_000);
    await refuse({ redeem_points: 2600 }, 'more than the order');
    // The per-order limit.
    await withMember({ redeem_limitation: 500 });
    await refuse({ redeem_points: 501 }, 'at most 500 points');
    const atLimit = await l.order(buyer.id, { redeem_points: 500 });
    expect(atLimit.points_price).toBe('5.00');
    await l.cancel(atLimit.id);
    // A level that does not redeem (the customer reached Silver by paying).
    await l.paidOrder(buyer.id);
    expect((await l.customer(buyer.id)).level.id).toBe(silver.id);
    await refuse({ redeem_points: 1 }, 'cannot redeem');

    expect(await l.expectConsistent(buyer.id)).toBe(10_100 + 25);
    const orders = await l.ok('GET', '/api/orders/order/');
    expect(orders.count).toBe(2);
    const product = await l.ok('GET', `/api/shopfront/product/${l.product.id}/`);
    expect(product.variants[0].inventory_quantity).toBe(99);
  });

  it('a cancelled order gives its redeemed points back (kind refund), paid or not', async () => {
    l = await loyaltyServer({ price: '25.50' });
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 300);
    const unpaid = await l.order(buyer.id, { redeem_points: 100 });
    await l.cancel(unpaid.id);
    expect((await l.history(buyer.id)).slice(0, 2).map((e) => [e.kind, e.points])).toEqual([
      ['refund', 100],
      ['redeem', -100],
    ]);
    expect(await l.expectConsistent(buyer.id)).toBe(300);

    const paid = await l.order(buyer.id, { redeem_points: 200 }); // 25.50 − 2.00
    await l.pay(paid.id); // earns 23
    expect(await l.expectConsistent(buyer.id)).toBe(123);
    await l.cancel(paid.id);
    const [takeBack, giveBack] = await l.history(buyer.id);
    expect([takeBack!.kind, takeBack!.points]).toEqual(['refund', -23]);
    expect([giveBack!.kind, giveBack!.points]).toEqual(['refund', 200]);
    expect(takeBack!.order.id).toBe(paid.id);
    expect(giveBack!.order.id).toBe(paid.id);
    expect(await l.expectConsistent(buyer.id)).toBe(300);
  });

  it('the monthly limit counts the calendar month of the shop’s time zone (a moved clock)', async () => {
    // 2026-11-30 23:00 in Shanghai (15:00 UTC).
    l = await loyaltyServer({ price: '25.50', start: Date.parse('2026-11-30T15:00:00Z') });
    await withMember({ redeem_limitation_monthly: 300 });
    const buyer = await l.createCustomer();
    await l.adjust(buyer.id, 5000);
    const refuse = async (points: number) => {
      const response = await l.placeOrder(buyer.id, { redeem_points: points });
      expectError(response, 400, 'invalid');
      expect(response.json().errors.redeem_points[0]).toContain('a month');
    };
    await l.order(buyer.id, { redeem_points: 200 });
    await refuse(101);
    const cancelled = await l.order(buyer.id, { redeem_points: 100 }); // 300: the limit
    await refuse(1);
    // A cancelled order's redemption no longer counts against the month.
    await l.cancel(cancelled.id);
    await l.order(buyer.id, { redeem_points: 100 });
    await refuse(1);

    // 2026-12-01 00:30 in Shanghai, still November in UTC: a new month for the shop.
    l.clock.set(Date.parse('2026-11-30T16:30:00Z'));
    await l.order(buyer.id, { redeem_points: 300 });
    await refuse(1);

    // In a shop on UTC the same moment is November, whose 600 points are long past the limit…
    await l.ok('PATCH', '/api/shops/shop_settings/', { timezone: 'UTC' });
    await refuse(1);
    // …until December starts there.
    l.clock.set(Date.parse('2026-12-01T00:00:00Z'));
    await l.order(buyer.id, { redeem_points: 300 });
    await refuse(1);
    expect(await l.expectConsistent(buyer.id)).toBe(5000 - 200 - 100 - 300 - 300);
  });
});
