import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.ts';
import { applications, documentRequestReminders, documentRequests, uploadLinkTokens } from '../db/schema.ts';

/**
 * The rows the mail step reads and writes for document requests (docs/decisions/document-requests.md).
 * An upload link's token exists only here, in the mail step's memory, and in the e-mail: its row
 * keeps the SHA-256, which is all the BFF needs to recognise the link.
 */
export function uploadLinkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A request whose links work: not fulfilled, not cancelled, not expired. */
export function openDocumentRequest(now: Date = new Date()): SQL {
  return and(
    isNull(documentRequests.fulfilledAt),
    isNull(documentRequests.cancelledAt),
    gt(documentRequests.expiresAt, now),
  )!;
}

/**
 * Open requests of an application whose first e-mail has not gone out: staff's, which get an e-mail
 * of their own, or the one made at intake, whose link goes out in owner 1's confirmation.
 */
export function documentRequestsToEmail(
  db: Database,
  applicationRowId: string,
  origin: 'staff' | 'intake' = 'staff',
) {
  return db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.applicationId, applicationRowId),
        eq(documentRequests.origin, origin),
        isNull(documentRequests.emailedAt),
        openDocumentRequest(),
      ),
    )
    .orderBy(asc(documentRequests.createdAt));
}

/**
 * A new link for an open request, about to be mailed: 32 random bytes, of which only the hash is
 * stored. Each e-mail gets a link of its own (the request's, then each reminder's), and all of them
 * work while the request is open; null when it is not open any more.
 */
export async function issueUploadLink(db: Database, requestId: string): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db
    .insert(uploadLinkTokens)
    .select(
      db
        .select({
          tokenHash: sql<string>`${uploadLinkTokenHash(token)}`.as('token_hash'),
          documentRequestId: documentRequests.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(documentRequests)
        .where(and(eq(documentRequests.id, requestId), openDocumentRequest())),
    )
    .returning({ tokenHash: uploadLinkTokens.tokenHash });
  return rows.length > 0 ? token : null;
}

/** Records that a request's first e-mail went out (sent once); the caller's transaction when given. */
export async function recordDocumentRequestEmailed(
  executor: DbExecutor,
  requestId: string,
  messageId: string | null,
): Promise<void> {
  await executor
    .update(documentRequests)
    .set({ emailedAt: new Date(), emailMessageId: messageId })
    .where(eq(documentRequests.id, requestId));
}

/** Fulfilled requests the processing team has not been told about yet. */
export function documentRequestsToAnnounce(db: Database, applicationRowId: string) {
  return db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.applicationId, applicationRowId),
        isNotNull(documentRequests.fulfilledAt),
        isNull(documentRequests.staffNotifiedAt),
      ),
    )
    .orderBy(asc(documentRequests.fulfilledAt));
}

export async function recordStaffNotified(db: Database, requestId: string): Promise<void> {
  await db
    .update(documentRequests)
    .set({ staffNotifiedAt: new Date() })
    .where(eq(documentRequests.id, requestId));
}

/** A request with its application, for a reminder: what the e-mail says and where it goes. */
export async function findReminderTarget(db: Database, requestId: string) {
  const [found] = await db
    .select({ request: documentRequests, application: applications })
    .from(documentRequests)
    .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
    .where(eq(documentRequests.id, requestId));
  return found ?? null;
}

export async function reminderWasSent(db: Database, requestId: string, reminder: string): Promise<boolean> {
  const rows = await db
    .select({ id: documentRequestReminders.id })
    .from(documentRequestReminders)
    .where(
      and(
        eq(documentRequestReminders.documentRequestId, requestId),
        eq(documentRequestReminders.reminder, reminder),
      ),
    );
  return rows.length > 0;
}

/** Idempotent: the unique (request, reminder) pair makes a second record a no-op. */
export async function recordReminderSent(
  db: Database,
  sent: { requestId: string; reminder: string; messageId: string | null },
): Promise<void> {
  await db
    .insert(documentRequestReminders)
    .values({ documentRequestId: sent.requestId, reminder: sent.reminder, messageId: sent.messageId })
    .onConflictDoNothing();
}
