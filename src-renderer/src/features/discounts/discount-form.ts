import { ApiError, type FieldErrors } from '@/shared/api/client';
import type {
  AllocationMethod,
  CodeIssue,
  Coupon,
  CouponBody,
  PriceRule,
  PriceRuleBody,
  TargetSelection,
  TargetType,
  ValueType,
} from './api';
import { saveErrorsOf } from '@/shared/utils/errors';
import { checkDecimalText, normalizeDecimal, type DecimalProblem } from '@/shared/utils/money';
import { formatTime, shopTimestamp, wallTimeOf } from '@/shared/utils/shop-time';
import type { Translate } from '@/shared/utils/translate';

// The price rule and coupon forms (docs/SPECIFICATION.md "Discounts", docs/DESIGN.md §7). A discount is typed as
// the amount taken off ("10" for 10 % or 10.00 off) and sent negative, as the API wants it.

/** The entitled lists of a rule, as the body names them. */
export const ENTITLED_FIELDS = [
  'entitled_product_ids',
  'entitled_collection_ids',
  'entitled_category_ids',
  'entitled_vendor_titles',
] as const;
export type EntitledField = (typeof ENTITLED_FIELDS)[number];

/** Every field of a rule body, for claiming server errors. */
export const RULE_FIELDS = [
  'title',
  'verbose_title',
  'is_enabled',
  'priority',
  'automatic_discount',
  'accumulate',
  'value',
  'value_type',
  'target_type',
  'allocation_method',
  'target_selection',
  ...ENTITLED_FIELDS,
  'prerequisite_quantity_range',
  'prerequisite_subtotal_range',
  'prerequisite_shipping_price_range',
  'prerequisite_to_entitlement_quantity_ratio',
  'usage_limit',
  'allocation_limit',
  'once_per_customer',
  'starts_at',
  'ends_at',
] as const;

export interface PriceRuleForm {
  title: string;
  verbose_title: string;
  is_enabled: boolean;
  priority: number;
  automatic_discount: boolean;
  accumulate: boolean;
  value_type: ValueType;
  /** The amount taken off, positive as typed: "10" is sent as "-10.00". */
  value: string;
  target_type: TargetType;
  allocation_method: AllocationMethod;
  target_selection: TargetSelection;
  /** Kept while the target is `all` (switching back restores them) but not sent. */
  entitled_product_ids: number[];
  entitled_collection_ids: number[];
  entitled_category_ids: number[];
  entitled_vendor_titles: string[];
  /** Empty: no prerequisite. */
  prerequisite_quantity: number | null;
  prerequisite_subtotal: string;
  prerequisite_shipping_price: string;
  ratio_prerequisite_quantity: number | null;
  ratio_entitled_quantity: number | null;
  /** 0: unlimited. */
  usage_limit: number;
  allocation_limit: number;
  once_per_customer: boolean;
  /** The shop's wall-clock time, `YYYY-MM-DDThh:mm:ss`; null: no bound. */
  starts_at: string | null;
  ends_at: string | null;
}

export function newPriceRuleForm(): PriceRuleForm {
  return {
    title: '',
    verbose_title: '',
    is_enabled: true,
    priority: 0,
    automatic_discount: false,
    accumulate: false,
    value_type: 'percentage',
    value: '',
    target_type: 'line_item',
    allocation_method: 'across',
    target_selection: 'all',
    entitled_product_ids: [],
    entitled_collection_ids: [],
    entitled_category_ids: [],
    entitled_vendor_titles: [],
    prerequisite_quantity: null,
    prerequisite_subtotal: '',
    prerequisite_shipping_price: '',
    ratio_prerequisite_quantity: null,
    ratio_entitled_quantity: null,
    usage_limit: 0,
    allocation_limit: 0,
    once_per_customer: false,
    starts_at: null,
    ends_at: null,
  };
}

/** `"-10.00"` → `"10.00"`: the amount taken off, as the form shows it. */
export function discountAmountOf(value: string): string {
  return normalizeDecimal(value.trim().replace(/^-/, ''));
}

export type DiscountValueProblem = DecimalProblem | 'percentRange';

/**
 * What is wrong with a typed discount, or null. A leading minus is accepted (the value is sent
 * negative either way); a percentage takes off more than 0 and at most 100.
 */
