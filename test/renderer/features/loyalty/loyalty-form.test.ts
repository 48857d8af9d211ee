// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
// The app's catalogues: messages are looked up in the page's vue-i18n.
import '@/i18n';
import type { LoyaltyLevel } from '@/features/loyalty/api';
import {
  adjustProblem,
  conditionProblem,
  titleProblem,
  countProblem,
  formatPoints,
  formToLevelBody,
  gainProblem,
  isBaseLevel,
  kindTagType,
  levelRules,
  levelSaveErrors,
  levelToForm,
  newAdjustForm,
  newLevelForm,
  sortLevels,
} from '@/features/loyalty/loyalty-form';

const level = (overrides: Partial<LoyaltyLevel>): LoyaltyLevel => ({
  id: 1,
  title: 'Member',
  condition_points: 0,
  sign_points: 0,
  gain_points: 0,
  redeem_points: 100,
  redeem_limitation: 0,
  redeem_limitation_monthly: 0,
  ...overrides,
});

const MEMBER = level({});
const SILVER = level({ id: 2, title: 'Silver', condition_points: 300, gain_points: 0.5 });
const GOLD = level({ id: 3, title: 'Gold', condition_points: 1000, gain_points: 1 });

describe('the level form', () => {
  it('a new level starts at the server’s defaults, with the condition to fill in', () => {
    expect(newLevelForm()).toEqual({
      title: '',
      condition_points: null,
      sign_points: 0,
      gain_points: 0,
      redeem_points: 100,
      redeem_limitation: 0,
      redeem_limitation_monthly: 0,
    });
  });

  it('round-trips a level; the body trims the title and sends emptied boxes as 0', () => {
    const form = levelToForm(SILVER);
    const { id: _id, ...body } = SILVER;
    expect(formToLevelBody(form)).toEqual(body);
    form.title = '  银卡  ';
    form.sign_points = null;
    form.redeem_limitation = null;
    expect(formToLevelBody(form)).toMatchObject({
      title: '银卡',
      sign_points: 0,
      redeem_limitation: 0,
      gain_points: 0.5,
    });
  });

  it('checks counts, gains and unique conditions as the server does', () => {
    expect(countProblem(null)).toBeNull();
    expect(countProblem(null, true)).toBe('required');
    expect(countProblem(1.5)).toBe('wholeNumber');
    expect(countProblem(-1)).toBe('negative');
    expect(countProblem(2_147_483_648)).toBe('tooLarge');
    expect(countProblem(2_147_483_647)).toBeNull();
    expect(gainProblem(0.1234)).toBeNull();
    expect(gainProblem(0.12345)).toBe('decimals');
    expect(gainProblem(-0.1)).toBe('negative');
    expect(gainProblem(1000.5)).toBe('tooLarge');
    expect(gainProblem(null)).toBeNull();
    const levels = [MEMBER, SILVER, GOLD];
    expect(conditionProblem(300, levels, null)).toBe('duplicate');
    expect(conditionProblem(0, levels, null)).toBe('duplicate');
    // A level keeps its own condition.
    expect(conditionProblem(300, levels, SILVER.id)).toBeNull();
    expect(conditionProblem(500, levels, null)).toBeNull();
    expect(conditionProblem(null, levels, null)).toBe('required');
    // Names too, case and spaces aside; a level keeps its own.
    expect(titleProblem(' silver ', levels, null)).toBe('titleTaken');
    expect(titleProblem('Silver', levels, SILVER.id)).toBeNull();
    expect(titleProblem('Platinum', levels, null)).toBeNull();
  });

  it('the form rules name the problem in the app’s words', async () => {
    const t = (key: string, named?: Record<string, unknown>) =>
      named ? `${key}:${JSON.stringify(named)}` : key;
    const rules = levelRules(t, [MEMBER, SILVER], null);
    const run = (field: 'condition_points' | 'gain_points', value: unknown) =>
      new Promise<string | undefined>((done) => {
        const rule = (rules[field] as { validator: (...args: unknown[]) => void }[])[0]!;
        rule.validator({}, value, (error?: Error) => done(error?.message));
      });
    expect(await run('condition_points', 300)).toBe(
      'loyalty.problems.duplicate:{"max":2147483647}',
    );
    expect(await run('condition_points', 301)).toBeUndefined();
    expect(await run('gain_points', 2000)).toBe('loyalty.problems.tooLarge:{"max":1000}');
  });

  it('sorts levels lowest first and knows the base level', () => {
    expect(sortLevels([GOLD, MEMBER, SILVER]).map((l) => l.title)).toEqual([
      'Member',
      'Silver',
      'Gold',
    ]);
    expect(isBaseLevel(MEMBER)).toBe(true);
    expect(isBaseLevel(SILVER)).toBe(false);
  });

  it('puts the server’s 409s on the condition field, keeps its 400 field errors', () => {
    expect(
      levelSaveErrors(new ApiError(409, 'duplicate', 'Another level has these condition_points.')),
    ).toEqual({ condition_points: ['已存在相同内容，请换一个。'] });
    expect(levelSaveErrors(new ApiError(409, 'base_level', 'keeps 0'))).toEqual({
      condition_points: ['0 积分的等级是每位顾客的起点：不能删除，门槛也必须保持为 0。'],
    });
    expect(
      levelSaveErrors(new ApiError(400, 'invalid', 'bad', { gain_points: ['At most four.'] })),
    ).toEqual({ gain_points: ['At most four.'] });
    expect(levelSaveErrors(new Error('boom'))).toEqual({});
  });
});

describe('points', () => {
  it('shows signed points and a colour per kind', () => {
    expect(formatPoints(50)).toBe('+50');
    expect(formatPoints(-30)).toBe('-30');
    expect(kindTagType('buy')).toBe('success');
    expect(kindTagType('redeem')).toBe('warning');
    expect(kindTagType('refund')).toBe('info');
    expect(kindTagType('manual')).toBe('primary');
  });

  it('an adjustment is a whole number other than 0 that keeps the balance at 0 or more', () => {
    expect(newAdjustForm()).toEqual({ points: null, reason: '' });
    expect(adjustProblem(null, 10)).toBe('required');
    expect(adjustProblem(0, 10)).toBe('zero');
    expect(adjustProblem(1.5, 10)).toBe('wholeNumber');
    expect(adjustProblem(1_000_000_001, 10)).toBe('tooLarge');
    expect(adjustProblem(-11, 10)).toBe('belowZero');
    expect(adjustProblem(-10, 10)).toBeNull();
    expect(adjustProblem(50, 0)).toBeNull();
  });
});
