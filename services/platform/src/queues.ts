import {
  type JobPayload,
  jobPayloadSchema,
  STATUS_CHANGE_EMAILS_JOB,
  type StatusChangeJobPayload,
  statusChangeJobId,
  statusChangeJobPayloadSchema,
} from '@funding/contracts';
import { type ConnectionOptions, type JobsOptions, Queue } from 'bullmq';
import { neverThrows } from './never-throws.ts';
import { withTimeout } from './with-timeout.ts';

/**
 * Queue names and the Redis key prefix. Kubernetes autoscaling reads `<prefix>:<name>:wait` and
 * `<prefix>:<name>:prioritized`, so these strings are part of the deployment contract.
 */
export const QUEUE_PREFIX = 'bull';
export const QUEUE_NAMES = { pdf: 'pdf', mail: 'mail', statements: 'statements' } as const;
export type QueueName = keyof typeof QUEUE_NAMES;

/** BullMQ wants connection options (not a shared client) so that `close()` ends cleanly. */
export function redisConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

export interface QueueOptions {
  connection: ConnectionOptions;
  attempts?: number;
  backoffMs?: number;
  /** Connection errors while Redis is away; without a listener an EventEmitter error would crash. */
  onError?: (error: Error) => void;
}

export type Queues = Record<QueueName, Queue<JobPayload>>;

export function createQueues({
  connection,
  attempts = 5,
  backoffMs = 2_000,
  onError = () => {},
}: QueueOptions): Queues {
  const defaultJobOptions: JobsOptions = {
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 10_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
  // A producer fails fast when Redis is gone instead of holding the caller until it returns;
  // the sweeper re-enqueues whatever could not be added.
  const producerConnection = { ...connection, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
  const make = (name: string) =>
    new Queue<JobPayload>(name, {
      connection: producerConnection,
      prefix: QUEUE_PREFIX,
      defaultJobOptions,
    }).on('error', neverThrows(onError));
  return {
    pdf: make(QUEUE_NAMES.pdf),
    mail: make(QUEUE_NAMES.mail),
    statements: make(QUEUE_NAMES.statements),
  };
}

/**
 * Adds a job for one application. The job id is the application id, so enqueuing twice while a
 * job is still known to Redis is a no-op; payloads carry the id only, never personal data.
 */
export async function enqueue(
  queues: Queues,
  name: QueueName,
  payload: JobPayload,
  timeoutMs = ENQUEUE_TIMEOUT_MS,
): Promise<void> {
  const data = jobPayloadSchema.parse(payload);
  await withTimeout(
    queues[name].add(name, data, { jobId: data.applicationId }),
    timeoutMs,
    'enqueue to Redis',
  );
}

/**
 * Queues the e-mails of one review status change (its audit entry's id) on the `mail` queue. The
 * job id is made of the change, so a second add (a retried request, the sweeper) is a no-op while
 * Redis holds the job, and the worker records each e-mail once per change besides.
 */
export async function enqueueStatusChangeEmails(
  queues: Queues,
  statusChangeId: number,
  timeoutMs = ENQUEUE_TIMEOUT_MS,
): Promise<void> {
  const data = statusChangeJobPayloadSchema.parse({ statusChangeId });
  // The queues are typed for the pipeline's payload; this job has its own, checked above and again
  // by the worker (the mail-worker tells the two apart by the job's name).
  const queue = queues.mail as unknown as Queue<StatusChangeJobPayload>;
  await withTimeout(
    queue.add(STATUS_CHANGE_EMAILS_JOB, data, { jobId: statusChangeJobId(data) }),
    timeoutMs,
    'enqueue to Redis',
  );
}

// BullMQ waits for a connection that may never come back; callers need an answer in bounded time.
const ENQUEUE_TIMEOUT_MS = 3_000;
const CLOSE_TIMEOUT_MS = 2_000;

/** Closes every queue; a queue whose Redis is already gone has nothing left to close. */
export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.allSettled(Object.values(queues).map(closeQueue));
}

/** Closes one queue in bounded time, dropping the connection when Redis does not answer. */
export function closeQueue(queue: Queue): Promise<void> {
  // When Redis is gone, close() waits for it forever and so can disconnect(): give up on both.
  return withTimeout(queue.close(), CLOSE_TIMEOUT_MS, 'closing a queue').catch(() => {
    queue.disconnect().catch(() => {});
  });
}
