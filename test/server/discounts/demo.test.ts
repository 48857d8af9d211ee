import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDemo } from '../../../src-server/demo';
import { discountServer, generatedCode, type DiscountServer } from './support';

let d: DiscountServer;

beforeEach(async () => {
  d = await discountServer();
});
afterEach(() => d.close());

describe('demo discounts', () => {
  it('two coupons (percentage; fixed amount with a minimum) with codes of demo customers, and an automatic rule', async () => {
    expect(await loadDemo(d.s.app.ctx)).toBe(true);

    const coupons = (await d.list('/api/discounts/coupon/')).results;
    expect(coupons).toHaveLength(2);
    const percentage = coupons.find(
      (c: { price_rule: { value_type: string } }) => c.price_rule.value_type === 'percentage',
    );
    const fixed = coupons.find(
      (c: { price_rule: { value_type: string } }) => c.price_rule.value_type === 'fixed_amount',
    );
    expect(percentage.price_rule.value).toBe('-10.00');
    expect(fixed.price_rule.prerequisite_subtotal_range).toEqual({
      greater_than_or_equal_to: '100.00',
    });
    expect(fixed.legacy_fields.minimum_amount).toBe('100.00');
    for (const coupon of coupons) expect(coupon.redeem_count).toBeGreaterThan(0);
    expect(fixed.used_count).toBe(1);

    const customerIds = new Set(
      (await d.list('/api/customers/customer/?page_size=100')).results.map(
        (c: { id: number }) => c.id,
      ),
    );
    const codes = (await d.list('/api/discounts/coupon_code/?page_size=100')).results;
    expect(codes.length).toBe(percentage.redeem_count + fixed.redeem_count);
    for (const code of codes) {
      expect(customerIds.has(code.customer_id)).toBe(true);
      expect(code.code).toMatch(generatedCode(code.coupon.code_prefix));
    }

    const automatic = await d.list('/api/discounts/price_rule/?automatic_discount=true');
    expect(automatic.count).toBe(1);
    expect(automatic.results[0].value).toMatch(/^-\d+\.\d{2}$/);
  });
});
