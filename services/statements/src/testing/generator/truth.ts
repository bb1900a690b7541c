import type { StatementFigures } from '../../reading/read-statement.ts';
import type { Activity, PlannedTransaction } from './activity.ts';
import { everyDay } from './calendar.ts';

/** A row as a layout printed it: the transaction, and the running balance beside it if the layout prints one there. */
export interface PrintedRow {
  transaction: PlannedTransaction;
  balanceCents: number | null;
}

/**
 * Every figure the reader must find in a statement, computed here from what the generator put in
 * it, in the plainest way (no code shared with the reader).
 */
export function statementTruth(input: {
  bankName: string;
  accountNumber: string;
  activity: Activity;
  printed: readonly PrintedRow[];
}): StatementFigures {
  const { activity } = input;
  const transactions = input.printed
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.transaction.date.localeCompare(b.row.transaction.date) || a.index - b.index)
    .map(({ row }) => ({
      date: row.transaction.date,
      description: row.transaction.lines.join(' '),
      amountCents: row.transaction.amountCents,
      balanceCents: row.balanceCents,
    }));
  const credits = transactions.filter((transaction) => transaction.amountCents > 0);
  const debits = transactions.filter((transaction) => transaction.amountCents < 0);
  const endOfDay = everyDay(activity.period.start, activity.period.end).map(
    (date) =>
      activity.openingCents +
      transactions
        .filter((transaction) => transaction.date <= date)
        .reduce((sum, t) => sum + t.amountCents, 0),
  );
  const total = endOfDay.reduce((sum, balance) => sum + balance, 0);
  // Half away from zero: round the magnitude half up, then give the sign back.
  const average = Math.sign(total) * Math.round(Math.abs(total) / endOfDay.length);
  return {
    check: 'reconciled',
    checkReason: null,
    bankName: input.bankName,
    accountLast4: input.accountNumber.slice(-4),
    periodStart: activity.period.start,
    periodEnd: activity.period.end,
    openingBalanceCents: activity.openingCents,
    closingBalanceCents: activity.openingCents + transactions.reduce((sum, t) => sum + t.amountCents, 0),
    depositsCents: credits.reduce((sum, t) => sum + t.amountCents, 0),
    depositCount: credits.length,
    withdrawalsCents: debits.reduce((sum, t) => sum - t.amountCents, 0),
    withdrawalCount: debits.length,
    averageDailyBalanceCents: average === 0 ? 0 : average,
    lowestBalanceCents: Math.min(...endOfDay),
    negativeDays: endOfDay.filter((balance) => balance < 0).length,
    nsfCount: input.printed.filter((row) => row.transaction.nsfFee).length,
    transactions,
  };
}

/** The running balance after each transaction, in the order given. */
export function runningBalances(openingCents: number, transactions: readonly PlannedTransaction[]): number[] {
  let balance = openingCents;
  return transactions.map((transaction) => {
    balance += transaction.amountCents;
    return balance;
  });
}
