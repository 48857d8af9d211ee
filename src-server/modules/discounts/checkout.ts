import type { Db } from '../../db';
import { conflict } from '../../http/errors';
import type {
  CheckoutRules,
  OrderHooks,
  PricingRule,
  RejectedCode,
  RuleRefusal,
} from '../../plugins';
import type { OrderDiscountRow, OrderRow } from '../../db/tables/orders';
import { generateCodes } from './codes';
import * as repo from './repository';
import { noEntitlements, type Entitlements } from './repository';
import type { PriceRuleRow } from '../../db/tables/discounts';
import { type Message, msg } from '../../lib/i18n';

/** Why a code the customer gave cannot be used (besides its rule's `RuleRefusal`). */
export type CodeRefusal =
  | 'unknown_code'
  | 'not_owner'
  | 'code_already_used'
  | 'duplicate_code'
  | 'same_coupon'
  | 'once_per_customer';

/** What a person reads for each refusal, said in the answer's language. */
export const REFUSAL_DETAIL: Record<CodeRefusal | RuleRefusal, Message> = {
  unknown_code: msg('discounts.code_unknown'),
  not_owner: msg('discounts.code_of_another_customer'),
  code_already_used: msg('discounts.code_used'),
  duplicate_code: msg('discounts.code_twice'),
  same_coupon: msg('discounts.same_coupon_twice'),
  once_per_customer: msg('discounts.coupon_once_per_customer'),
  rule_disabled: msg('discounts.rule_disabled'),
  not_started: msg('discounts.code_not_yet'),
  ended: msg('discounts.code_expired'),
  usage_limit_reached: msg('discounts.coupon_used_up'),
  below_minimum: msg('discounts.below_minimum'),
  below_quantity: msg('discounts.too_few_items'),
  shipping_price_above: msg('discounts.shipping_above'),
  no_entitled_lines: msg('discounts.no_line_applies'),
  not_combinable: msg('discounts.not_combinable'),
  nothing_to_discount: msg('discounts.nothing_left'),
};

export const rejection = (code: string, reason: CodeRefusal | RuleRefusal): RejectedCode => ({
  code,
  reason,
  detail: REFUSAL_DETAIL[reason],
});

/** A stored rule as the pricing module reads it. */
function pricingRule(
  row: PriceRuleRow,
  entitled: Entitlements,
  couponCode: string | null,
): PricingRule {
  return {
    id: row.id,
    title: row.title,
    priority: row.priority,
    accumulate: row.accumulate === 1,
    isEnabled: row.is_enabled === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    targetSelection: row.target_selection,
    targetType: row.target_type,
    valueType: row.value_type,
    value: row.value,
    allocationMethod: row.allocation_method,
    allocationLimit: row.allocation_limit,
    subtotalMin: row.prerequisite_subtotal_min,
    quantityMin: row.prerequisite_quantity_min,
    shippingPriceMax: row.prerequisite_shipping_price_max,
    entitled: {
      productIds: entitled.productIds,
      collectionIds: entitled.collectionIds,
      categoryIds: entitled.categoryIds,
      vendorIds: entitled.vendors.map((vendor) => vendor.id),
    },
    couponCode,
  };
}

/** A code the customer gave that the order may use, with its rule. */
interface GivenCode {
  code: string;
  row: PriceRuleRow;
  codeId: number | null;
  stored: string | null;
  couponId: number;
}

/**
 * One code the customer gave, checked against the codes already accepted (`given`): the code
 * to use, or why it cannot be used.
 */
async function checkGivenCode(
  handle: Db,
  code: string,
  customerId: number | null,
  given: readonly GivenCode[],
): Promise<GivenCode | CodeRefusal> {
  const stored = await repo.findCodeByCode(handle, code);
  let couponId: number;
  let codeId: number | null = null;
  let storedCode: string | null = null;
  let ruleId: number;
  if (stored) {
    if (stored.customer_id !== customerId) return 'not_owner';
    if (stored.status === 'used') return 'code_already_used';
    couponId = stored.coupon_id;
    codeId = stored.id;
    storedCode = stored.code;
    ruleId = stored.price_rule_id;
  } else {
    // A `can_redeem` coupon's phrase: the customer's unused code of it, or a new one.
    const coupon = await repo.findCouponByPrefix(handle, code);
    if (!coupon || coupon.can_redeem !== 1) return 'unknown_code';
    couponId = coupon.id;
    ruleId = coupon.price_rule_id;
  }
  if (given.some((g) => g.couponId === couponId)) return 'same_coupon';
  const row = (await repo.findRule(handle, ruleId))!;
  if (codeId === null && customerId !== null) {
    // A phrase: the customer's unused code of the coupon if he holds one, else a new one
    // (none for a once-per-customer coupon whose code he used).
    const held = await repo.listCodesOfCustomer(handle, couponId, customerId);
    const unused = held.find((h) => h.status === 'unused');
    if (unused) {
      codeId = unused.id;
      storedCode = unused.code;
    } else if (held.length > 0 && row.once_per_customer === 1) {
      return 'once_per_customer';
    }
  }
  return { code, row, codeId, stored: storedCode, couponId };
}

type CheckoutAnswer = Awaited<ReturnType<CheckoutRules['rulesFor']>>;

/**
 * The automatic rules and those of the accepted codes, as the pricing module reads them,
 * without the once-per-customer rules the customer used already (their codes are `rejected`).
 */
