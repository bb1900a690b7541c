import {
  createDatabase,
  createLogger,
  redisConnection,
  runQueueWorker,
  storageFromEnv,
} from '@funding/platform';
import { loadMailWorkerEnv } from './env.ts';
import { createMailJobProcessor } from './mail-job.ts';
import { createMailTransport } from './transport.ts';

const env = loadMailWorkerEnv();
const logger = createLogger({ name: 'mail-worker', level: env.LOG_LEVEL });
const database = createDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
const storage = storageFromEnv(env);
const transport = createMailTransport(env);

await runQueueWorker({
  queue: 'mail',
  processor: createMailJobProcessor({ db: database.db, storage, transport, env, logger }),
  connection: redisConnection(env.REDIS_URL),
  concurrency: env.WORKER_CONCURRENCY,
  lockDurationMs: env.JOB_LOCK_MS,
  healthPort: env.HEALTH_PORT,
  readinessChecks: [
    { name: 'postgres', check: () => database.sql`select 1` },
    { name: 'storage', check: () => storage.ping() },
    { name: 'smtp', check: () => transport.verify() },
  ],
  logger,
  close: async () => {
    transport.close();
    await database.close();
  },
});
