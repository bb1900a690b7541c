import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { toDollars } from './money.ts';

// Building blocks for form schemas. Every field accepts what an HTML form holds ('' for an empty
// input) and is optional on input, so a draft or a JSON body with missing keys parses the same way
// as an untouched form.

export const NAME_MAX = 200;
export const CODE_MAX = 50;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Form text without control characters: a browser never types them, and the database refuses NUL
 * outright, so a hostile body carrying one would otherwise fail late instead of being cleaned.
 */
export function formText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite((value) => value.replace(CONTROL_CHARACTERS, ''));
}

// prefault (not default) so a missing value still runs through the checks and gets its message.
export function requiredText(requiredMessage: string, max = NAME_MAX) {
  return formText({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MESSAGES.tooLong(max))
    .prefault('');
}

export function optionalText(max = NAME_MAX) {
  return formText().trim().max(max, MESSAGES.tooLong(max)).prefault('');
}

// Text that must match a pattern; an empty value fails the pattern too, with the same message.
export function patternText(pattern: RegExp, message: string) {
  return formText({ error: message }).trim().regex(pattern, message).prefault('');
}

// A select: the form holds '' until something is chosen, and '' or anything off the list reads as
// "not chosen".
export function requiredChoice<const T extends readonly string[]>(values: T, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .pipe(z.enum(values, { error: requiredMessage }))
    .prefault('');
}

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

// Number inputs reach us as numbers (valueAsNumber, NaN when empty), as text, or not at all.
// Empty becomes undefined; text that is not a plain decimal becomes NaN so the range check that
// follows rejects it instead of Number() quietly reading '0x10' or '1e2'.
export function toNumberInput(value: number | string | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return DECIMAL_PATTERN.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function numberInput(invalidMessage?: string) {
  return z
    .union(
      [z.number(), z.nan(), z.string(), z.null()],
      invalidMessage ? { error: invalidMessage } : undefined,
    )
    .optional()
    .transform(toNumberInput);
}

/**
 * Whole dollars as a form or a JSON body holds them (money.ts): '25,000', '$25000' or 25000. The
 * form types them as masked text, so unlike numberInput no NaN comes: none is accepted, which keeps
 * the JSON bodies that carry an amount (a decision's) describable in the API's OpenAPI document.
 */
export function dollarsInput(invalidMessage: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: invalidMessage })
    .optional()
    .transform(toDollars);
}
