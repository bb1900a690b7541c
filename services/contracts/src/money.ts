// Amounts of money are whole US dollars everywhere (the form, the API, the database, the CSV):
// a funding desk prices in dollars, and integers add up without rounding.

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** `25000` as people read it: `$25,000`. */
export function formatUsd(dollars: number): string {
  return DOLLARS.format(dollars);
}

const COMPACT_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Totals in tables where space is short: `$1.3M`, `$250K`, `$900`. */
export function formatUsdCompact(dollars: number): string {
  return COMPACT_DOLLARS.format(dollars);
}

const DOLLAR_TEXT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)$/;

/**
 * Whole dollars from what a form or a JSON body holds: a number, or text such as '25,000' or
 * '$25000'. Empty is undefined; anything else (cents, a sign, '1e6', a stray comma) is NaN, so the
 * range check that follows refuses it rather than reading a different amount.
 */
export function toDollars(value: number | string | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return undefined;
    return Number.isSafeInteger(value) ? value : Number.NaN;
  }
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!DOLLAR_TEXT.test(trimmed)) return Number.NaN;
  const dollars = Number(trimmed.replace(/[$,\s]/g, ''));
  return Number.isSafeInteger(dollars) ? dollars : Number.NaN;
}
