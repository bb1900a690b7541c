import {
  type Application,
  type ApplicationDetail,
  type ApplicationNote,
  type ApplicationRecord,
  type DocumentInfo,
  statusToFlag,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import { type FieldCipher, maskedApplication, openApplication, schema } from '@funding/platform';
import { type InferSelectModel, sql } from 'drizzle-orm';

/**
 * How the admin API turns application rows into the records of
 * docs/product.md#records-and-their-fields.
 */

const { applications } = schema;

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
  businessPhone: applications.businessPhone,
  owner1Email: applications.owner1Email,
  owner1MobilePhone: applications.owner1MobilePhone,
  owner2Email: applications.owner2Email,
  owner2MobilePhone: applications.owner2MobilePhone,
  details: applications.details,
  einLast4: applications.einLast4,
  owner1SsnLast4: applications.owner1SsnLast4,
  owner2SsnLast4: applications.owner2SsnLast4,
  reviewStatus: applications.reviewStatus,
  assigneeId: applications.assigneeId,
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
  };
}

function recordOf(row: ListRow, application: Application, documents: DocumentRow[]) {
  return {
    ...withNullNumbers(application),
    ...fileNames(documents),
    id: row.id,
    applicationId: row.applicationId,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    createdAt: row.createdAt.toISOString(),
    pdfGenerated: statusToFlag(row.pdfStatus),
    emailSent: statusToFlag(row.emailStatus),
    pdfStatus: row.pdfStatus,
    emailStatus: row.emailStatus,
    processingTimeMs: row.processingTimeMs,
    processingErrors: row.processingErrors,
    reviewStatus: row.reviewStatus,
    assigneeId: row.assigneeId,
    assigneeUsername: row.assigneeUsername,
    averageMonthlyDepositsCents: row.averageMonthlyDepositsCents,
  };
}

/** The list record: SSN and EIN reduced to their last four digits, dates of birth hidden. */
export function toApplicationRecord(row: ListRow, documents: DocumentRow[]): ApplicationRecord {
  return recordOf(row, maskedApplication(row), documents) as ApplicationRecord;
}

/** The full record of an authorized view, decrypted. */
export function toApplicationDetail(
  row: ApplicationRow & { assigneeUsername: string | null; averageMonthlyDepositsCents: number | null },
  documents: (DocumentRow & Pick<InferSelectModel<typeof schema.documents>, 'contentType' | 'sizeBytes'>)[],
  notes: ApplicationNote[],
  cipher: FieldCipher,
): Omit<ApplicationDetail, 'retention'> {
  return {
    ...recordOf(row, openApplication(row, cipher), documents),
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
