import type { JobPayload } from '@funding/contracts';
import { Worker } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { closeQueues, createQueues, enqueue, QUEUE_NAMES, QUEUE_PREFIX, redisConnection } from './queues.ts';
import { integrationEnv } from './testing.ts';

describe('queues against a real Redis', () => {
  const connection = redisConnection(integrationEnv().REDIS_URL!);

  it('delivers an enqueued job to a worker, with the application id as job id', async () => {
    const queues = createQueues({ connection });
    let worker: Worker<JobPayload> | undefined;
    try {
      const received = new Promise<{ id?: string; data: JobPayload }>((resolve) => {
        worker = new Worker<JobPayload>(
          QUEUE_NAMES.pdf,
          async (job) => resolve({ id: job.id, data: job.data }),
          {
            connection,
            prefix: QUEUE_PREFIX,
          },
        );
      });
      await enqueue(queues, 'pdf', { applicationId: 'FA-7K3QD-M2XPR' });
      await expect(received).resolves.toEqual({
        id: 'FA-7K3QD-M2XPR',
        data: { applicationId: 'FA-7K3QD-M2XPR' },
      });
    } finally {
      await worker?.close();
      await closeQueues(queues);
    }
  });

  it('refuses a payload that is not an application id, before it reaches Redis', async () => {
    const queues = createQueues({ connection });
    try {
      await expect(enqueue(queues, 'mail', { applicationId: '123:456' })).rejects.toThrow();
      expect(await queues.mail.getJobCounts('wait')).toEqual({ wait: 0 });
    } finally {
      await closeQueues(queues);
    }
  });
});
