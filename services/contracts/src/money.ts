// Amounts of money are whole US dollars everywhere (the form, the API, the database, the CSV):
// a funding desk prices in dollars, and integers add up without rounding. The one exception is what
// is read from bank statements, kept in cents as printed (statements.ts): formatDollars shows those.
// This is the one home of money shown to people; the form's input mask is formatDollarInput in
// masks.ts, beside the other masks, since it formats what is being typed rather than an amount.

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

/** Cents as US dollars for people, to the cent as statements print them: -123456 -> '-$1,234.56'. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
