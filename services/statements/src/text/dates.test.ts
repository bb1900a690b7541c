import { describe, expect, it } from 'vitest';
import { dayInPeriod, findDates, parseDate } from './dates.ts';

describe('parseDate', () => {
  it.each([
    ['10/03/2026', { year: 2026, month: 10, day: 3 }],
    ['1/3/2026', { year: 2026, month: 1, day: 3 }],
    ['10/03/26', { year: 2026, month: 10, day: 3 }],
    ['10-03-2026', { year: 2026, month: 10, day: 3 }],
    ['10/03', { year: null, month: 10, day: 3 }],
    ['2026-10-03', { year: 2026, month: 10, day: 3 }],
    ['Oct 3, 2026', { year: 2026, month: 10, day: 3 }],
    ['Oct. 03 2026', { year: 2026, month: 10, day: 3 }],
    ['October 3, 2026', { year: 2026, month: 10, day: 3 }],
    ['Sept 30, 2026', { year: 2026, month: 9, day: 30 }],
    ['OCT 03', { year: null, month: 10, day: 3 }],
    ['02/29', { year: null, month: 2, day: 29 }],
  ])('reads %s', (text, date) => {
    expect(parseDate(text)).toEqual(date);
  });

  it.each([
    ['13/01/2026', 'no 13th month (day-first is not a US form)'],
    ['02/30/2026', 'no such day'],
    ['02/29/2027', 'not a leap year'],
    ['10/03/2026 ACH', 'more than a date'],
    ['10.03', 'an amount'],
    ['1234', 'a number'],
    ['10/03-2026', 'mixed separators'],
  ])('refuses %s (%s)', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('findDates', () => {
  it('finds the two ends of a period in the forms banks print it', () => {
    expect(findDates('Statement Period: 10/01/2026 - 10/31/2026')).toHaveLength(2);
    expect(findDates('October 1, 2026 through October 31, 2026')).toEqual([
      { year: 2026, month: 10, day: 1 },
      { year: 2026, month: 10, day: 31 },
    ]);
    expect(findDates('STATEMENT PERIOD 12/15/26 THRU 01/14/27')).toEqual([
      { year: 2026, month: 12, day: 15 },
      { year: 2027, month: 1, day: 14 },
    ]);
  });

  it('does not take account numbers, phone numbers or amounts for dates', () => {
    expect(findDates('Account 1234-5678 Call 1-800-555-0199 balance 10.03 ref 12/345')).toEqual([]);
  });
});

describe('dayInPeriod', () => {
  const december = { start: '2026-12-15', end: '2027-01-14' };

  it('gives a year-less date the year that puts it inside the period', () => {
    expect(dayInPeriod({ year: null, month: 12, day: 28 }, december)).toBe('2026-12-28');
    expect(dayInPeriod({ year: null, month: 1, day: 3 }, december)).toBe('2027-01-03');
  });

  it('keeps a printed year and needs a period for a date without one', () => {
    expect(dayInPeriod({ year: 2025, month: 3, day: 1 }, december)).toBe('2025-03-01');
    expect(dayInPeriod({ year: null, month: 3, day: 1 }, null)).toBeNull();
  });

  it('refuses February 29th in a period of a year without one', () => {
    expect(
      dayInPeriod({ year: null, month: 2, day: 29 }, { start: '2027-02-01', end: '2027-02-28' }),
    ).toBeNull();
    expect(dayInPeriod({ year: null, month: 2, day: 29 }, { start: '2028-02-01', end: '2028-02-29' })).toBe(
      '2028-02-29',
    );
  });
});
