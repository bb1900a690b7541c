import { describe, expect, it } from 'vitest';
import { medianFromBands, WAIT_BANDS_SECONDS } from './analytics-rollup.ts';

const band = (index: number, count: number) =>
  WAIT_BANDS_SECONDS.map((_, position) => (position === index ? count : 0));

describe('medianFromBands', () => {
  it('has no median without times', () => {
    expect(medianFromBands(band(0, 0))).toBeNull();
    expect(medianFromBands([])).toBeNull();
  });

  it('lies in the band that holds the middle time, spread evenly across it', () => {
    // Four times in [1 day, 1.5 days): the middle is halfway through.
    expect(medianFromBands(band(9, 4))).toBe(86_400 + 0.5 * 43_200);
    // One in the first hour's band, three in [2 days, 3 days).
    const mixed = band(11, 3).map((count, index) => (index === 4 ? 1 : count));
    const median = medianFromBands(mixed)!;
    expect(median).toBeGreaterThanOrEqual(2 * 86_400);
    expect(median).toBeLessThan(3 * 86_400);
  });

  it('reads the last band, which has no end, as its start', () => {
    expect(medianFromBands(band(WAIT_BANDS_SECONDS.length - 1, 2))).toBe(90 * 86_400);
  });

  it('comes near the exact median of the times counted', () => {
    const times = [120, 4000, 9000, 90_000, 200_000, 200_001, 700_000, 3_000_000];
    const counts = WAIT_BANDS_SECONDS.map(() => 0);
    for (const time of times) {
      let index = 0;
      while (index + 1 < WAIT_BANDS_SECONDS.length && time >= WAIT_BANDS_SECONDS[index + 1]!) index++;
      counts[index]! += 1;
    }
    const exact = (times[3]! + times[4]!) / 2;
    const approximate = medianFromBands(counts)!;
    expect(Math.abs(approximate - exact)).toBeLessThan(86_400);
  });
});
