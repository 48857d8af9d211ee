// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PriceRule } from '@/features/discounts/api';
import {
  discountValueProblem,
  discountValueToBody,
  entitledMissing,
  formToCouponBody,
  formToPriceRuleBody,
  isPriceRuleFormChanged,
  newCouponForm,
  newPriceRuleForm,
  priceRuleToForm,
  scheduleReversed,
  type PriceRuleForm,
} from '@/features/discounts/discount-form';
import { couponStateToApiQuery, couponStateFromQuery } from '@/features/discounts/discount-list';
import { shopTimestamp, wallTimeOf, zoneOffsetAt } from '@/shared/utils/shop-time';

const RULE: PriceRule = {
  id: 7,
  is_enabled: true,
  priority: -2,
  title: '双十一 9 折',
  verbose_title: '',
  usage_limit: 100,
  once_per_customer: true,
  target_selection: 'entitled',
  entitled_product_ids: [3, 5],
  entitled_collection_ids: null,
  entitled_category_ids: [2],
  entitled_vendor_titles: null,
  starts_at: '2026-11-11T00:00:00.000+08:00',
  ends_at: '2026-11-12T23:59:59.999+08:00',
  automatic_discount: false,
  target_type: 'line_item',
  allocation_method: 'across',
  value: '-10.00',
  value_type: 'percentage',
  accumulate: false,
  prerequisite_quantity_range: { greater_than_or_equal_to: '2' },
  prerequisite_shipping_price_range: null,
  prerequisite_subtotal_range: { greater_than_or_equal_to: '99.00' },
  prerequisite_to_entitlement_quantity_ratio: { prerequisite_quantity: 2, entitled_quantity: 1 },
  allocation_limit: 0,
};

function form(overrides: Partial<PriceRuleForm> = {}): PriceRuleForm {
  return { ...newPriceRuleForm(), title: '满减', value: '10', ...overrides };
}

describe('the discount value', () => {
  it('is typed as the amount taken off and sent negative with two decimals', () => {
    expect(formToPriceRuleBody(form({ value: '10' }), null)).toMatchObject({
      value: '-10.00',
      value_type: 'percentage',
    });
    expect(
      formToPriceRuleBody(form({ value: '12.5', value_type: 'fixed_amount' }), null),
    ).toMatchObject({ value: '-12.50', value_type: 'fixed_amount' });
    // A typed minus is the same discount, never a double negative.
    expect(discountValueToBody('-20')).toBe('-20.00');
    expect(discountValueToBody(' 0.5 ')).toBe('-0.50');
  });

  it('is read back from the negative value as the amount taken off', () => {
    expect(priceRuleToForm(RULE).value).toBe('10.00');
    expect(priceRuleToForm({ ...RULE, value: '-12.50' }).value).toBe('12.50');
  });

  it('must take off more than 0, a percentage at most 100, with at most two decimals', () => {
    expect(discountValueProblem('', 'percentage')).toBe('required');
    expect(discountValueProblem('0', 'percentage')).toBe('positive');
    expect(discountValueProblem('1.234', 'fixed_amount')).toBe('format');
    expect(discountValueProblem('abc', 'fixed_amount')).toBe('format');
    expect(discountValueProblem('100', 'percentage')).toBeNull();
    expect(discountValueProblem('100.01', 'percentage')).toBe('percentRange');
    expect(discountValueProblem('150', 'fixed_amount')).toBeNull();
    expect(discountValueProblem('-10', 'percentage')).toBeNull();
  });
});