export function discountValueProblem(
  text: string,
  valueType: ValueType,
): DiscountValueProblem | null {
  const amount = text.trim().replace(/^[-−]/, '');
  const problem = checkDecimalText(amount, { positive: true });
  if (problem) return problem;
  if (valueType === 'percentage' && Number(amount) > 100) return 'percentRange';
  return null;
}

/** The typed discount as the API's negative value: `"10"` → `"-10.00"`. */
export function discountValueToBody(text: string): string {
  const amount = text.trim().replace(/^[-−]/, '');
  if (checkDecimalText(amount) !== null) return text.trim();
  return `-${normalizeDecimal(amount)}`;
}

export function priceRuleToForm(rule: PriceRule): PriceRuleForm {
  const ratio = rule.prerequisite_to_entitlement_quantity_ratio;
  return {
    title: rule.title,
    verbose_title: rule.verbose_title,
    is_enabled: rule.is_enabled,
    priority: rule.priority,
    automatic_discount: rule.automatic_discount,
    accumulate: rule.accumulate,
    value_type: rule.value_type,
    value: discountAmountOf(rule.value),
    target_type: rule.target_type,
    allocation_method: rule.allocation_method,
    target_selection: rule.target_selection,
    entitled_product_ids: [...(rule.entitled_product_ids ?? [])],
    entitled_collection_ids: [...(rule.entitled_collection_ids ?? [])],
    entitled_category_ids: [...(rule.entitled_category_ids ?? [])],
    entitled_vendor_titles: [...(rule.entitled_vendor_titles ?? [])],
    prerequisite_quantity: rule.prerequisite_quantity_range
      ? Number(rule.prerequisite_quantity_range.greater_than_or_equal_to)
      : null,
    prerequisite_subtotal: rule.prerequisite_subtotal_range?.greater_than_or_equal_to ?? '',
    prerequisite_shipping_price:
      rule.prerequisite_shipping_price_range?.less_than_or_equal_to ?? '',
    ratio_prerequisite_quantity: ratio?.prerequisite_quantity ?? null,
    ratio_entitled_quantity: ratio?.entitled_quantity ?? null,
    usage_limit: rule.usage_limit,
    allocation_limit: rule.allocation_limit,
    once_per_customer: rule.once_per_customer,
    starts_at: wallTimeOf(rule.starts_at),
    ends_at: wallTimeOf(rule.ends_at),
  };
}

function moneyOrNull(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  return checkDecimalText(value) === null ? normalizeDecimal(value) : value;
}

/** An entitled list as sent: only under `entitled` (docs/SPECIFICATION.md rule 2), and never empty. */
function entitled<T>(form: PriceRuleForm, list: T[]): T[] | null {
  return form.target_selection === 'entitled' && list.length ? [...list] : null;
}

/**
 * The POST/PUT body (PUT replaces, so every field is sent). Times get the shop's offset at
 * that date; without a zone they go without one and the server reads them in the shop's zone.
 */
export function formToPriceRuleBody(form: PriceRuleForm, timeZone: string | null): PriceRuleBody {
  const subtotal = moneyOrNull(form.prerequisite_subtotal);
  const shipping = moneyOrNull(form.prerequisite_shipping_price);
  const ratioGiven =
    form.ratio_prerequisite_quantity !== null || form.ratio_entitled_quantity !== null;
  return {
    title: form.title.trim(),
    verbose_title: form.verbose_title.trim(),
    is_enabled: form.is_enabled,
    priority: form.priority ?? 0,
    automatic_discount: form.automatic_discount,
    accumulate: form.accumulate,
    value: discountValueToBody(form.value),
    value_type: form.value_type,
    target_type: form.target_type,
    allocation_method: form.allocation_method,
    target_selection: form.target_selection,
    entitled_product_ids: entitled(form, form.entitled_product_ids),
    entitled_collection_ids: entitled(form, form.entitled_collection_ids),
    entitled_category_ids: entitled(form, form.entitled_category_ids),
    entitled_vendor_titles: entitled(form, form.entitled_vendor_titles),
    prerequisite_quantity_range:
      form.prerequisite_quantity === null
        ? null
        : { greater_than_or_equal_to: form.prerequisite_quantity },
    prerequisite_subtotal_range: subtotal === null ? null : { greater_than_or_equal_to: subtotal },
    prerequisite_shipping_price_range:
      shipping === null ? null : { less_than_or_equal_to: shipping },
    prerequisite_to_entitlement_quantity_ratio: ratioGiven
      ? {
          prerequisite_quantity: form.ratio_prerequisite_quantity ?? 0,
          entitled_quantity: form.ratio_entitled_quantity ?? 0,
        }
      : null,
    usage_limit: form.usage_limit ?? 0,
    allocation_limit: form.allocation_limit ?? 0,
    once_per_customer: form.once_per_customer,
    starts_at: shopTimestamp(form.starts_at, timeZone),
    ends_at: shopTimestamp(form.ends_at, timeZone),
  };
}

