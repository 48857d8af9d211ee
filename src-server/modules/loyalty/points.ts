import { GAIN_SCALE } from './schemas';

/** Cents in a currency unit. */
const CENTS = 100;

/**
 * The points paying `paidCents` earns at a level with `gainE4` (gain_points in
 * ten-thousandths): floor(paid amount × (1 + gain_points)), computed exactly in integers.
 */
export function earnedPoints(paidCents: number, gainE4: number): number {
  if (paidCents <= 0) return 0;
  return Number((BigInt(paidCents) * BigInt(GAIN_SCALE + gainE4)) / BigInt(CENTS * GAIN_SCALE));
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The smallest number of points that redeems whole cents at `rate` points per currency unit:
 * 1 at 100 (a point is a cent), 3 at 3 (3 points are 1.00), 3 at 150 (3 points are 0.02).
 */
export const redeemStep = (rate: number) => rate / gcd(rate, CENTS);

/** What `points` redeem at `rate` points per currency unit, in cents (points a multiple of the step). */
export const pointsPrice = (points: number, rate: number) => (points * CENTS) / rate;
