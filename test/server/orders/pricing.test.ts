import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceOrder,
  splitProportionally,
  type PricingInput,
  type PricingLine,
  type PricingRule,
  type PricingShipping,
} from '../../../src-server/modules/orders/pricing';

const NOW = Date.parse('2026-11-21T12:00:00Z');

const line = (
  variantId: number,
  price: number,
  quantity: number,
  extra: Partial<PricingLine> = {},
) =>
  ({
    variantId,
    productId: variantId * 10,
    vendorId: null,
    collectionIds: [],
    categoryIds: [],
    price,
    quantity,
    ...extra,
  }) satisfies PricingLine;

const rule = (id: number, extra: Partial<PricingRule> = {}): PricingRule => ({
  id,
  title: `rule ${id}`,
  priority: 0,
  accumulate: true,
  isEnabled: true,
  startsAt: null,
  endsAt: null,
  usageLimit: 0,
  timesUsed: 0,
  targetSelection: 'all',
  targetType: 'line_item',
  valueType: 'percentage',
  value: -10_00,
  allocationMethod: 'across',
  allocationLimit: 0,
  subtotalMin: null,
  quantityMin: null,
  shippingPriceMax: null,
  entitled: { productIds: [], collectionIds: [], categoryIds: [], vendorIds: [] },
  couponCode: null,
  ...extra,
});

/** 10.00 for the first kg, 5.00 each further started kg; free from 199.00. */
const express = (
  extra: Partial<PricingShipping['method']['row']> = {},
): PricingShipping['method'] => ({
  row: {
    is_enabled: 1,
    normal_price: 10_00,
    normal_unit: 1_00,
    over_price: 5_00,
    over_unit: 1_00,
    free_shipping_policy: 'over_price',
    free_shipping_price: 199_00,
    ...extra,
  },
  // Xinjiang costs more; Tibet is not delivered to.
  zones: [
    {
      place_codes: ['650000'],
      normal_price: 25_00,
      normal_unit: 1_00,
      over_price: 15_00,
      over_unit: 1_00,
    },
  ],
  unsold: ['540000'],
});

const price = (input: Partial<PricingInput>) =>
  priceOrder({ now: NOW, lines: [], rules: [], shipping: null, pointsPrice: 0, ...input });

