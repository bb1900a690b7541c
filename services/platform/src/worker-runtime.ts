import type { JobPayload } from '@funding/contracts';
import { type ConnectionOptions, type Job, type JobJsonRaw, type Processor, Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { startHealthServer } from './health-server.ts';
import { withScrubbedFailures } from './job-failures.ts';
import { createQueueMetrics, processMetricsRegistry, QUEUE_JOB_STATES, renderMetrics } from './metrics.ts';
import { neverThrows } from './never-throws.ts';
import { closeQueue, QUEUE_NAMES, QUEUE_PREFIX, type QueueName } from './queues.ts';
import type { ReadinessCheck } from './readiness.ts';
import { onShutdown } from './shutdown.ts';

export interface QueueWorkerOptions {
  queue: QueueName;
  processor: Processor<JobPayload>;
  connection: ConnectionOptions;
  concurrency: number;
  healthPort: number;
  readinessChecks: ReadinessCheck[];
  logger: Logger;
  /**
   * How long a job's lock lives without renewal; a killed worker's job is taken over by another
   * worker this long after its last renewal (BullMQ's default is 30 s).
   */
  lockDurationMs: number;
  /**
   * How long a stop (SIGTERM) waits for the jobs in hand: `shutdownBoundFor` the worker's longest
   * step. Past it, those jobs are handed back to the queue and the process exits.
   */
  shutdownBoundMs?: number;
  /** Releases the worker's own connections after the queue consumer has stopped. */
  close: () => Promise<void>;
}

/**
 * A worker that can read every job Redis holds. BullMQ parses a job's data and options with
 * JSON.parse as it takes the job; a job hash written by something other than our producer (by hand,
 * or damaged) throws there, outside any processor, and the job loops between active and stalled
 * for ever. Such a job is handed to the processor with empty data instead, so it fails like any
 * malformed payload: once, with its reason recorded.
 */
class TolerantWorker extends Worker<JobPayload> {
  protected override createJob(raw: JobJsonRaw, jobId: string): Job<JobPayload> {
    try {
      return super.createJob(raw, jobId);
    } catch {
      return super.createJob(
        { ...raw, data: 'null', opts: '{}', progress: '0', returnvalue: 'null', stacktrace: '[]' },
        jobId,
      );
    }
  }
}

export type QueueConsumerOptions = Pick<
  QueueWorkerOptions,
  'queue' | 'processor' | 'connection' | 'concurrency' | 'lockDurationMs' | 'logger'
>;

/**
 * The one way a queue is consumed: a worker that reads every job Redis holds (TolerantWorker), whose
 * failures reach Redis scrubbed of personal data (job-failures.ts), and whose failed attempts and
 * errors are logged, never thrown.
 */
export function startQueueConsumer(options: QueueConsumerOptions): Worker<JobPayload> {
  const { logger } = options;
  const worker = new TolerantWorker(
    QUEUE_NAMES[options.queue],
    withScrubbedFailures<JobPayload, unknown>(options.processor),
    {
      connection: options.connection,
      prefix: QUEUE_PREFIX,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.lockDurationMs,
    },
  );
  worker.on(
    'failed',
    neverThrows((job: Job | undefined, error: Error) =>
      logger.warn(
        { queue: options.queue, jobId: job?.id, attempt: job?.attemptsMade, err: error },
        'job attempt failed',
      ),
    ),
  );
  worker.on(
    'error',
    neverThrows((error: Error) => logger.error({ queue: options.queue, err: error }, 'worker error')),
  );
  return worker;
}

/**
 * The shared life of a worker process: consume one queue, answer probes and serve queue metrics on
 * the health port (`/metrics`), stop cleanly on SIGTERM.
 */
export async function runQueueWorker(options: QueueWorkerOptions): Promise<Worker<JobPayload>> {
  const { logger } = options;
  // The jobs this process holds now, with their lock tokens, to hand back at the shutdown bound.
  const inHand = new Map<string, { job: Job<JobPayload>; token: string | undefined }>();
  const worker = startQueueConsumer({
    ...options,
    processor: async (job, token, signal) => {
      const key = job.id ?? '';
      inHand.set(key, { job, token });
      try {
        return await options.processor(job, token, signal);
      } finally {
        inHand.delete(key);
      }
    },
  });

  const readinessChecks = [
    ...options.readinessChecks,
    // Reading a count is a real round trip through the worker's own Redis connection.
    {
      name: 'redis',
      check: async () => (await worker.client).llen(`${QUEUE_PREFIX}:${QUEUE_NAMES[options.queue]}:wait`),
    },
  ];
  // Queue-wide counts for `/metrics` come through a Queue of their own that fails fast, so a
  // scrape during a Redis outage answers at once instead of waiting for the connection.
  const countsConnection = { ...options.connection, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
  const countsQueue = new Queue(QUEUE_NAMES[options.queue], {
    connection: countsConnection,
    prefix: QUEUE_PREFIX,
  }).on('error', () => {});
  const metrics = createQueueMetrics({
    queue: QUEUE_NAMES[options.queue],
    readJobCounts: () => countsQueue.getJobCounts(...QUEUE_JOB_STATES),
  });
  metrics.observe(worker);
  const health = await startHealthServer(options.healthPort, readinessChecks, {
    '/metrics': () => renderMetrics(processMetricsRegistry(), metrics.registry),
  });
  logger.info(
    { queue: options.queue, concurrency: options.concurrency, healthPort: options.healthPort },
    'worker started',
  );

  onShutdown(
    logger,
    async () => {
      // close() stops fetching new jobs and waits for the ones in hand.
      await worker.close();
      await new Promise<void>((resolve) => health.close(() => resolve()));
      await closeQueue(countsQueue);
      await options.close();
    },
    {
      boundMs: options.shutdownBoundMs,
      // Back to waiting, their lock released: another worker takes them now, not when the lock
      // expires, and this attempt is not counted (the process exits before it can finish).
      handBack: async () => {
        const jobs = [...inHand.values()];
        await Promise.all(jobs.map(({ job, token }) => job.moveToWait(token)));
        logger.warn({ jobIds: jobs.map(({ job }) => job.id) }, 'jobs handed back to the queue');
      },
    },
  );
  return worker;
}
