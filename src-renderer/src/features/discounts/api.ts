import {
  answer,
  api,
  fetchAllPages,
  type Page,
  type Query,
  type Schemas,
} from '@/shared/api/client';

/** The coupon codes list (its exports too). */
export const COUPON_CODES_PATH = 'discounts/coupon_code/';

// Discounts (docs/SPECIFICATION.md "Discounts", docs/DESIGN.md §7): price rules, coupons with their own rule, and
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

/**
 * A rule: `priority` larger first (may be negative); `usage_limit` and `allocation_limit` 0 is
 * unlimited; `entitled_*` null under `all`; `value` a negative decimal (`"-10.00"`).
 */
export type PriceRule = Schemas['PriceRule'];

/** A POST/PUT body: PUT replaces the rule, omitted fields take their defaults. */
export type PriceRuleBody = Omit<PriceRule, 'id' | 'prerequisite_quantity_range'> & {
  prerequisite_quantity_range: { greater_than_or_equal_to: number } | null;
};

export type PriceRuleListQuery = Query<'/api/discounts/price_rule/'>;

/** A coupon: `used_count` its codes used, `redeem_count` its codes issued. */
export type Coupon = Schemas['Coupon'];

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

export type CouponListQuery = Query<'/api/discounts/coupon/'>;

export type CodeCustomer = CouponCode['customer'];

export type CouponCode = Schemas['CouponCode'];

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

export type CouponCodeListQuery = Query<'/api/discounts/coupon_code/'>;

export function listPriceRules(query: PriceRuleListQuery = {}): Promise<Page<PriceRule>> {
  return answer(api.GET('/api/discounts/price_rule/', { params: { query } }));
}

export function getPriceRule(id: number): Promise<PriceRule> {
  return answer(api.GET('/api/discounts/price_rule/{id}/', { params: { path: { id } } }));
}

export function createPriceRule(body: PriceRuleBody): Promise<PriceRule> {
  return answer(api.POST('/api/discounts/price_rule/', { body }));
}

/** PUT: the body replaces the rule; a coupon's rule cannot become automatic (400). */
export function replacePriceRule(id: number, body: PriceRuleBody): Promise<PriceRule> {
  return answer(api.PUT('/api/discounts/price_rule/{id}/', { params: { path: { id } }, body }));
}

/** 409 `price_rule_in_use` when a coupon uses the rule. */
export async function deletePriceRule(id: number): Promise<void> {
  await api.DELETE('/api/discounts/price_rule/{id}/', { params: { path: { id } } });
}

export function listCoupons(query: CouponListQuery = {}): Promise<Page<Coupon>> {
  return answer(api.GET('/api/discounts/coupon/', { params: { query } }));
}

/** Every coupon (for pickers such as the code list's coupon filter). */
export function listAllCoupons(): Promise<Coupon[]> {
  return fetchAllPages<Coupon>('discounts/coupon/');
}

export function getCoupon(id: number): Promise<Coupon> {
  return answer(api.GET('/api/discounts/coupon/{id}/', { params: { path: { id } } }));
}

/** The coupon and its rule in one transaction; 409 `duplicate` for a taken `code_prefix`. */
export function createCoupon(body: CouponBody): Promise<Coupon> {
  return answer(api.POST('/api/discounts/coupon/', { body }));
}

/** Deletes the coupon, its codes and its rule. */
export async function deleteCoupon(id: number): Promise<void> {
  await api.DELETE('/api/discounts/coupon/{id}/', { params: { path: { id } } });
}

export function listCouponCodes(query: CouponCodeListQuery = {}): Promise<Page<CouponCode>> {
  return answer(api.GET('/api/discounts/coupon_code/', { params: { query } }));
}

/**
 * Issues one code per element, all or none: a bad element is a 400 whose `errors` are keyed
 * by its index (`2.customer_id`). Answers the created codes as one page.
 */
export function issueCouponCodes(items: CodeIssue[]): Promise<Page<CouponCode>> {
  return answer(api.POST('/api/discounts/coupon_code/', { body: items }));
}

/** 409 `duplicate` (code taken) or `once_per_customer`. */
export function updateCouponCode(id: number, body: CodeUpdate): Promise<CouponCode> {
  return answer(api.PUT('/api/discounts/coupon_code/{id}/', { params: { path: { id } }, body }));
}

/** Marks a code used (the server sets `used_at`) or unused (it clears it). */
export function setCouponCodeStatus(code: CouponCode, status: CodeStatus): Promise<CouponCode> {
  return updateCouponCode(code.id, {
    customer_id: code.customer_id,
    coupon_id: code.coupon_id,
    status,
  });
}

export async function deleteCouponCode(id: number): Promise<void> {
  await api.DELETE('/api/discounts/coupon_code/{id}/', { params: { path: { id } } });
}
