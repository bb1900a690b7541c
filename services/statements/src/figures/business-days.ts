import { addDays, isoDay, weekday } from '@funding/contracts';

// The days ACH debits settle: weekdays other than the Federal Reserve's holidays. A funder's daily
// debit skips Thanksgiving as it skips a Saturday, and must still count as daily across it.

/** The nth (1-based) given weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const lastIso = isoDay(year, month, last);
    return addDays(lastIso, -((weekday(lastIso) - day + 7) % 7));
  }
  const first = isoDay(year, month, 1);
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday as the Federal Reserve observes it: on the Monday when it falls on a Sunday, not at all on a Saturday. */
function observed(iso: string): string[] {
  const day = weekday(iso);
  if (day === 0) return [addDays(iso, 1)];
  return day === 6 ? [] : [iso];
}

const holidayCache = new Map<number, ReadonlySet<string>>();

export function federalReserveHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const holidays = new Set([
    ...observed(isoDay(year, 1, 1)),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    ...(year >= 2022 ? observed(isoDay(year, 6, 19)) : []), // Juneteenth
    ...observed(isoDay(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    ...observed(isoDay(year, 11, 11)),
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    ...observed(isoDay(year, 12, 25)),
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

export function isBusinessDay(iso: string): boolean {
  const day = weekday(iso);
  return day !== 0 && day !== 6 && !federalReserveHolidays(Number(iso.slice(0, 4))).has(iso);
}

export function nextBusinessDay(iso: string): string {
  let next = addDays(iso, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}
