import { scrubPersonalData } from '@funding/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.ts';
import { applications, documents, notifications, processingEvents } from '../db/schema.ts';

/**
 * The rows the two steps read and write besides the application itself, kept here so the
 * workers hold no queries of their own. `applicationRowId` is `applications.id` (the uuid).
 */
export function applicationDocuments(db: Database, applicationRowId: string) {
  return db.select().from(documents).where(eq(documents.applicationId, applicationRowId));
}

export type RecipientKind = 'team' | 'agent' | 'applicant';

export async function sentNotificationKinds(
  db: Database,
  applicationRowId: string,
): Promise<Set<RecipientKind>> {
  const rows = await db
    .select({ kind: notifications.recipientKind })
    .from(notifications)
    .where(eq(notifications.applicationId, applicationRowId));
  return new Set(rows.map((row) => row.kind));
}

/** Idempotent: the unique (application, recipient kind) pair makes a second record a no-op. */
export async function recordNotification(
  db: DbExecutor,
  sent: { applicationRowId: string; kind: RecipientKind; recipient: string; messageId: string | null },
): Promise<void> {
  await db
    .insert(notifications)
    .values({
      applicationId: sent.applicationRowId,
      recipientKind: sent.kind,
      recipient: sent.recipient,
      messageId: sent.messageId,
    })
    .onConflictDoNothing();
}

export type ProcessingOutcome = 'done' | 'retrying' | 'failed';

/**
 * One attempt of a step, for the application's history: done, failed with a retry to come, or
 * failed for good. Written for the application by its readable id; a deleted one records nothing.
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
  const error = event.error === undefined ? null : scrubPersonalData(event.error);
  // Plain SQL: drizzle's insert-from-select wants every column of the table selected, the
  // generated id included, which Postgres refuses for a GENERATED ALWAYS identity.
  await db.execute(sql`
    insert into ${processingEvents} (application_id, step, outcome, attempt, error)
    select ${applications.id}, ${event.step}, ${event.outcome}, ${event.attempt}::integer, ${error}::text
    from ${applications}
    where ${applications.applicationId} = ${event.applicationId}`);
}
