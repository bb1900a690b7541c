import type { RecurringDebit, RecurringDebitCadence } from '@funding/contracts';
import { dayNumber } from '@funding/contracts';
import { nextBusinessDay } from './business-days.ts';

const MIN_OCCURRENCES = 4;
// The bank's own charges repeat too (a monthly service fee, an overdraft fee on consecutive days);
// they are fees, not positions.
const BANK_FEE = /\bFEES?\b|\bSERVICE CHARGES?\b/i;

/**
 * The payee of a debit: its description without the words that carry digits (trace numbers,
 * dates, card numbers, "#1234"), which change from one debit to the next, and without punctuation.
 */
export function payeeOf(description: string): string {
  return description
    .toUpperCase()
    .split(/\s+/)
    .filter((word) => word && !/\d/.test(word))
    .map((word) => word.replace(/[^A-Z&]/g, ''))
    .filter(Boolean)
    .join(' ');
}

/** Whether the step from one occurrence to the next fits the cadence. */
const FITS: Record<RecurringDebitCadence, (from: string, to: string) => boolean> = {
  // The next business day: a debit every business day, across weekends and bank holidays.
  daily: (from, to) => nextBusinessDay(from) === to,
  // The same weekday, moved a day or two by a holiday.
  weekly: (from, to) => Math.abs(dayNumber(to) - dayNumber(from) - 7) <= 2,
  // The same day of the month, moved by month lengths, weekends and holidays.
  monthly: (from, to) => Math.abs(dayNumber(to) - dayNumber(from) - 30.5) <= 6.5,
};
const CADENCES: readonly RecurringDebitCadence[] = ['daily', 'weekly', 'monthly'];

/** The longest run of dates (sorted) in which every step fits the cadence. */
function longestRun(dates: readonly string[], cadence: RecurringDebitCadence): number {
  let longest = dates.length > 0 ? 1 : 0;
  let current = longest;
  for (let index = 1; index < dates.length; index++) {
    current = FITS[cadence](dates[index - 1] as string, dates[index] as string) ? current + 1 : 1;
    longest = Math.max(longest, current);
  }
  return longest;
}

/**
 * Positions: debits to the same payee for the same amount at least four times in a row at a daily,
 * weekly or monthly cadence, across all the statements given. Where one payee and amount has runs at
 * several cadences, the longest run is the one reported (daily first on a tie), with its length.
 */
export function findRecurringDebits(
  transactions: readonly { date: string; description: string; amountCents: number }[],
): RecurringDebit[] {
  const groups = new Map<string, { description: string; amountCents: number; dates: string[] }>();
  for (const { date, description, amountCents } of transactions) {
    if (amountCents >= 0 || BANK_FEE.test(description)) continue;
    const payee = payeeOf(description);
    if (!payee) continue;
    const key = `${payee}\u0000${amountCents}`;
    const group = groups.get(key) ?? { description: payee, amountCents: -amountCents, dates: [] };
    group.dates.push(date);
    groups.set(key, group);
  }
  const found: RecurringDebit[] = [];
  for (const { description, amountCents, dates } of groups.values()) {
    if (dates.length < MIN_OCCURRENCES) continue;
    const sorted = [...dates].sort();
    let best: { cadence: RecurringDebitCadence; count: number } | null = null;
    for (const cadence of CADENCES) {
      const count = longestRun(sorted, cadence);
      if (count >= MIN_OCCURRENCES && count > (best?.count ?? 0)) best = { cadence, count };
    }
    if (best) found.push({ description, amountCents, ...best });
  }
  return found.sort(
    (a, b) =>
      CADENCES.indexOf(a.cadence) - CADENCES.indexOf(b.cadence) ||
      b.amountCents - a.amountCents ||
      a.description.localeCompare(b.description),
  );
}
