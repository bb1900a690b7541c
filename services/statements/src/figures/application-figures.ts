import type { RecurringDebit, StatementReading, StatementSummary } from '@funding/contracts';
import { dayNumber, endOfDayBalances, isoFromDayNumber } from '@funding/contracts';
import { findRecurringDebits } from './recurring-debits.ts';
import { divideRoundingHalfAwayFromZero } from './rounding.ts';

/** A reconciled statement: every figure the application's summary needs is known. */
type Reconciled = StatementReading & {
  periodStart: string;
  periodEnd: string;
  openingBalanceCents: number;
  depositsCents: number;
  nsfCount: number;
  negativeDays: number;
};

function isReconciled(statement: StatementReading): statement is Reconciled {
  return (
    statement.check === 'reconciled' &&
    statement.periodStart !== null &&
    statement.periodEnd !== null &&
    statement.openingBalanceCents !== null &&
    statement.depositsCents !== null &&
    statement.nsfCount !== null &&
    statement.negativeDays !== null
  );
}

/** The same statement uploaded in two slots counts once. */
function sameStatementKey(statement: Reconciled): string {
  return JSON.stringify([
    statement.bankName,
    statement.accountLast4,
    statement.periodStart,
    statement.periodEnd,
    statement.openingBalanceCents,
    statement.closingBalanceCents,
    statement.transactions.length,
  ]);
}

/** The month a statement stands for: the one its period's middle day falls in (a 12/15-01/14 cycle is December's). */
function monthOf(statement: Reconciled): string {
  const middle = Math.floor((dayNumber(statement.periodStart) + dayNumber(statement.periodEnd)) / 2);
  return isoFromDayNumber(middle).slice(0, 7);
}

/**
 * The application's positions and summary, from its reconciled statements only: an unverified
 * reading never becomes an application-level fact. Months are the distinct months the statements
 * stand for (two accounts' October statements are one month, and their deposits add up); the
 * average daily balance is the mean over every day of every statement.
 */
export function summarizeStatements(statements: readonly StatementReading[]): {
  recurringDebits: RecurringDebit[];
  summary: StatementSummary;
} {
  const unique = new Map<string, Reconciled>();
  for (const statement of statements)
    if (isReconciled(statement)) unique.set(sameStatementKey(statement), statement);
  const reconciled = [...unique.values()];
  const months = new Set(reconciled.map(monthOf)).size;
  if (months === 0)
    return {
      recurringDebits: [],
      summary: {
        months: 0,
        averageMonthlyDepositsCents: null,
        averageDailyBalanceCents: null,
        nsfCount: null,
        negativeDays: null,
      },
    };
  const sum = (pick: (statement: Reconciled) => number) =>
    reconciled.reduce((total, statement) => total + pick(statement), 0);
  const days = reconciled.flatMap(
    (s) =>
      endOfDayBalances({ start: s.periodStart, end: s.periodEnd }, s.openingBalanceCents, s.transactions) ??
      [],
  );
  return {
    recurringDebits: findRecurringDebits(reconciled.flatMap((statement) => statement.transactions)),
    summary: {
      months,
      averageMonthlyDepositsCents: divideRoundingHalfAwayFromZero(
        sum((s) => s.depositsCents),
        months,
      ),
      // From the days themselves: a mean of the statements' rounded means could be a cent off.
      averageDailyBalanceCents: divideRoundingHalfAwayFromZero(
        days.reduce((total, day) => total + day.balanceCents, 0),
        days.length,
      ),
      nsfCount: sum((s) => s.nsfCount),
      negativeDays: sum((s) => s.negativeDays),
    },
  };
}