export function isPriceRuleFormChanged(form: PriceRuleForm, saved: PriceRule | null): boolean {
  const base = saved ? priceRuleToForm(saved) : newPriceRuleForm();
  // Compared without a zone: both sides are the same wall-clock times.
  return (
    JSON.stringify(formToPriceRuleBody(form, null)) !==
    JSON.stringify(formToPriceRuleBody(base, null))
  );
}

/** Under `entitled`, at least one list must name something (docs/DESIGN.md §7). */
export function entitledMissing(form: PriceRuleForm): boolean {
  return (
    form.target_selection === 'entitled' &&
    ENTITLED_FIELDS.every((field) => form[field].length === 0)
  );
}

/** The end before the start: both are wall-clock times of one zone, so text order is time order. */
export function scheduleReversed(form: Pick<PriceRuleForm, 'starts_at' | 'ends_at'>): boolean {
  return form.starts_at !== null && form.ends_at !== null && form.ends_at < form.starts_at;
}

/** Only one half of the buy-X-get-Y ratio given. */
export function ratioIncomplete(form: PriceRuleForm): boolean {
  return (form.ratio_prerequisite_quantity === null) !== (form.ratio_entitled_quantity === null);
}

/**
 * The field errors of a failed rule save, keyed like the body (`value`,
 * `entitled_product_ids.1`, `prerequisite_to_entitlement_quantity_ratio.entitled_quantity`):
 * the form shows each under the field that holds it. A 409 has no field: its detail is shown
 * by the error report.
 */
export function priceRuleSaveErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.status === 400 ? { ...error.errors } : {};
}

/**
 * The messages for the items of a list field (`entitled_product_ids.1`), each led by the name
 * of the item at that index, so that "No product with this id." says which one.
 */
export function itemMessages(
  errors: FieldErrors,
  field: string,
  labelOf: (index: number) => string,
): string[] {
  const messages: string[] = [];
  for (const [path, list] of Object.entries(errors)) {
    if (path === field) messages.push(...list);
    else if (path.startsWith(`${field}.`)) {
      const index = Number(path.slice(field.length + 1).split('.')[0]);
      const label = Number.isInteger(index) ? labelOf(index) : '';
      messages.push(...list.map((message) => (label ? `${label}: ${message}` : message)));
    }
  }
  return messages;
}

// Coupons.

/** 1–32 letters, digits, `-` or `_` (the server's pattern). */
export const CODE_PREFIX_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface CouponForm {
  /** The coupon's own rule; its title is the coupon's title. */
  rule: PriceRuleForm;
  title: string;
  code_prefix: string;
  can_redeem: boolean;
  /** Empty: no minimum (becomes the rule's subtotal prerequisite). */
  minimum_amount: string;
}

export function newCouponForm(): CouponForm {
  return {
    rule: newPriceRuleForm(),
    title: '',
    code_prefix: '',
    can_redeem: false,
    minimum_amount: '',
  };
}

/**
 * The POST body: the coupon's fields and its rule (never automatic, docs/SPECIFICATION.md rule 3; titled
 * by the coupon's `title`; its minimum through `minimum_amount`).
 */
export function formToCouponBody(form: CouponForm, timeZone: string | null): CouponBody {
  const {
    title: _title,
    prerequisite_subtotal_range: _subtotal,
    ...rule
  } = formToPriceRuleBody(form.rule, timeZone);
  return {
    title: form.title.trim(),
    code_prefix: form.code_prefix.trim(),
    can_redeem: form.can_redeem,
    minimum_amount: moneyOrNull(form.minimum_amount),
    price_rule: { ...rule, prerequisite_subtotal_range: null, automatic_discount: false },
  };
}

