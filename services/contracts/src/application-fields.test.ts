import { describe, expect, it } from 'vitest';
import { applicationSchema } from './application.ts';
import {
  APPLICATION_FIELDS,
  FIELD_LABELS,
  FIELD_STEP,
  SENSITIVE_FIELDS,
  STEP_FIELDS,
} from './application-fields.ts';

describe('application fields', () => {
  it('lists every schema field exactly once, in the order of the schema', () => {
    expect(APPLICATION_FIELDS).toEqual(Object.keys(applicationSchema.shape));
  });

  it('labels every field', () => {
    expect(Object.keys(FIELD_LABELS)).toEqual([...APPLICATION_FIELDS]);
    expect(FIELD_LABELS.businessName).toBe('Business Name');
    expect(FIELD_LABELS.owner1Ssn).toBe('Owner 1 SSN');
    expect(FIELD_LABELS.owner2FirstName).toBe('Owner 2 First Name');
  });

  it('places every field on its step', () => {
    expect(Object.keys(FIELD_STEP).sort()).toEqual([...APPLICATION_FIELDS].sort());
    expect(FIELD_STEP.ein).toBe(1);
    expect(FIELD_STEP.stateOfOrganization).toBe(1);
    expect(FIELD_STEP.owner2ZipCode).toBe(2);
    expect(FIELD_STEP.signatureDate).toBe(3);
    expect(STEP_FIELDS[3]).toEqual(['acceptTerms', 'ownerSignature', 'partnerSignature', 'signatureDate']);
  });

  it('marks the identity numbers and dates of birth as sensitive', () => {
    expect([...SENSITIVE_FIELDS]).toEqual([
      'ein',
      'owner1Ssn',
      'owner1DateOfBirth',
      'owner2Ssn',
      'owner2DateOfBirth',
    ]);
  });
});