describe('worked examples (docs/DESIGN.md §5 Checkout, amounts to the cent)', () => {
  it('percentage on all lines: the amount rounded half up, split in proportion', () => {
    // 3 × 33.33 + 1 × 10.00 = 109.99; 15 % = 16.4985 → 16.50; 99.99 / 109.99 × 16.50 =
    // 14.99986 → 15.00 and 10.00 / 109.99 × 16.50 = 1.50014 → 1.50.
    const r = price({
      lines: [line(1, 33_33, 3), line(2, 10_00, 1)],
      rules: [rule(1, { value: -15_00 })],
    });
    expect(r.totalLineItemsPrice).toBe(109_99);
    expect(r.discounts).toEqual([
      { priceRuleId: 1, title: 'rule 1', targetType: 'line_item', amount: 16_50, couponCode: null },
    ]);
    expect(r.lineDiscounts).toEqual([15_00, 1_50]);
    expect(r.totalDiscounts).toBe(16_50);
    expect(r.totalPrice).toBe(93_49);
  });

  it('free shipping from 100.00, a 0.01 line code, a 5.00 shipping code on 100.00: 104.99', () => {
    // Items 99.99 after the line code: under 100.00, so 10.00 shipping, 5.00 of it off.
    const r = price({
      lines: [line(1, 100_00, 1)],
      rules: [
        rule(1, { valueType: 'fixed_amount', value: -1, couponCode: 'CENT' }),
        rule(2, {
          targetType: 'shipping_line',
          valueType: 'fixed_amount',
          value: -5_00,
          couponCode: 'FIVE',
        }),
      ],
      shipping: {
        method: express({ free_shipping_price: 100_00 }),
        placeChain: ['310106'],
        weight: 1_00,
      },
    });
    expect(r.refused).toEqual([]);
    expect([r.shippingCost, r.shippingDiscount, r.totalDiscounts, r.totalPrice]).toEqual([
      10_00, 5_00, 5_01, 104_99,
    ]);
  });

  it('a code that does not accumulate displaces an automatic rule: named in `displaced`', () => {
    const r = price({
      lines: [line(1, 100_00, 1)],
      rules: [
        rule(1, { value: -5_00 }),
        rule(2, { priority: 5, accumulate: false, couponCode: 'SOLO' }),
      ],
    });
    expect(r.discounts.map((d) => d.priceRuleId)).toEqual([2]);
    expect(r.displaced).toEqual([
      { priceRuleId: 1, title: 'rule 1', reason: 'not_combinable', couponCodes: ['SOLO'] },
    ]);
    // An automatic rule closed out by another automatic rule is not a code's doing.
    const plain = price({
      lines: [line(1, 100_00, 1)],
      rules: [rule(1, { value: -5_00 }), rule(2, { priority: 5, accumulate: false })],
    });
    expect(plain.displaced).toEqual([]);
  });

  it('the remainder of rounding goes to the largest line', () => {
    // 1.00 across three lines of 1.00: 0.33 each (0.3333 rounds down), the 0.01 left to the largest
    // (ties: the smaller variant id).
    expect(splitProportionally(1_00, [1_00, 1_00, 1_00], [7, 3, 5])).toEqual([33, 34, 33]);
    // 0.03 over five lines of 0.01: each 0.006 rounds up to 0.01 (0.05, 0.02 too much); the
    // largest lines give it back.
    expect(splitProportionally(3, [1, 1, 1, 1, 1], [1, 2, 3, 4, 5])).toEqual([0, 0, 1, 1, 1]);
  });

  it('entitled lines by product, collection, category and vendor', () => {
    const lines = [
      line(1, 100_00, 1, { productId: 11 }),
      line(2, 50_00, 1, { productId: 12, collectionIds: [3] }),
      line(3, 20_00, 1, { productId: 13, categoryIds: [4] }),
      line(4, 10_00, 1, { productId: 14, vendorId: 5 }),
    ];
    const only = (entitled: Partial<PricingRule['entitled']>) =>
      price({
        lines,
        rules: [
          rule(1, {
            targetSelection: 'entitled',
            value: -50_00,
            entitled: {
              productIds: [],
              collectionIds: [],
              categoryIds: [],
              vendorIds: [],
              ...entitled,
            },
          }),
        ],
      }).lineDiscounts;
    expect(only({ productIds: [11] })).toEqual([50_00, 0, 0, 0]);
    expect(only({ collectionIds: [3] })).toEqual([0, 25_00, 0, 0]);
    expect(only({ categoryIds: [4] })).toEqual([0, 0, 10_00, 0]);
    expect(only({ vendorIds: [5] })).toEqual([0, 0, 0, 5_00]);
    // An entitled rule with no entitled line does not apply.
    expect(price({ lines, rules: [rule(1, { targetSelection: 'entitled' })] }).refused).toEqual([
      { priceRuleId: 1, couponCode: null, reason: 'no_entitled_lines' },
    ]);
  });

  it('fixed_amount across: once, spread over the entitled lines; never more than they cost', () => {
    // 20.00 off 60.00 + 40.00: 12.00 and 8.00.
    const r = price({
      lines: [line(1, 30_00, 2), line(2, 40_00, 1)],
      rules: [rule(1, { valueType: 'fixed_amount', value: -20_00 })],
    });
    expect(r.lineDiscounts).toEqual([12_00, 8_00]);
    expect(r.totalPrice).toBe(80_00);
    // 500.00 off a 100.00 order: 100.00, total 0.00.
    const all = price({
      lines: [line(1, 100_00, 1)],
      rules: [rule(1, { valueType: 'fixed_amount', value: -500_00 })],
    });
    expect(all.discounts[0]!.amount).toBe(100_00);
    expect(all.totalPrice).toBe(0);
  });

  it('fixed_amount each: off every entitled item, at most allocation_limit items, dearest first', () => {
    const lines = [line(1, 30_00, 3), line(2, 8_00, 2), line(3, 3_00, 1)];
    // 5.00 off each of 6 items, but never more than an item costs: 15.00 + 10.00 + 3.00.
    const each = price({
      lines,
      rules: [rule(1, { valueType: 'fixed_amount', value: -5_00, allocationMethod: 'each' })],
    });
    expect(each.lineDiscounts).toEqual([15_00, 10_00, 3_00]);
    expect(each.discounts[0]!.amount).toBe(28_00);
    // allocation_limit 4: the three 30.00 items and one 8.00 item.
    const limited = price({
      lines,
      rules: [
        rule(1, {
          valueType: 'fixed_amount',
          value: -5_00,
          allocationMethod: 'each',
          allocationLimit: 4,
        }),
      ],
    });
    expect(limited.lineDiscounts).toEqual([15_00, 5_00, 0]);
  });

  it('prerequisites: items subtotal, entitled quantity, shipping price', () => {
    const lines = [line(1, 50_00, 2)];
    const refusedFor = (extra: Partial<PricingRule>, shipping: PricingShipping | null = null) =>
      price({ lines, rules: [rule(1, extra)], shipping }).refused.map((r) => r.reason);
    expect(refusedFor({ subtotalMin: 100_01 })).toEqual(['below_minimum']);
    expect(refusedFor({ subtotalMin: 100_00 })).toEqual([]);
    expect(refusedFor({ quantityMin: 3 })).toEqual(['below_quantity']);
    expect(refusedFor({ quantityMin: 2 })).toEqual([]);
    // 3 kg to Xinjiang: 25.00 + 2 × 15.00 = 55.00.
    const xinjiang = {
      method: express(),
      placeChain: ['650102', '650100', '650000'],
      weight: 3_00,
    };
    expect(refusedFor({ shippingPriceMax: 54_99 }, xinjiang)).toEqual(['shipping_price_above']);
    expect(refusedFor({ shippingPriceMax: 55_00 }, xinjiang)).toEqual([]);
  });

  it('a rule outside its window, switched off or used up does not apply', () => {
    const lines = [line(1, 10_00, 1)];
    const reason = (extra: Partial<PricingRule>) =>
      price({ lines, rules: [rule(1, extra)] }).refused[0]?.reason;
    expect(reason({ isEnabled: false })).toBe('rule_disabled');
    expect(reason({ startsAt: NOW + 1 })).toBe('not_started');
    expect(reason({ endsAt: NOW - 1 })).toBe('ended');
    expect(reason({ usageLimit: 3, timesUsed: 3 })).toBe('usage_limit_reached');
    expect(reason({ usageLimit: 3, timesUsed: 2 })).toBeUndefined();
  });

  it('priority then id; each rule on what earlier ones left; accumulate false stands alone', () => {
    const lines = [line(1, 100_00, 1)];
    // 10 % (priority 5) first: 10.00; then 20.00 off: 90.00 → 70.00.
    const both = price({
      lines,
      rules: [rule(2, { valueType: 'fixed_amount', value: -20_00 }), rule(1, { priority: 5 })],
    });
    expect(both.discounts.map((d) => [d.priceRuleId, d.amount])).toEqual([
      [1, 10_00],
      [2, 20_00],
    ]);
    expect(both.totalPrice).toBe(70_00);
    // Rule 3 (accumulate false) comes after rule 1 applied: refused.
    const late = price({ lines, rules: [rule(1), rule(3, { accumulate: false, value: -50_00 })] });
    expect(late.discounts.map((d) => d.priceRuleId)).toEqual([1]);
    expect(late.refused).toEqual([{ priceRuleId: 3, couponCode: null, reason: 'not_combinable' }]);
    // Rule 3 first (higher priority): it applies and no later rule does.
    const first = price({
      lines,
      rules: [rule(1), rule(3, { accumulate: false, value: -50_00, priority: 9 })],
    });
    expect(first.discounts.map((d) => [d.priceRuleId, d.amount])).toEqual([[3, 50_00]]);
    expect(first.refused.map((r) => [r.priceRuleId, r.reason])).toEqual([[1, 'not_combinable']]);
  });

  it('shipping: method rates, zones, unsold places, the free-shipping policy after line discounts', () => {
    const lines = [line(1, 100_00, 2)]; // 200.00, 2.5 kg
    const to = (placeChain: string[], rules: PricingRule[] = [], method = express()) =>
      price({ lines, rules, shipping: { method, placeChain, weight: 2_50 } });
    // 200.00 ≥ 199.00: free.
    expect(to(['310106', '310100', '310000']).shippingCost).toBe(0);
    // 10 % off makes the subtotal 180.00: 10.00 + 2 × 5.00 = 20.00 (2.5 kg, two started kg).
    const discounted = to(['310106', '310100', '310000'], [rule(1)]);
    expect(discounted.shippingCost).toBe(20_00);
    expect(discounted.totalPrice).toBe(200_00);
    // Xinjiang's zone: 25.00 + 2 × 15.00.
    expect(to(['650102', '650100', '650000'], [rule(1)]).shippingCost).toBe(55_00);
    // Tibet is unsold; a disabled method delivers nowhere.
    expect(to(['540102', '540100', '540000']).deliverable).toBe(false);
    expect(to(['310106'], [], express({ is_enabled: 0 })).deliverable).toBe(false);
    expect(to(['310106'], [], express({ free_shipping_policy: 'always' })).shippingCost).toBe(0);
    expect(to(['310106'], [], express({ free_shipping_policy: 'nope' })).shippingCost).toBe(20_00);
  });

  it('shipping_line rules discount the shipping cost, never more than it', () => {
    const lines = [line(1, 50_00, 1)];
    const shipping = { method: express(), placeChain: ['310000'], weight: 1_00 }; // 10.00
    const half = price({
      lines,
      shipping,
      rules: [rule(1, { targetType: 'shipping_line', value: -50_00 })],
    });
    expect(half.shippingCost).toBe(10_00);
    expect(half.shippingDiscount).toBe(5_00);
    expect(half.lineDiscounts).toEqual([0]);
    expect(half.totalDiscounts).toBe(5_00);
    expect(half.totalPrice).toBe(55_00);
    const free = price({
      lines,
      shipping,
      rules: [rule(1, { targetType: 'shipping_line', valueType: 'fixed_amount', value: -99_00 })],
    });
    expect(free.shippingDiscount).toBe(10_00);
    expect(free.totalPrice).toBe(50_00);
    // A pick-up order has no shipping to discount.
    expect(
      price({ lines, rules: [rule(1, { targetType: 'shipping_line' })] }).refused[0]!.reason,
    ).toBe('nothing_to_discount');
  });

  it('points come off last and the total never goes below 0', () => {
    const lines = [line(1, 30_00, 1)];
    const r = price({ lines, rules: [rule(1)], pointsPrice: 7_00 });
    expect([r.totalDiscounts, r.pointsPrice, r.totalPrice]).toEqual([3_00, 7_00, 20_00]);
    expect(price({ lines, pointsPrice: 40_00 }).totalPrice).toBe(0);
  });
});

