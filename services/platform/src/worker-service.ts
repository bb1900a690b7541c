import type { JobPayload } from '@funding/contracts';
import type { ConnectionOptions, Processor } from 'bullmq';
import type { z } from 'zod';
import { createDatabase } from './db/client.ts';
import type { workerEnv } from './env.ts';
import { createFieldCipher, type FieldCipher } from './field-cipher.ts';
import { assertFieldKeysReadable } from './field-key-check.ts';
import { createLogger, type Logger } from './logger.ts';
import type { QueueName } from './queues.ts';
import { redisConnection } from './queues.ts';
import type { ReadinessCheck } from './readiness.ts';
import { type Storage, storageFromEnv } from './storage.ts';
import { runQueueWorker } from './worker-runtime.ts';

/** The parsed environment every worker has (`workerEnv` in its env.ts), whatever else it adds. */
export type WorkerEnv = z.output<z.ZodObject<ReturnType<typeof workerEnv>>>;

/** What a worker process holds whatever its queue: built here, handed to the service's own parts. */
export interface WorkerServiceBase<E extends WorkerEnv> {
  env: E;
  logger: Logger;
  database: ReturnType<typeof createDatabase>;
  storage: Storage;
  connection: ConnectionOptions;
  /** The field cipher of FIELD_ENCRYPTION_KEYS, checked against the stored data at start. */
  cipher: FieldCipher;
}

/** A worker's own parts: its processor, what else must answer before it is ready, what to close. */
export interface WorkerServiceParts {
  processor: Processor<JobPayload>;
  readinessChecks?: ReadinessCheck[];
  /**
   * How long SIGTERM waits for the jobs in hand before handing them back: `shutdownBoundFor` the
   * worker's longest step (DEFAULT_SHUTDOWN_BOUND_MS when not given).
   */
  shutdownBoundMs?: number;
  /** Runs after the queue consumer has stopped, before the database closes. */
  close?: () => Promise<void>;
}

/**
 * The entry of a worker process (each worker's main.ts): the logger, the database, storage and
 * Redis connection from the environment, the field keys checked against the stored data (a worker
 * never starts on data it cannot read), then the service's own parts from `build`, consuming
 * `queue` with probes and `/metrics` on HEALTH_PORT until SIGTERM (worker-runtime.ts). Ready means
 * Postgres, storage and Redis answer, and whatever the service adds.
 */
export async function runWorkerService<E extends WorkerEnv>(options: {
  name: string;
  queue: QueueName;
  env: E;
  build: (base: WorkerServiceBase<E>) => WorkerServiceParts | Promise<WorkerServiceParts>;
}): Promise<void> {
  const { env } = options;
  const logger = createLogger({ name: options.name, level: env.LOG_LEVEL });
  const database = createDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  const storage = storageFromEnv(env);
  const connection = redisConnection(env.REDIS_URL);
  const cipher = createFieldCipher(env.FIELD_ENCRYPTION_KEYS);
  // Never start on data the keys cannot read: stop, naming the key (field-key-check.ts).
  await assertFieldKeysReadable(database.sql, cipher).catch(async (error: unknown) => {
    logger.fatal({ err: error }, 'the field encryption keys do not read the stored data');
    await database.close();
    throw error;
  });
  const parts = await options.build({ env, logger, database, storage, connection, cipher });
  await runQueueWorker({
    queue: options.queue,
    processor: parts.processor,
    connection,
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.JOB_LOCK_MS,
    shutdownBoundMs: parts.shutdownBoundMs,
    healthPort: env.HEALTH_PORT,
    readinessChecks: [
      { name: 'postgres', check: () => database.sql`select 1` },
      { name: 'storage', check: () => storage.ping() },
      ...(parts.readinessChecks ?? []),
    ],
    logger,
    close: async () => {
      await parts.close?.();
      await database.close();
    },
  });
}
