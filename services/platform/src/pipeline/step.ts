import { type JobPayload, jobPayloadSchema } from '@funding/contracts';
import { type Job, type Processor, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type ProcessingOutcome, recordProcessingEvent } from './records.ts';
import { markStepFailed, type PipelineStep } from './status.ts';

export interface PipelineStepContext {
  applicationId: string;
  job: Job<JobPayload>;
  logger: Logger;
}

export interface PipelineStepOptions {
  step: PipelineStep;
  db: Database;
  logger: Logger;
  /** Answers `skipped` when there was nothing to do (the step done already, the application gone). */
  handle: (context: PipelineStepContext) => Promise<undefined | 'skipped'>;
}

/** BullMQ counts finished attempts in `attemptsMade`, so the one running now is attemptsMade + 1. */
export function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Wraps a step's handler in what both workers share: the payload is re-validated (Redis is not
 * trusted to hold what the producer checked), logs carry the job and application ids, and the
 * application is marked `failed` with the error only when BullMQ will not try again; earlier
 * failures leave it `processing` because a retry is already scheduled.
 */
export function pipelineStepProcessor({
  step,
  db,
  logger,
  handle,
}: PipelineStepOptions): Processor<JobPayload> {
  return async (job) => {
    const payload = jobPayloadSchema.safeParse(job.data);
    if (!payload.success) {
      // No application to record it on; retrying cannot make the payload valid.
      logger.error({ jobId: job.id, step }, 'invalid job payload');
      throw new UnrecoverableError('Invalid job payload');
    }
    const { applicationId } = payload.data;
    const attempt = job.attemptsMade + 1;
    const log = logger.child({ jobId: job.id, applicationId, step, attempt });
    // The application's history shows each attempt; a history that cannot be written never fails
    // or hides the step's own outcome.
    const record = (outcome: ProcessingOutcome, error?: unknown) =>
      recordProcessingEvent(db, {
        applicationId,
        step,
        outcome,
        attempt,
        ...(error === undefined ? {} : { error: errorText(error) }),
      }).catch((recordError: unknown) => log.warn({ err: recordError }, 'could not record the attempt'));
    try {
      if ((await handle({ applicationId, job, logger: log })) !== 'skipped') await record('done');
    } catch (error) {
      const last = isLastAttempt(job) || error instanceof UnrecoverableError;
      await record(last ? 'failed' : 'retrying', error);
      if (last) {
        const text = `${step} failed after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${errorText(error)}`;
        await markStepFailed(db, step, applicationId, text).catch((recordError: unknown) =>
          // The sweeper finds a step left `processing` without a live job and queues it again.
          log.error({ err: recordError }, 'could not record the failure'),
        );
        log.error({ err: error }, 'step failed; no attempts left');
      }
      throw error;
    }
  };
}
