import { z } from 'zod';
import { defineFilters } from '../../http/filters';
import {
  decimalInput,
  decimalText,
  formatDecimal,
  formatDecimalOrNull,
  MAX_DECIMAL,
} from '../../lib/money';
import { MAX_PAGE_SIZE, pageQuery } from '../../http/paging';
import {
  formatTimestamp,
  formatTimestampOrNull,
  isTimestampText,
  timestampOut,
} from '../../lib/time';
import { customerRefOut, presentCustomerRef } from '../customers';
import type { CustomerRow } from '../../db/tables/customers';
import { CODE_PATTERN, CODE_PREFIX_PATTERN } from './codes';
import { codesByStatus, type CouponCodeRecord, type Entitlements } from './repository';
import {
  ALLOCATION_METHODS,
  CODE_STATUSES,
  TARGET_SELECTIONS,
  TARGET_TYPES,
  VALUE_TYPES,
  type CouponRow,
  type PriceRuleRow,
} from '../../db/tables/discounts';
import { nameComponents } from '../../http/openapi';
import { zodMessage } from '../../lib/i18n';

/** `available` is a filter value only: unused and inside the time window. */
export const CODE_STATUS_FILTERS = ['unused', 'used', 'available'] as const;

/** The lowest percentage: -100.00 (everything off), in hundredths. */
const MIN_PERCENTAGE = -100_00;
const MAX_INT = 2_147_483_647;

const choose = (values: readonly string[]) => ({
  message: zodMessage('filter.choice', { values: values.join(', ') }),
});

// Inputs.

const idInput = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const titleInput = z.string().trim().min(1).max(255);
const limitInput = z.number().int().min(0).max(MAX_INT);
/** A count written as a number or a string of digits (`"2"`, as the spec shows the ranges). */
const countInput = (min: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(MAX_INT));

// docs/SPECIFICATION.md "Discounts", rule 1: the body timestamp pattern; without an offset the shop's zone.
const RULE_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?$/;
export const ruleTimestampInput = z
  .string()
  .refine((text) => RULE_TIMESTAMP.test(text) && isTimestampText(text), {
    message: zodMessage('time.iso_format'),
  });

const entitledIds = z.array(idInput).max(1000).nullable().default(null);

/** The entitled lists of a rule, as the body names them. */
export const ENTITLED_FIELDS = [
  'entitled_product_ids',
  'entitled_collection_ids',
  'entitled_category_ids',
  'entitled_vendor_titles',
] as const;

/** The fields of a price rule body; omitted ones take their defaults (PUT replaces all). */
const ruleFields = {
  is_enabled: z.boolean().default(true),
  priority: z.number().int().min(-MAX_INT).max(MAX_INT).default(0),
  title: titleInput,
  verbose_title: z.string().trim().max(1000).default(''),
  usage_limit: limitInput.default(0),
  once_per_customer: z.boolean().default(false),
  target_selection: z.enum(TARGET_SELECTIONS, choose(TARGET_SELECTIONS)).default('all'),
  entitled_product_ids: entitledIds,
  entitled_collection_ids: entitledIds,
  entitled_category_ids: entitledIds,
  entitled_vendor_titles: z.array(titleInput).max(1000).nullable().default(null),
  starts_at: ruleTimestampInput.nullable().default(null),
  ends_at: ruleTimestampInput.nullable().default(null),
  automatic_discount: z.boolean().default(false),
  target_type: z.enum(TARGET_TYPES, choose(TARGET_TYPES)).default('line_item'),
  allocation_method: z.enum(ALLOCATION_METHODS, choose(ALLOCATION_METHODS)).default('across'),
  value: decimalInput({ min: -MAX_DECIMAL, max: MAX_DECIMAL }),
  value_type: z.enum(VALUE_TYPES, choose(VALUE_TYPES)),
  accumulate: z.boolean().default(false),
  prerequisite_quantity_range: z
    .object({ greater_than_or_equal_to: countInput(0) })
    .nullable()
    .default(null),
  prerequisite_shipping_price_range: z
    .object({ less_than_or_equal_to: decimalInput({ min: 0, max: MAX_DECIMAL }) })
    .nullable()
    .default(null),
  prerequisite_subtotal_range: z
    .object({ greater_than_or_equal_to: decimalInput({ min: 0, max: MAX_DECIMAL }) })
    .nullable()
    .default(null),
  prerequisite_to_entitlement_quantity_ratio: z
    .object({ prerequisite_quantity: countInput(1), entitled_quantity: countInput(1) })
    .nullable()
    .default(null),
  allocation_limit: limitInput.default(0),
};

