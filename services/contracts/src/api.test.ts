import { describe, expect, it } from 'vitest';
import {
  analyticsSchema,
  applicationListResponseSchema,
  applicationRecordSchema,
  errorBodySchema,
  PROCESSING_STATUSES,
  statusToFlag,
  submitApplicationResponseSchema,
} from './api.ts';
import { ADMIN_REFRESH_MS, ERROR_SUMMARY_MAX, REVIEW_PROMISE, TOAST_DURATION_MS } from './limits.ts';

const record = {
  id: '3d9a1f0e-2b4c-4d6e-8f0a-1b2c3d4e5f60',
  applicationId: 'FA-7K3QD-9XW2M',
  agentName: null,
  agentEmail: null,
  createdAt: '2025-01-31T12:00:00.000Z',
  pdfGenerated: true,
  pdfStatus: 'done',
  emailStatus: 'processing',
  processingTimeMs: 1830,
  processingErrors: [],
  reviewStatus: 'in_review',
  assigneeId: null,
  assigneeUsername: null,
  averageMonthlyDepositsCents: 1_234_500,
  bankStatement1: 'january.pdf',
  bankStatement2: null,
  bankStatement3: null,
  bankStatement4: null,
  additionalDoc1: null,
  additionalDoc2: null,
  additionalDoc3: null,
  businessName: 'Acme Widgets',
  dba: '',
  entityType: 'llc',
  ein: '**-***6789',
  businessStreet1: '1 Main St',
  businessStreet2: '',
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: '78701',
  businessPhone: '(512) 555-0100',
  timeInBusiness: '2-5',
  stateOfOrganization: 'DE',
  owner1FirstName: 'Jane',
  owner1LastName: 'Doe',
  owner1OwnershipPercentage: 100,
  owner1DateOfBirth: '**/**/****',
  owner1Ssn: '***-**-6789',
  owner1FicoScore: null,
  owner1Street1: '2 Oak Ave',
  owner1Street2: '',
  owner1City: 'Austin',
  owner1State: 'TX',
  owner1ZipCode: '78702',
  owner1Email: 'jane.doe@example.com',
  owner1MobilePhone: '(512) 555-0110',
  hasSecondOwner: false,
  owner2FirstName: '',
  owner2LastName: '',
  owner2OwnershipPercentage: null,
  owner2DateOfBirth: '',
  owner2Ssn: '',
  owner2FicoScore: null,
  owner2Street1: '',
  owner2Street2: '',
  owner2City: '',
  owner2State: '',
  owner2ZipCode: '',
  owner2Email: '',
  owner2MobilePhone: '',
  acceptTerms: true,
  ownerSignature: 'Jane Doe',
  partnerSignature: '',
  signatureDate: '2025-01-31',
} as const;

describe('processing status', () => {
  it('maps to the spec flags', () => {
    expect(PROCESSING_STATUSES.map(statusToFlag)).toEqual([undefined, undefined, true, false]);
  });
});

describe('applicationRecordSchema', () => {
  it('parses a masked record', () => {
    expect(applicationRecordSchema.parse(record)).toEqual(record);
  });

  it.each([
    ['owner1Ssn', '123-45-6789'],
    ['owner2Ssn', '123456789'],
    ['ein', '12-3456789'],
    ['owner1DateOfBirth', '1980-04-15'],
    ['owner2DateOfBirth', '1975-12-01'],
  ])('refuses an unmasked %s', (field, value) => {
    expect(applicationRecordSchema.safeParse({ ...record, [field]: value }).success).toBe(false);
  });

  it('wraps in a paged list', () => {
    const list = { applications: [record], total: 1, page: 1, pageSize: 50 };
    expect(applicationListResponseSchema.parse(list)).toEqual(list);
  });
});

describe('other bodies', () => {
  it('parses error bodies', () => {
    const body = { message: 'Application validation failed', code: 'VALIDATION', fields: { ein: 'x' } };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
  });

  it('parses the submission answer', () => {
    expect(submitApplicationResponseSchema.parse({ applicationId: 'FA-7K3QD-9XW2M' })).toEqual({
      applicationId: 'FA-7K3QD-9XW2M',
    });
    expect(submitApplicationResponseSchema.safeParse({ applicationId: '42' }).success).toBe(false);
  });

  it('parses analytics', () => {
    const analytics = {
      totalApplications: 10,
      activeAgents: 2,
      totalAgents: 3,
      applicationsThisMonth: 4,
      entityTypes: [{ entityType: 'llc', count: 6 }],
      reviewFunnel: [{ reviewStatus: 'new', count: 6 }],
      agentOutcomes: [{ agentName: null, applications: 6, approved: 2, funded: 1 }],
    };
    expect(analyticsSchema.parse(analytics)).toEqual(analytics);
  });
});

describe('limits', () => {
  it('match the product constants', () => {
    expect([ADMIN_REFRESH_MS, ERROR_SUMMARY_MAX, TOAST_DURATION_MS, REVIEW_PROMISE]).toEqual([
      30_000,
      5,
      5000,
      '24-48 hours',
    ]);
  });
});

describe('applicationRecordSchema optional numbers', () => {
  it('accepts them null or left out', () => {
    const { owner1FicoScore, owner2OwnershipPercentage, owner2FicoScore, ...withoutNumbers } = record;
    expect(applicationRecordSchema.safeParse(withoutNumbers).success).toBe(true);
    expect(applicationRecordSchema.safeParse({ ...record, owner1FicoScore: 720 }).success).toBe(true);
  });
});
