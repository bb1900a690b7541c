import { BANK_STATEMENT_SLOTS } from '@funding/contracts';
import type { ConnectionOptions } from 'bullmq';
import { and, asc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { applications, documents, statementReadings } from '../db/schema.ts';
import type { QueueName, Queues } from '../queues.ts';
import { startScheduledTask } from '../scheduled-task.ts';
import { type RequeueOutcome, requeueStep } from './control.ts';
import { sweepUntoldStatusChanges } from './status-change-emails.ts';

export interface SweepOptions {
  db: Database;
  queues: Queues;
  /** How long a step may sit unfinished and untouched before its job is presumed lost. */
  graceMs: number;
  limit?: number;
}

export interface SweptApplication {
  applicationId: string;
  step: QueueName;
  outcome: RequeueOutcome;
}

/**
 * Finds applications whose current step has not moved for `graceMs` (an enqueue lost when Redis
 * failed after the row was committed, or a job Redis no longer holds) and queues that step again.
 * Steps with a waiting, delayed or running job are left alone, so a slow queue is never doubled;
 * failed steps wait for an admin retry. Bank statements still unread a grace after their upload get
 * the `statements` step queued again (it stores a reading even for a file it cannot read, so a
 * statement is swept until it is read, not for ever). A recent review status change whose e-mails
 * are not recorded and whose job is gone is queued again (status-change-emails.ts).
 */
export async function sweepUnfinishedApplications({
  db,
  queues,
  graceMs,
  limit = 100,
}: SweepOptions): Promise<SweptApplication[]> {
  const cutoff = new Date(Date.now() - graceMs);
  const rows = await db
    .select({
      applicationId: applications.applicationId,
      pdfStatus: applications.pdfStatus,
      emailStatus: applications.emailStatus,
    })
    .from(applications)
    .where(
      and(
        // The predicate of the partial index applications_unfinished_idx, so the read stays small.
        or(ne(applications.pdfStatus, 'done'), ne(applications.emailStatus, 'done')),
        ne(applications.pdfStatus, 'failed'),
        ne(applications.emailStatus, 'failed'),
        lt(applications.updatedAt, cutoff),
        isNull(applications.disposedAt),
      ),
    )
    .orderBy(asc(applications.createdAt))
    .limit(limit);

  const swept: SweptApplication[] = [];
  for (const row of rows) {
    const step: QueueName = row.pdfStatus === 'done' ? 'mail' : 'pdf';
    const outcome = await requeueStep(queues, step, row.applicationId);
    swept.push({ applicationId: row.applicationId, step, outcome });
  }
  for (const applicationId of await unreadStatementApplications(db, cutoff, limit)) {
    const outcome = await requeueStep(queues, 'statements', applicationId);
    swept.push({ applicationId, step: 'statements', outcome });
  }
  for (const change of await sweepUntoldStatusChanges(db, queues, cutoff, limit)) {
    swept.push({ ...change, step: 'mail' });
  }
  return swept;
}

/** Applications with a bank statement uploaded before `cutoff` and still unread. */
async function unreadStatementApplications(db: Database, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ applicationId: applications.applicationId })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .leftJoin(statementReadings, eq(statementReadings.documentId, documents.id))
    .where(
      and(
        inArray(documents.slot, [...BANK_STATEMENT_SLOTS]),
        isNull(statementReadings.id),
        lt(documents.createdAt, cutoff),
        isNull(applications.disposedAt),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.applicationId);
}

export const SWEEP_QUEUE = 'pipeline-sweep';
export const SWEEP_SCHEDULER_ID = 'sweep-unfinished-applications';

export interface PipelineSweeperOptions {
  connection: ConnectionOptions;
  intervalMs: number;
  sweep: () => Promise<SweptApplication[]>;
  logger: Logger;
}

/** Runs `sweep` every `intervalMs` on exactly one of the replicas (scheduled-task.ts). */
export function startPipelineSweeper({ connection, intervalMs, sweep, logger }: PipelineSweeperOptions) {
  return startScheduledTask({
    queue: SWEEP_QUEUE,
    schedulerId: SWEEP_SCHEDULER_ID,
    connection,
    intervalMs,
    logger,
    run: async () => {
      const swept = await sweep();
      if (swept.length > 0) logger.warn({ swept }, 'queued unfinished applications again');
      return swept.length;
    },
  });
}
