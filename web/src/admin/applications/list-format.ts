import { NOT_GIVEN } from './format';

// How the list's narrow columns show time.

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** A moment as two short lines (`Nov 20, 2026` and `10:04 AM`), so a date never wraps to three. */
export function formatDateAndTime(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: dateFormat.format(date), time: timeFormat.format(date) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long ago `iso` was, in whole days (`today`, `1 day`, `12 days`): a desk's age of a deal. */
export function formatAge(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS);
  if (!Number.isFinite(days)) return NOT_GIVEN;
  if (days < 1) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
