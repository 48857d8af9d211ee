import type { Generated, Selectable } from 'kysely';

export const TARGET_SELECTIONS = ['all', 'entitled'] as const;
export const TARGET_TYPES = ['line_item', 'shipping_line'] as const;
export const ALLOCATION_METHODS = ['across', 'each'] as const;
export const VALUE_TYPES = ['percentage', 'fixed_amount'] as const;
export const CODE_STATUSES = ['unused', 'used'] as const;
export type TargetSelection = (typeof TARGET_SELECTIONS)[number];
export type TargetType = (typeof TARGET_TYPES)[number];
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];
export type ValueType = (typeof VALUE_TYPES)[number];
export type CouponCodeStatus = (typeof CODE_STATUSES)[number];

/**
 * Money and percentages in hundredths (see lib/money): `value` -1000 is -10.00 (ten percent
 * with `percentage`, ten currency units with `fixed_amount`). Timestamps in epoch ms.
 */
export interface PriceRuleTable {
  id: Generated<number>;
  title: string;
  verbose_title: string;
  is_enabled: number;
  priority: number;
  usage_limit: number;
  once_per_customer: number;
  target_selection: TargetSelection;
  target_type: TargetType;
  allocation_method: AllocationMethod;
  value: number;
  value_type: ValueType;
  accumulate: number;
  automatic_discount: number;
  starts_at: number | null;
  ends_at: number | null;
  /** `prerequisite_quantity_range.greater_than_or_equal_to` (a quantity). */
  prerequisite_quantity_min: number | null;
  /** `prerequisite_subtotal_range.greater_than_or_equal_to` (cents). */
  prerequisite_subtotal_min: number | null;
  /** `prerequisite_shipping_price_range.less_than_or_equal_to` (cents). */
  prerequisite_shipping_price_max: number | null;
  /** `prerequisite_to_entitlement_quantity_ratio`: both set or both null. */
  prerequisite_ratio_quantity: number | null;
  entitled_ratio_quantity: number | null;
  allocation_limit: number;
  /** Paid orders that got this rule (cancelling one gives its use back). */
  times_used: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Who used a `once_per_customer` rule, with which paid order (one row per customer). */
export interface PriceRuleCustomerTable {
  price_rule_id: number;
  customer_id: number;
  order_id: number;
}

export interface PriceRuleProductTable {
  price_rule_id: number;
  product_id: number;
  position: number;
}

export interface PriceRuleCollectionTable {
  price_rule_id: number;
  collection_id: number;
  position: number;
}

export interface PriceRuleCategoryTable {
  price_rule_id: number;
  category_id: number;
  position: number;
}

export interface PriceRuleVendorTable {
  price_rule_id: number;
  vendor_id: number;
  position: number;
}

export interface CouponTable {
  id: Generated<number>;
  code_prefix: string;
  can_redeem: number;
  price_rule_id: number;
  created_at: number;
  updated_at: number;
}

export interface CouponCodeTable {
  id: Generated<number>;
  coupon_id: number;
  customer_id: number;
  /** The full code: the coupon's prefix and a suffix; unique. */
  code: string;
  status: CouponCodeStatus;
  used_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface DiscountTables {
  price_rule: PriceRuleTable;
  price_rule_product: PriceRuleProductTable;
  price_rule_collection: PriceRuleCollectionTable;
  price_rule_category: PriceRuleCategoryTable;
  price_rule_vendor: PriceRuleVendorTable;
  coupon: CouponTable;
  coupon_code: CouponCodeTable;
  price_rule_customer: PriceRuleCustomerTable;
}

export type PriceRuleRow = Selectable<PriceRuleTable>;
export type CouponRow = Selectable<CouponTable>;