describe('timestamps', () => {
  it('are sent with the shop’s offset at that date', () => {
    const body = formToPriceRuleBody(
      form({ starts_at: '2026-11-21T19:30:00', ends_at: '2026-12-31T23:59:59' }),
      'Asia/Shanghai',
    );
    expect(body.starts_at).toBe('2026-11-21T19:30:00+08:00');
    expect(body.ends_at).toBe('2026-12-31T23:59:59+08:00');
    // A zone with daylight saving: the offset of the date itself, not today's.
    expect(shopTimestamp('2026-07-01T12:00:00', 'America/New_York')).toBe(
      '2026-07-01T12:00:00-04:00',
    );
    expect(shopTimestamp('2026-01-15T12:00:00', 'America/New_York')).toBe(
      '2026-01-15T12:00:00-05:00',
    );
    expect(zoneOffsetAt('2026-03-01T08:00:00', 'Asia/Kolkata')).toBe('+05:30');
    expect(zoneOffsetAt('2026-03-01T08:00:00', 'UTC')).toBe('+00:00');
  });

  it('go without an offset when the zone is unknown (the server reads them in the shop’s zone)', () => {
    expect(shopTimestamp('2026-11-21T19:30:00', null)).toBe('2026-11-21T19:30:00');
    expect(shopTimestamp('2026-11-21T19:30:00', 'Not/AZone')).toBe('2026-11-21T19:30:00');
    expect(formToPriceRuleBody(form(), 'Asia/Shanghai')).toMatchObject({
      starts_at: null,
      ends_at: null,
    });
  });

  it('are read as the shop’s wall clock, the digits before the server’s offset', () => {
    expect(wallTimeOf('2026-11-21T19:30:00.123+08:00')).toBe('2026-11-21T19:30:00');
    expect(wallTimeOf('2026-11-21T19:30Z')).toBe('2026-11-21T19:30:00');
    expect(wallTimeOf(null)).toBeNull();
    const loaded = priceRuleToForm(RULE);
    expect(loaded.starts_at).toBe('2026-11-11T00:00:00');
    expect(formToPriceRuleBody(loaded, 'Asia/Shanghai').starts_at).toBe(
      '2026-11-11T00:00:00+08:00',
    );
  });

  it('know when the end comes before the start', () => {
    expect(
      scheduleReversed({ starts_at: '2026-11-21T10:00:00', ends_at: '2026-11-20T10:00:00' }),
    ).toBe(true);
    expect(
      scheduleReversed({ starts_at: '2026-11-21T10:00:00', ends_at: '2026-11-21T10:00:00' }),
    ).toBe(false);
    expect(scheduleReversed({ starts_at: null, ends_at: '2026-11-20T10:00:00' })).toBe(false);
  });
});

describe('entitled lists', () => {
  const lists = {
    entitled_product_ids: [3, 5],
    entitled_collection_ids: [],
    entitled_category_ids: [2],
    entitled_vendor_titles: ['得力'],
  };

  it('are sent only when the target is entitled, and empty ones as null', () => {
    expect(
      formToPriceRuleBody(form({ target_selection: 'entitled', ...lists }), null),
    ).toMatchObject({
      target_selection: 'entitled',
      entitled_product_ids: [3, 5],
      entitled_collection_ids: null,
      entitled_category_ids: [2],
      entitled_vendor_titles: ['得力'],
    });
  });

  it('are all null under all, even when the form still holds some', () => {
    expect(formToPriceRuleBody(form({ target_selection: 'all', ...lists }), null)).toMatchObject({
      target_selection: 'all',
      entitled_product_ids: null,
      entitled_collection_ids: null,
      entitled_category_ids: null,
      entitled_vendor_titles: null,
    });
  });

  it('need at least one item under entitled', () => {
    expect(entitledMissing(form({ target_selection: 'entitled' }))).toBe(true);
    expect(
      entitledMissing(form({ target_selection: 'entitled', entitled_vendor_titles: ['x'] })),
    ).toBe(false);
    expect(entitledMissing(form({ target_selection: 'all' }))).toBe(false);
  });
});

