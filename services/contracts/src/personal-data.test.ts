import { randomUUID } from 'node:crypto';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatApplicationId } from './ids.ts';
import {
  lastFour,
  maskDateOfBirth,
  maskEin,
  maskSsn,
  scrubPersonalData,
  scrubPersonalDataDeep,
  ssnOrEinShapedIn,
} from './personal-data.ts';

describe('lastFour', () => {
  it('returns the last four digits, or nothing when there are fewer', () => {
    expect(lastFour('123-45-6789')).toBe('6789');
    expect(lastFour('12-3456789')).toBe('6789');
    expect(lastFour('1234')).toBe('1234');
    expect(lastFour('12-3')).toBe('');
    expect(lastFour('')).toBe('');
  });
});

describe('display masks', () => {
  it('masks SSN and EIN to the last four digits', () => {
    expect(maskSsn('1234')).toBe('***-**-1234');
    expect(maskEin('1234')).toBe('**-***1234');
  });

  it('never reveals more than four digits, even when handed a full number', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskEin('12-3456789')).toBe('**-***6789');
  });

  it('masks nothing to nothing', () => {
    expect(maskSsn('')).toBe('');
    expect(maskEin('12')).toBe('');
  });

  it('masks a date of birth entirely', () => {
    expect(maskDateOfBirth('1980-04-15')).toBe('**/**/****');
    expect(maskDateOfBirth('')).toBe('');
  });
});

const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((d) => d.join(''));
const ssn = fc
  .tuple(digits(3), digits(2), digits(4), fc.constantFrom('-', '', ' ', '.'))
  .map(([a, b, c, s]) => `${a}${s}${b}${s}${c}`);
const ein = fc.tuple(digits(2), digits(7), fc.constantFrom('-', '')).map(([a, b, s]) => `${a}${s}${b}`);
const phone = fc
  .tuple(
    digits(3),
    digits(3),
    digits(4),
    fc.constantFrom('(a) b-c', 'a-b-c', 'a.b.c', 'a b c', '+1 a b c', '1-a-b-c', 'abc'),
  )
  .map(([a, b, c, form]) => form.replace('a', a).replace('b', b).replace('c', c));
// Text around a value, as an error message or a log line puts it, digits and letters included.
const around = fc.string({ maxLength: 30 });

describe('scrubPersonalData', () => {
  it('removes SSN-, EIN- and phone-shaped numbers and e-mail addresses wherever they sit (property-based)', () => {
    fc.assert(
      fc.property(around, fc.oneof(ssn, ein, phone, fc.emailAddress()), around, (before, value, after) => {
        expect(scrubPersonalData(`${before}${value}${after}`)).not.toContain(value);
      }),
      { seed: 17, numRuns: propertyRuns(3_000) },
    );
  });

  it('leaves ids, times, versions, addresses and stack traces alone (property-based)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const text =
          `pdf failed after 5 attempts: ${formatApplicationId(bytes)} ${randomUUID()} at render ` +
          '(/app/dist/bff/main.mjs:1234:56) 2026-11-23T17:05:00.000Z 127.0.0.1:8080 pdf-lib 1.17.1 550 5.1.1';
        expect(scrubPersonalData(text)).toBe(text);
      }),
      { seed: 17, numRuns: propertyRuns(1_000) },
    );
  });

  it('scrubs what the queue view and the logs used to let through: dotted SSNs, phone numbers', () => {
    expect(scrubPersonalData('ssn 123.45.6789, call (512) 555-0142 or 512.555.0187')).toBe(
      'ssn [number], call [phone] or [phone]',
    );
    expect(scrubPersonalData('550 5.1.1 <maria.lopez@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[e-mail]>: Recipient address rejected',
    );
    expect(scrubPersonalData('/apply/agent/1219-09-99990 key 987654321')).toBe(
      '/apply/agent/1[number]0 key [number]',
    );
  });

  it('scrubs every string of a JSON value, keys included', () => {
    expect(scrubPersonalDataDeep({ a: ['x 123-45-6789', 3, null, { 'y@example.com': true }] })).toEqual({
      a: ['x [number]', 3, null, { '[e-mail]': true }],
    });
  });

  it('finds the SSN- and EIN-shaped values written in a text', () => {
    expect(ssnOrEinShapedIn('a 123-45-6789 b 12-3456789 c 123456789')).toEqual(['123-45-6789', '12-3456789']);
    // A UUID is an id, kept whole by the scrubber, so it is not read as holding an EIN.
    expect(ssnOrEinShapedIn('id 00000000-0000-0000-0016-000000000000 then 12-3456789')).toEqual([
      '12-3456789',
    ]);
  });
});