async function pricingRules(
  handle: Db,
  customerId: number | null,
  given: readonly GivenCode[],
  rejected: RejectedCode[],
): Promise<Omit<CheckoutAnswer, 'rejected'>> {
  const automatic = await repo.listAutomaticRules(handle);
  const ruleRows = [...automatic, ...given.map((g) => g.row)];
  // Once-per-customer rules the customer used already (a phrase's check was above).
  const usedRules =
    customerId === null
      ? new Set<number>()
      : await repo.listRulesUsedBy(
          handle,
          customerId,
          ruleRows.filter((row) => row.once_per_customer === 1).map((row) => row.id),
        );
  const entitlements = await repo.listEntitlements(
    handle,
    ruleRows.filter((row) => row.target_selection === 'entitled').map((row) => row.id),
  );
  const entitledOf = (row: PriceRuleRow) => entitlements.get(row.id) ?? noEntitlements();
  const out: PricingRule[] = automatic
    .filter((row) => !usedRules.has(row.id))
    .map((row) => pricingRule(row, entitledOf(row), null));
  const codes: CheckoutAnswer['codes'] = new Map();
  for (const g of given) {
    if (usedRules.has(g.row.id)) {
      rejected.push(rejection(g.code, 'once_per_customer'));
      continue;
    }
    out.push(pricingRule(g.row, entitledOf(g.row), g.code));
    codes.set(g.code, { codeId: g.codeId, stored: g.stored, couponId: g.couponId });
  }
  return { rules: out, codes };
}

/** The rules an order may get: the automatic ones and those of its codes, each code checked. */
async function rulesFor(
  handle: Db,
  order: { customerId: number | null; codes: readonly string[] },
): Promise<CheckoutAnswer> {
  const { customerId } = order;
  const rejected: RejectedCode[] = [];
  const given: GivenCode[] = [];
  const seen = new Set<string>();
  for (const code of order.codes) {
    if (seen.has(code)) {
      rejected.push(rejection(code, 'duplicate_code'));
      continue;
    }
    seen.add(code);
    const checked = await checkGivenCode(handle, code, customerId, given);
    if (typeof checked === 'string') rejected.push(rejection(code, checked));
    else given.push(checked);
  }
  const { rules, codes } = await pricingRules(handle, customerId, given, rejected);
  return { rules, rejected, codes };
}

/** A new code of a `can_redeem` coupon for the customer (its phrase was given). */
async function issueCode(trx: Db, customerId: number, couponId: number, now: number) {
  const coupon = (await repo.findCouponsByIds(trx, [couponId]))[0]!;
  const [code] = await generateCodes(coupon.code_prefix, 1, (candidates) =>
    repo.listTakenCodes(trx, candidates),
  );
  const [id] = await repo.insertCodes(trx, [
    {
      coupon_id: couponId,
      customer_id: customerId,
      code: code!,
      status: 'unused',
      used_at: null,
      created_at: now,
      updated_at: now,
    },
  ]);
  return { id: id!, code: code! };
}

/** An order was paid: its codes turn used, its rules count a use and once-per-customer uses. */
async function usePaidDiscounts(
  trx: Db,
  order: OrderRow,
  now: number,
  discounts: readonly OrderDiscountRow[],
) {
  for (const discount of discounts) {
    if (
      discount.coupon_code_id !== null &&
      !(await repo.updateCodeUsed(trx, discount.coupon_code_id, now))
    )
      throw conflict(
        'code_already_used',
        msg('discounts.code_used_meanwhile', { code: String(discount.coupon_code) }),
      );
    if (!(await repo.updateRuleTimesUsed(trx, discount.price_rule_id, 1)))
      throw conflict(
        'usage_limit_reached',
        msg('discounts.rule_used_up', { title: discount.title }),
      );
    if (!(await repo.insertCustomerUse(trx, discount.price_rule_id, order)))
      throw conflict(
        'once_per_customer',
        msg('discounts.rule_once_per_customer', { title: discount.title }),
      );
  }
}

/** An order was cancelled: a paid one gives its codes and rule uses back. */
async function returnCancelledDiscounts(
  trx: Db,
  order: OrderRow,
  now: number,
  discounts: readonly OrderDiscountRow[],
) {
  // Only a paid order used its codes and rules (a pending one only named them).
  if (order.financial_status !== 'paid') return;
  for (const discount of discounts) {
    if (discount.coupon_code_id !== null)
      await repo.updateCodeReturned(trx, discount.coupon_code_id, now);
    await repo.updateRuleTimesUsed(trx, discount.price_rule_id, -1);
  }
  await repo.deleteCustomerUse(trx, order.id);
}

/**
 * docs/DESIGN.md §5 for the orders area: the rules an order may get (the automatic ones and those of
 * its coupon codes, each code checked), and, inside the orders' transactions, the codes used
 * on pay and given back on cancel. The database guards every race: a code turns `used` only
 * from `unused`, a rule's use counts up only below its `usage_limit`, and a once-per-customer
 * rule's (rule, customer) row is a primary key.
 */
export const discountCheckout: CheckoutRules = {
  rulesFor: (_ctx, handle, order) => rulesFor(handle, order),
  reject: (_ctx, code, reason) => rejection(code, reason),
  issueCode: (_ctx, trx, customerId, couponId, now) => issueCode(trx, customerId, couponId, now),
};

/** The discounts' side of an order's transactions: codes used on pay, given back on cancel. */
export const discountOrderHooks: OrderHooks = {
  paid: (_ctx, trx, order, now, discounts) => usePaidDiscounts(trx, order, now, discounts),
  cancelled: (_ctx, trx, order, now, discounts) =>
    returnCancelledDiscounts(trx, order, now, discounts),
};
