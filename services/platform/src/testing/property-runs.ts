/**
 * The one budget of the property tests. Each test states its full run count, the one `make fuzz`
 * runs (PROPERTY_RUNS_SCALE=1); `make test` runs a tenth of it, at least one case. Seeds stay fixed,
 * and fast-check draws the cases of a seed in the same order whatever the count, so the cases of
 * `make test` are the first ones of `make fuzz`.
 *
 *   fc.assert(property, { seed: 17, numRuns: propertyRuns(5_000) })
 */
export const PROPERTY_RUNS_SCALE_VARIABLE = 'PROPERTY_RUNS_SCALE';

const DEFAULT_SCALE = 0.1;

function scale(): number {
  const value = process.env[PROPERTY_RUNS_SCALE_VARIABLE];
  if (value === undefined || value === '') return DEFAULT_SCALE;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${PROPERTY_RUNS_SCALE_VARIABLE} must be a number above 0, not ${JSON.stringify(value)}`);
  return parsed;
}

export function propertyRuns(fullRuns: number): number {
  return Math.max(1, Math.round(fullRuns * scale()));
}
