import {
  AUDIT_ACTION_LABELS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_NO_ONE,
  type AuditAction,
  type AuditLogExportQuery,
  auditDetailText,
} from '@funding/contracts';
import { type Database, type Logger, type SqlClient, schema } from '@funding/platform';
import { csvLine } from '../applications/csv.ts';
import { csvDownload } from '../applications/csv-download.ts';
import { auditLogOrder, auditLogWhere, refuseUnknownTimeZone } from './audit-log.ts';
import { recordAudit, type StaffActor } from './record-audit.ts';

const { auditLog } = schema;

/** Entries fetched from the cursor at a time. */
const HEADER = ['When (UTC)', 'Person', 'Action', 'Application ID', 'Details', 'IP Address'];

/** The columns read, in the order the cursor yields each row's values. */
const COLUMNS = {
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorUsername: auditLog.actorUsername,
  action: auditLog.action,
  applicationId: auditLog.applicationId,
  detail: auditLog.detail,
  ip: auditLog.ip,
};

/**
 * One line of the file from one row's values. The details in words and scrubbed (audit-detail.ts);
 * the address only of a staff member's action: an entry with no one signed in is an applicant's
 * upload, a failed sign-in or the system, and an applicant's address stays out of a file that is
 * handed around.
 */
export function auditExportLine(values: readonly unknown[]): string {
  const [createdAt, actorId, actorUsername, action, applicationId, detail, ip] = values as [
    string | Date,
    string | null,
    string | null,
    string,
    string | null,
    Record<string, unknown> | string | null,
    string | null,
  ];
  return csvLine([
    // Postgres gives a timestamp as text through the cursor.
    new Date(createdAt).toISOString(),
    actorUsername ?? actorId ?? AUDIT_NO_ONE,
    AUDIT_ACTION_LABELS[action as AuditAction] ?? action,
    applicationId,
    auditDetailText(typeof detail === 'string' ? JSON.parse(detail) : detail),
    actorId === null ? null : ip,
  ]);
}

/**
 * The entries the filters match, as CSV (UTF-8 with BOM, newest first, at most AUDIT_EXPORT_MAX_ROWS):
 * the export is written to the trail first (no export without its entry; the filters, which name
 * no applicant), then streamed from a Postgres cursor a batch at a time as the reader takes it.
 */
export async function exportAuditLog(
  { db, sql: postgres, logger }: { db: Database; sql: SqlClient; logger: Logger },
  actor: StaffActor,
  filters: AuditLogExportQuery,
  staffTimeZone: string,
): Promise<ReadableStream<Uint8Array>> {
  const statement = db
    .select(COLUMNS)
    .from(auditLog)
    .where(auditLogWhere(filters, staffTimeZone))
    .orderBy(...auditLogOrder)
    .limit(AUDIT_EXPORT_MAX_ROWS)
    .toSQL();
  const timeZone = filters.timeZone ?? staffTimeZone;
  // A zone Postgres does not know is refused before anything is recorded or sent (once the download
  // has started, its status cannot change any more).
  if (filters.from || filters.to)
    await postgres`select timezone(${timeZone}, now())`.catch(refuseUnknownTimeZone);
  await recordAudit(db, actor, {
    action: 'audit_log_export',
    detail: { filters: { ...filters, timeZone } },
  });

  return csvDownload({ sql: postgres, logger }, statement, HEADER, auditExportLine, 'audit log export');
}
