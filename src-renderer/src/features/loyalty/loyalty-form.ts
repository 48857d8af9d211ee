import type { FormItemRule, FormRules } from 'element-plus';
import { ApiError, type FieldErrors } from '@/shared/api/client';
import type { LevelBody, LoyaltyLevel, PointKind } from './api';
import { appTranslate, errorMessage, saveErrorsOf } from '@/shared/utils/errors';
import { FIELD_LIMITS, maxLengthRule } from '@/shared/utils/field-limits';
import type { Translate } from '@/shared/utils/translate';

/** The server's limits (src-server/modules/loyalty/schemas.ts). */
export const MAX_COUNT = 2_147_483_647;
export const MAX_GAIN = 1000;
export const MAX_ADJUST = 1_000_000_000;

/** The level editor's values; el-input-number leaves a cleared box null. */
export interface LevelForm {
  title: string;
  condition_points: number | null;
  sign_points: number | null;
  gain_points: number | null;
  redeem_points: number | null;
  redeem_limitation: number | null;
  redeem_limitation_monthly: number | null;
}

/** A new level: the server's defaults (100 points redeem 1.00, no limits). */
export function newLevelForm(): LevelForm {
  return {
    title: '',
    condition_points: null,
    sign_points: 0,
    gain_points: 0,
    redeem_points: 100,
    redeem_limitation: 0,
    redeem_limitation_monthly: 0,
  };
}

export function levelToForm(level: LoyaltyLevel): LevelForm {
  return {
    title: level.title,
    condition_points: level.condition_points,
    sign_points: level.sign_points,
    gain_points: level.gain_points,
    redeem_points: level.redeem_points,
    redeem_limitation: level.redeem_limitation,
    redeem_limitation_monthly: level.redeem_limitation_monthly,
  };
}

/** The whole level for POST or PUT (an emptied optional box is 0). */
export function formToLevelBody(form: LevelForm): LevelBody {
  return {
    title: form.title.trim(),
    condition_points: form.condition_points ?? 0,
    sign_points: form.sign_points ?? 0,
    gain_points: form.gain_points ?? 0,
    redeem_points: form.redeem_points ?? 0,
    redeem_limitation: form.redeem_limitation ?? 0,
    redeem_limitation_monthly: form.redeem_limitation_monthly ?? 0,
  };
}

/** The level every customer starts at: it cannot be deleted and its condition stays 0. */
export const isBaseLevel = (level: Pick<LoyaltyLevel, 'condition_points'>) =>
  level.condition_points === 0;

/** Lowest to highest, as customers climb them. */
export function sortLevels(levels: readonly LoyaltyLevel[]): LoyaltyLevel[] {
  return [...levels].sort((a, b) => a.condition_points - b.condition_points || a.id - b.id);
}

/** What a field's value is wrong with, or null. */
export type LevelProblem =
  'required' | 'wholeNumber' | 'negative' | 'tooLarge' | 'decimals' | 'duplicate' | 'titleTaken';

export function countProblem(value: number | null, required = false): LevelProblem | null {
  if (value === null || value === undefined) return required ? 'required' : null;
  if (!Number.isInteger(value)) return 'wholeNumber';
  if (value < 0) return 'negative';
  if (value > MAX_COUNT) return 'tooLarge';
  return null;
}

export function gainProblem(value: number | null): LevelProblem | null {
  if (value === null || value === undefined) return null;
  if (value < 0) return 'negative';
  if (value > MAX_GAIN) return 'tooLarge';
  if (Math.abs(value * 10_000 - Math.round(value * 10_000)) > 1e-6) return 'decimals';
  return null;
}

/** The condition points another level already has (they are unique). */
export function conditionProblem(
  value: number | null,
  levels: readonly LoyaltyLevel[],
  editingId: number | null,
): LevelProblem | null {
  const problem = countProblem(value, true);
  if (problem) return problem;
  return levels.some((level) => level.id !== editingId && level.condition_points === value)
    ? 'duplicate'
    : null;
}

/** The name another level has already (case aside): two levels of one name cannot be told apart. */
export function titleProblem(
  value: string,
  levels: readonly LoyaltyLevel[],
  editingId: number | null,
): LevelProblem | null {
  const name = value.trim().toLowerCase();
  return levels.some((level) => level.id !== editingId && level.title.toLowerCase() === name)
    ? 'titleTaken'
    : null;
}

function rule(
  check: (value: unknown) => LevelProblem | null,
  t: Translate,
  max = MAX_COUNT,
): FormItemRule {
  return {
    trigger: 'blur',
    validator: (_rule, value, callback) => {
      const problem = check(value);
      callback(problem ? new Error(t(`loyalty.problems.${problem}`, { max })) : undefined);
    },
  };
}

/** The editor's checks (the server checks the same). */
export function levelRules(
  t: Translate,
  levels: readonly LoyaltyLevel[],
  editingId: number | null,
): FormRules<LevelForm> {
  const count = rule((value) => countProblem(value as number | null), t);
  return {
    title: [
      { required: true, whitespace: true, message: t('validation.required'), trigger: 'blur' },
      maxLengthRule(FIELD_LIMITS.name, t),
      rule((value) => titleProblem(String(value ?? ''), levels, editingId), t),
    ],
    condition_points: [
      rule((value) => conditionProblem(value as number | null, levels, editingId), t),
    ],
    sign_points: [count],
    gain_points: [rule((value) => gainProblem(value as number | null), t, MAX_GAIN)],
    redeem_points: [count],
    redeem_limitation: [count],
    redeem_limitation_monthly: [count],
  };
}

/**
 * The field errors of a failed level save: the server's `errors`, and its 409s put on
 * `condition_points` (`duplicate`: another level has them; `base_level`: the base level's 0).
 */
export function levelSaveErrors(error: unknown): FieldErrors {
  const errors = saveErrorsOf(error, 'condition_points');
  if (error instanceof ApiError && error.status === 409 && error.code === 'base_level')
    errors.condition_points = [
      ...(errors.condition_points ?? []),
      errorMessage(error, appTranslate),
    ];
  return errors;
}

// Points.

/** `+50`, `-30`. */
export const formatPoints = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The tag colour of an entry's kind. */
export function kindTagType(kind: PointKind): 'success' | 'warning' | 'info' | 'primary' {
  if (kind === 'buy') return 'success';
  if (kind === 'redeem') return 'warning';
  if (kind === 'refund') return 'info';
  return 'primary';
}

export interface AdjustForm {
  /** Signed: positive adds points, negative takes them away. */
  points: number | null;
  reason: string;
}

export const newAdjustForm = (): AdjustForm => ({ points: null, reason: '' });

export type AdjustProblem = 'required' | 'zero' | 'wholeNumber' | 'tooLarge' | 'belowZero';

/** What is wrong with an adjustment of a customer holding `balance` points, or null. */
export function adjustProblem(points: number | null, balance: number): AdjustProblem | null {
  if (points === null || points === undefined) return 'required';
  if (!Number.isInteger(points)) return 'wholeNumber';
  if (points === 0) return 'zero';
  if (Math.abs(points) > MAX_ADJUST) return 'tooLarge';
  if (balance + points < 0) return 'belowZero';
  return null;
}
