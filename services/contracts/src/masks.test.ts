import { describe, expect, it } from 'vitest';
import { digitsOnly, formatDollarInput, formatEin, formatSsn, formatZip } from './masks.ts';

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('a1-2 3.b4')).toBe('1234');
    expect(digitsOnly('')).toBe('');
  });
});

describe('formatEin', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12-3'],
    ['1234567', '12-34567'],
    ['123456789', '12-3456789'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(formatEin(input)).toBe(expected);
  });

  it('strips non-digits and stops at 9 digits', () => {
    expect(formatEin('12-345a6789')).toBe('12-3456789');
    expect(formatEin('1234567890123')).toBe('12-3456789');
    expect(formatEin('12-')).toBe('12');
  });
});

describe('formatSsn', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(formatSsn(input)).toBe(expected);
  });

  it('strips non-digits and stops at 9 digits', () => {
    expect(formatSsn('123 45 6789 0')).toBe('123-45-6789');
    expect(formatSsn('abc')).toBe('');
  });
});

describe('formatZip', () => {
  it.each([
    ['1234', '1234'],
    ['12345', '12345'],
    ['123456', '12345-6'],
    ['123456789', '12345-6789'],
    ['1234567890', '12345-6789'],
    ['12345-67x89', '12345-6789'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatZip(input)).toBe(expected);
  });
});

describe('formatDollarInput', () => {
  it('groups whole dollars in thousands while they are typed', () => {
    expect(['', '5', '50', '500', '5000', '50000', '5000000'].map(formatDollarInput)).toEqual([
      '',
      '5',
      '50',
      '500',
      '5,000',
      '50,000',
      '5,000,000',
    ]);
    expect(formatDollarInput('$25,000.75')).toBe('2,500,075');
    expect(formatDollarInput('007')).toBe('7');
    expect(formatDollarInput(formatDollarInput('1234567'))).toBe('1,234,567');
    expect(formatDollarInput('12345678901234')).toBe('1,234,567,890');
  });
});
