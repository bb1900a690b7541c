import { describe, expect, it } from 'vitest';
import { medianFromBands, medianPrecisionSeconds, WAIT_BANDS_SECONDS } from './analytics-rollup.ts';

const bandOf = (seconds: number) => WAIT_BANDS_SECONDS.findLastIndex((start) => seconds >= start);
const band = (index: number, count: number) =>
  WAIT_BANDS_SECONDS.map((_, position) => (position === index ? count : 0));
const countsOf = (times: readonly number[]) => {
  const counts = WAIT_BANDS_SECONDS.map(() => 0);
  for (const time of times) counts[bandOf(time)]! += 1;
  return counts;
};
const exactMedian = (times: readonly number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  // The lower of the two middle times when their number is even (Postgres' percentile_disc(0.5)).
  return sorted[Math.ceil(sorted.length / 2) - 1]!;
};

describe('WAIT_BANDS_SECONDS', () => {
  it('rise, at most 15 minutes apart under an hour and at most 1.5 times apart past it', () => {
    for (const [index, start] of WAIT_BANDS_SECONDS.entries()) {
      const end = WAIT_BANDS_SECONDS[index + 1];
      if (end === undefined) break;
      expect(end).toBeGreaterThan(start);
      if (start < 3600) expect(end - start).toBeLessThanOrEqual(15 * 60);
      else expect(end / start).toBeLessThanOrEqual(1.5);
    }
  });
});

describe('medianFromBands', () => {
  it('has no median without times', () => {
    expect(medianFromBands(band(0, 0))).toBeNull();
    expect(medianFromBands([])).toBeNull();
  });

  it('lies in the band that holds the middle time, spread evenly across it', () => {
    // Four times in [1 day, 1.5 days): the second of four shares of the band, at its middle.
    expect(medianFromBands(band(bandOf(86_400), 4))).toBe(86_400 + (1.5 / 4) * 43_200);
    // One in the first hour, three in [2 days, 3 days).
    const mixed = band(bandOf(2 * 86_400), 3).map((count, index) => (index === bandOf(600) ? 1 : count));
    const median = medianFromBands(mixed)!;
    expect(median).toBeGreaterThanOrEqual(2 * 86_400);
    expect(median).toBeLessThan(3 * 86_400);
  });

  it('reads the last band, which has no end, as its start', () => {
    expect(medianFromBands(band(WAIT_BANDS_SECONDS.length - 1, 2))).toBe(90 * 86_400);
  });

  it('stays within the stated precision of the exact median', () => {
    const cases = [
      [120, 4000, 9000, 90_000, 200_000, 200_001, 700_000, 3_000_000],
      // The two middle times on either side of a band boundary (one hour).
      [3000, 3599, 3601, 5000],
      [10, 20, 30],
      [59 * 60, 61 * 60],
      [86_400 * 10 - 1, 86_400 * 10, 86_400 * 13.9, 86_400 * 13.99, 86_400 * 14.5],
    ];
    for (const times of cases) {
      const exact = exactMedian(times);
      expect(Math.abs(medianFromBands(countsOf(times))! - exact)).toBeLessThanOrEqual(
        medianPrecisionSeconds(exact),
      );
    }
    // Over many random sets of times, long-tailed as waits are.
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let round = 0; round < 500; round++) {
      const times = Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.exp(random() * 15));
      const exact = exactMedian(times);
      expect(Math.abs(medianFromBands(countsOf(times))! - exact)).toBeLessThanOrEqual(
        medianPrecisionSeconds(exact),
      );
    }
  });
});