type RuleFields = z.output<z.ZodObject<typeof ruleFields>>;

/**
 * The rules of a rule body that tie fields together (docs/SPECIFICATION.md rules 2 and 4, docs/DESIGN.md §7); each
 * problem names its field. Existence of entitled ids and the time order need the database and
 * the shop's zone: the service checks them.
 */
function refineRule(rule: Omit<RuleFields, 'title'>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (rule.value >= 0) issue(['value'], zodMessage('discounts.value_negative'));
  else if (rule.value_type === 'percentage' && rule.value < MIN_PERCENTAGE)
    issue(['value'], zodMessage('discounts.percentage_range'));
  for (const field of ENTITLED_FIELDS) {
    const list: readonly unknown[] = rule[field] ?? [];
    if (rule.target_selection === 'all' && list.length)
      issue([field], zodMessage('discounts.entitled_with_all'));
    list.forEach((item, index) => {
      if (list.indexOf(item) !== index) issue([field, index], zodMessage('field.listed_twice'));
    });
  }
  if (
    rule.target_selection === 'entitled' &&
    ENTITLED_FIELDS.every((field) => !rule[field]?.length)
  )
    issue(['entitled_product_ids'], zodMessage('discounts.entitled_needed'));
}

export const priceRuleBody = z.object(ruleFields).superRefine(refineRule);

const prefixInput = z
  .string()
  .trim()
  .regex(CODE_PREFIX_PATTERN, {
    message: zodMessage('discounts.code_chars_32'),
  });

/**
 * A coupon's own price rule: `title` may come from the coupon's `title`, and it cannot be
 * automatic (docs/SPECIFICATION.md rule 3).
 */
const couponRuleBody = z
  .object({ ...ruleFields, title: titleInput.optional() })
  .superRefine((rule, ctx) => {
    refineRule(rule, ctx);
    if (rule.automatic_discount)
      ctx.addIssue({
        code: 'custom',
        path: ['automatic_discount'],
        message: zodMessage('discounts.coupon_rule_automatic'),
      });
  });

export const couponCreate = z
  .object({
    /** The rule's title when `price_rule.title` is left out. */
    title: titleInput.optional(),
    code_prefix: prefixInput,
    can_redeem: z.boolean().default(false),
    /** Becomes `price_rule.prerequisite_subtotal_range.greater_than_or_equal_to`. */
    minimum_amount: decimalInput({ min: 0, max: MAX_DECIMAL }).nullable().optional(),
    price_rule: couponRuleBody,
  })
  .superRefine((body, ctx) => {
    if (body.title === undefined && body.price_rule.title === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: zodMessage('discounts.title_needed'),
      });
  });

/** Bulk issue: one element per code, at most one page of them. */
export const codeIssueBody = z
  .array(z.object({ customer_id: idInput, coupon_id: idInput }))
  .min(1, { message: zodMessage('discounts.codes_needed') })
  .max(MAX_PAGE_SIZE, { message: zodMessage('discounts.issue_at_most', { n: MAX_PAGE_SIZE }) });

export const codeUpdateBody = z.object({
  customer_id: idInput,
  coupon_id: idInput,
  /** Left out: the current code (a new one when the coupon changes). */
  code: z
    .string()
    .trim()
    .regex(CODE_PATTERN, { message: zodMessage('discounts.code_chars_64') })
    .optional(),
  status: z.enum(CODE_STATUSES, choose(CODE_STATUSES)),
});

// List filters.

const ruleFilterSpecs = defineFilters({
  id: { column: 'price_rule.id', kind: 'int', ops: ['eq', 'in'] },
  automatic_discount: { column: 'price_rule.automatic_discount', kind: 'bool', ops: ['eq'] },
  title: { column: 'price_rule.title', kind: 'string', ops: ['eq'] },
  // docs/DESIGN.md §7: `starts_at` lists rules starting at or after, `ends_at` ending at or before.
  starts_at: { column: 'price_rule.starts_at', kind: 'timestamp', ops: ['gte'] },
  ends_at: { column: 'price_rule.ends_at', kind: 'timestamp', ops: ['lte'] },
});
const { starts_at__gte, ends_at__lte, ...ruleEqualityShape } = ruleFilterSpecs.shape;

