import { describe, expect, it } from 'vitest';
import { isIsoCalendarDate, latestTodayIsoDate, todayLocalIsoDate } from './dates.ts';

describe('isIsoCalendarDate', () => {
  it.each(['2024-02-29', '2023-12-31', '1900-01-01'])('accepts %j', (value) => {
    expect(isIsoCalendarDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '2023-04-31', '2023-00-10', '2023-13-01', '2023-1-01', '20230101', '', 'x'])(
    'rejects %j',
    (value) => {
      expect(isIsoCalendarDate(value)).toBe(false);
    },
  );
});

describe('today', () => {
  it('formats the local calendar date with padding', () => {
    expect(todayLocalIsoDate(new Date(2024, 0, 5, 0, 1))).toBe('2024-01-05');
  });

  it('allows for the time zone that is furthest ahead', () => {
    expect(latestTodayIsoDate(new Date('2024-03-10T09:59:00Z'))).toBe('2024-03-10');
    expect(latestTodayIsoDate(new Date('2024-03-10T10:00:00Z'))).toBe('2024-03-11');
  });
});
