import { exactAmount } from '../../lib/money';
import { quoteMethod, type QuotableMethod } from '../shippings';
import type { TargetType } from '../../db/tables/discounts';
import type { PricingRule, RuleRefusal } from '../../plugins';

export type { PricingRule, RuleRefusal } from '../../plugins';

/**
 * docs/DESIGN.md §5 "Checkout": every amount of an order from its lines, the price rules that may
 * apply, the shipping method's quote and the points' price. Pure (no I/O, no clock): create,
 * preview and the tests all run this one function. Money in cents, percentages in hundredths
 * of a percent (a rule's `value` -1000 is 10 % or 10.00), weights in hundredths of a kg.
 */

export interface PricingLine {
  /** Unique in an order: ties are broken by it, so the result never depends on line order. */
  variantId: number;
  productId: number | null;
  vendorId: number | null;
  collectionIds: readonly number[];
  categoryIds: readonly number[];
  price: number;
  quantity: number;
}

export interface PricingShipping {
  method: QuotableMethod;
  /** The delivery place's code and its ancestors', most specific first. */
  placeChain: readonly string[];
  /** Hundredths of a kg. */
  weight: number;
}

export interface PricingInput {
  now: number;
  lines: readonly PricingLine[];
  rules: readonly PricingRule[];
  /** null for pick-up orders. */
  shipping: PricingShipping | null;
  /** The price of the redeemed points, in cents. */
  pointsPrice: number;
}

export interface AppliedDiscount {
  priceRuleId: number;
  title: string;
  targetType: TargetType;
  amount: number;
  couponCode: string | null;
}

export interface RefusedRule {
  priceRuleId: number;
  couponCode: string | null;
  reason: RuleRefusal;
}

/** An automatic rule that did not apply because a coupon code's rule came before it. */
export interface DisplacedRule {
  priceRuleId: number;
  title: string;
  /** `not_combinable` (one of them does not accumulate) or `nothing_to_discount`. */
  reason: 'not_combinable' | 'nothing_to_discount';
  /** The codes whose rules applied before it. */
  couponCodes: string[];
}

export interface Pricing {
  totalLineItemsPrice: number;
  /** Per input line, in input order. */
  lineDiscounts: number[];
  /** false when the shipping method does not deliver to the place (or is disabled). */
  deliverable: boolean;
  shippingCost: number;
  shippingDiscount: number;
  totalDiscounts: number;
  pointsPrice: number;
  /** What is left before the points come off (the most points may pay). */
  priceBeforePoints: number;
  totalPrice: number;
  /** In the order they applied (priority, then id). */
  discounts: AppliedDiscount[];
  refused: RefusedRule[];
  displaced: DisplacedRule[];
}

/** round(a × b / c), halves up, exact for any amounts (a, b ≥ 0; c > 0). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const big = BigInt(a) * BigInt(b);
  return Number((big * 2n + BigInt(c)) / (BigInt(c) * 2n));
}

/**
 * `amount` over lines in proportion to `weights` (amount ≤ Σ weights), each share rounded half
 * up, the remainder to the largest line (ties: the smaller `keys`); should the largest line
 * not hold it all (shares rounded up on many small lines), the next largest takes the rest.
 * The shares add up to `amount` and none exceeds its weight or goes below zero.
 */
export function splitProportionally(
  amount: number,
  weights: readonly number[],
  keys: readonly number[],
): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => mulDivHalfUp(amount, w, total));
  let remainder = amount - shares.reduce((sum, s) => sum + s, 0);
  const largestFirst = weights
    .map((_, i) => i)
    .sort((a, b) => weights[b]! - weights[a]! || keys[a]! - keys[b]!);
  for (const i of largestFirst) {
    if (remainder === 0) break;
    const step =
      remainder > 0
        ? Math.min(remainder, weights[i]! - shares[i]!)
        : -Math.min(-remainder, shares[i]!);
    shares[i]! += step;
    remainder -= step;
  }
  return shares;
}

/** Priority (higher first), then id. */
const byPriority = (a: PricingRule, b: PricingRule) => b.priority - a.priority || a.id - b.id;

function isEntitled(rule: PricingRule, line: PricingLine): boolean {
  if (rule.targetSelection === 'all') return true;
  const e = rule.entitled;
  return (
    (line.productId !== null && e.productIds.includes(line.productId)) ||
    (line.vendorId !== null && e.vendorIds.includes(line.vendorId)) ||
    line.collectionIds.some((id) => e.collectionIds.includes(id)) ||
    line.categoryIds.some((id) => e.categoryIds.includes(id))
  );
}

