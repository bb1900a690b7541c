import { ADMIN_API_MESSAGES, canMoveReview, REVIEW_MESSAGES, type ReviewStatus } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../../app-env.ts';
import { type AuditEntry, type DbTransaction, recordAudit } from '../../../audit.ts';
import { AppError } from '../../../errors.ts';

const { applications } = schema;

export interface ReviewStatusChangeRequest {
  /** The readable id (FA-...). */
  applicationId: string;
  to: ReviewStatus;
  /** The status the caller believes is current; a different one refuses the change (409). */
  from?: ReviewStatus;
  /** Why, for the audit entry (e.g. `{ documentRequestId }`); never personal data. */
  detail?: Record<string, unknown>;
  /** Who changes it, when not the signed-in admin (e.g. `{ id: null, username: null }` for the system). */
  actor?: AuditEntry['actor'];
}

export interface ReviewStatusChanged {
  from: ReviewStatus;
  to: ReviewStatus;
}

function isTransaction(executor: Database | DbTransaction): executor is DbTransaction {
  return 'rollback' in executor;
}

/**
 * THE way a review status changes, for staff's route and for other parts of the system (a document
 * request that is fulfilled returns the application to In review): locks the row, checks the move
 * against the contracts' table (REVIEW_TRANSITIONS), writes the status and its audit entry
 * (`review_status_change`, detail `{ from, to, ...detail }`) together. Throws AppError: not_found,
 * or conflict (409) with a message saying why. Pass a transaction to make the change part of yours.
 */
export async function changeReviewStatus(
  c: Context<AppEnv>,
  change: ReviewStatusChangeRequest,
  executor: Database | DbTransaction = c.get('deps').db,
): Promise<ReviewStatusChanged> {
  const run = async (tx: DbTransaction): Promise<ReviewStatusChanged> => {
    const [current] = await tx
      .select({ id: applications.id, reviewStatus: applications.reviewStatus })
      .from(applications)
      .where(eq(applications.applicationId, change.applicationId))
      .for('update');
    if (!current) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    const from = current.reviewStatus;
    if (change.from !== undefined && change.from !== from) {
      throw new AppError('conflict', REVIEW_MESSAGES.changedMeanwhile(from));
    }
    if (!canMoveReview(from, change.to)) {
      throw new AppError('conflict', REVIEW_MESSAGES.transitionRefused(from, change.to));
    }
    await tx
      .update(applications)
      .set({ reviewStatus: change.to, reviewStatusChangedAt: sql`now()` })
      .where(eq(applications.id, current.id));
    await recordAudit(
      c,
      {
        action: 'review_status_change',
        applicationId: change.applicationId,
        detail: { ...change.detail, from, to: change.to },
        ...(change.actor ? { actor: change.actor } : {}),
      },
      tx,
    );
    return { from, to: change.to };
  };
  return isTransaction(executor) ? run(executor) : executor.transaction(run);
}
