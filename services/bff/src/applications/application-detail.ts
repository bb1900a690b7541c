import { ADMIN_API_MESSAGES, type ApplicationDetail } from '@funding/contracts';
import {
  type Database,
  disposalDueAtSql,
  type FieldCipher,
  type RetentionPolicy,
  schema,
} from '@funding/platform';
import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { notesOf } from './notes.ts';
import { averageMonthlyDepositsOf, toApplicationDetail } from './records.ts';
import { retentionStateOf } from './retention.ts';

/**
 * One application in full, decrypted, with its documents and notes, for `actor`. The view is
 * audited (`application_view`), the entry written before the record is returned: no unaudited
 * view of full SSNs and EINs. Throws not_found.
 */
export async function readApplicationDetail(
  { db, cipher, retentionPolicy }: { db: Database; cipher: FieldCipher; retentionPolicy: RetentionPolicy },
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
  const documents = await db
    .select({
      slot: schema.documents.slot,
      originalName: schema.documents.originalName,
      contentType: schema.documents.contentType,
      sizeBytes: schema.documents.sizeBytes,
    })
    .from(schema.documents)
    .where(eq(schema.documents.applicationId, row.id))
    .orderBy(schema.documents.slot);
  const notes = await notesOf(db, row.id);
  const detail = {
    ...toApplicationDetail(row, documents, notes, cipher),
    retention: retentionStateOf(row, found.disposalDueAt),
  };
  await recordAudit(db, actor, { action: 'application_view', applicationId });
  return detail;
}
