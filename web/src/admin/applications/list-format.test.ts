import { describe, expect, it } from 'vitest';
import { formatDateAndTime } from './list-format';

describe('formatDateAndTime', () => {
  it('splits a moment into a date and a time of the local zone', () => {
    const { date, time } = formatDateAndTime('2026-11-20T15:04:00.000Z');
    expect(date).toMatch(/^Nov (19|20|21), 2026$/);
    expect(time).toMatch(/^\d{1,2}:04\s[AP]M$/);
  });
});
