import type { AppContext } from '../../context';
import { listCustomers } from '../customers';
import { couponCreate, priceRuleBody } from './schemas';
import * as discounts from './service';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The codes demo orders give: the WELCOME phrase on two paid pick-ups of customers holding a
 * WELCOME code (the order uses it) and on two paid deliveries of customers without one (the
 * order issues them one), so the orders screens show coupon discounts next to automatic ones.
 */
export const demoCouponCodes = (index: number): string[] =>
  [1, 2, 29, 30].includes(index) ? ['WELCOME'] : [];

/**
 * Demo discounts (docs/DESIGN.md §11): a percentage coupon and a fixed-amount coupon with a minimum,
 * with codes issued to the first demo customers (one of them used), and one automatic rule.
 * Runs after the customer demo; the bodies go through the API's own schemas.
 */
export async function loadDiscountDemo(ctx: AppContext, now: number) {
  const at = (ms: number) => new Date(ms).toISOString();
  const people = await listCustomers(ctx, {}, 8, 0);

  const welcome = await discounts.createCoupon(
    ctx,
    couponCreate.parse({
      title: '新客九折 Welcome 10% off',
      code_prefix: 'WELCOME',
      can_redeem: true,
      price_rule: {
        verbose_title: '全场商品九折，每位顾客限用一次',
        value: '-10.00',
        value_type: 'percentage',
        once_per_customer: true,
      },
    }),
  );
  const save = await discounts.createCoupon(
    ctx,
    couponCreate.parse({
      title: '满100减20 20 off over 100',
      code_prefix: 'SAVE20',
      minimum_amount: '100.00',
      price_rule: {
        verbose_title: '订单满100元立减20元',
        value: '-20.00',
        value_type: 'fixed_amount',
        usage_limit: 100,
        starts_at: at(now - DAY),
        ends_at: at(now + 30 * DAY),
      },
    }),
  );

  await discounts.issueCodes(
    ctx,
    people.slice(0, 5).map((customer) => ({ customer_id: customer.id, coupon_id: welcome.row.id })),
  );
  const saveCodes = await discounts.issueCodes(
    ctx,
    people.slice(3, 8).map((customer) => ({ customer_id: customer.id, coupon_id: save.row.id })),
  );
  const used = saveCodes[0]!.row;
  await discounts.updateCode(ctx, used.id, {
    customer_id: used.customer_id,
    coupon_id: used.coupon_id,
    code: used.code,
    status: 'used',
  });

  await discounts.createRule(
    ctx,
    priceRuleBody.parse({
      title: '满200享95折 5% off over 200',
      verbose_title: '订单满200元自动享受95折',
      value: '-5.00',
      value_type: 'percentage',
      automatic_discount: true,
      prerequisite_subtotal_range: { greater_than_or_equal_to: '200.00' },
    }),
  );
}
