import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateApplication } from './application.ts';
import { EMAIL_MAX, emailIssue, PHONE_PATTERN, phoneIssue } from './contact.ts';
import { digitsOnly, formatPhone } from './masks.ts';
import { MESSAGES } from './messages.ts';

// Seeded property tests: up to thousands of generated inputs per rule (propertyRuns), the same
// ones on every run.
const RUNS = { seed: 20261123, numRuns: propertyRuns(3_000) } as const;

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));
const nonOneDigit = fc.constantFrom(...'23456789');
// Area codes in service in several states; every exchange 200-999 is assignable in them.
const AREA_CODES = [
  '201',
  '212',
  '213',
  '214',
  '305',
  '312',
  '404',
  '415',
  '512',
  '617',
  '702',
  '713',
  '907',
];

/** A real-looking US number as ten digits: assigned area code, exchange 2XX-9XX, any line. */
const usNumberDigits = fc
  .tuple(fc.constantFrom(...AREA_CODES), nonOneDigit, digits(2), digits(4))
  .map(([area, exchangeStart, exchangeRest, line]) => `${area}${exchangeStart}${exchangeRest}${line}`);

const asFormatted = (ten: string) => `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;

// What a person may type or paste: digits, the mask's punctuation, letters, spaces, anything.
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789()- +.x') }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  usNumberDigits.map((ten) => `+1 ${ten.slice(0, 3)}.${ten.slice(3, 6)}.${ten.slice(6)}`),
);

const PARTIAL_PHONE = /^(\(\d{1,3}|\(\d{3}\) \d{1,3}|\(\d{3}\) \d{3}-\d{1,4})?$/;

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['212', '(212'],
    ['2125', '(212) 5'],
    ['212555', '(212) 555'],
    ['2125550', '(212) 555-0'],
    ['2125550123', '(212) 555-0123'],
    ['212555012345', '(212) 555-0123'],
    ['+1 (212) 555-0123', '(212) 555-0123'],
    ['1-212-555-0123', '(212) 555-0123'],
    ['(212) ', '(212'],
    ['(', ''],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('always gives a prefix of the mask, and formatting again changes nothing', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const once = formatPhone(input);
        expect(once).toMatch(PARTIAL_PHONE);
        expect(formatPhone(once)).toBe(once);
        expect(digitsOnly(once).length).toBeLessThanOrEqual(10);
      }),
      RUNS,
    );
  });

  it('typing digits one at a time ends where pasting them all does', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, maxLength: 14 }), (input) => {
        let shown = '';
        for (const character of input) shown = formatPhone(shown + character);
        expect(shown).toBe(formatPhone(input));
      }),
      RUNS,
    );
  });

  it('turns any ten digits, with or without +1 and punctuation, into the full mask', () => {
    fc.assert(
      fc.property(usNumberDigits, fc.constantFrom('', '1', '+1 ', '+1-'), (ten, prefix) => {
        const formatted = formatPhone(`${prefix}${ten}`);
        expect(formatted).toBe(asFormatted(ten));
        expect(formatted).toMatch(PHONE_PATTERN);
      }),
      RUNS,
    );
  });
});

describe('phoneIssue', () => {
  it('accepts real US numbers in the mask format', () => {
    fc.assert(
      fc.property(usNumberDigits, (ten) => {
        expect(phoneIssue(asFormatted(ten))).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('refuses an area code or exchange starting with 0 or 1 as not a real number', () => {
    const impossible = fc.oneof(
      fc.tuple(fc.constantFrom('0', '1'), digits(9)).map(([first, rest]) => first + rest),
      fc
        .tuple(fc.constantFrom(...AREA_CODES), fc.constantFrom('0', '1'), digits(6))
        .map(([area, first, rest]) => area + first + rest),
    );
    fc.assert(
      fc.property(impossible, (ten) => {
        expect(phoneIssue(asFormatted(ten))).toBe(MESSAGES.phoneInvalid);
      }),
      RUNS,
    );
  });

  it('answers the format message for anything not in the mask format, and never throws', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const issue = phoneIssue(input);
        if (!PHONE_PATTERN.test(input)) expect(issue).toBe(MESSAGES.phoneFormat);
        else expect([undefined, MESSAGES.phoneInvalid]).toContain(issue);
      }),
      RUNS,
    );
  });
});

// The shape of addresses people have: dotted local parts of letters, digits, _ + - and a domain of
// labels with a top-level domain of letters.
const localCharacter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_+-',
);
const labelCharacter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const localPart = fc
  .array(fc.string({ unit: localCharacter, minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 })
  .map((segments) => segments.join('.'));
const domain = fc
  .tuple(
    fc.array(
      fc
        .tuple(labelCharacter, fc.string({ unit: fc.oneof(labelCharacter, fc.constant('-')), maxLength: 10 }))
        .map(([first, rest]) => first + rest),
      { minLength: 1, maxLength: 3 },
    ),
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 2, maxLength: 6 }),
  )
  .map(([labels, tld]) => [...labels, tld].join('.'));
const emailAddress = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

// Characters that would let one field name several recipients or break a mail header.
const HEADER_BREAKERS = [' ', '\t', '\r', '\n', ',', ';', '<', '>', '"', '(', ')', ':', '\\', '[', ']'];

describe('emailIssue', () => {
  it('accepts ordinary addresses', () => {
    fc.assert(
      fc.property(emailAddress, (address) => {
        expect(emailIssue(address)).toBeUndefined();
      }),
      RUNS,
    );
  });

  it('refuses an address with a character that could add a recipient or a header', () => {
    fc.assert(
      fc.property(emailAddress, fc.constantFrom(...HEADER_BREAKERS), fc.nat(), (address, breaker, at) => {
        const position = at % (address.length + 1);
        const broken = address.slice(0, position) + breaker + address.slice(position);
        expect(emailIssue(broken)).toBe(MESSAGES.emailFormat);
      }),
      RUNS,
    );
  });

  it('whatever it accepts is one address of one @, no header breakers, at most 254 characters', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.emailAddress(),
      fc.tuple(emailAddress, emailAddress).map(([a, b]) => `${a},${b}`),
      fc.string({ unit: fc.constantFrom(...'ab.@-_+ ,;<>'), maxLength: 30 }),
      fc
        .string({ unit: localCharacter, minLength: 250, maxLength: 400 })
        .map((long) => `${long}@example.com`),
    );
    fc.assert(
      fc.property(anyText, (input) => {
        if (emailIssue(input) !== undefined) return;
        expect(input.split('@')).toHaveLength(2);
        expect(input.length).toBeLessThanOrEqual(EMAIL_MAX);
        for (const breaker of HEADER_BREAKERS) expect(input).not.toContain(breaker);
      }),
      RUNS,
    );
  });
});

describe('contact fields in the application schema', () => {
  const contactFields = ['businessPhone', 'owner1MobilePhone', 'owner1Email'] as const;

  it('never throws, and only a checked value gets through', () => {
    fc.assert(
      fc.property(
        fc.record({
          businessPhone: typed,
          owner1MobilePhone: typed,
          owner1Email: fc.oneof(emailAddress, typed),
        }),
        (contact) => {
          const result = validateApplication(contact);
          if (result.success) throw new Error('an application of contact fields alone is incomplete');
          for (const field of contactFields) {
            const value = contact[field].trim();
            const expected = field === 'owner1Email' ? emailIssue(value) : phoneIssue(value);
            if (value !== '') expect(result.fields[field]).toBe(expected);
          }
        },
      ),
      { ...RUNS, numRuns: propertyRuns(1_000) },
    );
  });
});
