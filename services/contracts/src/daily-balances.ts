import { daysBetween } from './calendar-days.ts';

export interface DailyBalance {
  date: string;
  balanceCents: number;
}

/**
 * The balance at the end of every calendar day of the period: days before the first transaction
 * carry the opening balance, days without transactions the day before. Null when a transaction is
 * dated outside the period (the series would be wrong, not merely incomplete).
 */
export function endOfDayBalances(
  period: { start: string; end: string },
  openingBalanceCents: number,
  transactions: readonly { date: string; amountCents: number }[],
): DailyBalance[] | null {
  const days = daysBetween(period.start, period.end);
  const movement = new Map<string, number>();
  for (const { date, amountCents } of transactions) {
    if (date < period.start || date > period.end) return null;
    movement.set(date, (movement.get(date) ?? 0) + amountCents);
  }
  let balance = openingBalanceCents;
  return days.map((date) => {
    balance += movement.get(date) ?? 0;
    return { date, balanceCents: balance };
  });
}
