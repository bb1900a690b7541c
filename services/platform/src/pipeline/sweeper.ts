import type { ConnectionOptions } from 'bullmq';
import { and, asc, isNull, lt, ne, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import type { QueueName, Queues } from '../queues.ts';
import { startScheduledTask } from '../scheduled-task.ts';
import { type RequeueOutcome, requeueStep } from './control.ts';

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
 * failed steps wait for an admin retry.
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
  return swept;
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
