import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src-server/core/errors';
import { discountServer, type DiscountServer } from './support';

let d: DiscountServer;

beforeEach(async () => {
  d = await discountServer();
});
afterEach(() => d.close());

/** A code of a coupon with this rule, held by a new customer. */
async function codeOf(rule: Record<string, unknown> = {}, prefix = 'USE') {
  const coupon = await d.createCoupon({ code_prefix: prefix }, rule);
  const customer = await d.createCustomer();
  const [code] = await d.issue([{ customer_id: customer.id, coupon_id: coupon.id }]);
  return { coupon, customer, code };
}

const find = (code: string, customerId: number, subtotal: number) =>
  d.s.app.areas.discounts.findUsableCode(d.s.database.db, code, customerId, subtotal);

const reason = async (code: string, customerId: number, subtotal = 100_00) => {
  const result = await find(code, customerId, subtotal);
  return result.usable ? 'usable' : result.reason;
};

describe('findUsableCode and useCode (for orders)', () => {
  it("answers the code and its rule when the customer's unused code may be used", async () => {
    const { customer, code, coupon } = await codeOf({ value: '-15', value_type: 'fixed_amount' });
    const result = await find(code.code, customer.id, 50_00);
    expect(result.usable).toBe(true);
    if (!result.usable) return;
    expect(result.code.id).toBe(code.id);
    expect(result.rule.row).toMatchObject({
      id: coupon.price_rule_id,
      value: -15_00,
      value_type: 'fixed_amount',
    });
  });

  it('refuses unknown codes, codes of other customers and used codes', async () => {
    const { customer, code, coupon } = await codeOf();
    const other = await d.createCustomer();
    expect(await reason('NOPE12345678', customer.id)).toBe('unknown_code');
    expect(await reason(code.code, other.id)).toBe('not_owner');
    await d.call('PUT', `/api/discounts/coupon_code/${code.id}/`, {
      customer_id: customer.id,
      coupon_id: coupon.id,
      status: 'used',
    });
    expect(await reason(code.code, customer.id)).toBe('code_already_used');
  });

  it('refuses a disabled rule and a code outside its time window', async () => {
    const off = await codeOf({ is_enabled: false }, 'OFF');
    expect(await reason(off.code.code, off.customer.id)).toBe('rule_disabled');
    const dec = await codeOf(
      { starts_at: '2026-12-01T00:00+08:00', ends_at: '2026-12-31T23:59+08:00' },
      'DEC',
    );
    expect(await reason(dec.code.code, dec.customer.id)).toBe('not_started');
    d.clock.set(Date.parse('2026-12-15T00:00:00Z'));
    expect(await reason(dec.code.code, dec.customer.id)).toBe('usable');
    d.clock.set(Date.parse('2027-01-01T00:00:00+08:00'));
    expect(await reason(dec.code.code, dec.customer.id)).toBe('ended');
  });

  it('refuses below the minimum subtotal and once the usage limit is reached', async () => {
    const { customer, code, coupon } = await codeOf({ usage_limit: 1 });
    const minimum = await d.createCoupon({ code_prefix: 'MIN', minimum_amount: 100 });
    const [minCode] = await d.issue([{ customer_id: customer.id, coupon_id: minimum.id }]);
    expect(await reason(minCode.code, customer.id, 99_99)).toBe('below_minimum');
    expect(await reason(minCode.code, customer.id, 100_00)).toBe('usable');

    const [second] = await d.issue([{ customer_id: customer.id, coupon_id: coupon.id }]);
    expect(await reason(second.code, customer.id)).toBe('usable');
    await d.s.app.areas.discounts.useCode(d.s.database.db, code.id);
    expect(await reason(second.code, customer.id)).toBe('usage_limit_reached');
  });

  it('useCode marks the code used once; a second use is 409 code_already_used', async () => {
    const { code } = await codeOf();
    d.clock.set(Date.parse('2026-11-22T08:00:00Z'));
    await d.s.app.areas.discounts.useCode(d.s.database.db, code.id);
    const stored = (await d.call('GET', `/api/discounts/coupon_code/${code.id}/`)).json();
    expect(stored).toMatchObject({ status: 'used', used_at: '2026-11-22T16:00:00.000+08:00' });
    const again = d.s.app.areas.discounts.useCode(d.s.database.db, code.id);
    await expect(again).rejects.toBeInstanceOf(ApiError);
    await expect(again).rejects.toMatchObject({ status: 409, code: 'code_already_used' });
  });
});
