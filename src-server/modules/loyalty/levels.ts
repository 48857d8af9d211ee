import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import { conflict, notFound } from '../../http/errors';
import type { LoyaltyDeps } from './deps';
import type { LoyaltyRepository } from './repository';
import type { LevelInput } from './schemas';
import type { LoyaltyLevelRow, LoyaltyLevelTable } from '../../db/tables/loyalty';

const levelValues = (input: LevelInput): Insertable<LoyaltyLevelTable> => ({
  title: input.title,
  condition_points: input.condition_points,
  sign_points: input.sign_points,
  gain_points_e4: input.gain_points,
  redeem_points: input.redeem_points,
  redeem_limitation: input.redeem_limitation,
  redeem_limitation_monthly: input.redeem_limitation_monthly,
});

const duplicateCondition = () => conflict('duplicate', 'Another level has these condition_points.');
const duplicateTitle = () => conflict('duplicate', 'Another level has this title.');

const baseLevel = (what: string) =>
  conflict(
    'base_level',
    `The level with condition_points 0 is where every customer starts: it ${what}.`,
  );

export async function requireLevel(
  repo: LoyaltyRepository,
  handle: Db,
  id: number,
): Promise<LoyaltyLevelRow> {
  const level = await repo.findLevel(handle, id);
  if (!level) throw notFound('No loyalty level with this id.');
  return level;
}

/** Runs a level write; losing the race for unique condition_points is a 409 too. */
async function guardCondition<T>(repo: LoyaltyRepository, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicateCondition(error)) throw duplicateCondition();
    throw error;
  }
}

export function createLevel(deps: LoyaltyDeps, input: LevelInput) {
  const { repo } = deps;
  return deps.database.transaction(async (trx) => {
    if (await repo.findLevelByCondition(trx, input.condition_points)) throw duplicateCondition();
    if (await repo.findLevelByTitle(trx, input.title)) throw duplicateTitle();
    return guardCondition(repo, () => repo.insertLevel(trx, levelValues(input)));
  });
}

/** PUT: the whole level. The base level keeps condition_points 0. */
export function replaceLevel(deps: LoyaltyDeps, id: number, input: LevelInput) {
  const { repo } = deps;
  return deps.database.transaction(async (trx) => {
    const current = await requireLevel(repo, trx, id);
    if (current.condition_points === 0 && input.condition_points !== 0)
      throw baseLevel('keeps condition_points 0');
    const other = await repo.findLevelByCondition(trx, input.condition_points);
    if (other && other.id !== id) throw duplicateCondition();
    const sameTitle = await repo.findLevelByTitle(trx, input.title);
    if (sameTitle && sameTitle.id !== id) throw duplicateTitle();
    return guardCondition(repo, async () => (await repo.updateLevel(trx, id, levelValues(input)))!);
  });
}

/**
 * Customers at a deleted level fall to the next lower one at once (levels are computed
 * from lifetime earned points on every read). The base level cannot go: 409 `base_level`.
 */
export function deleteLevel(deps: LoyaltyDeps, id: number) {
  const { repo } = deps;
  return deps.database.transaction(async (trx) => {
    const current = await requireLevel(repo, trx, id);
    if (current.condition_points === 0) throw baseLevel('cannot be deleted');
    await repo.deleteLevel(trx, id);
  });
}
