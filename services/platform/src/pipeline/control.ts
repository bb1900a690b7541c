import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import { enqueue, QUEUE_NAMES, type QueueName, type Queues } from '../queues.ts';
import type { PipelineStep } from './status.ts';

/** What `requeueStep` did: queued the step, or left a job that is waiting or running alone. */
export type RequeueOutcome = 'queued' | 'already-queued' | 'running';

const LIVE_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Puts an application's step back on its queue, for the sweeper, the PDF step (which hands over
 * to mail) and the admin API. The job id is the application id and BullMQ silently ignores adding
 * an id it still holds, finished jobs included (kept for a day, failed ones for a week), so a
 * finished job is removed before the step is added again.
 */
export async function requeueStep(
  queues: Queues,
  step: QueueName,
  applicationId: string,
): Promise<RequeueOutcome> {
  const queue = queues[step];
  const job = await queue.getJob(applicationId);
  if (job) {
    const state = await job.getState();
    if (LIVE_STATES.has(state)) return 'already-queued';
    // 0 means a worker holds the job's lock: it is running now and will report its own outcome.
    if (state === 'active' || (await queue.remove(applicationId)) === 0) return 'running';
  }
  await enqueue(queues, step, { applicationId });
  return 'queued';
}

export interface RetryResult {
  applicationId: string;
  /** The steps that had failed and are queued again; empty when nothing had failed. */
  requeued: PipelineStep[];
}

/**
 * The admin retry (`POST /api/admin/applications/{applicationId}/retry`): every failed step goes
 * back to `pending` and the first of them is queued; the PDF step queues mail itself when done.
 * Returns null when there is no such application. Errors already recorded are kept as history.
 * `recordReset` runs in the transaction of the resets when a step was reset (the caller's audit
 * entry: both commit or neither); the job is queued after the commit, so a worker never starts on
 * a step that still reads `failed`.
 */
export async function retryFailedSteps(
  deps: { db: Database; queues: Queues },
  applicationId: string,
  recordReset: (tx: DbTransaction, requeued: PipelineStep[]) => Promise<void> = async () => {},
): Promise<RetryResult | null> {
  const { db, queues } = deps;
  const requeued = await db.transaction(async (tx) => {
    // A disposed application has nothing left to process.
    const row = await tx.query.applications.findFirst({
      where: and(eq(applications.applicationId, applicationId), isNull(applications.disposedAt)),
      columns: { pdfStatus: true, emailStatus: true },
    });
    if (!row) return null;
    const reset: PipelineStep[] = [];
    // Each reset is conditional on the step still being failed, so two admins clicking at once
    // (or a worker finishing meanwhile) cannot move a step backwards.
    const resetStep = async (step: PipelineStep) => {
      const column = step === 'pdf' ? applications.pdfStatus : applications.emailStatus;
      const key = step === 'pdf' ? 'pdfStatus' : 'emailStatus';
      const rows = await tx
        .update(applications)
        .set({ [key]: 'pending' })
        .where(and(eq(applications.applicationId, applicationId), eq(column, 'failed')))
        .returning({ id: applications.id });
      return rows.length > 0;
    };
    if (row.pdfStatus === 'failed' && (await resetStep('pdf'))) reset.push('pdf');
    if (row.emailStatus === 'failed' && (await resetStep('mail'))) reset.push('mail');
    if (reset.length > 0) await recordReset(tx, reset);
    return reset;
  });
  if (!requeued) return null;
  // Mail needs the PDF: while the PDF step is to run again, the PDF job queues mail when it is done.
  const first = requeued[0];
  if (first) await requeueStep(queues, first, applicationId);
  return { applicationId, requeued };
}

export interface RemovedJobs {
  removed: QueueName[];
  /** Steps running right now; they find the application gone when they finish and clean up. */
  running: QueueName[];
}

/** Removes an application's queued jobs (admin delete calls it before deleting the row). */
export async function removeApplicationJobs(queues: Queues, applicationId: string): Promise<RemovedJobs> {
  const result: RemovedJobs = { removed: [], running: [] };
  for (const step of Object.keys(QUEUE_NAMES) as QueueName[]) {
    const job = await queues[step].getJob(applicationId);
    if (!job) continue;
    if ((await queues[step].remove(applicationId)) === 1) result.removed.push(step);
    else result.running.push(step);
  }
  return result;
}
