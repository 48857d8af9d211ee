import type { AppContext } from '../../context';
import { getCustomer, listCustomers } from '../customers';
import * as loyalty from './service';

/**
 * The demo orders (by their index in the orders demo) that redeem points, and how many at
 * most: a cancelled unpaid pick-up (its points come back) and two paid deliveries.
 */
const REDEEMING: ReadonlyMap<number, number> = new Map([
  [26, 100],
  [30, 300],
  [31, 150],
]);

/**
 * For the orders demo (docs/DESIGN.md §11): the points demo order `index` redeems, up to what its
 * customer has earned by then from the earlier demo orders (at Member's 100 points per 1.00).
 */
export function demoRedemptions(ctx: AppContext) {
  return async (index: number, customerId: number): Promise<number> => {
    const wanted = REDEEMING.get(index);
    if (!wanted) return 0;
    return Math.min((await getCustomer(ctx, customerId)).points, wanted);
  };
}

/** Manual adjustments of the demo: by customer (in id order), points and reason. */
const ADJUSTMENTS: readonly [number, number, string][] = [
  [0, 500, '开卡赠送积分'],
  [1, 200, '生日礼遇'],
  [2, 300, '门店活动奖励'],
  [3, 100, '投诉补偿'],
  [0, -120, '兑换礼品：帆布袋'],
  [4, 50, '推荐新会员'],
];

/**
 * The loyalty part of the demo (docs/DESIGN.md §11), after the orders demo: the Silver and Gold levels
 * beside the base level, and manual adjustments with reasons. The demo orders already earned
 * (`buy`), redeemed (`redeem`) and gave back (`refund`) points through the order hooks.
 */
export async function loadLoyaltyDemo(ctx: AppContext) {
  await loyalty.createLevel(ctx, {
    title: 'Silver',
    condition_points: 300,
    sign_points: 10,
    gain_points: 5000,
    redeem_points: 100,
    redeem_limitation: 5000,
    redeem_limitation_monthly: 20000,
  });
  await loyalty.createLevel(ctx, {
    title: 'Gold',
    condition_points: 1000,
    sign_points: 20,
    gain_points: 10000,
    redeem_points: 100,
    redeem_limitation: 0,
    redeem_limitation_monthly: 0,
  });
  const people = await listCustomers(ctx, {}, 20, 0);
  for (const [index, points, reason] of ADJUSTMENTS) {
    const customer = people[index];
    if (customer) await loyalty.adjust(ctx, { customer_id: customer.id, points, reason });
  }
}
