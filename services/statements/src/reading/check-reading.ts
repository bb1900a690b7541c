import type { StatementCheck, StatementTransaction } from '@funding/contracts';
import { endOfDayBalances } from '@funding/contracts';
import { formatCents } from '../text/amounts.ts';
import { dayInPeriod } from '../text/dates.ts';
import type { ReadRow, TableReading } from './read-tables.ts';

export interface CheckInput {
  period: { start: string; end: string } | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  tables: TableReading;
  /** The rows as printed, each with its calendar day (null where it could not be dated). */
  rows: readonly (ReadRow & { day: string | null })[];
  transactions: readonly StatementTransaction[];
}

export interface CheckResult {
  check: Extract<StatementCheck, 'reconciled' | 'unreconciled'>;
  checkReason: string | null;
}

/** The first reason not to vouch for a reading, or null: every figure the statement prints agrees with the rows read. */
function firstDisagreement(input: CheckInput): string | null {
  const { period, openingBalanceCents: opening, closingBalanceCents: closing, tables, rows } = input;
  if (tables.anomalies[0]) return `could not read ${tables.anomalies[0]}`;
  for (const [label, values] of [
    ['opening', tables.openingBalances],
    ['closing', tables.closingBalances],
  ] as const)
    if (new Set(values).size > 1)
      return `two different ${label} balances are printed: ${values.map(formatCents).join(' and ')}`;
  if (opening === null) return 'no opening balance is printed';
  if (closing === null) return 'no closing balance is printed';
  if (!period) return 'no statement period is printed';
  const undated = rows.find((row) => row.day === null);
  if (undated) return `the date of "${undated.description}" is not a day of the period`;
  const outside = input.transactions.find((row) => row.date < period.start || row.date > period.end);
  if (outside)
    return `a transaction is dated ${outside.date}, outside the period ${period.start} to ${period.end}`;

  const sum = rows.reduce((total, row) => total + row.amountCents, 0);
  if (opening + sum !== closing)
    return `the opening balance ${formatCents(opening)} and the ${rows.length} transactions read (${formatCents(sum)}) make ${formatCents(opening + sum)}, not the closing balance ${formatCents(closing)}`;

  // Running balances, in the order printed (newest first in some statements).
  const dates = rows.map((row) => row.day as string);
  const newestFirst = dates.length > 1 && (dates[0] as string) > (dates[dates.length - 1] as string);
  const ordered = newestFirst ? [...rows].reverse() : rows;
  let running = opening;
  for (const row of ordered) {
    running += row.amountCents;
    if (row.balanceCents !== null && row.balanceCents !== running)
      return `the balance printed after "${row.description}" on ${row.day} is ${formatCents(row.balanceCents)}; the rows before it make ${formatCents(running)}`;
  }

  for (const total of tables.totals)
    if (total.printedCents !== total.readCents)
      return `"${total.label}" prints ${formatCents(total.printedCents)}; the rows read add up to ${formatCents(total.readCents)}`;

  for (const kind of ['credits', 'debits'] as const) {
    const printed = tables.summary.filter((figure) => figure.kind === kind);
    if (printed.length === 0) continue;
    const read = rows.filter((row) => (kind === 'credits' ? row.amountCents > 0 : row.amountCents < 0));
    const printedCents = printed.reduce((total, figure) => total + figure.cents, 0);
    const readCents = Math.abs(read.reduce((total, row) => total + row.amountCents, 0));
    if (printedCents !== readCents)
      return `the summary's ${kind} total ${formatCents(printedCents)}; the ${kind} read add up to ${formatCents(readCents)}`;
    if (printed.every((figure) => figure.count !== null)) {
      const count = printed.reduce((total, figure) => total + (figure.count ?? 0), 0);
      if (count !== read.length) return `the summary counts ${count} ${kind}; ${read.length} were read`;
    }
  }

  if (tables.dailyBalances.length > 0) {
    const series = new Map(
      (endOfDayBalances(period, opening, input.transactions) ?? []).map((day) => [
        day.date,
        day.balanceCents,
      ]),
    );
    for (const printed of tables.dailyBalances) {
      const day = dayInPeriod(printed.date, period);
      const computed = day === null ? undefined : series.get(day);
      if (computed !== printed.cents)
        return `the daily balance printed for ${day ?? 'a day outside the period'} is ${formatCents(printed.cents)}; the transactions make ${computed === undefined ? 'no such day' : formatCents(computed)}`;
    }
  }
  return null;
}

/** `reconciled` only when everything the statement prints about its own figures agrees with what was read. */
export function checkReading(input: CheckInput): CheckResult {
  const reason = firstDisagreement(input);
  return reason === null
    ? { check: 'reconciled', checkReason: null }
    : { check: 'unreconciled', checkReason: reason };
}
