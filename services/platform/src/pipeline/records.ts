import { scrubPersonalData } from '@funding/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.ts';
import {
  applications,
  documents,
  type NotificationKind,
  notifications,
  processingEvents,
} from '../db/schema.ts';

/**
 * The rows the two steps read and write besides the application itself, kept here so the
 * workers hold no queries of their own. `applicationRowId` is `applications.id` (the uuid).
 */
export function applicationDocuments(db: Database, applicationRowId: string) {
  return db.select().from(documents).where(eq(documents.applicationId, applicationRowId));
}

export type { NotificationKind };
export type RecipientKind = 'team' | 'agent' | 'applicant';

/** Who of the submission's recipients already got its e-mail. */
export async function sentNotificationKinds(
  db: Database,
  applicationRowId: string,
): Promise<Set<RecipientKind>> {
  const rows = await db
    .select({ kind: notifications.recipientKind })
    .from(notifications)
    .where(and(eq(notifications.applicationId, applicationRowId), isNull(notifications.statusChangeId)));
  return new Set(rows.map((row) => row.kind));
}

export interface SentNotification {
  applicationRowId: string;
  recipientKind: RecipientKind;
  kind: NotificationKind;
  /** The review status change told (its audit entry's id); none for the submission's e-mails. */
  statusChangeId?: number;
  recipient: string;
  messageId: string | null;
}

/**
 * Idempotent: a submission's e-mail is unique per (application, recipient kind), a status
 * change's per (change, kind), so a second record is a no-op.
 */
export async function recordNotification(db: DbExecutor, sent: SentNotification): Promise<void> {
  await db
    .insert(notifications)
    .values({
      applicationId: sent.applicationRowId,
      recipientKind: sent.recipientKind,
      kind: sent.kind,
      statusChangeId: sent.statusChangeId ?? null,
      recipient: sent.recipient,
      messageId: sent.messageId,
    })
    .onConflictDoNothing();
}

/** The kinds of e-mail already sent for one review status change. */
export async function sentForStatusChange(
  db: Database,
  statusChangeId: number,
): Promise<Set<NotificationKind>> {
  const rows = await db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.statusChangeId, statusChangeId));
  return new Set(rows.map((row) => row.kind));
}

export type ProcessingOutcome = 'done' | 'retrying' | 'failed';

/**
 * One attempt of a step, for the application's history: done, failed with a retry to come, or
 * failed for good. Written for the application by its readable id; a deleted one records nothing
 * (and one deleted between the two statements fails its foreign key, which the caller logs).
 */
export async function recordProcessingEvent(
  db: Database,
  event: {
    applicationId: string;
    step: 'pdf' | 'mail';
    outcome: ProcessingOutcome;
    attempt: number;
    error?: string;
  },
): Promise<void> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.applicationId, event.applicationId));
  if (!application) return;
  await db.insert(processingEvents).values({
    applicationId: application.id,
    step: event.step,
    outcome: event.outcome,
    attempt: event.attempt,
    error: event.error === undefined ? null : scrubPersonalData(event.error),
  });
}
