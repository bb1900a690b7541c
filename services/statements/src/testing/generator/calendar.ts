// The generator's own calendar, written apart from the reader's (src/calendar.ts and
// figures/business-days.ts) so that the truth it computes does not share the reader's mistakes.

export function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function day(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function plusDays(isoDate: string, days: number): string {
  const date = day(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

export function everyDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let current = first; current <= last; current = plusDays(current, 1)) days.push(current);
  return days;
}

/** The Federal Reserve's holidays as published (federalreserve.gov, "Holidays Observed"), 2024-2028. */
export const FEDERAL_RESERVE_HOLIDAYS: ReadonlySet<string> = new Set([
  '2024-01-01',
  '2024-01-15',
  '2024-02-19',
  '2024-05-27',
  '2024-06-19',
  '2024-07-04',
  '2024-09-02',
  '2024-10-14',
  '2024-11-11',
  '2024-11-28',
  '2024-12-25',
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-10-13',
  '2025-11-11',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  '2028-01-17',
  '2028-02-21',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-10-09',
  '2028-11-23',
  '2028-12-25',
]);

export function isBankDay(isoDate: string): boolean {
  const weekday = day(isoDate).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FEDERAL_RESERVE_HOLIDAYS.has(isoDate);
}
