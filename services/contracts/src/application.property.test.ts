import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateApplication } from './application.ts';
import { APPLICATION_FIELDS } from './application-fields.ts';

// Property-based: whatever a client sends, validation answers with data or with per-field
// messages; it never throws, and every message is text a person can read.
describe('validateApplication on arbitrary input', () => {
  const value = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ minLength: 5_000, maxLength: 20_000 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.object(),
  );

  it('never throws and keys every message to a known field', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...APPLICATION_FIELDS), value),
        fc.anything(),
        (fields, extra) => {
          for (const input of [fields, { ...fields, extra }, extra]) {
            const result = validateApplication(input);
            if (result.success) continue;
            for (const [field, message] of Object.entries(result.fields)) {
              expect([...APPLICATION_FIELDS, '_form']).toContain(field);
              expect(message).toMatch(/\S/);
            }
          }
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  it('bounds every accepted text field', () => {
    fc.assert(
      // Whitespace is trimmed away, so the generated text is made of visible characters only.
      fc.property(
        fc.string({ minLength: 201, maxLength: 2_000 }).map((s) => s.replace(/\s/g, 'x')),
        (long) => {
          const result = validateApplication({
            businessName: long,
            owner1FirstName: long,
            ownerSignature: long,
          });
          expect(result.success).toBe(false);
          if (!result.success) expect(result.fields.businessName).toMatch(/at most/);
        },
      ),
      { numRuns: propertyRuns(50) },
    );
  });
});
