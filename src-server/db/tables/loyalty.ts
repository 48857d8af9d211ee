import type { Generated, Selectable } from 'kysely';

/**
 * A loyalty level (docs/DESIGN.md §7). `gain_points` is kept in ten-thousandths (0.5 → 5000) so that
 * the points an order earns are computed exactly, never through a binary float.
 */
export interface LoyaltyLevelTable {
  id: Generated<number>;
  title: string;
  /** Lifetime earned points needed to reach the level; unique; 0 is the base level. */
  condition_points: number;
  sign_points: number;
  gain_points_e4: number;
  /** Points per currency unit redeemed; 0: customers at this level cannot redeem. */
  redeem_points: number;
  /** Most points one order may redeem; 0 is unlimited. */
  redeem_limitation: number;
  /** Most points redeemed in a calendar month of the shop's time zone; 0 is unlimited. */
  redeem_limitation_monthly: number;
}

/**
 * `buy`: earned by paying an order · `refund`: an order's cancellation giving back what it
 * redeemed (positive) or taking back what it earned (negative) · `manual`: an adjustment ·
 * `redeem`: spent on an order (negative).
 */
export const POINT_KINDS = ['buy', 'refund', 'manual', 'redeem'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** Append-only: the customer's balance (`customer.points`) is the sum of his entries. */
export interface PointHistoryTable {
  id: Generated<number>;
  customer_id: number;
  /** Never 0: positive credits, negative debits. */
  points: number;
  kind: PointKind;
  /** The order of `buy`, `refund` and `redeem` entries; null for `manual`. */
  order_id: number | null;
  /** Why a manager adjusted the points (`manual`); empty on the others. */
  reason: Generated<string>;
  created_at: number;
  /** The refund transaction a partial refund's `refund` entry belongs to; null otherwise. */
  order_transaction_id: Generated<number | null>;
}

export interface LoyaltyTables {
  loyalty_level: LoyaltyLevelTable;
  point_history: PointHistoryTable;
}

export type LoyaltyLevelRow = Selectable<LoyaltyLevelTable>;
export type PointHistoryRow = Selectable<PointHistoryTable>;
