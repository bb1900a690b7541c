/**
 * A worker process for shutdown tests (shutdown-hand-back.int.test.ts): consumes the mail queue
 * through runQueueWorker, as every worker does, with a job that holds on for `holdMs` before it
 * completes. It prints `started <jobId>` and `finished <jobId>`, so a test can tell a job handed
 * back from a job done.
 *
 * Arguments: <redisUrl> <healthPort> <holdMs> <shutdownBoundMs>
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../logger.ts';
import { redisConnection } from '../queues.ts';
import { runQueueWorker } from '../worker-runtime.ts';

const [redisUrl, healthPort, holdMs, shutdownBoundMs] = process.argv.slice(2);

await runQueueWorker({
  queue: 'mail',
  processor: async (job) => {
    process.stdout.write(`started ${job.id}\n`);
    await sleep(Number(holdMs));
    process.stdout.write(`finished ${job.id}\n`);
  },
  connection: redisConnection(redisUrl!),
  concurrency: 1,
  healthPort: Number(healthPort),
  readinessChecks: [],
  logger: createLogger({ name: 'holding-worker', level: 'warn' }),
  lockDurationMs: 30_000,
  shutdownBoundMs: Number(shutdownBoundMs),
  close: async () => {},
});
