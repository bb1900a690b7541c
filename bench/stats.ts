/** Small numeric helpers shared by the measurements. */

/** The q-th percentile (0-100) of `values`, interpolated between the two nearest ranks. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : Number.NaN,
  };
}

export const MiB = 1024 * 1024;
export const KiB = 1024;

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? `${Math.round(value)} ms` : `${round(value, 1)} ms`;
}

export function bytes(value: number): string {
  if (value >= MiB) return `${round(value / MiB, 1)} MB`;
  if (value >= KiB) return `${round(value / KiB, 1)} KB`;
  return `${value} B`;
}
