import type { ReviewStatus } from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { DbTransaction } from '../audit.ts';
import { changeReviewStatus } from '../routes/admin/applications/review.ts';

/**
 * What a document request does to the review status, through the one function that changes it
 * (with its audit entry), inside the caller's transaction. A request moves a New or In review
 * application to Missing documents; its fulfilment returns it to In review, but only from where the
 * request put it (or New): a status staff chose meanwhile (approved, declined, ...) stays theirs.
 */
async function moveReviewStatus(
  c: Context<AppEnv>,
  tx: DbTransaction,
  applicationId: string,
  from: readonly ReviewStatus[],
  to: ReviewStatus,
  detail: Record<string, unknown>,
  actor?: { id: string | null; username: string | null },
): Promise<void> {
  const [row] = await tx
    .select({ reviewStatus: schema.applications.reviewStatus })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId))
    .for('update');
  if (!row || !from.includes(row.reviewStatus)) return;
  await changeReviewStatus(c, { applicationId, to, from: row.reviewStatus, detail, actor }, tx);
}

export function markMissingDocuments(
  c: Context<AppEnv>,
  tx: DbTransaction,
  applicationId: string,
  documentRequestId: string,
) {
  return moveReviewStatus(c, tx, applicationId, ['new', 'in_review'], 'missing_documents', {
    documentRequestId,
  });
}

/** The applicant has uploaded everything asked for: the system (no staff member) returns it to In review. */
export function returnToInReview(
  c: Context<AppEnv>,
  tx: DbTransaction,
  applicationId: string,
  documentRequestId: string,
) {
  return moveReviewStatus(
    c,
    tx,
    applicationId,
    ['new', 'missing_documents'],
    'in_review',
    { documentRequestId },
    {
      id: null,
      username: null,
    },
  );
}
