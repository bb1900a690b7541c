import {
  ADMIN_API_MESSAGES,
  type ApplicationDetail,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import { type Database, disposalDueAtSql, type RetentionPolicy, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { duplicatesOf } from './duplicates.ts';
import { notesOf } from './notes.ts';
import { averageMonthlyDepositsOf, toApplicationDetail } from './records.ts';
import { retentionStateOf } from './retention.ts';

const slotOrder = (slot: string) => UPLOAD_SLOTS.indexOf(slot as UploadSlot);

/**
 * One application for `actor`: the record (SSN, EIN and dates of birth masked, as for every role;
 * the full values come only through an audited reveal, reveal.ts), its documents in slot order (bank
 * statements first, then additional documents), notes and duplicates. The view is audited
 * (`application_view`), the entry written before the record is returned. Throws not_found.
 */
export async function readApplicationDetail(
  { db, retentionPolicy }: { db: Database; retentionPolicy: RetentionPolicy },
  actor: Actor,
  applicationId: string,
): Promise<ApplicationDetail> {
  const [found] = await db
    .select({
      row: schema.applications,
      assigneeUsername: schema.adminUsers.username,
      averageMonthlyDepositsCents: averageMonthlyDepositsOf(schema.applications.id),
      disposalDueAt: disposalDueAtSql(retentionPolicy),
    })
    .from(schema.applications)
    .leftJoin(schema.adminUsers, eq(schema.adminUsers.id, schema.applications.assigneeId))
    .where(eq(schema.applications.applicationId, applicationId));
  if (!found) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  const row = {
    ...found.row,
    assigneeUsername: found.assigneeUsername,
    averageMonthlyDepositsCents: found.averageMonthlyDepositsCents,
  };
  const [documents, notes, duplicates] = await Promise.all([
    db
      .select({
        slot: schema.documents.slot,
        originalName: schema.documents.originalName,
        contentType: schema.documents.contentType,
        sizeBytes: schema.documents.sizeBytes,
      })
      .from(schema.documents)
      .where(eq(schema.documents.applicationId, row.id)),
    notesOf(db, row.id),
    duplicatesOf(db, [row.id]),
  ]);
  documents.sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot));
  const detail = {
    ...toApplicationDetail(row, documents, notes, duplicates.get(row.id) ?? []),
    retention: retentionStateOf(row, found.disposalDueAt),
  };
  await recordAudit(db, actor, { action: 'application_view', applicationId });
  return detail;
}
