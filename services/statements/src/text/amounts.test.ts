import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseAmount } from './amounts.ts';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 123456, false],
    ['$1,234.56', 123456, false],
    ['0.07', 7, false],
    ['1234.56', 123456, false],
    ['(1,234.56)', -123456, true],
    ['$(1,234.56)', -123456, true],
    ['-1,234.56', -123456, true],
    ['-$1,234.56', -123456, true],
    ['$-1,234.56', -123456, true],
    ['1,234.56-', -123456, true],
    ['1,234.56 DR', -123456, true],
    ['1,234.56DR', -123456, true],
    ['1,234.56 CR', 123456, true],
    ['+45.00', 4500, true],
    ['12,345,678.90', 1234567890, false],
  ])('reads %s as %i cents', (text, cents, signMarked) => {
    expect(parseAmount(text)).toEqual({ cents, signMarked });
  });

  it.each([
    ['1,234', 'no cents: a count or a reference'],
    ['1,234.5', 'one decimal'],
    ['1,234.567', 'three decimals'],
    ['12,34.56', 'misplaced thousands separator'],
    ['(1,234.56', 'unclosed parenthesis'],
    ['-(1,234.56)', 'two signs'],
    ['1,234.56- DR', 'two signs'],
    ['10/03', 'a date'],
    ['CHECK 1234', 'words'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('reads back every amount as each form prints it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const plain = formatCents(Math.abs(cents));
        const forms =
          cents < 0
            ? [`-${plain}`, `(${plain})`, `${plain}-`, `${plain} DR`, `$-${plain}`]
            : [plain, `$${plain}`, `${plain} CR`];
        for (const form of forms) expect(parseAmount(form)?.cents).toBe(cents);
      }),
      { seed: 27, numRuns: propertyRuns(2_000) },
    );
  });
});

describe('formatCents', () => {
  it('prints cents with separators and a leading minus', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-123456789)).toBe('-1,234,567.89');
  });
});
