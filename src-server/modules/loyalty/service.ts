import type { FilterValues } from '../../http/filters';
import type { LoyaltyDeps } from './deps';
import { adjust, countEntries, listEntries, presentEntries, requireEntry } from './history';
import { createLevel, deleteLevel, replaceLevel, requireLevel } from './levels';
import { loyaltyOrderHooks } from './order-hooks';
import type { AdjustInput, EntryDetail, LevelInput } from './schemas';

export { earnedPoints, pointsPrice, redeemStep } from './points';
export type { LoyaltyOrders } from './deps';

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

/**
 * Levels (levels.ts), the point history and adjustments (history.ts) and the hooks into the
 * orders' transactions (order-hooks.ts), bound to their dependencies.
 */
export function createLoyaltyService(deps: LoyaltyDeps) {
  const { repo, database } = deps;
  const { db } = database;
  return {
    // Levels.
    countLevels: () => repo.countLevels(db),
    listLevels: (limit: number, offset: number) => repo.listLevels(db, limit, offset),
    getLevel: (id: number) => requireLevel(repo, db, id),
    createLevel: (input: LevelInput) => createLevel(deps, input),
    replaceLevel: (id: number, input: LevelInput) => replaceLevel(deps, id, input),
    deleteLevel: (id: number) => deleteLevel(deps, id),

    // The history.
    countEntries: (query: FilterValues) => countEntries(deps, query),
    listEntries: (query: FilterValues, limit: number, offset: number) =>
      listEntries(deps, query, limit, offset),
    getEntry: (id: number) => requireEntry(deps, db, id),
    present: (details: EntryDetail[]) => presentEntries(deps, details),
    adjust: (input: AdjustInput) => adjust(deps, input),

    /** Plugged into the orders area (areas.ts). */
    orderHooks: loyaltyOrderHooks(repo),
  };
}
