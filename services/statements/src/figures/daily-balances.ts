import type { DailyBalance } from '@funding/contracts';
import { divideRoundingHalfAwayFromZero } from './rounding.ts';

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
