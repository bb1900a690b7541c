import {
  type ApplicationExportQuery,
  ENTITY_TYPES,
  maskEin,
  maskSsn,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
} from '@funding/contracts';
import { type Database, type Logger, type SqlClient, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { csvLine } from './csv.ts';
import { applicationListOrder, applicationListWhere } from './list-query.ts';

const { applications, adminUsers } = schema;

/** Rows fetched from the cursor at a time: a few hundred KB of CSV, whatever the table holds. */
export const EXPORT_BATCH_ROWS = 500;

const HEADER = [
  'Application ID',
  'Submitted',
  'Business Name',
  'DBA',
  'Entity Type',
  'EIN',
  'State',
  'Owner First Name',
  'Owner Last Name',
  'Owner SSN',
  'Second Owner SSN',
  'Agent',
  'Review Status',
  'Assigned To',
  'PDF',
  'Email',
];

// The order of these columns is the order of the values in each row the cursor yields.
const exportColumns = {
  applicationId: applications.applicationId,
  createdAt: applications.createdAt,
  businessName: applications.businessName,
  dba: sql<string | null>`${applications.details}->>'dba'`,
  entityType: applications.entityType,
  einLast4: applications.einLast4,
  businessState: applications.businessState,
  owner1FirstName: applications.owner1FirstName,
  owner1LastName: applications.owner1LastName,
  owner1SsnLast4: applications.owner1SsnLast4,
  owner2SsnLast4: applications.owner2SsnLast4,
  agentName: applications.agentName,
  reviewStatus: applications.reviewStatus,
  assigneeUsername: adminUsers.username,
  pdfStatus: applications.pdfStatus,
  emailStatus: applications.emailStatus,
};
type ExportValues = [
  string,
  Date | string,
  string,
  string | null,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  ReviewStatus,
  string | null,
  string,
  string,
];

const ENTITY_LABELS = new Map<string, string>(ENTITY_TYPES.map((type) => [type.value, type.label]));

/** One exported line: SSN and EIN as the list masks them, labels as the portal shows them. */
export function exportLine(values: ExportValues): string {
  const [
    id,
    createdAt,
    name,
    dba,
    entityType,
    ein,
    state,
    first,
    last,
    ssn1,
    ssn2,
    agent,
    review,
    assignee,
    pdf,
    email,
  ] = values;
  return csvLine([
    id,
    (createdAt instanceof Date ? createdAt : new Date(createdAt)).toISOString(),
    name,
    dba,
    ENTITY_LABELS.get(entityType) ?? entityType,
    maskEin(ein),
    state,
    first,
    last,
    maskSsn(ssn1),
    ssn2 === null ? '' : maskSsn(ssn2),
    agent,
    REVIEW_STATUS_LABELS[review],
    assignee,
    pdf,
    email,
  ]);
}

/**
 * Every application the list's filters match, as CSV (UTF-8 with BOM, the list's order): written
 * to the audit trail first (no export without its entry; the filters, never rows, and only whether
 * there was a search, which may be an applicant's name), then streamed from a Postgres cursor a
 * batch at a time, and only as fast as the reader takes it (the stream pulls the next batch when
 * the previous one is read), so an export of any size holds one batch in memory.
 */
export async function exportApplications(
  { db, sql: postgres, logger }: { db: Database; sql: SqlClient; logger: Logger },
  actor: StaffActor,
  query: ApplicationExportQuery,
): Promise<ReadableStream<Uint8Array>> {
  const statement = db
    .select(exportColumns)
    .from(applications)
    .leftJoin(adminUsers, eq(adminUsers.id, applications.assigneeId))
    .where(applicationListWhere(query, actor.id))
    .orderBy(...applicationListOrder(query.sort))
    .toSQL();
  const { search, ...filters } = query;
  await recordAudit(db, actor, {
    action: 'applications_export',
    detail: { filters, searched: search !== undefined },
  });

  const batches = postgres
    .unsafe(statement.sql, statement.params as never[])
    .values()
    .cursor(EXPORT_BATCH_ROWS)
    [Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let rows = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
      },
      async pull(controller) {
        // Never throws out of itself: a failed read ends the download with an error the client sees
        // as a broken transfer (the header is sent, the status cannot change any more).
        try {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            return;
          }
          const lines = (next.value as unknown as ExportValues[]).map(exportLine);
          rows += lines.length;
          controller.enqueue(encoder.encode(lines.join('')));
        } catch (error) {
          logger.error({ err: error, rows }, 'export stopped by a failed read');
          controller.error(error);
        }
      },
      async cancel() {
        // The reader went away: closing the iterator ends the cursor and frees its connection.
        try {
          await batches.return?.();
        } catch (error) {
          logger.warn({ err: error }, 'could not close the export cursor');
        }
      },
    },
    { highWaterMark: 1 },
  );
}
