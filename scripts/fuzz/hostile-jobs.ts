import { QUEUE_NAMES, QUEUE_PREFIX } from '@funding/platform';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * Jobs no producer of ours would write, put into Redis by hand: payloads of the wrong shape, and
 * job hashes whose data is not even JSON. Each must end as a failed (or finished) job with its
 * reason recorded, and the workers must go on taking jobs.
 */
const PAYLOADS: unknown[] = [
  {},
  { applicationId: 42 },
  { applicationId: '../../etc/passwd' },
  { applicationId: 'FA-00000-00000' },
  { applicationId: 'FA-00000-00000', owner1Ssn: '219-09-9999' },
  'a string',
  null,
  [1, 2, 3],
  { applicationId: 'x'.repeat(100_000) },
];

export interface HostileJobsOutcome {
  added: number;
  /** Jobs that ended failed with a reason, or finished (a valid id of a missing application). */
  settled: number;
  unsettled: string[];
  /** Failed jobs whose reason was not recorded. */
  withoutReason: string[];
}

export async function addHostileJobs(redisUrl: string): Promise<HostileJobsOutcome> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queues = Object.values(QUEUE_NAMES).map(
    (name) => new Queue(name, { connection: { url: redisUrl }, prefix: QUEUE_PREFIX }),
  );
  const ids: { queue: Queue; id: string }[] = [];
  try {
    for (const queue of queues) {
      for (const [index, payload] of PAYLOADS.entries()) {
        const job = await queue.add(queue.name, payload as object, { jobId: `fuzz-payload-${index}` });
        ids.push({ queue, id: job.id! });
      }
      // A job hash whose data and options are not JSON, pushed straight onto the wait list.
      for (const [index, fields] of [
        { data: 'not json', opts: '{}' },
        { data: '{"applicationId":', opts: 'nope' },
        { data: '{}', opts: '{"attempts":"many"}' },
      ].entries()) {
        const id = `fuzz-raw-${index}`;
        const key = `${QUEUE_PREFIX}:${queue.name}`;
        await redis.hset(`${key}:${id}`, { name: queue.name, timestamp: Date.now(), ...fields });
        await redis.lpush(`${key}:wait`, id);
        ids.push({ queue, id });
      }
    }
    const deadline = Date.now() + 60_000;
    let unsettled = ids;
    while (unsettled.length > 0 && Date.now() < deadline) {
      const states = await Promise.all(unsettled.map(({ queue, id }) => queue.getJobState(id)));
      unsettled = unsettled.filter((_, i) => !['failed', 'completed', 'unknown'].includes(states[i]!));
      if (unsettled.length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const withoutReason: string[] = [];
    for (const { queue, id } of ids) {
      const job = await queue.getJob(id).catch(() => undefined);
      if (job && (await job.getState()) === 'failed' && !job.failedReason)
        withoutReason.push(`${queue.name}/${id}`);
    }
    return {
      added: ids.length,
      settled: ids.length - unsettled.length,
      unsettled: unsettled.map(({ queue, id }) => `${queue.name}/${id}`),
      withoutReason,
    };
  } finally {
    // Nothing left behind: later tiers share this system, and the queue view cannot list a job
    // whose data is not JSON.
    await Promise.all(ids.map(({ queue, id }) => forget(redis, queue.name, id)));
    await Promise.all(queues.map((queue) => queue.close()));
    redis.disconnect();
  }
}

/** Every trace of job `id`: its hash, its logs, and its place in each of the queue's lists and sets. */
async function forget(redis: Redis, queueName: string, id: string): Promise<void> {
  const key = `${QUEUE_PREFIX}:${queueName}`;
  const removal = redis.multi().del(`${key}:${id}`, `${key}:${id}:logs`, `${key}:${id}:lock`);
  for (const list of ['wait', 'active', 'paused']) removal.lrem(`${key}:${list}`, 0, id);
  for (const set of ['failed', 'completed', 'delayed', 'prioritized']) removal.zrem(`${key}:${set}`, id);
  await removal.exec();
}
