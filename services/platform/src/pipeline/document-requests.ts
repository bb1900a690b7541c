import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { documentRequests } from '../db/schema.ts';

/**
 * The rows the mail step reads and writes for document requests (docs/decisions/document-requests.md).
 * The upload link's token exists only here, in the mail step's memory, and in the e-mail: the row
 * keeps its SHA-256, which is all the BFF needs to recognise the link.
 */
export function uploadLinkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Requests whose e-mail to owner 1 has not gone out yet and that can still be used. */
export function documentRequestsToEmail(db: Database, applicationRowId: string) {
  return db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.applicationId, applicationRowId),
        isNull(documentRequests.emailedAt),
        isNull(documentRequests.fulfilledAt),
        gt(documentRequests.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(documentRequests.createdAt));
}

/**
 * A new token for a request about to be mailed: 32 random bytes, of which only the hash is stored.
 * Made again on every attempt, so a retry after a crash between sending and recording sends a
 * working link and the one in the lost attempt's e-mail stops working.
 */
export async function issueUploadLink(db: Database, requestId: string): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db
    .update(documentRequests)
    .set({ tokenHash: uploadLinkTokenHash(token) })
    .where(and(eq(documentRequests.id, requestId), isNull(documentRequests.emailedAt)))
    .returning({ id: documentRequests.id });
  return rows.length > 0 ? token : null;
}

export async function recordDocumentRequestEmailed(
  db: Database,
  requestId: string,
  messageId: string | null,
): Promise<void> {
  await db
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