// Property tests: arbitrary orders and rule sets.

const arbLine = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  vendorId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  collectionIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});

const arbRule = fc.record({
  priority: fc.integer({ min: 0, max: 3 }),
  accumulate: fc.boolean(),
  targetSelection: fc.constantFrom('all' as const, 'entitled' as const),
  targetType: fc.constantFrom('line_item' as const, 'line_item' as const, 'shipping_line' as const),
  valueType: fc.constantFrom('percentage' as const, 'fixed_amount' as const),
  percent: fc.integer({ min: 1, max: 100_00 }),
  fixed: fc.integer({ min: 1, max: 500_000 }),
  allocationMethod: fc.constantFrom('across' as const, 'each' as const),
  allocationLimit: fc.integer({ min: 0, max: 5 }),
  subtotalMin: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  productIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
  collectionIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 1 }),
  vendorIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 1 }),
});

const arbOrder = fc
  .record({
    lines: fc.array(arbLine, { minLength: 1, maxLength: 8 }),
    rules: fc.array(arbRule, { maxLength: 5 }),
    delivery: fc.boolean(),
    weight: fc.integer({ min: 0, max: 5_000 }),
    pointsPrice: fc.integer({ min: 0, max: 50_000 }),
  })
  .map(({ lines, rules, delivery, weight, pointsPrice }) => ({
    now: NOW,
    lines: lines.map((l, i) => ({ ...l, variantId: i + 1 })),
    rules: rules.map((r, i) =>
      rule(i + 1, {
        priority: r.priority,
        accumulate: r.accumulate,
        targetSelection: r.targetSelection,
        targetType: r.targetType,
        valueType: r.valueType,
        value: -(r.valueType === 'percentage' ? r.percent : r.fixed),
        allocationMethod: r.allocationMethod,
        allocationLimit: r.allocationLimit,
        subtotalMin: r.subtotalMin,
        entitled: {
          productIds: r.productIds,
          collectionIds: r.collectionIds,
          categoryIds: [],
          vendorIds: r.vendorIds,
        },
      }),
    ),
    shipping: delivery ? { method: express(), placeChain: ['650000'], weight } : null,
    pointsPrice,
  }));

