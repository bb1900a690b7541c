import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { documents, notifications } from '../db/schema.ts';

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
  db: Database,
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
