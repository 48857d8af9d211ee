import { describe, expect, it } from 'vitest';
import { nextStep } from '../../scripts/bench/chain';

const run = (held: (n: number) => boolean, first = 20, maxSteps = 6) => {
  const steps: { counters: number; held: boolean }[] = [];
  for (let n = nextStep(steps, first, maxSteps); n !== null; n = nextStep(steps, first, maxSteps))
    steps.push({ counters: n, held: held(n) });
  return steps.map((s) => s.counters);
};

describe('bench chain row: the numbers of counters it tries', () => {
  it('doubles while a step holds, then halves the gap until within a quarter', () => {
    expect(run((n) => n <= 100)).toEqual([20, 40, 80, 160, 120, 100]);
    expect(run((n) => n <= 130)).toEqual([20, 40, 80, 160, 120, 140]);
    expect(run((n) => n < 90, 20, 10)).toEqual([20, 40, 80, 160, 120, 100]);
  });

  it('halves down while no step has held, then goes halfway back', () => {
    expect(run((n) => n <= 6)).toEqual([20, 10, 5, 8, 7, 6]);
    expect(run(() => false)).toEqual([20, 10, 5, 2, 1]);
    expect(run(() => false, 1)).toEqual([1]);
  });

  it('never runs more steps than allowed', () => {
    expect(run(() => true, 20, 4)).toEqual([20, 40, 80, 160]);
  });
});
