import {
  createDatabase,
  createFieldCipher,
  createLogger,
  createQueues,
  createStorage,
  redisConnection,
  runQueueWorker,
} from '@funding/platform';
import { loadPdfWorkerEnv } from './env.ts';
import { createPdfJobProcessor } from './pdf-job.ts';

const env = loadPdfWorkerEnv(process.env);
const logger = createLogger({ name: 'pdf-worker', level: env.LOG_LEVEL });
const database = createDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
const storage = createStorage({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION,
  bucket: env.S3_BUCKET,
  accessKey: env.S3_ACCESS_KEY,
  secretKey: env.S3_SECRET_KEY,
});
const connection = redisConnection(env.REDIS_URL);
const queues = createQueues({ connection, attempts: env.JOB_ATTEMPTS, backoffMs: env.JOB_BACKOFF_MS });

await runQueueWorker({
  queue: 'pdf',
  processor: createPdfJobProcessor({
    db: database.db,
    storage,
    queues,
    cipher: createFieldCipher(env.FIELD_ENCRYPTION_KEYS),
    logger,
  }),
  connection,
  concurrency: env.WORKER_CONCURRENCY,
  healthPort: env.HEALTH_PORT,
  readinessChecks: [
    { name: 'postgres', check: () => database.sql`select 1` },
    { name: 'storage', check: () => storage.ping() },
  ],
  logger,
  close: async () => {
    await Promise.all([queues.pdf.close(), queues.mail.close()]);
    await database.close();
  },
});
