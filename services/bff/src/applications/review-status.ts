import {
  ADMIN_API_MESSAGES,
  canMoveReview,
  type Decision,
  REVIEW_MESSAGES,
  type ReviewState,
  type ReviewStatus,
} from '@funding/contracts';
import { type Database, type DbExecutor, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { reviewStateColumns, toReviewState } from './records.ts';

const { applications } = schema;

export interface ReviewStatusChange {
  /** The readable id (FA-...). */
  applicationId: string;
  to: ReviewStatus;
  /** The status the caller believes is current; a different one refuses the change (409). */
  from?: ReviewStatus;
  /** What the move records (contracts' decisions.ts): required for the statuses that record one. */
  decision?: Decision | null;
  /** Why, for the audit entry (e.g. `{ documentRequestId }`); never personal data. */
  detail?: Record<string, unknown>;
}

const DECIDING: ReadonlySet<ReviewStatus> = new Set(['approved', 'funded', 'declined', 'withdrawn']);

/**
 * The columns a move writes besides the status: the funnel's stage times (contracts' analytics.ts)
 * and the decision's record. The first move to In review or Missing documents starts the review; a
 * move back to In review undoes the decisions recorded since (an approval, a decline, a withdrawal).
 */
function columnsOfMove(to: ReviewStatus, decision: Decision | null) {
  const now = sql`now()`;
  const reopened = to === 'in_review';
  const undone = reopened
    ? { approvedAt: null, approvedAmount: null, declineReason: null, declineNote: null, withdrawnBy: null }
    : {};
  const started =
    to === 'in_review' || to === 'missing_documents'
      ? { reviewStartedAt: sql`coalesce(${applications.reviewStartedAt}, now())` }
      : {};
  const recorded = (() => {
    switch (decision?.status) {
      case 'approved':
        return { approvedAt: now, approvedAmount: decision.approvedAmount };
      case 'funded':
        return { fundedAt: now, fundedAmount: decision.fundedAmount, fundingDate: decision.fundingDate };
      case 'declined':
        return { declineReason: decision.declineReason, declineNote: decision.declineNote };
      case 'withdrawn':
        return { withdrawnBy: decision.withdrawnBy };
      default:
        return {};
    }
  })();
  return {
    reviewStatus: to,
    reviewStatusChangedAt: now,
    lastActivityAt: now,
    ...undone,
    ...started,
    ...recorded,
  };
}

/** What the audit entry says the decision recorded: the amounts, the reason, who; never the note's text. */
function auditedDecision(decision: Decision | null): Record<string, unknown> {
  if (!decision) return {};
  const { status: _status, ...recorded } = decision;
  if ('declineNote' in recorded) {
    const { declineNote, ...rest } = recorded;
    return { ...rest, declineNote: declineNote !== null };
  }
  return recorded;
}

export interface ReviewStatusChanged {
  from: ReviewStatus;
  to: ReviewStatus;
  /** The change's audit entry: its e-mails are queued by it once the change commits (tellStatusChange). */
  statusChangeId: number;
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
 * move (reviewMoveRefusal), writes the status, what it records (columnsOfMove) and its audit entry
 * (`review_status_change`, detail `{ from, to, ...decision, ...detail }`) in one transaction, the
 * caller's when given one. The caller queues the change's e-mails after its transaction commits
 * (tellStatusChange in status-change-emails.ts). Throws AppError: not_found, conflict (409) with a message saying why, or
 * validation_failed when a deciding move comes without its decision.
 */
export async function changeReviewStatus(
  executor: DbExecutor,
  actor: Actor,
  change: ReviewStatusChange,
): Promise<ReviewStatusChanged> {
  const decision = change.decision ?? null;
  if (DECIDING.has(change.to) !== (decision !== null) || (decision && decision.status !== change.to)) {
    throw new AppError(
      'validation_failed',
      `A move to ${change.to} must record its decision, and only that one`,
    );
  }
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
      .set(columnsOfMove(change.to, decision))
      .where(eq(applications.id, current.id));
    const statusChangeId = await recordAudit(tx, actor, {
      action: 'review_status_change',
      applicationId: change.applicationId,
      detail: { ...change.detail, ...auditedDecision(decision), from, to: change.to },
    });
    return { from, to: change.to, statusChangeId };
  });
}

/** How staff see an application's review now: its status, assignee and what the decisions recorded. */
export async function reviewStateOf(db: Database, applicationId: string): Promise<ReviewState> {
  const [state] = await db
    .select({ ...reviewStateColumns, assigneeUsername: schema.adminUsers.username })
    .from(applications)
    .leftJoin(schema.adminUsers, eq(schema.adminUsers.id, applications.assigneeId))
    .where(eq(applications.applicationId, applicationId));
  // Deleted between the change and this read.
  if (!state) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  return toReviewState(state);
}