/** Why the rule cannot apply to this order (before `accumulate`), or null when it can. */
function refusal(
  rule: PricingRule,
  entitledQuantity: number,
  subtotal: number,
  quotedShipping: number | null,
  now: number,
): RuleRefusal | null {
  if (!rule.isEnabled) return 'rule_disabled';
  if (rule.startsAt !== null && now < rule.startsAt) return 'not_started';
  if (rule.endsAt !== null && now > rule.endsAt) return 'ended';
  if (rule.usageLimit > 0 && rule.timesUsed >= rule.usageLimit) return 'usage_limit_reached';
  if (rule.subtotalMin !== null && subtotal < rule.subtotalMin) return 'below_minimum';
  if (entitledQuantity === 0) return 'no_entitled_lines';
  if (rule.quantityMin !== null && entitledQuantity < rule.quantityMin) return 'below_quantity';
  if (rule.shippingPriceMax !== null && (quotedShipping ?? 0) > rule.shippingPriceMax)
    return 'shipping_price_above';
  if (rule.targetType === 'shipping_line' && !quotedShipping) return 'nothing_to_discount';
  return null;
}

/** A line rule's amount on each line, from what is left of the lines after earlier rules. */
function lineAmounts(
  rule: PricingRule,
  lines: readonly PricingLine[],
  entitled: readonly boolean[],
  left: readonly number[],
): number[] {
  const weights = left.map((amount, i) => (entitled[i] ? amount : 0));
  const keys = lines.map((line) => line.variantId);
  const base = weights.reduce((sum, w) => sum + w, 0);
  const value = Math.abs(rule.value);
  if (rule.valueType === 'percentage')
    return splitProportionally(mulDivHalfUp(base, value, 100_00), weights, keys);
  if (rule.allocationMethod === 'across')
    return splitProportionally(Math.min(value, base), weights, keys);
  // `each`: |value| off each entitled item, dearest items first when allocation_limit caps it.
  const amounts = lines.map(() => 0);
  let items = rule.allocationLimit > 0 ? rule.allocationLimit : Infinity;
  const dearestFirst = lines
    .map((_, i) => i)
    .filter((i) => entitled[i])
    .sort((a, b) => lines[b]!.price - lines[a]!.price || keys[a]! - keys[b]!);
  for (const i of dearestFirst) {
    const count = Math.min(lines[i]!.quantity, items);
    if (count <= 0) break;
    amounts[i] = Math.min(value * count, weights[i]!);
    items -= count;
  }
  return amounts;
}

/** The shipping cost and whether the method delivers there; 0 for pick-up orders. */
function quote(shipping: PricingShipping | null, subtotal: number) {
  if (!shipping) return { deliverable: true, cost: 0 };
  const q = quoteMethod(shipping.method, shipping.placeChain, shipping.weight, subtotal);
  return { deliverable: q.available, cost: q.shippingCost ?? 0 };
}

/**
 * Which rules apply, in priority order with `accumulate`. `shippingCost` is the shipping the
 * shipping-price prerequisite and shipping rules read (null: a pick-up); `readShipping` false
 * leaves those two checks out (the first of `priceOrder`'s two passes).
 */
function chooseRules(
  input: PricingInput,
  subtotal: number,
  shippingCost: number | null,
  readShipping: boolean,
) {
  const { lines, now } = input;
  const refused: RefusedRule[] = [];
  const chosen: { rule: PricingRule; entitled: boolean[] }[] = [];
  let closed = false;
  for (const rule of [...input.rules].sort(byPriority)) {
    const entitled = lines.map((line) => isEntitled(rule, line));
    const quantity = lines.reduce((sum, line, i) => sum + (entitled[i] ? line.quantity : 0), 0);
    const checked = readShipping
      ? rule
      : { ...rule, shippingPriceMax: null, targetType: 'line_item' as const };
    const reason =
      refusal(checked, quantity, subtotal, shippingCost, now) ??
      (closed || (!rule.accumulate && chosen.length > 0) ? 'not_combinable' : null);
    if (reason) {
      refused.push({ priceRuleId: rule.id, couponCode: rule.couponCode, reason });
      continue;
    }
    chosen.push({ rule, entitled });
    if (!rule.accumulate) closed = true;
  }
  return { chosen, refused };
}

/** Each chosen line rule's amount, each on what earlier rules left; what is left per line. */
function applyLineRules(
  lines: readonly PricingLine[],
  totals: readonly number[],
  chosen: readonly { rule: PricingRule; entitled: boolean[] }[],
) {
  const left = [...totals];
  const amounts = new Map<number, number>();
  for (const { rule, entitled } of chosen) {
    if (rule.targetType !== 'line_item') continue;
    const share = lineAmounts(rule, lines, entitled, left);
    share.forEach((amount, i) => (left[i]! -= amount));
    amounts.set(
      rule.id,
      share.reduce((sum, a) => sum + a, 0),
    );
  }
  const lineDiscountTotal = totals.reduce((sum, t, i) => sum + t - left[i]!, 0);
  return { left, amounts, lineDiscountTotal };
}

