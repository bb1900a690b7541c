import {
  BULK_MESSAGES,
  type BulkChangeResponse,
  type Decision,
  REVIEW_MESSAGES,
  type ReviewStatus,
} from '@funding/contracts';
import type { Database, Logger, Queues } from '@funding/platform';
import type { StaffActor } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { assignApplication, assignableAdmins } from './assignment.ts';
import { changeReviewStatus } from './review-status.ts';
import { tellStatusChange } from './status-change-emails.ts';

type BulkResult = BulkChangeResponse['results'][number];

/**
 * The same change applied to each application in turn, each in its own transaction with its own
 * audit entry (as if made one by one): what one application refuses (a move its status does not
 * allow, an application deleted meanwhile) is reported for it, and the others still change.
 */
async function eachApplication(
  applicationIds: readonly string[],
  change: (applicationId: string) => Promise<string>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const applicationId of new Set(applicationIds)) {
    try {
      results.push({ applicationId, changed: true, message: await change(applicationId) });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'conflict' && error.code !== 'not_found'))
        throw error;
      results.push({ applicationId, changed: false, message: error.message });
    }
  }
  return results;
}

const changedCount = (results: BulkResult[]) => results.filter((result) => result.changed).length;

/**
 * Moves each application to `to` (a move whose record fits all: contracts' BULK_REVIEW_STATUSES),
 * and queues each change's e-mails once it has committed.
 */
export async function bulkChangeReviewStatus(
  deps: { db: Database; queues: Queues; logger: Logger },
  actor: StaffActor,
  change: { applicationIds: readonly string[]; to: ReviewStatus; decision: Decision | null },
): Promise<BulkChangeResponse> {
  // After one failed enqueue the rest are left to the sweeper too: a Redis that does not answer
  // would otherwise hold the answer for the enqueue's timeout once per application.
  let queueAnswers = true;
  const results = await eachApplication(change.applicationIds, async (applicationId) => {
    const { statusChangeId } = await changeReviewStatus(deps.db, actor, {
      applicationId,
      to: change.to,
      decision: change.decision,
    });
    if (queueAnswers) queueAnswers = (await tellStatusChange(deps, statusChangeId)) === 'queued';
    return REVIEW_MESSAGES.statusChanged(change.to);
  });
  const message = BULK_MESSAGES.moved(changedCount(results), results.length, change.to);
  return { success: true, message, results };
}

/** Assigns each application to one admin, or removes their assignments (null). */
export async function bulkAssign(
  db: Database,
  actor: StaffActor,
  change: { applicationIds: readonly string[]; assigneeId: string | null },
): Promise<BulkChangeResponse> {
  // One check of the assignee for all, so an unassignable one refuses the whole change (400).
  const assignee =
    change.assigneeId === null
      ? null
      : (await assignableAdmins(db)).find((admin) => admin.id === change.assigneeId);
  if (assignee === undefined) {
    throw new AppError('validation_failed', REVIEW_MESSAGES.assigneeNotFound, {
      assigneeId: REVIEW_MESSAGES.assigneeNotFound,
    });
  }
  const results = await eachApplication(change.applicationIds, async (applicationId) => {
    const { assigneeUsername } = await assignApplication(db, actor, applicationId, change.assigneeId);
    return assigneeUsername ? REVIEW_MESSAGES.assigned(assigneeUsername) : REVIEW_MESSAGES.unassigned;
  });
  const message = BULK_MESSAGES.assigned(changedCount(results), results.length, assignee?.username ?? null);
  return { success: true, message, results };
}
