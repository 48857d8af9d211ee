import { describe, expect, it } from 'vitest';
import { nextStep } from '../../scripts/bench/chain';

const run = (held: (n: number) => boolean, first = 20, maxSteps = 6) => {
  const steps: { counters: number; held: boolean }[] = [];
  for (let n = nextStep(steps, first, maxSteps); n !== null; n = nextStep(steps, first, maxSteps))
    steps.push({ counters: n, held: held(n) });
  return steps.map((s) => s.counters);
};

describe('bench chain row: the numbers of counters it tries', () => {
  it('doubles while a step holds, then tries once halfway back', () => {
    expect(run((n) => n <= 100)).toEqual([20, 40, 80, 160, 120]);
  });

  it('stops after the step between, whether it held or not', () => {
    expect(run((n) => n < 50)).toEqual([20, 40, 80, 60]);
    expect(run((n) => n < 70)).toEqual([20, 40, 80, 60]);
  });

  it('goes halfway down to none when the first step fails', () => {
    expect(run(() => false)).toEqual([20, 10]);
    expect(run(() => false, 1)).toEqual([1]);
  });

  it('never runs more steps than allowed', () => {
    expect(run(() => true, 20, 4)).toEqual([20, 40, 80, 160]);
  });
});
