import { dayNumber, isoDay, isValidDay } from '@funding/contracts';

/** A date as printed; statements often leave the year out (`10/03`, `OCT 03`). */
export interface PrintedDate {
  year: number | null;
  month: number;
  day: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_NAME =
  '(?<name>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

// The common US forms: 10/03/2026, 10/03/26, 10-03-2026, 10/03, 2026-10-03, Oct 3, 2026,
// October 03 2026, OCT 03. Day before month (03/10) is not a US form and is never guessed.
const FORMS = [
  '(?<iy>\\d{4})-(?<im>\\d{2})-(?<id>\\d{2})',
  '(?<m>\\d{1,2})(?<sep>[/-])(?<d>\\d{1,2})(?:\\k<sep>(?<y>\\d{4}|\\d{2}))?',
  `${MONTH_NAME}\\s+(?<nd>\\d{1,2})(?:(?:,\\s*|\\s+)(?<ny>\\d{4}))?`,
];
const WHOLE = new RegExp(`^(?:${FORMS.join('|')})$`, 'i');
const ANYWHERE = new RegExp(`(?<![\\w/.,-])(?:${FORMS.join('|')})(?![\\w/-]|\\.\\d)`, 'gi');

function fromGroups(groups: Record<string, string | undefined>): PrintedDate | null {
  let date: PrintedDate;
  if (groups.iy) date = { year: Number(groups.iy), month: Number(groups.im), day: Number(groups.id) };
  else if (groups.name) {
    const month =
      MONTHS[groups.name.slice(0, groups.name.toLowerCase().startsWith('sept') ? 4 : 3).toLowerCase()];
    if (!month) return null;
    date = { year: groups.ny ? Number(groups.ny) : null, month, day: Number(groups.nd) };
  } else {
    const year = groups.y === undefined ? null : Number(groups.y) + (groups.y.length === 2 ? 2000 : 0);
    date = { year, month: Number(groups.m), day: Number(groups.d) };
  }
  // A year-less 02/29 is checked once its year is known.
  return isValidDay(date.year ?? 2000, date.month, date.day) ? date : null;
}

/** The date a whole piece of text is, or null. */
export function parseDate(text: string): PrintedDate | null {
  const match = WHOLE.exec(text.trim());
  return match?.groups ? fromGroups(match.groups) : null;
}

/** Every date printed in a line of text, in order (for periods: "10/01/2026 through 10/31/2026"). */
export function findDates(text: string): PrintedDate[] {
  const found: PrintedDate[] = [];
  for (const match of text.matchAll(ANYWHERE)) {
    const date = match.groups && fromGroups(match.groups);
    if (date) found.push(date);
  }
  return found;
}

/**
 * The calendar day of a printed date within a statement's period: a date without a year takes the
 * year that puts it inside the period, or nearest to it (a December-to-January statement prints
 * 12/28 and 01/03). Null when the day does not exist in that year (02/29).
 */
export function dayInPeriod(date: PrintedDate, period: { start: string; end: string } | null): string | null {
  if (date.year !== null) return isoDay(date.year, date.month, date.day);
  if (!period) return null;
  const years = [...new Set([Number(period.start.slice(0, 4)), Number(period.end.slice(0, 4))])];
  const start = dayNumber(period.start);
  const end = dayNumber(period.end);
  const distance = (iso: string) => Math.max(0, start - dayNumber(iso), dayNumber(iso) - end);
  const candidates = years
    .filter((year) => isValidDay(year, date.month, date.day))
    .map((year) => isoDay(year, date.month, date.day))
    .sort((a, b) => distance(a) - distance(b));
  return candidates[0] ?? null;
}
