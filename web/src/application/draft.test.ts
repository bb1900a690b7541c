import { emptyApplication, SENSITIVE_FIELDS } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { parseDraft, serializeDraft } from './draft';

const filledIn = {
  ...emptyApplication(new Date(2025, 2, 14)),
  businessName: 'Acme Bakery',
  ein: '12-3456789',
  owner1FirstName: 'Ada',
  owner1OwnershipPercentage: '60',
  owner1DateOfBirth: '1980-01-02',
  owner1Ssn: '123-45-6789',
  hasSecondOwner: true,
  owner2Ssn: '987-65-4321',
  owner2DateOfBirth: '1981-03-04',
  businessPhone: '(512) 555-0100',
  owner1Email: 'ada@acme-bakery.test',
  owner1MobilePhone: '(512) 555-0101',
  owner2Email: 'grace@acme-bakery.test',
  owner2MobilePhone: '(214) 555-0102',
  acceptTerms: true,
};

describe('serializeDraft', () => {
  it('never stores SSNs, the EIN or dates of birth', () => {
    const json = serializeDraft(filledIn, 2, new Date('2025-03-14T10:00:00Z'));
    for (const secret of ['123-45-6789', '987-65-4321', '12-3456789', '1980-01-02', '1981-03-04']) {
      expect(json).not.toContain(secret);
    }
    for (const field of SENSITIVE_FIELDS) expect(json).not.toContain(`"${field}"`);
  });

  it('keeps everything else, including checkboxes and numbers as typed', () => {
    const draft = parseDraft(serializeDraft(filledIn, 3, new Date('2025-03-14T10:00:00Z')));
    expect(draft?.savedAt).toBe('2025-03-14T10:00:00.000Z');
    expect(draft?.step).toBe(3);
    expect(draft?.values).toMatchObject({
      businessName: 'Acme Bakery',
      owner1FirstName: 'Ada',
      owner1OwnershipPercentage: '60',
      hasSecondOwner: true,
      acceptTerms: true,
      signatureDate: '2025-03-14',
      // How to reach the applicant is not sensitive: a restored draft keeps it.
      businessPhone: '(512) 555-0100',
      owner1Email: 'ada@acme-bakery.test',
      owner1MobilePhone: '(512) 555-0101',
      owner2Email: 'grace@acme-bakery.test',
      owner2MobilePhone: '(214) 555-0102',
    });
  });
});

describe('parseDraft', () => {
  it('reads nothing from an empty or broken entry', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft('[]')).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 1, values: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 'x', values: {} }))).toBeNull();
  });

  it('drops sensitive and unknown fields that an old draft may hold', () => {
    const stored = JSON.stringify({
      savedAt: '2025-03-14T10:00:00.000Z',
      values: { businessName: 'Acme', owner1Ssn: '123-45-6789', isAdmin: true, dba: { nested: 1 } },
    });
    expect(parseDraft(stored)?.values).toEqual({ businessName: 'Acme' });
  });

  it('resumes at step 1 a draft saved without a step, or with one that is not a step', () => {
    const saved = (step: unknown) =>
      parseDraft(
        JSON.stringify({ savedAt: '2025-03-14T10:00:00.000Z', step, values: { businessName: 'Acme' } }),
      );
    expect(saved(undefined)?.step).toBe(1);
    expect(saved(4)?.step).toBe(1);
    expect(saved('2')?.step).toBe(1);
    expect(saved(2)?.step).toBe(2);
  });
});
