import { neverThrows, QUEUE_NAMES, QUEUE_PREFIX, runWorkerService } from '@funding/platform';
import { Queue } from 'bullmq';
import { loadMailWorkerEnv } from './env.ts';
import { createMailWorkerProcessor } from './mail-worker-processor.ts';
import { reminderSettings } from './reminders.ts';
import { createMailTransport } from './transport.ts';

await runWorkerService({
  name: 'mail-worker',
  queue: 'mail',
  env: loadMailWorkerEnv(),
  build: ({ env, logger, database, storage, connection }) => {
    const transport = createMailTransport(env);
    // Where the mail step queues a document request's reminders: delayed jobs on its own queue.
    const reminderQueue = new Queue(QUEUE_NAMES.mail, {
      connection,
      prefix: QUEUE_PREFIX,
      defaultJobOptions: {
        attempts: env.JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: env.JOB_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    }).on(
      'error',
      neverThrows((error: Error) => logger.warn({ err: error.message }, 'reminder queue error')),
    );
    return {
      processor: createMailWorkerProcessor({
        db: database.db,
        storage,
        transport,
        env,
        logger,
        reminderQueue,
        reminders: reminderSettings(env),
      }),
      readinessChecks: [{ name: 'smtp', check: () => transport.verify() }],
      close: async () => {
        await reminderQueue.close();
        transport.close();
      },
    };
  },
});
