import { daysBetween } from '../calendar.ts';
import { divideRoundingHalfAwayFromZero } from './rounding.ts';

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

export interface BalanceFigures {
  averageDailyBalanceCents: number;
  lowestBalanceCents: number;
  negativeDays: number;
}

/** From the end-of-day series: its mean (rounded half away from zero), its lowest and its days below zero. */
export function balanceFigures(days: readonly DailyBalance[]): BalanceFigures | null {
  if (days.length === 0) return null;
  const total = days.reduce((sum, day) => sum + day.balanceCents, 0);
  return {
    averageDailyBalanceCents: divideRoundingHalfAwayFromZero(total, days.length),
    lowestBalanceCents: Math.min(...days.map((day) => day.balanceCents)),
    negativeDays: days.filter((day) => day.balanceCents < 0).length,
  };
}
