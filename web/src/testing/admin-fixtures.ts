import {
  type AdminRole,
  type AdminUser,
  type ApplicationDetail,
  type ApplicationRecord,
  DEFAULT_PAGE_SIZE,
  MASKED_DATE_OF_BIRTH,
  TIMELINE_LIMIT,
} from '@funding/contracts';
import { startSession } from '../admin/session/session-store';
import { answer } from './api-mock';

// Staff and applications as the admin API describes them, for the portal's component tests.

export function adminUser(role: AdminRole, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '0b6f2a5e-3c1d-4e8f-a9b0-c1d2e3f4a5b6',
    username: `casey-${role}`,
    email: `casey-${role}@staff.test`,
    role,
    isActive: true,
    lastLogin: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    secondFactorEnabled: false,
    ...overrides,
  };
}

/**
 * A stored session of `role`, as a sign-in on an earlier visit leaves it, and the server's answer to
 * the gate's check of it. The applications list and the assignees answer empty unless a test says
 * otherwise.
 */
export function signedInAs(role: AdminRole, overrides: Partial<AdminUser> = {}): AdminUser {
  const user = adminUser(role, overrides);
  startSession(`token-of-${user.username}`, user);
  const full = role !== 'viewer';
  answer('get', '/api/auth/verify', 200, {
    success: true,
    user,
    permissions: { downloadFiles: full, revealPersonalData: full },
  });
  answer('get', '/api/admin/applications', 200, {
    applications: [],
    total: 0,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  answer('get', '/api/admin/assignees', 200, { assignees: [] });
  return user;
}

let sequence = 0;

/** An application as the list shows it (SSN, EIN and birth date masked). */
export function applicationRecord(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  sequence += 1;
  const serial = String(sequence).padStart(5, '0');
  return {
    id: `00000000-0000-4000-8000-0000000${serial}`,
    applicationId: `FA-TEST0-${serial}`,
    agentName: null,
    agentEmail: null,
    agentLinkInactive: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    pdfGenerated: true,
    emailSent: true,
    pdfStatus: 'done',
    emailStatus: 'done',
    processingTimeMs: 4200,
    processingErrors: [],
    reviewStatus: 'new',
    assigneeId: null,
    assigneeUsername: null,
    reviewStatusChangedAt: null,
    lastActivityAt: '2026-03-02T10:00:00.000Z',
    decision: {
      approvedAmount: null,
      approvedAt: null,
      fundedAmount: null,
      fundingDate: null,
      declineReason: null,
      declineNote: null,
      withdrawnBy: null,
    },
    duplicates: [],
    averageMonthlyDepositsCents: null,
    bankStatement1: 'march.pdf',
    bankStatement2: null,
    bankStatement3: null,
    bankStatement4: null,
    additionalDoc1: null,
    additionalDoc2: null,
    additionalDoc3: null,
    businessName: `Harbor Bakery ${serial}`,
    dba: '',
    entityType: 'llc',
    ein: '**-***6789',
    businessStreet1: '12 Harbor Street',
    businessStreet2: '',
    businessCity: 'Portland',
    businessState: 'OR',
    businessZipCode: '97209',
    businessPhone: '(503) 555-0142',
    timeInBusiness: '2-5',
    stateOfOrganization: 'OR',
    amountRequested: 85_000,
    useOfFunds: 'equipment',
    industry: 'restaurants',
    averageMonthlyRevenue: 46_000,
    hasOpenAdvances: 'no',
    openAdvancesCount: null,
    owner1FirstName: 'Maria',
    owner1LastName: 'Lopez',
    owner1OwnershipPercentage: 100,
    owner1DateOfBirth: MASKED_DATE_OF_BIRTH,
    owner1Ssn: '***-**-6789',
    owner1FicoScore: null,
    owner1Street1: '400 Elm Road',
    owner1Street2: '',
    owner1City: 'Portland',
    owner1State: 'OR',
    owner1ZipCode: '97201',
    owner1Email: 'maria@harbor-bakery.test',
    owner1MobilePhone: '(503) 555-0187',
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
    ownerSignature: 'Maria Lopez',
    partnerSignature: '',
    signatureDate: '2026-03-02',
    ...overrides,
  };
}

/**
 * An application's detail as its page reads it (SSN, EIN and birth dates masked for every role), and
 * the answers the page's sections ask for beside it: no document request, no statement read yet, no history.
 */
export function answerApplicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const detail: ApplicationDetail = {
    ...applicationRecord(),
    agentId: null,
    pdfSizeBytes: 48_000,
    documents: [],
    notes: [],
    retention: { disposalDueAt: null, disposedAt: null, legalHold: null },
    ...overrides,
  };
  answer('get', '/api/admin/applications/{applicationId}', 200, detail);
  answer('get', '/api/admin/applications/{applicationId}/document-requests', 200, { requests: [] });
  answer('get', '/api/admin/applications/{applicationId}/statements', 200, {
    data: {
      status: 'done',
      statements: [],
      recurringDebits: [],
      summary: {
        months: 0,
        averageMonthlyDepositsCents: null,
        averageDailyBalanceCents: null,
        nsfCount: 0,
        negativeDays: 0,
      },
    },
  });
  answer('get', '/api/admin/applications/{applicationId}/timeline', 200, {
    entries: [],
    limit: TIMELINE_LIMIT,
    truncated: false,
  });
  return detail;
}
