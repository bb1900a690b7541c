// How the list's narrow date columns show a moment (format.ts has the age and the day alone).

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** A moment as two short lines (`Nov 20, 2026` and `10:04 AM`), so a date never wraps to three. */
export function formatDateAndTime(iso: string): { date: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: iso, time: '' };
  return { date: dateFormat.format(date), time: timeFormat.format(date) };
}
