import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundingHalfAwayFromZero } from './rounding.ts';

describe('divideRoundingHalfAwayFromZero', () => {
  it('rounds halves away from zero, on both sides of it', () => {
    expect(divideRoundingHalfAwayFromZero(5, 2)).toBe(3);
    expect(divideRoundingHalfAwayFromZero(-5, 2)).toBe(-3);
    expect(divideRoundingHalfAwayFromZero(7, 2)).toBe(4);
    expect(divideRoundingHalfAwayFromZero(-7, 2)).toBe(-4);
    expect(divideRoundingHalfAwayFromZero(31, 31)).toBe(1);
    expect(divideRoundingHalfAwayFromZero(-46, 31)).toBe(-1);
    expect(divideRoundingHalfAwayFromZero(-47, 31)).toBe(-2);
    expect(divideRoundingHalfAwayFromZero(0, 30)).toBe(0);
  });

  it('is exact where floating point is not: a half of a large total', () => {
    // 2^52 + 1 cannot be halved in floating point without losing the half.
    expect(divideRoundingHalfAwayFromZero(2 ** 52 + 1, 2)).toBe(2 ** 51 + 1);
  });

  it('is the nearest integer to the true quotient, halves away from zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 400 }),
        (numerator, denominator) => {
          const result = divideRoundingHalfAwayFromZero(numerator, denominator);
          const twice = 2 * (numerator - result * denominator); // 2 x the remainder, in units of 1/denominator
          expect(Math.abs(twice)).toBeLessThanOrEqual(denominator);
          if (Math.abs(twice) === denominator) expect(Math.sign(result)).toBe(Math.sign(numerator));
        },
      ),
      { seed: 31, numRuns: propertyRuns(2_000) },
    );
  });

  it('refuses a division it cannot make in whole cents', () => {
    expect(() => divideRoundingHalfAwayFromZero(1, 0)).toThrow(RangeError);
    expect(() => divideRoundingHalfAwayFromZero(0.5, 2)).toThrow(RangeError);
  });
});
