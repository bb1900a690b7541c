import { randomBytes } from 'node:crypto';
import { formatApplicationId, type JobPayload } from '@funding/contracts';
import { Worker } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { closeQueues, createQueues, enqueue, QUEUE_NAMES, QUEUE_PREFIX, redisConnection } from './queues.ts';
import { integrationEnv } from './testing/integration-env.ts';

describe('queues against a real Redis', () => {
  const connection = redisConnection(integrationEnv().REDIS_URL!);

  it('delivers an enqueued job to a worker, with the application id as job id', async () => {
    const queues = createQueues({ connection });
    const applicationId = formatApplicationId(randomBytes(8));
    let worker: Worker<JobPayload> | undefined;
    try {
      const received = new Promise<{ id?: string; data: JobPayload }>((resolve) => {
        // Other tests may have left jobs in the shared queue: wait for ours.
        worker = new Worker<JobPayload>(
          QUEUE_NAMES.pdf,
          async (job) => {
            if (job.id === applicationId) resolve({ id: job.id, data: job.data });
          },
          { connection, prefix: QUEUE_PREFIX },
        );
      });
      await enqueue(queues, 'pdf', { applicationId });
      await expect(received).resolves.toEqual({ id: applicationId, data: { applicationId } });
    } finally {
      await worker?.close();
      await closeQueues(queues);
    }
  });

  it('refuses a payload that is not an application id, before it reaches Redis', async () => {
    const queues = createQueues({ connection });
    try {
      // Other files of this worker share its Redis database: nothing new, rather than nothing.
      const before = await queues.mail.getJobCounts('wait');
      await expect(enqueue(queues, 'mail', { applicationId: '123:456' })).rejects.toThrow();
      expect(await queues.mail.getJobCounts('wait')).toEqual(before);
    } finally {
      await closeQueues(queues);
    }
  });
});
