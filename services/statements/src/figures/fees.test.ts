import { describe, expect, it } from 'vitest';
import { isNsfFee } from './fees.ts';

describe('isNsfFee', () => {
  it.each([
    'NSF FEE',
    'NSF RETURNED ITEM FEE #2231',
    'OVERDRAFT ITEM FEE FOR ITEM #49709',
    'OD FEE',
    'RETURNED ITEM FEE',
    'INSUFFICIENT FUNDS CHARGE',
    'Overdraft Fee',
  ])('counts %s', (description) => {
    expect(isNsfFee({ description, amountCents: -3500 })).toBe(true);
  });

  it.each([
    ['MONTHLY SERVICE FEE', -1500],
    ['WIRE TRANSFER FEE', -2500],
    ['OVERDRAFT PROTECTION TRANSFER FROM SAV 123456', 50000],
    ['OVERDRAFT FEE REFUND', 3500],
    ['RETURNED DEPOSITED ITEM', -12000],
    ['FOOD CITY #44 FEES', -2000],
  ])('does not count %s', (description, amountCents) => {
    expect(isNsfFee({ description, amountCents })).toBe(false);
  });
});
