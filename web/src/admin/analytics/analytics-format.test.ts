import { describe, expect, it } from 'vitest';
import { formatMedianTime } from './analytics-format';

describe('formatMedianTime', () => {
  it('reads in the largest unit, to a tenth below ten', () => {
    expect(formatMedianTime(90)).toBe('2 minutes');
    expect(formatMedianTime(20)).toBe('1 minute');
    expect(formatMedianTime(3600)).toBe('1 hour');
    expect(formatMedianTime(5.25 * 3600)).toBe('5.3 hours');
    expect(formatMedianTime(3.5 * 86_400)).toBe('3.5 days');
    expect(formatMedianTime(12.4 * 86_400)).toBe('12 days');
  });

  it('dashes a stage nobody reached', () => {
    expect(formatMedianTime(null)).toBe('—');
  });
});
