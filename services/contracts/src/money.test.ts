import { describe, expect, it } from 'vitest';
import { formatDollars, formatUsd, formatUsdCompact, toDollars } from './money.ts';

describe('money', () => {
  it('shows whole dollars', () => {
    expect(formatUsd(25_000)).toBe('$25,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsdCompact(1_250_000)).toBe('$1.3M');
    expect(formatUsdCompact(900)).toBe('$900');
  });

  it('shows the cents of statements to the cent', () => {
    expect([-123_456, 0, 5, 100_000_099].map(formatDollars)).toEqual([
      '-$1,234.56',
      '$0.00',
      '$0.05',
      '$1,000,000.99',
    ]);
  });

  it('reads whole dollars from a number or the text of an input, and nothing else', () => {
    expect([25_000, '25000', '25,000', '$25,000', ' $ 25000 '].map(toDollars)).toEqual([
      25_000, 25_000, 25_000, 25_000, 25_000,
    ]);
    expect([undefined, null, '', '  ', Number.NaN].map(toDollars)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const wrong of ['25,00', '2,5000', '25000.00', '-5', '1e6', '0x10', 'ten', 12.5, 2 ** 60])
      expect(toDollars(wrong)).toBeNaN();
  });
});
