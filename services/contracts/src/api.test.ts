import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, analyticsSchema } from './analytics.ts';
import {
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
  agentLinkInactive: false,
  createdAt: '2025-01-31T12:00:00.000Z',
  pdfGenerated: true,
  pdfStatus: 'done',
  emailStatus: 'processing',
  processingTimeMs: 1830,
  processingErrors: [],
  reviewStatus: 'in_review',
  assigneeId: null,
  assigneeUsername: null,
  reviewStatusChangedAt: '2025-02-01T09:00:00.000Z',
  lastActivityAt: '2025-02-01T09:00:00.000Z',
  decision: {
    approvedAmount: null,
    approvedAt: null,
    fundedAmount: null,
    fundingDate: null,
    declineReason: null,
    declineNote: null,
    withdrawnBy: null,
  },
  duplicates: [
    { applicationId: 'FA-0000A-0000B', createdAt: '2025-01-20T10:00:00.000Z', matchedOn: ['ein'] },
  ],
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
  amountRequested: 75000,
  useOfFunds: 'inventory',
  industry: 'retail',
  averageMonthlyRevenue: null,
  hasOpenAdvances: 'no',
  openAdvancesCount: null,
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
    const stage = (name: string) => ({
      stage: name,
      applications: 3,
      dollars: 150_000,
      medianSecondsFromPrevious: name === 'submitted' ? null : 7200,
    });
    const funnel = ['submitted', 'in_review', 'approved', 'funded'].map(stage);
    const analytics = {
      range: { from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC' },
      totalApplications: 10,
      activeAgents: 2,
      totalAgents: 3,
      funnel,
      agents: [{ agentName: null, agentEmail: null, funnel }],
      reviewStatuses: [{ reviewStatus: 'new', count: 6 }],
      entityTypes: [{ entityType: 'llc', count: 6 }],
      industries: [{ industry: 'retail', count: 6 }],
    };
    expect(analyticsSchema.parse(analytics)).toEqual(analytics);
  });

  it('reads the analytics range as days in the given time zone, the last 30 up to today there by default', () => {
    expect(analyticsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: 'UTC',
    });
    expect(analyticsQuerySchema.parse({ to: '2026-03-01', timeZone: 'America/New_York' })).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
      timeZone: 'America/New_York',
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(analyticsQuerySchema.parse({ timeZone: '' }).to).toBe(today);
    // UTC+14 and UTC-12 (Etc/GMT+12) read two dates apart from 10:00 to 12:00 UTC, one date apart otherwise.
    const utcHour = new Date().getUTCHours();
    const kiritimati = analyticsQuerySchema.parse({ timeZone: 'Pacific/Kiritimati' }).to;
    const bakerIsland = analyticsQuerySchema.parse({ timeZone: 'Etc/GMT+12' }).to;
    const daysApart = (Date.parse(kiritimati) - Date.parse(bakerIsland)) / 86_400_000;
    expect(daysApart).toBe(utcHour >= 10 && utcHour < 12 ? 2 : 1);
    expect(analyticsQuerySchema.safeParse({ timeZone: 'Mars/Olympus_Mons' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-01' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '1999-12-31' }).success).toBe(false);
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