/**
 * The field errors of a failed coupon create, keyed like the wizard's fields: the rule's own
 * (`price_rule.value`) stay, its title is the coupon's `title`, its subtotal prerequisite the
 * `minimum_amount`, and a 409 `duplicate` belongs to the `code_prefix`.
 */
export function couponSaveErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(saveErrorsOf(error, 'code_prefix'))) {
    const field =
      path === 'price_rule.title'
        ? 'title'
        : path.startsWith('price_rule.prerequisite_subtotal_range')
          ? 'minimum_amount'
          : path;
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return errors;
}

/** The wizard's steps and the error paths each one shows. */
export const COUPON_STEPS = ['rule', 'coupon', 'review'] as const;

/** The first wizard step that shows one of these errors (0 rule, 1 coupon); null: none does. */
export function couponStepOf(errors: FieldErrors): number | null {
  const paths = Object.keys(errors);
  if (paths.some((path) => path === 'minimum_amount' || path.startsWith('price_rule.'))) return 0;
  if (paths.some((path) => ['title', 'code_prefix', 'can_redeem'].includes(path.split('.')[0]!)))
    return 1;
  return null;
}

export function couponTitle(coupon: Coupon): string {
  return coupon.legacy_fields.title || coupon.price_rule.title;
}

// Issuing codes.

export interface IssueCustomer {
  id: number;
  mobile: string;
  full_name: string;
}

/** One code per picked customer, in the order shown (the server's error indexes follow it). */
export function issueBody(couponId: number, customers: readonly IssueCustomer[]): CodeIssue[] {
  return customers.map((customer) => ({ customer_id: customer.id, coupon_id: couponId }));
}

export interface IssueProblem {
  index: number;
  customer: IssueCustomer | null;
  messages: string[];
}

/**
 * A refused bulk issue's errors (`2.customer_id`), each mapped back through its index to the
 * customer it was for; errors with no index (the whole body) come back with a null customer.
 */
export function issueProblems(error: unknown, customers: readonly IssueCustomer[]): IssueProblem[] {
  if (!(error instanceof ApiError)) return [];
  const byIndex = new Map<number, IssueProblem>();
  const general: IssueProblem[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const head = path.split('.')[0]!;
    const index = /^\d+$/.test(head) ? Number(head) : NaN;
    if (Number.isNaN(index)) {
      general.push({ index: -1, customer: null, messages: [...messages] });
      continue;
    }
    const problem = byIndex.get(index) ?? {
      index,
      customer: customers[index] ?? null,
      messages: [],
    };
    problem.messages.push(...messages);
    byIndex.set(index, problem);
  }
  return [...[...byIndex.values()].sort((a, b) => a.index - b.index), ...general];
}

// Reading.

/** `-10.00` percentage → "10% off"; `-20.00` fixed amount → "¥20.00 off". */
export function discountLabel(rule: Pick<PriceRule, 'value' | 'value_type'>, t: Translate): string {
  const amount = discountAmountOf(rule.value);
  return rule.value_type === 'percentage'
    ? t('discounts.valueOff.percentage', { value: amount.replace(/\.?0+$/, '') })
    : t('discounts.valueOff.fixed_amount', { value: amount });
}

/** A rule's time window in the shop's wall clock: "2026-11-21 00:00 – no end". */
export function windowLabel(rule: Pick<PriceRule, 'starts_at' | 'ends_at'>, t: Translate): string {
  return windowParts(rule, t).join(' ');
}

/** `windowLabel` in the parts a line may break between: ["2026-11-21 00:00 –", "no end"]. */
export function windowParts(
  rule: Pick<PriceRule, 'starts_at' | 'ends_at'>,
  t: Translate,
): string[] {
  if (!rule.starts_at && !rule.ends_at) return [t('discounts.window.always')];
  return [
    `${rule.starts_at ? formatTime(rule.starts_at) : t('discounts.window.noStart')} –`,
    rule.ends_at ? formatTime(rule.ends_at) : t('discounts.window.noEnd'),
  ];
}
