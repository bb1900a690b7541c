/**
 * The analytics rollups' bands of waiting time (docs/decisions/analytics-rollups.md). The triggers
 * of migration 0008_underwriting count each time between two stages of the funnel in one of these
 * bands (`analytics_wait_band`, the same list in SQL; an integration test holds the two together),
 * so a median over any date range is read from a few counts instead of from every application.
 * Band i holds the times from WAIT_BANDS_SECONDS[i] up to the next one; the last has no end.
 */
export const WAIT_BANDS_SECONDS = [
  0,
  5 * 60,
  15 * 60,
  30 * 60,
  3600,
  2 * 3600,
  4 * 3600,
  8 * 3600,
  12 * 3600,
  86_400,
  1.5 * 86_400,
  2 * 86_400,
  3 * 86_400,
  4 * 86_400,
  5 * 86_400,
  7 * 86_400,
  10 * 86_400,
  14 * 86_400,
  21 * 86_400,
  30 * 86_400,
  45 * 86_400,
  60 * 86_400,
  90 * 86_400,
] as const;

/** Where applications are now, counted in this order (the review_status enum's). */
export const ROLLUP_STATUS_COUNT = 7;

/**
 * The median of the times counted in `bands` (a count per band), in seconds, or null when there are
 * none. Within the band that holds the middle, the times are taken as spread evenly, so the answer
 * lies in the right band and is off by at most that band's width (a third of the time or less,
 * past the first hour); in the last band, which has no end, it is the band's start.
 */
export function medianFromBands(bands: readonly number[]): number | null {
  const total = bands.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const middle = total / 2;
  let before = 0;
  for (const [index, count] of bands.entries()) {
    if (count > 0 && before + count >= middle) {
      const start = WAIT_BANDS_SECONDS[index] ?? 0;
      const end = WAIT_BANDS_SECONDS[index + 1];
      if (end === undefined) return start;
      return start + ((end - start) * (middle - before)) / count;
    }
    before += count;
  }
  return null;
}