describe('properties', () => {
  it('line discounts add up to the line rules; no discount exceeds what it applies to; total ≥ 0', () => {
    fc.assert(
      fc.property(arbOrder, (input) => {
        const r = priceOrder(input);
        const lineRuleTotal = r.discounts
          .filter((d) => d.targetType === 'line_item')
          .reduce((sum, d) => sum + d.amount, 0);
        const shippingRuleTotal = r.discounts
          .filter((d) => d.targetType === 'shipping_line')
          .reduce((sum, d) => sum + d.amount, 0);
        expect(r.lineDiscounts.reduce((sum, d) => sum + d, 0)).toBe(lineRuleTotal);
        expect(r.shippingDiscount).toBe(shippingRuleTotal);
        input.lines.forEach((l, i) => {
          expect(r.lineDiscounts[i]).toBeGreaterThanOrEqual(0);
          expect(r.lineDiscounts[i]).toBeLessThanOrEqual(l.price * l.quantity);
        });
        expect(r.shippingDiscount).toBeLessThanOrEqual(r.shippingCost);
        for (const d of r.discounts) expect(d.amount).toBeGreaterThan(0);
        expect(r.totalDiscounts).toBe(lineRuleTotal + shippingRuleTotal);
        expect(r.totalPrice).toBeGreaterThanOrEqual(0);
        expect(r.totalPrice).toBe(
          Math.max(0, r.totalLineItemsPrice - r.totalDiscounts + r.shippingCost - r.pointsPrice),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a rule split over lines: the shares add up to the amount, each within its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (weights, seed) => {
          const total = weights.reduce((s, w) => s + w, 0);
          const amount = total === 0 ? 0 : seed % (total + 1);
          const shares = splitProportionally(
            amount,
            weights,
            weights.map((_, i) => i),
          );
          expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the result does not depend on the order of the lines or of the rules', () => {
    fc.assert(
      fc.property(arbOrder, fc.nat(), (input, seed) => {
        const permutation = input.lines
          .map((_, i) => i)
          .sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13) || a - b);
        const shuffled = {
          ...input,
          lines: permutation.map((i) => input.lines[i]!),
          rules: [...input.rules].reverse(),
        };
        const a = priceOrder(input);
        const b = priceOrder(shuffled);
        expect(permutation.map((i) => a.lineDiscounts[i])).toEqual(b.lineDiscounts);
        expect({ ...b, lineDiscounts: [] }).toEqual({ ...a, lineDiscounts: [] });
      }),
      { numRuns: 500 },
    );
  });
});