describe('the rest of a rule body', () => {
  it('sends every field (PUT replaces), prerequisites as the spec’s objects', () => {
    const body = formToPriceRuleBody(priceRuleToForm(RULE), 'Asia/Shanghai');
    expect(body).toEqual({
      title: '双十一 9 折',
      verbose_title: '',
      is_enabled: true,
      priority: -2,
      automatic_discount: false,
      accumulate: false,
      value: '-10.00',
      value_type: 'percentage',
      target_type: 'line_item',
      allocation_method: 'across',
      target_selection: 'entitled',
      entitled_product_ids: [3, 5],
      entitled_collection_ids: null,
      entitled_category_ids: [2],
      entitled_vendor_titles: null,
      prerequisite_quantity_range: { greater_than_or_equal_to: 2 },
      prerequisite_subtotal_range: { greater_than_or_equal_to: '99.00' },
      prerequisite_shipping_price_range: null,
      prerequisite_to_entitlement_quantity_ratio: {
        prerequisite_quantity: 2,
        entitled_quantity: 1,
      },
      usage_limit: 100,
      allocation_limit: 0,
      once_per_customer: true,
      starts_at: '2026-11-11T00:00:00+08:00',
      ends_at: '2026-11-12T23:59:59+08:00',
    });
  });

  it('normalizes money and leaves empty prerequisites out as null', () => {
    const body = formToPriceRuleBody(
      form({ prerequisite_subtotal: '100', prerequisite_shipping_price: '8.5' }),
      null,
    );
    expect(body.prerequisite_subtotal_range).toEqual({ greater_than_or_equal_to: '100.00' });
    expect(body.prerequisite_shipping_price_range).toEqual({ less_than_or_equal_to: '8.50' });
    expect(body.prerequisite_quantity_range).toBeNull();
    expect(body.prerequisite_to_entitlement_quantity_ratio).toBeNull();
  });

  it('is unchanged right after loading, changed after an edit', () => {
    const loaded = priceRuleToForm(RULE);
    expect(isPriceRuleFormChanged(loaded, RULE)).toBe(false);
    loaded.value = '15';
    expect(isPriceRuleFormChanged(loaded, RULE)).toBe(true);
  });
});

describe('the coupon body', () => {
  it('carries its rule without a title, never automatic, the minimum as minimum_amount', () => {
    const coupon = newCouponForm();
    coupon.title = '新客 9 折';
    coupon.code_prefix = ' NEW10 ';
    coupon.can_redeem = true;
    coupon.minimum_amount = '50';
    coupon.rule.value = '10';
    coupon.rule.automatic_discount = true;
    coupon.rule.starts_at = '2026-12-01T10:00:00';
    coupon.rule.prerequisite_subtotal = '999';
    const body = formToCouponBody(coupon, 'Asia/Shanghai');
    expect(body).toMatchObject({
      title: '新客 9 折',
      code_prefix: 'NEW10',
      can_redeem: true,
      minimum_amount: '50.00',
      price_rule: {
        value: '-10.00',
        value_type: 'percentage',
        automatic_discount: false,
        prerequisite_subtotal_range: null,
        starts_at: '2026-12-01T10:00:00+08:00',
        entitled_product_ids: null,
      },
    });
    expect(body.price_rule).not.toHaveProperty('title');
    expect(formToCouponBody(newCouponForm(), null).minimum_amount).toBeNull();
  });
});

describe('the coupon list query', () => {
  it('maps the filters to the spec’s parameters, days as whole shop days', () => {
    const state = couponStateFromQuery({
      code_prefix: 'NEW10',
      can_redeem: 'no',
      value_type: 'fixed_amount',
      title: '九折',
      created_from: '2026-11-01',
      created_to: '2026-11-30',
      page: '2',
    });
    expect(couponStateToApiQuery(state)).toEqual({
      page: 2,
      page_size: 20,
      code_prefix: 'NEW10',
      can_redeem: false,
      price_rule__value_type: 'fixed_amount',
      price_rule__title__icontains: '九折',
      created_at__gte: '2026-11-01T00:00:00',
      created_at__lte: '2026-11-30T23:59:59.999',
    });
  });
});
