import { randomUUID } from 'node:crypto';
import { formatApplicationId } from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_A_JOB_OF_THIS_SYSTEM, scrubJson, scrubText, shownJobData } from './personal-data.ts';

const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((d) => d.join(''));
const ssn = fc
  .tuple(digits(3), digits(2), digits(4), fc.constantFrom('-', '', ' '))
  .map(([a, b, c, s]) => `${a}${s}${b}${s}${c}`);
const ein = fc.tuple(digits(2), digits(7), fc.constantFrom('-', '')).map(([a, b, s]) => `${a}${s}${b}`);
// Text around a value, as an error message puts it: never a digit, letter or dash right beside it.
const around = fc.string({ maxLength: 30 }).map((text) => text.replace(/[\w-]/g, ' '));

describe('scrubText', () => {
  it('removes SSN- and EIN-shaped numbers and e-mail addresses wherever they sit in a text (seeded)', () => {
    fc.assert(
      fc.property(around, fc.oneof(ssn, ein, fc.emailAddress()), around, (before, value, after) => {
        const scrubbed = scrubText(`${before} ${value} ${after}`);
        expect(scrubbed).not.toContain(value);
      }),
      { seed: 17, numRuns: propertyRuns(5_000) },
    );
  });

  it('leaves ids, times and stack traces alone (seeded)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const id = formatApplicationId(bytes);
        const uuid = randomUUID();
        const text = `pdf failed after 5 attempts: ${id} ${uuid} at render (/app/dist/bff/main.mjs:1234:56) 2026-11-23T17:05:00.000Z`;
        expect(scrubText(text)).toBe(text);
      }),
      { seed: 17, numRuns: propertyRuns(2_000) },
    );
  });

  it("scrubs a mail server's refusal as it arrives", () => {
    expect(scrubText('550 5.1.1 <maria.lopez@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[e-mail]>: Recipient address rejected',
    );
  });
});

describe('scrubJson and shownJobData', () => {
  it('scrubs every string of a JSON value, keys included, and keeps the rest', () => {
    expect(scrubJson({ a: ['x 123-45-6789', 3, null, { 'y@example.com': true }] })).toEqual({
      a: ['x [number]', 3, null, { '[e-mail]': true }],
    });
  });

  it('shows a job payload of this system as it is, and anything else as a notice (seeded)', () => {
    const id = formatApplicationId(new Uint8Array(8).fill(7));
    expect(shownJobData({ applicationId: id })).toEqual({ applicationId: id });
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const shown = shownJobData(data);
        if (shown !== NOT_A_JOB_OF_THIS_SYSTEM)
          expect(Object.keys(shown as object)).toEqual(['applicationId']);
      }),
      { seed: 17, numRuns: propertyRuns(2_000) },
    );
    expect(shownJobData({ applicationId: id, owner1Ssn: '123-45-6789' })).toBe(NOT_A_JOB_OF_THIS_SYSTEM);
  });
});
