import {
  type ApplicationExportQuery,
  DECLINE_REASON_LABELS,
  ENTITY_TYPES,
  INDUSTRY_OPTIONS,
  maskEin,
  maskSsn,
  REVIEW_STATUS_LABELS,
  USE_OF_FUNDS_OPTIONS,
  WITHDRAWN_BY_LABELS,
} from '@funding/contracts';
import { type Database, type Logger, type SqlClient, schema } from '@funding/platform';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { csvLine } from './csv.ts';
import { csvDownload } from './csv-download.ts';
import { applicationListOrder, applicationListWhere } from './list-query.ts';

const { applications, adminUsers } = schema;

const ENTITY_LABELS = new Map<string, string>(ENTITY_TYPES.map((type) => [type.value, type.label]));
const label = (labels: Record<string, string>) => (value: unknown) =>
  value === null || value === '' ? '' : (labels[String(value)] ?? String(value));
const optionLabels = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label]));
// Postgres gives a timestamp as text through the cursor, and as a Date elsewhere.
const isoTime = (value: unknown) =>
  value === null ? '' : (value instanceof Date ? value : new Date(String(value))).toISOString();
const wholeDollars = (value: unknown) => (value === null || value === '' ? '' : Number(value));

type Cell = string | number | null;

/**
 * The exported columns, in their order: the header, what the cursor reads and how a value becomes a
 * cell. SSN and EIN as the list masks them, labels as the portal shows them, amounts as plain whole
 * dollars (a spreadsheet adds them up). Columns added later go at the end, so a sheet built on the
 * earlier ones keeps working.
 */
const COLUMNS: { header: string; read: SQL | PgColumn; cell?: (value: unknown) => Cell }[] = [
  { header: 'Application ID', read: applications.applicationId },
  { header: 'Submitted', read: applications.createdAt, cell: isoTime },
  { header: 'Business Name', read: applications.businessName },
  { header: 'DBA', read: sql`${applications.details}->>'dba'` },
  {
    header: 'Entity Type',
    read: applications.entityType,
    cell: (value) => ENTITY_LABELS.get(String(value)) ?? String(value),
  },
  { header: 'EIN', read: applications.einLast4, cell: (value) => maskEin(String(value)) },
  { header: 'State', read: applications.businessState },
  { header: 'Owner First Name', read: applications.owner1FirstName },
  { header: 'Owner Last Name', read: applications.owner1LastName },
  { header: 'Owner SSN', read: applications.owner1SsnLast4, cell: (value) => maskSsn(String(value)) },
  {
    header: 'Second Owner SSN',
    read: applications.owner2SsnLast4,
    cell: (value) => (value === null ? '' : maskSsn(String(value))),
  },
  { header: 'Agent', read: applications.agentName },
  { header: 'Review Status', read: applications.reviewStatus, cell: label(REVIEW_STATUS_LABELS) },
  { header: 'Assigned To', read: adminUsers.username },
  { header: 'PDF', read: applications.pdfStatus },
  { header: 'Email', read: applications.emailStatus },
  { header: 'Amount Requested', read: applications.amountRequested, cell: wholeDollars },
  {
    header: 'Use of Funds',
    read: sql`${applications.details}->>'useOfFunds'`,
    cell: label(optionLabels(USE_OF_FUNDS_OPTIONS)),
  },
  { header: 'Industry', read: applications.industry, cell: label(optionLabels(INDUSTRY_OPTIONS)) },
  {
    header: 'Average Monthly Revenue',
    read: sql`${applications.details}->>'averageMonthlyRevenue'`,
    cell: wholeDollars,
  },
  {
    header: 'Open Advances or Loans',
    read: sql`case ${applications.details}->>'hasOpenAdvances' when 'yes' then coalesce(${applications.details}->>'openAdvancesCount', 'yes') when 'no' then '0' end`,
    cell: (value) => (value === null ? '' : value === 'yes' ? 'Yes' : Number(value)),
  },
  { header: 'Approved Amount', read: applications.approvedAmount, cell: wholeDollars },
  { header: 'Funded Amount', read: applications.fundedAmount, cell: wholeDollars },
  { header: 'Funding Date', read: applications.fundingDate },
  { header: 'Decline Reason', read: applications.declineReason, cell: label(DECLINE_REASON_LABELS) },
  { header: 'Decline Note', read: applications.declineNote },
  { header: 'Withdrawn By', read: applications.withdrawnBy, cell: label(WITHDRAWN_BY_LABELS) },
  { header: 'Last Activity', read: applications.lastActivityAt, cell: isoTime },
];

const HEADER = COLUMNS.map((column) => column.header);
// Keyed by position: the cursor yields each row's values in this order.
const exportColumns: Record<string, SQL | PgColumn> = Object.fromEntries(
  COLUMNS.map((column, index) => [`c${index}`, column.read]),
);

/** One exported line from the values of one row, in the order of COLUMNS. */
export function exportLine(values: readonly unknown[]): string {
  return csvLine(
    COLUMNS.map((column, index) => {
      const value = values[index] ?? null;
      return column.cell ? column.cell(value) : (value as Cell);
    }),
  );
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

  return csvDownload({ sql: postgres, logger }, statement, HEADER, exportLine, 'export');
}
