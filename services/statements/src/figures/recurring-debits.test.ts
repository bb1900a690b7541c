import { describe, expect, it } from 'vitest';
import { findRecurringDebits, payeeOf } from './recurring-debits.ts';

const debit = (
  date: string,
  amountCents = -49900,
  description = `ACH DEBIT RAPID FUNDING ID:${date.replaceAll('-', '')}`,
) => ({
  date,
  description,
  amountCents,
});

describe('payeeOf', () => {
  it('drops the words that carry digits and the punctuation', () => {
    expect(payeeOf('ACH DEBIT Rapid Funding ID:4410293 REF#000123')).toBe('ACH DEBIT RAPID FUNDING');
    expect(payeeOf('POS PURCHASE TOTAL WINE & MORE #3278')).toBe('POS PURCHASE TOTAL WINE & MORE');
  });
});

describe('findRecurringDebits', () => {
  it('finds a daily debit across a weekend and a holiday (consecutive business days)', () => {
    const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-01'];
    expect(findRecurringDebits(dates.map((date) => debit(date)))).toEqual([
      { description: 'ACH DEBIT RAPID FUNDING', amountCents: 49900, count: 6, cadence: 'daily' },
    ]);
  });

  it('finds weekly and monthly debits, moved by a holiday or a weekend', () => {
    const weekly = ['2026-10-05', '2026-10-13', '2026-10-19', '2026-10-26'].map((date) =>
      debit(date, -20000, 'SHOPIFY CAPITAL'),
    );
    const monthly = ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-06'].map((date) =>
      debit(date, -150031, 'SBA LOAN PMT'),
    );
    expect(findRecurringDebits([...monthly, ...weekly])).toEqual([
      { description: 'SHOPIFY CAPITAL', amountCents: 20000, count: 4, cadence: 'weekly' },
      { description: 'SBA LOAN PMT', amountCents: 150031, count: 4, cadence: 'monthly' },
    ]);
  });

  it('needs four in a row at one cadence: a skipped business day breaks a daily run', () => {
    const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20', '2026-11-23'];
    expect(findRecurringDebits(dates.map((date) => debit(date)))).toEqual([]);
    const longer = [...dates, '2026-11-24', '2026-11-25'];
    expect(findRecurringDebits(longer.map((date) => debit(date)))).toEqual([
      { description: 'ACH DEBIT RAPID FUNDING', amountCents: 49900, count: 4, cadence: 'daily' },
    ]);
  });

  it('keeps payees and amounts apart, and leaves out credits and the bank fees', () => {
    const days = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08'];
    expect(findRecurringDebits(days.map((date, index) => debit(date, -49900 - index)))).toEqual([]);
    expect(findRecurringDebits(days.map((date) => debit(date, 49900)))).toEqual([]);
    expect(findRecurringDebits(days.map((date) => debit(date, -3500, 'OVERDRAFT ITEM FEE')))).toEqual([]);
    const monthlyFee = ['2026-01-30', '2026-02-27', '2026-03-31', '2026-04-30'].map((date) =>
      debit(date, -1500, 'MONTHLY SERVICE FEE'),
    );
    expect(findRecurringDebits(monthlyFee)).toEqual([]);
  });
});
