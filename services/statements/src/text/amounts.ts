/**
 * A money amount as statements print it: `1,234.56`, `$1,234.56`, `(1,234.56)`, `-1,234.56`,
 * `1,234.56-`, `1,234.56 DR`, `1,234.56 CR`. Always two decimals: a number without them is a count, a
 * check number or a reference, never money on a statement.
 */
export interface PrintedAmount {
  /** The value with the sign the text gives it (parentheses, a minus before or after, DR). */
  cents: number;
  /** Whether the text marks the sign itself, so a column or a section need not say it. */
  signMarked: boolean;
}

const AMOUNT =
  /^\$?\s*(?<open>\()?\s*(?<lead>[-+])?\s*\$?\s*(?<lead2>-)?\s*(?<whole>\d{1,3}(?:,\d{3})+|\d{1,12})\.(?<fraction>\d{2})\s*(?<close>\))?\s*(?<trail>-)?\s*(?<mark>DR|CR|Dr|Cr)?$/;

export function parseAmount(text: string): PrintedAmount | null {
  const match = AMOUNT.exec(text.trim());
  if (!match?.groups) return null;
  const { open, lead, lead2, whole = '', fraction = '', close, trail, mark } = match.groups;
  if (Boolean(open) !== Boolean(close)) return null;
  const markers = [open, lead, lead2, trail, mark].filter(Boolean);
  // "-(1.00)" or "1.00- DR" say the sign twice: not a form any statement prints.
  if (markers.length > 1) return null;
  const magnitude = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
  if (!Number.isSafeInteger(magnitude)) return null;
  const negative = Boolean(open || lead === '-' || lead2 || trail || mark?.toUpperCase() === 'DR');
  return { cents: negative && magnitude !== 0 ? -magnitude : magnitude, signMarked: markers.length > 0 };
}

/** Whether a piece of text looks like money (digits with a decimal point) even if it does not parse. */
export function looksLikeMoney(text: string): boolean {
  return /\d[\d,]*\.\d/.test(text);
}

/** Integer cents as a statement would print them, for reasons a person reads: -1234 -> "-12.34". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(magnitude % 100).padStart(2, '0')}`;
}
