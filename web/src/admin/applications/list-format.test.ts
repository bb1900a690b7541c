import { describe, expect, it } from 'vitest';
import { NOT_GIVEN } from './format';
import { formatAge, formatDateAndTime } from './list-format';

describe('formatAge', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it('counts whole days', () => {
    expect(formatAge('2026-11-27T07:00:00.000Z', now)).toBe('today');
    expect(formatAge('2026-11-26T12:00:00.000Z', now)).toBe('1 day');
    expect(formatAge('2026-09-27T12:00:00.000Z', now)).toBe('61 days');
  });

  it('calls a clock a little behind the server today, and dashes what is not a date', () => {
    expect(formatAge('2026-11-27T12:03:00.000Z', now)).toBe('today');
    expect(formatAge('not a date', now)).toBe(NOT_GIVEN);
  });
});

describe('formatDateAndTime', () => {
  it('splits a moment into a date and a time of the local zone', () => {
    const { date, time } = formatDateAndTime('2026-11-20T15:04:00.000Z');
    expect(date).toMatch(/^Nov (19|20|21), 2026$/);
    expect(time).toMatch(/^\d{1,2}:04\s[AP]M$/);
  });
});