/** The price rule filters, with `starts_at` / `ends_at` read as the bounds they are. */
export const priceRuleFilters = {
  shape: { ...ruleEqualityShape, starts_at: starts_at__gte!, ends_at: ends_at__lte! },
  conditions: (query: Record<string, unknown>, context: { timeZone: string }) =>
    ruleFilterSpecs.conditions(
      { ...query, starts_at__gte: query.starts_at, ends_at__lte: query.ends_at },
      context,
    ),
};

export const couponFilters = defineFilters({
  id: { column: 'coupon.id', kind: 'int', ops: ['eq', 'in'] },
  code_prefix: { column: 'coupon.code_prefix', kind: 'string', ops: ['eq', 'in'] },
  can_redeem: { column: 'coupon.can_redeem', kind: 'bool', ops: ['eq'] },
  price_rule__value_type: {
    column: 'price_rule.value_type',
    kind: { enum: VALUE_TYPES },
    ops: ['eq', 'in'],
  },
  price_rule__title: { column: 'price_rule.title', kind: 'string', ops: ['eq', 'icontains'] },
  created_at: { column: 'coupon.created_at', kind: 'timestamp', ops: ['gte', 'lte'] },
});

/**
 * The coupon code filters; `status=available` depends on the time, so the filters are made for
 * the moment of the request (the query shape is the same for every moment).
 */
export const couponCodeFilters = (now: number) =>
  defineFilters({
    id: { column: 'coupon_code.id', kind: 'int', ops: ['eq', 'in'] },
    status: {
      column: 'coupon_code.id',
      kind: { enum: CODE_STATUS_FILTERS },
      ops: ['eq', 'in'],
      members: (test) => codesByStatus(now, test),
    },
    customer: { column: 'coupon_code.customer_id', kind: 'int', ops: ['eq'] },
    coupon: { column: 'coupon_code.coupon_id', kind: 'int', ops: ['eq'] },
  });

export const priceRuleListQuery = z.object({ ...pageQuery, ...priceRuleFilters.shape });
export const couponListQuery = z.object({ ...pageQuery, ...couponFilters.shape });
export const couponCodeListQuery = z.object({ ...pageQuery, ...couponCodeFilters(0).shape });

// Outputs (whitelists of the spec's shapes).

export const priceRuleOut = z.object({
  id: z.number().int(),
  is_enabled: z.boolean(),
  priority: z.number().int(),
  title: z.string(),
  verbose_title: z.string(),
  usage_limit: z.number().int(),
  once_per_customer: z.boolean(),
  target_selection: z.enum(TARGET_SELECTIONS),
  entitled_product_ids: z.array(z.number().int()).nullable(),
  entitled_collection_ids: z.array(z.number().int()).nullable(),
  entitled_category_ids: z.array(z.number().int()).nullable(),
  entitled_vendor_titles: z.array(z.string()).nullable(),
  starts_at: timestampOut.nullable(),
  ends_at: timestampOut.nullable(),
  automatic_discount: z.boolean(),
  target_type: z.enum(TARGET_TYPES),
  allocation_method: z.enum(ALLOCATION_METHODS),
  value: decimalText,
  value_type: z.enum(VALUE_TYPES),
  accumulate: z.boolean(),
  prerequisite_quantity_range: z.object({ greater_than_or_equal_to: z.string() }).nullable(),
  prerequisite_shipping_price_range: z.object({ less_than_or_equal_to: decimalText }).nullable(),
  prerequisite_subtotal_range: z.object({ greater_than_or_equal_to: decimalText }).nullable(),
  prerequisite_to_entitlement_quantity_ratio: z
    .object({ prerequisite_quantity: z.number().int(), entitled_quantity: z.number().int() })
    .nullable(),
  allocation_limit: z.number().int(),
});

export const couponOut = z.object({
  id: z.number().int(),
  code_prefix: z.string(),
  can_redeem: z.boolean(),
  created_at: timestampOut,
  used_count: z.number().int(),
  redeem_count: z.number().int(),
  price_rule_id: z.number().int(),
  price_rule: priceRuleOut,
  legacy_fields: z
    .object({ title: z.string(), minimum_amount: decimalText.nullable() })
    .meta({ description: "The coupon body's flat fields, read from its price rule" }),
});

export const couponRefOut = couponOut.pick({ id: true, code_prefix: true, can_redeem: true });

export const couponCodeOut = z.object({
  id: z.number().int(),
  customer: customerRefOut,
  coupon: couponRefOut,
  customer_id: z.number().int(),
  coupon_id: z.number().int(),
  code: z.string(),
  status: z.enum(CODE_STATUSES),
  used_at: timestampOut.nullable(),
  created_at: timestampOut,
  starts_at: timestampOut.nullable(),
  ends_at: timestampOut.nullable(),
  title: z.string(),
  verbose_title: z.string(),
});

