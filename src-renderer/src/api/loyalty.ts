import { call, fetchAllPages, type Page, type PageQuery } from './client';
import type { Customer } from './customers';

// Loyalty (API-SPEC "Loyalty", DESIGN §7).

export interface LoyaltyLevel {
  id: number;
  title: string;
  /** Lifetime earned points needed to reach the level; the level with 0 is the base level. */
  condition_points: number;
  sign_points: number;
  /** Extra points per currency unit spent, on top of the base 1 point. */
  gain_points: number;
  /** Points that redeem one currency unit; 0: customers at this level cannot redeem. */
  redeem_points: number;
  /** Most points one order may redeem; 0 is unlimited. */
  redeem_limitation: number;
  /** Most points redeemed in a calendar month; 0 is unlimited. */
  redeem_limitation_monthly: number;
}

/** POST and PUT body: PUT replaces the whole level. */
export type LevelBody = Omit<LoyaltyLevel, 'id'>;

export type PointKind = 'buy' | 'refund' | 'manual' | 'redeem';
export const POINT_KINDS: readonly PointKind[] = ['buy', 'redeem', 'refund', 'manual'];

/** The order of an entry, as `GET order/{id}` shows it (the fields the screens use). */
export interface PointOrder {
  id: number;
  order_number: number;
  title: string;
  total_price: string;
  redeem_points: number;
  points_price: string;
  order_status: string;
  financial_status: string;
}

interface PointEntryBase {
  id: number;
  customer: Customer;
  /** Positive credits, negative debits; never 0. */
  points: number;
  kind: PointKind;
  /** Why a manager adjusted the points (kind `manual`); empty otherwise. */
  reason: string;
  created_at: string;
}

/** An entry of the history list and the adjust answer. */
export interface PointEntry extends PointEntryBase {
  /** Null for `manual`. */
  order: PointOrder | null;
}

/** The single-entry answer: `order_id` instead of the order. */
export interface PointEntryDetail extends PointEntryBase {
  order_id: number | null;
}

export interface PointHistoryQuery extends PageQuery {
  customer?: number;
  /** Comma list of customer ids. */
  customer__in?: string;
}

export interface AdjustBody {
  customer_id: number;
  /** Not 0: positive adds, negative takes away (never below a balance of zero). */
  points: number;
  reason?: string;
}

const LEVELS = 'loyalty/level/';
/** The point history list (its exports too). */
export const POINT_HISTORY_PATH = 'loyalty/point_history/';

/** Every level (a shop has a handful). */
export function listAllLevels(): Promise<LoyaltyLevel[]> {
  return fetchAllPages<LoyaltyLevel>(LEVELS);
}

export function getLevel(id: number): Promise<LoyaltyLevel> {
  return call('get', `${LEVELS}${id}/`);
}

/** 409 `duplicate` when another level has the condition_points. */
export function createLevel(body: LevelBody): Promise<LoyaltyLevel> {
  return call('post', LEVELS, { json: body });
}

/** The whole level; 409 `base_level` when the base level's condition would leave 0. */
export function replaceLevel(id: number, body: LevelBody): Promise<LoyaltyLevel> {
  return call('put', `${LEVELS}${id}/`, { json: body });
}

/** 409 `base_level` for the base level. */
export function deleteLevel(id: number): Promise<void> {
  return call('delete', `${LEVELS}${id}/`);
}

/** Newest first. */
export function listPointHistory(query: PointHistoryQuery = {}): Promise<Page<PointEntry>> {
  return call('get', POINT_HISTORY_PATH, { searchParams: { ...query } });
}

export function getPointEntry(id: number): Promise<PointEntryDetail> {
  return call('get', `${POINT_HISTORY_PATH}${id}/`);
}

/** 400 naming `points` when it would take the balance below zero. */
export function adjustPoints(body: AdjustBody): Promise<PointEntry> {
  return call('post', `${POINT_HISTORY_PATH}adjust/`, { json: body });
}
