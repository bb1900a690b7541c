import {
  type Application,
  type ApplicationDetail,
  type ApplicationNote,
  type ApplicationRecord,
  type DecisionRecord,
  DISPOSED_MARKER,
  type DocumentInfo,
  type DuplicateMatch,
  type ReviewState,
  statusToFlag,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import { maskedApplication, schema } from '@funding/platform';
import { type InferSelectModel, sql } from 'drizzle-orm';

/**
 * How the admin API turns application rows into the records of
 * docs/product.md#records-and-their-fields.
 */

const { applications } = schema;

/** The columns of an application's review state (contracts' reviewStateSchema), but the assignee's name. */
export const reviewStateColumns = {
  reviewStatus: applications.reviewStatus,
  reviewStatusChangedAt: applications.reviewStatusChangedAt,
  assigneeId: applications.assigneeId,
  lastActivityAt: applications.lastActivityAt,
  approvedAmount: applications.approvedAmount,
  approvedAt: applications.approvedAt,
  fundedAmount: applications.fundedAmount,
  fundingDate: applications.fundingDate,
  declineReason: applications.declineReason,
  declineNote: applications.declineNote,
  withdrawnBy: applications.withdrawnBy,
};

/**
 * The application's average monthly deposits as the statements step stored them: a subquery on the
 * primary key, so the list and the detail read it without a join that would change their plans.
 */
export function averageMonthlyDepositsOf(applicationRowId: typeof applications.id) {
  return sql<
    number | null
  >`(select ${schema.statementSummaries.averageMonthlyDepositsCents} from ${schema.statementSummaries} where ${schema.statementSummaries.applicationId} = ${applicationRowId})`.mapWith(
    (value: string | number | null) => (value === null ? null : Number(value)),
  );
}

/** The columns the list reads: everything but the ciphertext, and the assignee's name (a join). */
export const listColumns = {
  id: applications.id,
  applicationId: applications.applicationId,
  agentName: applications.agentName,
  agentEmail: applications.agentEmail,
  agentLinkInactive: applications.agentLinkInactive,
  createdAt: applications.createdAt,
  pdfStatus: applications.pdfStatus,
  emailStatus: applications.emailStatus,
  processingTimeMs: applications.processingTimeMs,
  processingErrors: applications.processingErrors,
  businessName: applications.businessName,
  owner1FirstName: applications.owner1FirstName,
  owner1LastName: applications.owner1LastName,
  businessState: applications.businessState,
  entityType: applications.entityType,
  amountRequested: applications.amountRequested,
  industry: applications.industry,
  businessPhone: applications.businessPhone,
  owner1Email: applications.owner1Email,
  owner1MobilePhone: applications.owner1MobilePhone,
  owner2Email: applications.owner2Email,
  owner2MobilePhone: applications.owner2MobilePhone,
  details: applications.details,
  einLast4: applications.einLast4,
  owner1SsnLast4: applications.owner1SsnLast4,
  owner2SsnLast4: applications.owner2SsnLast4,
  disposedAt: applications.disposedAt,
  ...reviewStateColumns,
  assigneeUsername: schema.adminUsers.username,
  averageMonthlyDepositsCents: averageMonthlyDepositsOf(applications.id),
};

type ApplicationRow = InferSelectModel<typeof applications>;
export type ListRow = Pick<
  ApplicationRow,
  Exclude<keyof typeof listColumns, 'assigneeUsername' | 'averageMonthlyDepositsCents'>
> & {
  assigneeUsername: string | null;
  averageMonthlyDepositsCents: number | null;
};
type DocumentRow = Pick<InferSelectModel<typeof schema.documents>, 'slot' | 'originalName'>;

function fileNames(documents: DocumentRow[]): Record<UploadSlot, string | null> {
  const bySlot = new Map(documents.map((document) => [document.slot, document.originalName]));
  return Object.fromEntries(UPLOAD_SLOTS.map((slot) => [slot, bySlot.get(slot) ?? null])) as Record<
    UploadSlot,
    string | null
  >;
}

// Optional numbers are absent from the stored form; the record states them as null.
function withNullNumbers(application: Application) {
  return {
    ...application,
    owner1FicoScore: application.owner1FicoScore ?? null,
    owner2OwnershipPercentage: application.owner2OwnershipPercentage ?? null,
    owner2FicoScore: application.owner2FicoScore ?? null,
    averageMonthlyRevenue: application.averageMonthlyRevenue ?? null,
    openAdvancesCount: application.openAdvancesCount ?? null,
  };
}

type ReviewStateRow = Pick<ListRow, keyof typeof reviewStateColumns | 'assigneeUsername'>;

function decisionOf(row: ReviewStateRow): DecisionRecord {
  return {
    approvedAmount: row.approvedAmount,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    fundedAmount: row.fundedAmount,
    fundingDate: row.fundingDate,
    declineReason: row.declineReason,
    declineNote: row.declineNote,
    withdrawnBy: row.withdrawnBy,
  };
}

/** The review state as the API carries it. */
export function toReviewState(row: ReviewStateRow): ReviewState {
  return {
    reviewStatus: row.reviewStatus,
    reviewStatusChangedAt: row.reviewStatusChangedAt?.toISOString() ?? null,
    assigneeId: row.assigneeId,
    assigneeUsername: row.assigneeUsername,
    lastActivityAt: row.lastActivityAt.toISOString(),
    decision: decisionOf(row),
  };
}

/** Where disposal removed SSN, EIN and dates of birth, the marker every other removed value shows. */
function disposedPersonalData(row: ListRow) {
  if (row.disposedAt === null) return {};
  const secondOwner = row.owner2SsnLast4 === null ? '' : DISPOSED_MARKER;
  return {
    ein: DISPOSED_MARKER,
    owner1Ssn: DISPOSED_MARKER,
    owner1DateOfBirth: DISPOSED_MARKER,
    owner2Ssn: secondOwner,
    owner2DateOfBirth: secondOwner,
  };
}

function recordOf(row: ListRow, documents: DocumentRow[], duplicates: DuplicateMatch[]) {
  return {
    // SSN and EIN reduced to their last four digits, dates of birth hidden, for every role: the
    // full values only through an audited reveal (reveal.ts).
    ...withNullNumbers(maskedApplication(row)),
    ...disposedPersonalData(row),
    ...fileNames(documents),
    id: row.id,
    applicationId: row.applicationId,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    agentLinkInactive: row.agentLinkInactive,
    createdAt: row.createdAt.toISOString(),
    pdfGenerated: statusToFlag(row.pdfStatus),
    emailSent: statusToFlag(row.emailStatus),
    pdfStatus: row.pdfStatus,
    emailStatus: row.emailStatus,
    processingTimeMs: row.processingTimeMs,
    processingErrors: row.processingErrors,
    ...toReviewState(row),
    averageMonthlyDepositsCents: row.averageMonthlyDepositsCents,
    duplicates,
  };
}

/** The list record. */
export function toApplicationRecord(
  row: ListRow,
  documents: DocumentRow[],
  duplicates: DuplicateMatch[],
): ApplicationRecord {
  return recordOf(row, documents, duplicates) as ApplicationRecord;
}

/** The detail: the list record with the stored documents and the notes. */
export function toApplicationDetail(
  row: ApplicationRow & { assigneeUsername: string | null; averageMonthlyDepositsCents: number | null },
  documents: (DocumentRow & Pick<InferSelectModel<typeof schema.documents>, 'contentType' | 'sizeBytes'>)[],
  notes: ApplicationNote[],
  duplicates: DuplicateMatch[],
): Omit<ApplicationDetail, 'retention'> {
  return {
    ...recordOf(row, documents, duplicates),
    notes,
    agentId: row.agentId,
    pdfSizeBytes: row.pdfSizeBytes,
    documents: documents.map(
      (document): DocumentInfo => ({
        slot: document.slot as UploadSlot,
        fileName: document.originalName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
      }),
    ),
  } as Omit<ApplicationDetail, 'retention'>;
}
