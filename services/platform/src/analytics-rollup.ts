import { REVIEW_STATUSES } from '@funding/contracts';

/**
 * The analytics rollups' bands of waiting time (docs/decisions/analytics-rollups.md). The triggers
 * of migration 0010_underwriting count each time between two stages of the funnel in one of these
 * bands (`analytics_wait_bounds`, the same list in SQL; an integration test holds the two together),
 * so a median over any date range is read from a few counts instead of from every application.
 * Band i holds the times from WAIT_BANDS_SECONDS[i] up to the next one; the last has no end. Under
 * an hour a band is at most 15 minutes wide; past it, a band ends at most 1.5 times where it starts.
 */
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
export const WAIT_BANDS_SECONDS = [
  0,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  45 * MINUTE,
  HOUR,
  1.5 * HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  8 * HOUR,
  12 * HOUR,
  18 * HOUR,
  DAY,
  1.5 * DAY,
  2 * DAY,
  3 * DAY,
  4 * DAY,
  5 * DAY,
  7 * DAY,
  10 * DAY,
  14 * DAY,
  21 * DAY,
  30 * DAY,
  45 * DAY,
  60 * DAY,
  90 * DAY,
] as const;

/**
 * How far the median read from the bands may be from the exact one (`exactSeconds`, the lower of the
 * two middle times when their number is even, as Postgres' percentile_disc(0.5)): the two lie in
 * the same band, so 15 minutes under an hour and half the median from an hour to 90 days (the
 * contract's promise); past 90 days the answer is 90 days, however far the median is.
 */
export function medianPrecisionSeconds(exactSeconds: number): number {
  if (exactSeconds >= 90 * DAY) return Number.POSITIVE_INFINITY;
  return exactSeconds < HOUR ? 15 * MINUTE : exactSeconds / 2;
}

/** Where applications are now, counted in this order (the review_status enum's). */
export const ROLLUP_STATUS_COUNT = REVIEW_STATUSES.length;

/**
 * The median of the times counted in `bands` (a count per band), in seconds, or null when there are
 * none: the lower of the two middle times when their number is even, so it is one of the times and
 * lies in a band. Within that band the times are taken as spread evenly, each at the middle of its
 * share (medianPrecisionSeconds says how far off it may be); in the last band, which has no end,
 * it is the band's start.
 */
export function medianFromBands(bands: readonly number[]): number | null {
  const total = bands.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total / 2);
  let before = 0;
  for (const [index, count] of bands.entries()) {
    if (count > 0 && before + count >= rank) {
      const start = WAIT_BANDS_SECONDS[index] ?? 0;
      const end = WAIT_BANDS_SECONDS[index + 1];
      if (end === undefined) return start;
      return start + ((end - start) * (rank - before - 0.5)) / count;
    }
    before += count;
  }
  return null;
}
