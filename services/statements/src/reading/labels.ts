// The words statements label their figures and sections with, one place for all of them.

export const OPENING_BALANCE =
  /\b(beginning|opening|starting|previous|prior)\s+(ledger\s+)?balance\b|\bbalance\s+(brought\s+)?forward\b|\bbalance\s+last\s+statement\b/i;
export const CLOSING_BALANCE =
  /\b(ending|closing|new)\s+(ledger\s+)?balance\b|\bbalance\s+this\s+statement\b/i;

export const CONTINUED = /[(\s-]*\bcontinued\b[)\s]*/i;
export const YEAR_TO_DATE = /\byear[\s-]+to[\s-]+date\b|\bytd\b/i;

export const TOTAL = /^\s*(sub)?totals?\b/i;
export const PAGE_TOTAL = /\bpage\b/i;

const CREDIT_WORDS = /\b(deposits?|credits?|additions?|interest\s+(paid|earned))\b/i;
const DEBIT_WORDS = /\b(withdrawals?|debits?|checks?|fees?|charges?|subtractions?|payments?|purchases?)\b/i;
const DAILY_BALANCE_WORDS =
  /\bdaily\s+(ending\s+)?balances?\b|\bending\s+daily\s+balances?\b|\bbalance\s+summary\b/i;

export type SectionKind = 'credits' | 'debits' | 'dailyBalances';

/** What a section title or a summary label is about, from its words. */
export function labelKind(label: string): SectionKind | null {
  if (DAILY_BALANCE_WORDS.test(label)) return 'dailyBalances';
  const debit = DEBIT_WORDS.test(label);
  const credit = CREDIT_WORDS.test(label);
  if (debit && !credit) return 'debits';
  if (credit && !debit) return 'credits';
  // "Deposits and other credits" / "Checks and other debits": the first word decides.
  if (debit && credit) {
    const firstDebit = label.search(DEBIT_WORDS);
    const firstCredit = label.search(CREDIT_WORDS);
    return firstDebit < firstCredit ? 'debits' : 'credits';
  }
  return null;
}