/**
 * docs/DESIGN.md §5 in this order (docs/API.md "Checkout"): items; which rules apply; line discounts
 * (each rule on what earlier rules left of its lines); the shipping cost with the free-shipping
 * policy on the subtotal after line discounts; shipping discounts; points; the total, never
 * below 0. A rule's subtotal and quantity conditions read the order as placed; the
 * shipping-price prerequisite and shipping rules read the shipping the order pays, quoted
 * after the line discounts. So the rules are chosen twice: first without the shipping checks
 * (which line rules apply), then, with the shipping those line rules leave, with them.
 */
export function priceOrder(input: PricingInput): Pricing {
  const { lines } = input;
  // Every later amount is at most the subtotal plus the shipping: checking these keeps all of
  // them exact (docs/SECURITY.md).
  const totals = lines.map((line) => exactAmount(line.price * line.quantity));
  const subtotal = exactAmount(totals.reduce((sum, t) => sum + t, 0));
  exactAmount(subtotal + quote(input.shipping, subtotal).cost + input.pointsPrice);
  const first = chooseRules(input, subtotal, null, false);
  const afterLines = subtotal - applyLineRules(lines, totals, first.chosen).lineDiscountTotal;
  const shippingQuote = input.shipping ? quote(input.shipping, afterLines).cost : null;
  const { chosen, refused } = chooseRules(input, subtotal, shippingQuote, true);

  // Line discounts, then shipping, then shipping discounts.
  const { left, amounts, lineDiscountTotal } = applyLineRules(lines, totals, chosen);
  const lineDiscounts = totals.map((total, i) => total - left[i]!);
  const shipping = quote(input.shipping, subtotal - lineDiscountTotal);
  let shippingLeft = shipping.cost;
  for (const { rule } of chosen) {
    if (rule.targetType !== 'shipping_line') continue;
    const value = Math.abs(rule.value);
    const amount =
      rule.valueType === 'percentage'
        ? mulDivHalfUp(shippingLeft, value, 100_00)
        : Math.min(value, shippingLeft);
    shippingLeft -= amount;
    amounts.set(rule.id, amount);
  }

  const discounts: AppliedDiscount[] = [];
  for (const { rule } of chosen) {
    const amount = amounts.get(rule.id)!;
    // Nothing was left for it (earlier rules took it all, or free shipping): not applied.
    if (amount === 0) {
      refused.push({
        priceRuleId: rule.id,
        couponCode: rule.couponCode,
        reason: 'nothing_to_discount',
      });
      continue;
    }
    discounts.push({
      priceRuleId: rule.id,
      title: rule.title,
      targetType: rule.targetType,
      amount,
      couponCode: rule.couponCode,
    });
  }
  const shippingDiscount = shipping.cost - shippingLeft;
  const displaced = displacedRules(input.rules, discounts, refused);
  const priceBeforePoints = subtotal - lineDiscountTotal + shippingLeft;
  return {
    totalLineItemsPrice: subtotal,
    lineDiscounts,
    deliverable: shipping.deliverable,
    shippingCost: shipping.cost,
    shippingDiscount,
    totalDiscounts: lineDiscountTotal + shippingDiscount,
    pointsPrice: input.pointsPrice,
    priceBeforePoints,
    totalPrice: Math.max(0, priceBeforePoints - input.pointsPrice),
    discounts,
    refused,
    displaced,
  };
}

/**
 * The automatic rules a code pushed out (so a screen can say why the automatic discount is
 * gone): refused as not combinable, or with nothing left, after a code's rule applied (for
 * nothing left: a code's rule on the same target).
 */
function displacedRules(
  rules: readonly PricingRule[],
  discounts: readonly AppliedDiscount[],
  refused: readonly RefusedRule[],
): DisplacedRule[] {
  const sorted = [...rules].sort(byPriority);
  const rank = new Map(sorted.map((rule, i) => [rule.id, i]));
  const out: DisplacedRule[] = [];
  for (const r of refused) {
    if (r.couponCode !== null) continue;
    if (r.reason !== 'not_combinable' && r.reason !== 'nothing_to_discount') continue;
    const rule = sorted[rank.get(r.priceRuleId)!]!;
    const before = discounts.filter(
      (d) =>
        d.couponCode !== null &&
        rank.get(d.priceRuleId)! < rank.get(rule.id)! &&
        (r.reason === 'not_combinable' || d.targetType === rule.targetType),
    );
    if (before.length === 0) continue;
    out.push({
      priceRuleId: rule.id,
      title: rule.title,
      reason: r.reason,
      couponCodes: before.map((d) => d.couponCode!),
    });
  }
  return out;
}