export type PriceRuleOut = z.infer<typeof priceRuleOut>;
export type CouponOut = z.infer<typeof couponOut>;
export type CouponCodeOut = z.infer<typeof couponCodeOut>;

/** A rule with its entitlements. */
export interface RuleDetail {
  row: PriceRuleRow;
  entitled: Entitlements;
}

/** A coupon with its rule and the counts of its codes. */
export interface CouponDetail {
  row: CouponRow;
  rule: RuleDetail;
  issued: number;
  used: number;
}

/** A code with its coupon's and rule's fields and its customer. */
export interface CodeDetail {
  row: CouponCodeRecord;
  customer: CustomerRow;
}

export function presentPriceRule({ row, entitled }: RuleDetail, zone: string): PriceRuleOut {
  // Under `all` the entitled lists are not set (docs/SPECIFICATION.md rule 2): null, never empty lists.
  const lists = row.target_selection === 'entitled';
  return {
    id: row.id,
    is_enabled: row.is_enabled === 1,
    priority: row.priority,
    title: row.title,
    verbose_title: row.verbose_title,
    usage_limit: row.usage_limit,
    once_per_customer: row.once_per_customer === 1,
    target_selection: row.target_selection,
    entitled_product_ids: lists ? entitled.productIds : null,
    entitled_collection_ids: lists ? entitled.collectionIds : null,
    entitled_category_ids: lists ? entitled.categoryIds : null,
    entitled_vendor_titles: lists ? entitled.vendors.map((vendor) => vendor.title) : null,
    starts_at: formatTimestampOrNull(row.starts_at, zone),
    ends_at: formatTimestampOrNull(row.ends_at, zone),
    automatic_discount: row.automatic_discount === 1,
    target_type: row.target_type,
    allocation_method: row.allocation_method,
    value: formatDecimal(row.value),
    value_type: row.value_type,
    accumulate: row.accumulate === 1,
    prerequisite_quantity_range:
      row.prerequisite_quantity_min === null
        ? null
        : { greater_than_or_equal_to: String(row.prerequisite_quantity_min) },
    prerequisite_shipping_price_range:
      row.prerequisite_shipping_price_max === null
        ? null
        : { less_than_or_equal_to: formatDecimal(row.prerequisite_shipping_price_max) },
    prerequisite_subtotal_range:
      row.prerequisite_subtotal_min === null
        ? null
        : { greater_than_or_equal_to: formatDecimal(row.prerequisite_subtotal_min) },
    prerequisite_to_entitlement_quantity_ratio:
      row.prerequisite_ratio_quantity === null || row.entitled_ratio_quantity === null
        ? null
        : {
            prerequisite_quantity: row.prerequisite_ratio_quantity,
            entitled_quantity: row.entitled_ratio_quantity,
          },
    allocation_limit: row.allocation_limit,
  };
}

export function presentCoupon(detail: CouponDetail, zone: string): CouponOut {
  const { row, rule } = detail;
  return {
    id: row.id,
    code_prefix: row.code_prefix,
    can_redeem: row.can_redeem === 1,
    created_at: formatTimestamp(row.created_at, zone),
    used_count: detail.used,
    redeem_count: detail.issued,
    price_rule_id: row.price_rule_id,
    price_rule: presentPriceRule(rule, zone),
    legacy_fields: {
      title: rule.row.title,
      minimum_amount: formatDecimalOrNull(rule.row.prerequisite_subtotal_min),
    },
  };
}

export function presentCouponCode({ row, customer }: CodeDetail, zone: string): CouponCodeOut {
  return {
    id: row.id,
    customer: presentCustomerRef(customer),
    coupon: { id: row.coupon_id, code_prefix: row.code_prefix, can_redeem: row.can_redeem === 1 },
    customer_id: row.customer_id,
    coupon_id: row.coupon_id,
    code: row.code,
    status: row.status,
    used_at: formatTimestampOrNull(row.used_at, zone),
    created_at: formatTimestamp(row.created_at, zone),
    starts_at: formatTimestampOrNull(row.starts_at, zone),
    ends_at: formatTimestampOrNull(row.ends_at, zone),
    title: row.title,
    verbose_title: row.verbose_title,
  };
}

// The resource shapes as named components of the OpenAPI document.
nameComponents({
  PriceRule: priceRuleOut,
  Coupon: couponOut,
  CouponCode: couponCodeOut,
});
