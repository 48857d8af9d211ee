import { call, fetchAllPages, type Page, type PageQuery } from './client';

// Discounts (API-SPEC "Discounts", DESIGN §7): price rules, coupons with their own rule, and
// coupon codes issued to customers. Scopes `discounts:read` / `discounts:write`.

export const VALUE_TYPES = ['percentage', 'fixed_amount'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];
export const TARGET_SELECTIONS = ['all', 'entitled'] as const;
export type TargetSelection = (typeof TARGET_SELECTIONS)[number];
export const TARGET_TYPES = ['line_item', 'shipping_line'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];
export const ALLOCATION_METHODS = ['across', 'each'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];
export const CODE_STATUSES = ['unused', 'used'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
/** `available` is a filter value only: unused and inside the rule's time window. */
export const CODE_STATUS_FILTERS = ['unused', 'used', 'available'] as const;
export type CodeStatusFilter = (typeof CODE_STATUS_FILTERS)[number];

export interface PriceRule {
  id: number;
  is_enabled: boolean;
  /** Larger first; may be negative. */
  priority: number;
  title: string;
  verbose_title: string;
  /** 0: unlimited. */
  usage_limit: number;
  once_per_customer: boolean;
  target_selection: TargetSelection;
  /** Null under `all`. */
  entitled_product_ids: number[] | null;
  entitled_collection_ids: number[] | null;
  entitled_category_ids: number[] | null;
  entitled_vendor_titles: string[] | null;
  starts_at: string | null;
  ends_at: string | null;
  automatic_discount: boolean;
  target_type: TargetType;
  allocation_method: AllocationMethod;
  /** Negative decimal string: `"-10.00"` (10 % off, or 10.00 off). */
  value: string;
  value_type: ValueType;
  accumulate: boolean;
  prerequisite_quantity_range: { greater_than_or_equal_to: string } | null;
  prerequisite_shipping_price_range: { less_than_or_equal_to: string } | null;
  prerequisite_subtotal_range: { greater_than_or_equal_to: string } | null;
  prerequisite_to_entitlement_quantity_ratio: {
    prerequisite_quantity: number;
    entitled_quantity: number;
  } | null;
  /** 0: unlimited. */
  allocation_limit: number;
}

/** A POST/PUT body: PUT replaces the rule, omitted fields take their defaults. */
export type PriceRuleBody = Omit<PriceRule, 'id' | 'prerequisite_quantity_range'> & {
  prerequisite_quantity_range: { greater_than_or_equal_to: number } | null;
};

export interface PriceRuleListQuery extends PageQuery {
  id?: number;
  id__in?: string;
  automatic_discount?: boolean;
  /** The exact title. */
  title?: string;
  /** Rules starting at or after. */
  starts_at?: string;
  /** Rules ending at or before. */
  ends_at?: string;
}

export interface Coupon {
  id: number;
  code_prefix: string;
  /** Can be redeemed by a coupon phrase. */
  can_redeem: boolean;
  created_at: string;
  /** Its codes with status `used`. */
  used_count: number;
  /** Its codes issued. */
  redeem_count: number;
  price_rule_id: number;
  price_rule: PriceRule;
  legacy_fields: { title: string; minimum_amount: string | null };
}

/** The coupon's own rule: no `title` (the coupon's) and never automatic. */
export type CouponRuleBody = Omit<PriceRuleBody, 'title'> & { title?: string };

export interface CouponBody {
  /** Becomes the rule's title. */
  title: string;
  code_prefix: string;
  can_redeem: boolean;
  /** Becomes `price_rule.prerequisite_subtotal_range`. */
  minimum_amount?: string | null;
  price_rule: CouponRuleBody;
}

export interface CouponListQuery extends PageQuery {
  id?: number;
  id__in?: string;
  code_prefix?: string;
  code_prefix__in?: string;
  can_redeem?: boolean;
  price_rule__value_type?: ValueType;
  price_rule__value_type__in?: string;
  price_rule__title?: string;
  price_rule__title__icontains?: string;
  created_at__gte?: string;
  created_at__lte?: string;
}

export interface CodeCustomer {
  id: number;
  mobile: string;
  full_name: string;
  gender: string;
  email: string | null;
}

export interface CouponCode {
  id: number;
  customer: CodeCustomer;
  coupon: Pick<Coupon, 'id' | 'code_prefix' | 'can_redeem'>;
  customer_id: number;
  coupon_id: number;
  code: string;
  status: CodeStatus;
  used_at: string | null;
  created_at: string;
  starts_at: string | null;
  ends_at: string | null;
  title: string;
  verbose_title: string;
}

export interface CodeIssue {
  customer_id: number;
  coupon_id: number;
}

export interface CodeUpdate {
  customer_id: number;
  coupon_id: number;
  status: CodeStatus;
  /** Left out: the code stays. */
  code?: string;
}

export interface CouponCodeListQuery extends PageQuery {
  id?: number;
  id__in?: string;
  status?: CodeStatusFilter;
  status__in?: string;
  customer?: number;
  coupon?: number;
}

const RULES = 'discounts/price_rule/';
const COUPONS = 'discounts/coupon/';
/** The coupon codes list (its exports too). */
export const COUPON_CODES_PATH = 'discounts/coupon_code/';

export function listPriceRules(query: PriceRuleListQuery = {}): Promise<Page<PriceRule>> {
  return call('get', RULES, { searchParams: { ...query } });
}

export function getPriceRule(id: number): Promise<PriceRule> {
  return call('get', `${RULES}${id}/`);
}

export function createPriceRule(body: PriceRuleBody): Promise<PriceRule> {
  return call('post', RULES, { json: body });
}

/** PUT: the body replaces the rule; a coupon's rule cannot become automatic (400). */
export function replacePriceRule(id: number, body: PriceRuleBody): Promise<PriceRule> {
  return call('put', `${RULES}${id}/`, { json: body });
}

/** 409 `price_rule_in_use` when a coupon uses the rule. */
export function deletePriceRule(id: number): Promise<void> {
  return call('delete', `${RULES}${id}/`);
}

export function listCoupons(query: CouponListQuery = {}): Promise<Page<Coupon>> {
  return call('get', COUPONS, { searchParams: { ...query } });
}

/** Every coupon (for pickers such as the code list's coupon filter). */
export function listAllCoupons(): Promise<Coupon[]> {
  return fetchAllPages<Coupon>(COUPONS);
}

export function getCoupon(id: number): Promise<Coupon> {
  return call('get', `${COUPONS}${id}/`);
}

/** The coupon and its rule in one transaction; 409 `duplicate` for a taken `code_prefix`. */
export function createCoupon(body: CouponBody): Promise<Coupon> {
  return call('post', COUPONS, { json: body });
}

/** Deletes the coupon, its codes and its rule. */
export function deleteCoupon(id: number): Promise<void> {
  return call('delete', `${COUPONS}${id}/`);
}

export function listCouponCodes(query: CouponCodeListQuery = {}): Promise<Page<CouponCode>> {
  return call('get', COUPON_CODES_PATH, { searchParams: { ...query } });
}

/**
 * Issues one code per element, all or none: a bad element is a 400 whose `errors` are keyed
 * by its index (`2.customer_id`). Answers the created codes as one page.
 */
export function issueCouponCodes(items: CodeIssue[]): Promise<Page<CouponCode>> {
  return call('post', COUPON_CODES_PATH, { json: items });
}

/** 409 `duplicate` (code taken) or `once_per_customer`. */
export function updateCouponCode(id: number, body: CodeUpdate): Promise<CouponCode> {
  return call('put', `${COUPON_CODES_PATH}${id}/`, { json: body });
}

export function deleteCouponCode(id: number): Promise<void> {
  return call('delete', `${COUPON_CODES_PATH}${id}/`);
}
