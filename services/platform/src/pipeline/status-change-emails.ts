import {
  DECLINE_REASONS,
  type DeclineReason,
  REVIEW_STATUSES,
  type ReviewStatus,
  statusChangeJobId,
} from '@funding/contracts';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { agents, applications, auditLog, notifications } from '../db/schema.ts';
import { enqueueStatusChangeEmails, type Queues } from '../queues.ts';
import type { RequeueOutcome } from './control.ts';
import { findApplicationRow } from './status.ts';

/**
 * The e-mails of a review status change (docs/decisions/decision-emails.md). A change is its
 * `review_status_change` audit entry, written in the change's transaction: the BFF queues its job
 * after the commit, and the sweeper queues again the recent changes whose e-mails are not recorded
 * when that enqueue was lost. The mail-worker reads the change here and records what it sent in
 * `notifications` (records.ts), once per change and kind.
 */

/** The statuses owner 1 is told of, each by its own e-mail. */
export const DECISION_EMAIL_STATUSES = ['approved', 'declined', 'funded'] as const satisfies ReviewStatus[];
export type DecisionEmailStatus = (typeof DECISION_EMAIL_STATUSES)[number];

export interface StatusChange {
  /** The audit entry's id. */
  id: number;
  /** The readable id (FA-...). */
  applicationId: string;
  to: ReviewStatus;
  /** What a decline recorded, for its e-mail; null otherwise. */
  declineReason: DeclineReason | null;
  changedAt: Date;
}

// What changeReviewStatus writes into the entry's detail; anything else there is not read.
const changeDetailSchema = z.object({
  to: z.enum(REVIEW_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullish(),
});

/**
 * The change and the application it moved, as they are now, or null when either is gone (an
 * application deleted or disposed of meanwhile tells nobody). `activeAgentEmail`: the crediting
 * agent's address as the agent record has it now, when that agent exists and is active.
 */
export async function findStatusChange(db: Database, statusChangeId: number) {
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.id, statusChangeId), eq(auditLog.action, 'review_status_change')));
  const detail = changeDetailSchema.safeParse(entry?.detail);
  if (!entry?.applicationId || !detail.success) return null;
  const application = await findApplicationRow(db, entry.applicationId);
  if (!application) return null;
  const [agent] = application.agentId
    ? await db
        .select({ email: agents.email })
        .from(agents)
        .where(and(eq(agents.id, application.agentId), eq(agents.isActive, true)))
    : [];
  const change: StatusChange = {
    id: entry.id,
    applicationId: entry.applicationId,
    to: detail.data.to,
    declineReason: detail.data.declineReason ?? null,
    changedAt: entry.createdAt,
  };
  return { change, application, activeAgentEmail: agent?.email ?? null };
}

/**
 * Completed jobs stay in Redis for a day (queues.ts), and a job id Redis still holds is not added
 * again: the sweep looks back less than that, so a change whose job ran (and sent nothing, its
 * kind turned off) is never queued twice.
 */
const SWEEP_LOOK_BACK_MS = 20 * 60 * 60 * 1000;

/**
 * Changes made between the look-back and `cutoff` with an e-mail they may owe not recorded: a
 * decision without its decision e-mail, or a change of an agent's application without the agent's.
 * The worker decides what is really owed (settings, addresses); this only finds the candidates.
 */
async function statusChangesNotTold(db: Database, cutoff: Date, limit: number) {
  const toldAs = (kinds: string) =>
    sql`not exists (select 1 from ${notifications} where ${notifications.statusChangeId} = ${auditLog.id} and ${notifications.kind} like ${kinds})`;
  return db
    .select({ id: auditLog.id, applicationId: applications.applicationId })
    .from(auditLog)
    .innerJoin(applications, eq(applications.applicationId, auditLog.applicationId))
    .where(
      and(
        eq(auditLog.action, 'review_status_change'),
        gte(auditLog.createdAt, new Date(cutoff.getTime() - SWEEP_LOOK_BACK_MS)),
        lt(auditLog.createdAt, cutoff),
        isNull(applications.disposedAt),
        or(
          and(inArray(sql`${auditLog.detail}->>'to'`, [...DECISION_EMAIL_STATUSES]), toldAs('decision_%')),
          and(
            isNotNull(applications.agentId),
            eq(applications.agentLinkInactive, false),
            toldAs('agent_status'),
          ),
        ),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(limit);
}

/**
 * For the sweeper: queues again the e-mails of recent changes whose job Redis no longer holds, and
 * answers those it queued (one whose job ran and sent nothing is still a candidate, and left alone).
 */
export async function sweepUntoldStatusChanges(
  db: Database,
  queues: Queues,
  cutoff: Date,
  limit: number,
): Promise<{ applicationId: string; outcome: RequeueOutcome }[]> {
  const swept: { applicationId: string; outcome: RequeueOutcome }[] = [];
  for (const change of await statusChangesNotTold(db, cutoff, limit)) {
    const known = await queues.mail.getJob(statusChangeJobId({ statusChangeId: change.id }));
    if (known) continue;
    await enqueueStatusChangeEmails(queues, change.id);
    swept.push({ applicationId: change.applicationId, outcome: 'queued' });
  }
  return swept;
}
