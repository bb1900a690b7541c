import type { StatementReading, StatementTransaction } from '@funding/contracts';
import { endOfDayBalances } from '@funding/contracts';
import type { PdfText } from '../extract/pdf-text.ts';
import { balanceFigures } from '../figures/daily-balances.ts';
import { countNsfFees } from '../figures/fees.ts';
import { pageLines } from '../layout/lines.ts';
import { dayInPeriod } from '../text/dates.ts';
import { checkReading } from './check-reading.ts';
import { readTables } from './read-tables.ts';
import { readStatementDetails } from './statement-details.ts';

/** A statement's reading without the upload it came from (the caller knows the slot and the file's name). */
export type StatementFigures = Omit<StatementReading, 'slot' | 'fileName'>;

/** The answer when nothing could be read: every figure unknown. */
export function unreadStatement(check: StatementReading['check'], checkReason: string): StatementFigures {
  return {
    check,
    checkReason,
    bankName: null,
    accountLast4: null,
    periodStart: null,
    periodEnd: null,
    openingBalanceCents: null,
    closingBalanceCents: null,
    depositsCents: null,
    depositCount: null,
    withdrawalsCents: null,
    withdrawalCount: null,
    averageDailyBalanceCents: null,
    lowestBalanceCents: null,
    negativeDays: null,
    nsfCount: null,
    transactions: [],
  };
}

/** The one value printed, or null when there is none (or several that disagree: the check says so). */
function single(values: readonly number[]): number | null {
  return new Set(values).size === 1 ? (values[0] as number) : null;
}

/** Reads a statement from its positioned text: what it says, and whether it adds up. */
export function readStatementText(text: PdfText): StatementFigures {
  if (text.imageOnly) return unreadStatement('scanned', 'the PDF has no text, only images: a scan');
  const pages = text.pages.map((runs, page) => pageLines(runs, page));
  if (pages.every((lines) => lines.length === 0))
    return unreadStatement('not_a_statement', 'the PDF has no text');

  const details = readStatementDetails(pages);
  const tables = readTables(pages);
  const opening = single(tables.openingBalances);
  const closing = single(tables.closingBalances);
  const looksLikeStatement =
    (tables.openingBalances.length > 0 || tables.closingBalances.length > 0 || tables.sawBalanceColumn) &&
    (details.period !== null || tables.sawTransactionTable);
  if (!looksLikeStatement)
    return unreadStatement('not_a_statement', 'no opening or closing balance and no table of transactions');

  const { period } = details;
  const rows = tables.rows.map((row) => ({ ...row, day: dayInPeriod(row.date, period) }));
  const transactions: StatementTransaction[] = rows
    .flatMap((row) =>
      row.day === null
        ? []
        : [
            {
              date: row.day,
              description: row.description,
              amountCents: row.amountCents,
              balanceCents: row.balanceCents,
            },
          ],
    )
    // By date, keeping the printed order within a day (a sectioned statement lists by section).
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) =>
      a.transaction.date < b.transaction.date
        ? -1
        : a.transaction.date > b.transaction.date
          ? 1
          : a.index - b.index,
    )
    .map(({ transaction }) => transaction);

  const { check, checkReason } = checkReading({
    period,
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    tables,
    rows,
    transactions,
  });
  const credits = transactions.filter((transaction) => transaction.amountCents > 0);
  const debits = transactions.filter((transaction) => transaction.amountCents < 0);
  const days = period && opening !== null ? endOfDayBalances(period, opening, transactions) : null;
  const balances = days ? balanceFigures(days) : null;
  return {
    check,
    checkReason,
    bankName: details.bankName,
    accountLast4: details.accountLast4,
    periodStart: period?.start ?? null,
    periodEnd: period?.end ?? null,
    openingBalanceCents: opening,
    closingBalanceCents: closing,
    depositsCents: credits.reduce((sum, transaction) => sum + transaction.amountCents, 0),
    depositCount: credits.length,
    withdrawalsCents: debits.reduce((sum, transaction) => sum - transaction.amountCents, 0),
    withdrawalCount: debits.length,
    averageDailyBalanceCents: balances?.averageDailyBalanceCents ?? null,
    lowestBalanceCents: balances?.lowestBalanceCents ?? null,
    negativeDays: balances?.negativeDays ?? null,
    nsfCount: countNsfFees(transactions),
    transactions,
  };
}
