import { isValidPhoneNumber } from 'libphonenumber-js/core';
import { z } from 'zod';
import { formText } from './form-fields.ts';
import { MESSAGES } from './messages.ts';
import { NANP_PHONE_METADATA } from './nanp-phone-metadata.ts';

// How to reach the applicant: US phone numbers as the form's mask writes them, (###) ###-####, and
// e-mail addresses. Kept apart from masks.ts because libphonenumber-js and its metadata (the
// calling-code-1 slice of the small "min" build, enough to tell assigned area codes and exchanges
// from made-up ones) belong with the schemas, which load after the applicant page's first paint.

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** RFC 5321's limit on a forward path; longer is not an address a mail server takes. */
export const EMAIL_MAX = 254;

/**
 * zod's own pattern: one `@`, no whitespace, quotes, commas, semicolons or angle brackets, so an
 * accepted address is always one recipient and can go into a mail header as it is.
 */
const EMAIL_PATTERN = z.regexes.email;

/** The message for a phone value, or undefined when it is a real US number in the mask's format. */
export function phoneIssue(value: string): string | undefined {
  if (!PHONE_PATTERN.test(value)) return MESSAGES.phoneFormat;
  return isValidPhoneNumber(value, 'US', NANP_PHONE_METADATA) ? undefined : MESSAGES.phoneInvalid;
}

/** The message for an e-mail value, or undefined when it is a valid address. */
export function emailIssue(value: string): string | undefined {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) ? undefined : MESSAGES.emailFormat;
}

function checkedText(requiredMessage: string, issue: (value: string) => string | undefined) {
  return formText({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      const message = value === '' ? requiredMessage : issue(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .prefault('');
}

export function requiredPhone(requiredMessage: string) {
  return checkedText(requiredMessage, phoneIssue);
}

export function requiredEmail() {
  return checkedText(MESSAGES.emailRequired, emailIssue);
}
