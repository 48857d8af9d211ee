import {
  answer,
  api,
  fetchAllPages,
  type Body,
  type Page,
  type Query,
  type Schemas,
} from '@/shared/api/client';

/** The point history list (its exports too). */
export const POINT_HISTORY_PATH = 'loyalty/point_history/';

// Loyalty (docs/SPECIFICATION.md "Loyalty", docs/DESIGN.md §7).

/** A customer as the points panel shows and changes him (his `points` and `level`). */
export type Customer = Schemas['Customer'];

/**
 * A level: `condition_points` lifetime points reach it (0: the base level); `gain_points`
 * extra points per currency unit; `redeem_points` per unit redeemed (0: no redeeming);
 * `redeem_limitation` / `_monthly` at most per order / month (0: unlimited).
 */
export type LoyaltyLevel = Schemas['Level'];
/** POST and PUT body: PUT replaces the whole level. */
export type LevelBody = Body<'/api/loyalty/level/', 'post'>;

/** An entry of the history list and the adjust answer (`order` null for `manual`). */
export type PointEntry = Schemas['PointHistoryEntry'];
export type PointKind = PointEntry['kind'];
/** The order of an entry, as `GET order/{id}` shows it. */
export type PointOrder = NonNullable<PointEntry['order']>;

export type PointHistoryQuery = Query<'/api/loyalty/point_history/'>;
/** `points` not 0: positive adds, negative takes away (never below a balance of zero). */
export type AdjustBody = Body<'/api/loyalty/point_history/adjust/', 'post'>;

/** Every level (a shop has a handful). */
export function listAllLevels(): Promise<LoyaltyLevel[]> {
  return fetchAllPages<LoyaltyLevel>('loyalty/level/');
}

export function getLevel(id: number): Promise<LoyaltyLevel> {
  return answer(api.GET('/api/loyalty/level/{id}/', { params: { path: { id } } }));
}

/** 409 `duplicate` when another level has the condition_points. */
export function createLevel(body: LevelBody): Promise<LoyaltyLevel> {
  return answer(api.POST('/api/loyalty/level/', { body }));
}

/** The whole level; 409 `base_level` when the base level's condition would leave 0. */
export function replaceLevel(id: number, body: LevelBody): Promise<LoyaltyLevel> {
  return answer(api.PUT('/api/loyalty/level/{id}/', { params: { path: { id } }, body }));
}

/** 409 `base_level` for the base level. */
export async function deleteLevel(id: number): Promise<void> {
  await api.DELETE('/api/loyalty/level/{id}/', { params: { path: { id } } });
}

/** Newest first. */
export function listPointHistory(query: PointHistoryQuery = {}): Promise<Page<PointEntry>> {
  return answer(api.GET('/api/loyalty/point_history/', { params: { query } }));
}

/** 400 naming `points` when it would take the balance below zero. */
export function adjustPoints(body: AdjustBody): Promise<PointEntry> {
  return answer(api.POST('/api/loyalty/point_history/adjust/', { body }));
}
