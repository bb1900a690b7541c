/**
 * The one home of what an applicant's personal data looks like and how it is hidden: the display
 * masks of lists, exports and the detail (last four digits), and the scrubbing of free text that
 * may quote a value (log lines, the reasons jobs failed, the queue view, the processing errors
 * staff read). The fuzz looks for the same shapes in what it sent and then in the logs.
 *
 * Free text is scrubbed by shape, not by knowing the value: an SSN-shaped number (3-2-4 digits,
 * dashed, dotted or spaced), an EIN-shaped one (2-7), any run of nine or more digits (a bare SSN,
 * EIN or a phone number written without separators), a US phone number in its usual forms, and an
 * e-mail address. Digits next to a shape do not save it (`1219-09-99990` still holds an SSN). UUIDs
 * are left whole: they are our ids, and random hex cannot carry a value.
 */

export const MASKED_DATE_OF_BIRTH = '**/**/****';

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

export function lastFour(input: string): string {
  const digits = digitsOf(input);
  return digits.length < 4 ? '' : digits.slice(-4);
}

// Both maskers go through lastFour, so handing them a full number by mistake still shows only four
// digits. A value with fewer than four digits masks to '' rather than revealing what is there.
export function maskSsn(last4: string): string {
  const shown = lastFour(last4);
  return shown === '' ? '' : `***-**-${shown}`;
}

export function maskEin(last4: string): string {
  const shown = lastFour(last4);
  return shown === '' ? '' : `**-***${shown}`;
}

export function maskDateOfBirth(dateOfBirth: string): string {
  return dateOfBirth.trim() === '' ? '' : MASKED_DATE_OF_BIRTH;
}

/** The shapes, each with the marker that replaces it. Order matters: e-mail addresses first. */
const SHAPES: readonly { pattern: RegExp; marker: string }[] = [
  // The local part as RFC 5322 allows it (quotes and backticks included); the delimiters a message
  // puts around an address end it.
  { pattern: /[^\s@<>"(),;:[\]]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, marker: '[e-mail]' },
  { pattern: /\d{3}[-. ]\d{2}[-. ]\d{4}/g, marker: '[number]' },
  { pattern: /\d{2}-\d{7}/g, marker: '[number]' },
  // (512) 555-0142, 512-555-0142, 512.555.0142, 512 555 0142, +1 512 555 0142.
  { pattern: /(?:\+?1[-. ]?)?(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}/g, marker: '[phone]' },
  { pattern: /\d{9,}/g, marker: '[number]' },
];

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** `text` with every e-mail address, phone number and SSN- or EIN-shaped number replaced. */
export function scrubPersonalData(text: string): string {
  // Split around UUIDs (kept at the odd places), so only the text between them is scrubbed.
  return text
    .split(UUID)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : SHAPES.reduce((scrubbed, { pattern, marker }) => scrubbed.replace(pattern, marker), part),
    )
    .join('');
}

/** Every string in a JSON value scrubbed, keys included; other values as they are. */
export function scrubPersonalDataDeep(value: unknown): unknown {
  if (typeof value === 'string') return scrubPersonalData(value);
  if (Array.isArray(value)) return value.map(scrubPersonalDataDeep);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [scrubPersonalData(key), scrubPersonalDataDeep(item)]),
    );
  }
  return value;
}

export const PERSONAL_DATA_MARKER = '[personal data]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each of `values` (a person's own answers: names, addresses, numbers) replaced by the
 * marker, in any case, where it stands as a whole word (so a first name "Al" leaves "Also" alone);
 * then every shape `scrubPersonalData` knows. For text staff write about one applicant, such as the
 * reason of a legal hold, where the values themselves are known.
 */
export function withoutValues(text: string, values: readonly string[]): string {
  const longestFirst = [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  const replaced = longestFirst.reduce(
    (scrubbed, value) =>
      scrubbed.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'giu'),
        PERSONAL_DATA_MARKER,
      ),
    text,
  );
  return scrubPersonalData(replaced);
}

const SSN_OR_EIN = /\d{3}-\d{2}-\d{4}|\d{2}-\d{7}/g;

/**
 * The SSN- and EIN-shaped values written in `text` (the fuzz remembers what it sent), outside UUIDs
 * as the scrubber sees it: `00000000-0000-0000-0000-000000000000` holds no EIN.
 */
export function ssnOrEinShapedIn(text: string): string[] {
  return text.split(UUID).flatMap((part, index) => (index % 2 === 1 ? [] : (part.match(SSN_OR_EIN) ?? [])));
}
