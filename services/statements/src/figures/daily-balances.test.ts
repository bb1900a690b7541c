import { endOfDayBalances } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { balanceFigures } from './daily-balances.ts';

describe('endOfDayBalances', () => {
  const period = { start: '2026-02-01', end: '2026-02-05' };

  it('carries the opening balance before the first transaction and the day before on quiet days', () => {
    const days = endOfDayBalances(period, 1000, [
      { date: '2026-02-03', amountCents: -1500 },
      { date: '2026-02-03', amountCents: 200 },
      { date: '2026-02-05', amountCents: 50 },
    ]);
    expect(days).toEqual([
      { date: '2026-02-01', balanceCents: 1000 },
      { date: '2026-02-02', balanceCents: 1000 },
      { date: '2026-02-03', balanceCents: -300 },
      { date: '2026-02-04', balanceCents: -300 },
      { date: '2026-02-05', balanceCents: -250 },
    ]);
  });

  it('has every calendar day of the period, across a month and a year', () => {
    const days = endOfDayBalances({ start: '2026-12-15', end: '2027-01-14' }, 0, []);
    expect(days).toHaveLength(31);
    expect(days?.[16]?.date).toBe('2026-12-31');
    expect(days?.[17]?.date).toBe('2027-01-01');
  });

  it('is unknown when a transaction falls outside the period', () => {
    expect(endOfDayBalances(period, 0, [{ date: '2026-02-06', amountCents: 1 }])).toBeNull();
    expect(endOfDayBalances(period, 0, [{ date: '2026-01-31', amountCents: 1 }])).toBeNull();
  });
});

describe('balanceFigures', () => {
  it('averages, rounding half away from zero, and finds the lowest and the negative days', () => {
    const figures = balanceFigures([
      { date: '2026-02-01', balanceCents: 1001 },
      { date: '2026-02-02', balanceCents: -2 },
      { date: '2026-02-03', balanceCents: -2000 },
      { date: '2026-02-04', balanceCents: 0 },
    ]);
    // (1001 - 2 - 2000 + 0) / 4 = -250.25
    expect(figures).toEqual({ averageDailyBalanceCents: -250, lowestBalanceCents: -2000, negativeDays: 2 });
    expect(
      balanceFigures([
        { date: 'a', balanceCents: -5 },
        { date: 'b', balanceCents: -6 },
      ])?.averageDailyBalanceCents,
    ).toBe(-6);
    expect(balanceFigures([])).toBeNull();
  });
});
