import { describe, expect, it } from 'vitest';
import { FEDERAL_RESERVE_HOLIDAYS } from '../testing/generator/calendar.ts';
import { federalReserveHolidays, isBusinessDay, nextBusinessDay } from './business-days.ts';

describe('federalReserveHolidays', () => {
  it('are the days the Federal Reserve publishes, 2024 to 2028', () => {
    const computed = [2024, 2025, 2026, 2027, 2028]
      .flatMap((year) => [...federalReserveHolidays(year)])
      .sort();
    expect(computed).toEqual([...FEDERAL_RESERVE_HOLIDAYS].sort());
  });

  it('moves a Sunday holiday to Monday and leaves a Saturday one unobserved', () => {
    expect(federalReserveHolidays(2027).has('2027-07-05')).toBe(true); // July 4th, a Sunday
    expect(federalReserveHolidays(2026).has('2026-07-03')).toBe(false); // July 4th, a Saturday
  });
});

describe('nextBusinessDay', () => {
  it('skips weekends and holidays', () => {
    expect(nextBusinessDay('2026-10-02')).toBe('2026-10-05'); // Friday to Monday
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-27'); // over Thanksgiving
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-04'); // New Year's Day, then a weekend
    expect(isBusinessDay('2026-07-03')).toBe(true);
  });
});
