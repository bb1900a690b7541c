const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rounded = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;

/** A median time between stages as a desk reads it: `3.5 days`, `5 hours`, `40 minutes`; null: a dash. */
export function formatMedianTime(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds >= DAY) return unit(rounded(seconds / DAY), 'day');
  if (seconds >= HOUR) return unit(rounded(seconds / HOUR), 'hour');
  return unit(Math.max(1, Math.round(seconds / MINUTE)), 'minute');
}
