import { type ConnectionOptions, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { withScrubbedFailures } from './job-failures.ts';
import { neverThrows } from './never-throws.ts';
import { QUEUE_PREFIX } from './queues.ts';

export interface ScheduledTaskOptions<Result> {
  /** The task's own small queue, which holds its one job per interval. */
  queue: string;
  /** The job scheduler's id: every replica upserts the same one. */
  schedulerId: string;
  connection: ConnectionOptions;
  intervalMs: number;
  run: () => Promise<Result>;
  logger: Logger;
}

export interface ScheduledTask {
  worker: Worker;
  close(): Promise<void>;
  /** Stops the schedule for every replica (tests; a deployment that turns the task off). */
  removeSchedule(): Promise<boolean>;
}

/**
 * Runs `run` every `intervalMs` on exactly one of the replicas: each replica upserts the same
 * BullMQ job scheduler (idempotent), which puts one job per interval on the task's queue, and BullMQ
 * hands each job to one worker. No replica needs to be the leader, and none runs it twice. The
 * sweeper and the retention policy's disposals run this way in the pdf-worker.
 */
export async function startScheduledTask<Result>({
  queue: queueName,
  schedulerId,
  connection,
  intervalMs,
  run,
  logger,
}: ScheduledTaskOptions<Result>): Promise<ScheduledTask> {
  const queue = new Queue(queueName, { connection, prefix: QUEUE_PREFIX });
  queue.on(
    'error',
    neverThrows((error: Error) =>
      logger.warn({ err: error.message, queue: queueName }, 'schedule queue error'),
    ),
  );
  const schedule = () =>
    queue.upsertJobScheduler(
      schedulerId,
      { every: intervalMs },
      { name: schedulerId, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  await schedule();
  // A Redis that came back without its data has lost the schedule too: put it back on every
  // reconnect, or a task that recovers lost work (the sweeper) would itself be lost.
  (await queue.client).on(
    'ready',
    neverThrows(schedule, (error) =>
      logger.warn(
        { err: error instanceof Error ? error.message : error, queue: queueName },
        'could not restore a schedule',
      ),
    ),
  );
  const worker = new Worker(queueName, withScrubbedFailures(run), {
    connection,
    prefix: QUEUE_PREFIX,
    concurrency: 1,
  });
  worker.on(
    'error',
    neverThrows((error: Error) => logger.error({ err: error, queue: queueName }, 'scheduled task error')),
  );
  worker.on(
    'failed',
    neverThrows((_job: unknown, error: Error) =>
      logger.error({ err: error, queue: queueName }, 'scheduled task failed'),
    ),
  );
  return {
    worker,
    close: async () => {
      await worker.close();
      await queue.close();
    },
    removeSchedule: () => queue.removeJobScheduler(schedulerId),
  };
}
