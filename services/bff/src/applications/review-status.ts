import {
  ADMIN_API_MESSAGES,
  canMoveReview,
  REVIEW_MESSAGES,
  type ReviewState,
  type ReviewStatus,
} from '@funding/contracts';
import { type Database, type DbExecutor, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

const { applications } = schema;

export interface ReviewStatusChange {
  /** The readable id (FA-...). */
  applicationId: string;
  to: ReviewStatus;
  /** The status the caller believes is current; a different one refuses the change (409). */
  from?: ReviewStatus;
  /** Why, for the audit entry (e.g. `{ documentRequestId }`); never personal data. */
  detail?: Record<string, unknown>;
}

export interface ReviewStatusChanged {
  from: ReviewStatus;
  to: ReviewStatus;
}

/**
 * Why moving the review status from `current` to `to` is refused, or null when it may move: the
 * caller saw another status than the current one, or the contracts' table (REVIEW_TRANSITIONS)
 * has no such move.
 */
export function reviewMoveRefusal(
  current: ReviewStatus,
  to: ReviewStatus,
  expected?: ReviewStatus,
): string | null {
  if (expected !== undefined && expected !== current) return REVIEW_MESSAGES.changedMeanwhile(current);
  if (!canMoveReview(current, to)) return REVIEW_MESSAGES.transitionRefused(current, to);
  return null;
}

/**
 * THE way a review status changes, for staff and for other parts of the system (a document request
 * moves it, and its fulfilment returns the application to In review): locks the row, checks the
 * move (reviewMoveRefusal), writes the status and its audit entry (`review_status_change`, detail
 * `{ from, to, ...detail }`) in one transaction, the caller's when given one. Throws AppError:
 * not_found, or conflict (409) with a message saying why.
 */
export async function changeReviewStatus(
  executor: DbExecutor,
  actor: Actor,
  change: ReviewStatusChange,
): Promise<ReviewStatusChanged> {
  return executor.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: applications.id, reviewStatus: applications.reviewStatus })
      .from(applications)
      .where(eq(applications.applicationId, change.applicationId))
      .for('update');
    if (!current) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    const from = current.reviewStatus;
    const refusal = reviewMoveRefusal(from, change.to, change.from);
    if (refusal) throw new AppError('conflict', refusal);
    await tx
      .update(applications)
      .set({ reviewStatus: change.to, reviewStatusChangedAt: sql`now()` })
      .where(eq(applications.id, current.id));
    await recordAudit(tx, actor, {
      action: 'review_status_change',
      applicationId: change.applicationId,
      detail: { ...change.detail, from, to: change.to },
    });
    return { from, to: change.to };
  });
}

/** How staff see an application's review now: its status and assignee. */
export async function reviewStateOf(db: Database, applicationId: string): Promise<ReviewState> {
  const [state] = await db
    .select({
      reviewStatus: applications.reviewStatus,
      assigneeId: applications.assigneeId,
      assigneeUsername: schema.adminUsers.username,
    })
    .from(applications)
    .leftJoin(schema.adminUsers, eq(schema.adminUsers.id, applications.assigneeId))
    .where(eq(applications.applicationId, applicationId));
  // Deleted between the change and this read.
  if (!state) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  return state;
}
