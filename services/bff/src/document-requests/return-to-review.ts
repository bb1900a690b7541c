import type { ReviewStatus } from '@funding/contracts';
import { type DbTransaction, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { changeReviewStatus } from '../applications/review-status.ts';
import type { Actor } from '../audit/record-audit.ts';

/** What happened to a document request that may move the application's review status. */
export type DocumentRequestEvent = 'requested' | 'fulfilled';

/**
 * Where a document request moves the review status from `current`, or null when it stays. A request
 * moves a New or In review application to Missing documents; its fulfilment returns it to In review,
 * but only from where the request put it (or New): a status staff chose meanwhile (approved,
 * declined, ...) stays theirs.
 */
export function reviewStatusAfter(event: DocumentRequestEvent, current: ReviewStatus): ReviewStatus | null {
  if (event === 'requested') {
    return current === 'new' || current === 'in_review' ? 'missing_documents' : null;
  }
  return current === 'new' || current === 'missing_documents' ? 'in_review' : null;
}

/**
 * Moves the review status for `event` (reviewStatusAfter) through the one function that changes it,
 * with its audit entry, inside the caller's transaction. Answers the change's id (null: no move), for
 * the caller to queue its e-mails once the transaction commits (tellStatusChange).
 */
async function moveForDocumentRequest(
  tx: DbTransaction,
  actor: Actor,
  applicationId: string,
  event: DocumentRequestEvent,
  documentRequestId: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ reviewStatus: schema.applications.reviewStatus })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId))
    .for('update');
  const to = row && reviewStatusAfter(event, row.reviewStatus);
  if (!row || !to) return null;
  const { statusChangeId } = await changeReviewStatus(tx, actor, {
    applicationId,
    to,
    from: row.reviewStatus,
    detail: { documentRequestId },
  });
  return statusChangeId;
}

/** Staff asked for documents: New or In review becomes Missing documents. */
export function markMissingDocuments(
  tx: DbTransaction,
  actor: Actor,
  applicationId: string,
  documentRequestId: string,
) {
  return moveForDocumentRequest(tx, actor, applicationId, 'requested', documentRequestId);
}

/**
 * The applicant has uploaded everything asked for: back to In review. `actor` is the applicant
 * through the link (no staff member: id and username null).
 */
export function returnToInReview(
  tx: DbTransaction,
  actor: Actor,
  applicationId: string,
  documentRequestId: string,
) {
  return moveForDocumentRequest(tx, actor, applicationId, 'fulfilled', documentRequestId);
}
