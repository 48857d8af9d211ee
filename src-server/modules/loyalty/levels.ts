import type { Insertable } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { conflict, notFound } from '../../http/errors';
import * as levels from './repository';
import type { LevelInput } from './schemas';
import type { LoyaltyLevelRow, LoyaltyLevelTable } from '../../db/tables/loyalty';
import { msg } from '../../lib/i18n';

const levelValues = (input: LevelInput): Insertable<LoyaltyLevelTable> => ({
  title: input.title,
  condition_points: input.condition_points,
  sign_points: input.sign_points,
  gain_points_e4: input.gain_points,
  redeem_points: input.redeem_points,
  redeem_limitation: input.redeem_limitation,
  redeem_limitation_monthly: input.redeem_limitation_monthly,
});

const duplicateCondition = () => conflict('duplicate', msg('loyalty.condition_points_taken'));
const duplicateTitle = () => conflict('duplicate', msg('loyalty.title_taken'));

const baseLevel = (what: string) => conflict('base_level', msg('loyalty.base_level', { what }));

async function requireLevel(handle: Db, id: number): Promise<LoyaltyLevelRow> {
  const level = await levels.findLevel(handle, id);
  if (!level) throw notFound(msg('loyalty.level_not_found'));
  return level;
}

/** A level by id; 404 when there is none. */
export const getLevel = (ctx: AppContext, id: number) => requireLevel(ctx.database.db, id);

/** Runs a level write; losing the race for unique condition_points is a 409 too. */
async function guardCondition<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (levels.isDuplicateCondition(error)) throw duplicateCondition();
    throw error;
  }
}

export function createLevel(ctx: AppContext, input: LevelInput) {
  return ctx.database.transaction(async (trx) => {
    if (await levels.findLevelByCondition(trx, input.condition_points)) throw duplicateCondition();
    if (await levels.findLevelByTitle(trx, input.title)) throw duplicateTitle();
    return guardCondition(() => levels.insertLevel(trx, levelValues(input)));
  });
}

/** PUT: the whole level. The base level keeps condition_points 0. */
export function replaceLevel(ctx: AppContext, id: number, input: LevelInput) {
  return ctx.database.transaction(async (trx) => {
    const current = await requireLevel(trx, id);
    if (current.condition_points === 0 && input.condition_points !== 0)
      throw baseLevel('keeps condition_points 0');
    const other = await levels.findLevelByCondition(trx, input.condition_points);
    if (other && other.id !== id) throw duplicateCondition();
    const sameTitle = await levels.findLevelByTitle(trx, input.title);
    if (sameTitle && sameTitle.id !== id) throw duplicateTitle();
    return guardCondition(async () => (await levels.updateLevel(trx, id, levelValues(input)))!);
  });
}

/**
 * Customers at a deleted level fall to the next lower one at once (levels are computed
 * from lifetime earned points on every read). The base level cannot go: 409 `base_level`.
 */
export function deleteLevel(ctx: AppContext, id: number) {
  return ctx.database.transaction(async (trx) => {
    const current = await requireLevel(trx, id);
    if (current.condition_points === 0) throw baseLevel('cannot be deleted');
    await levels.deleteLevel(trx, id);
  });
}
