import {
  type AdmissionGate,
  closeQueues,
  createAdmissionGate,
  createDatabase,
  createDuplicateHasher,
  createFieldCipher,
  createLogger,
  createQueues,
  type Database,
  type DuplicateHasher,
  type FieldCipher,
  type Logger,
  type Queues,
  type ReadinessCheck,
  type RetentionPolicy,
  redisConnection,
  retentionPolicyOf,
  type SqlClient,
  type Storage,
  storageFromEnv,
} from '@funding/platform';
import { createPdfCheck, type PdfCheck } from '@funding/platform/pdf-check';
import { Redis } from 'ioredis';
import {
  createUploadLinkLimiter,
  type UploadLinkLimiter,
  uploadLinkLimits,
} from './document-requests/link-limits.ts';
import type { BffEnv } from './env.ts';
import {
  INTAKE_MEMORY_BYTES,
  PDF_CHECK_JUDGE_MEMORY_MB,
  PDF_CHECK_MEMORY_BYTES,
} from './intake/intake-limits.ts';
import { createSubmissionLimiter, type SubmissionLimiter } from './intake/rate-limit.ts';

/**
 * Everything the routes use, built once at boot (tests build it against their own servers). Routes
 * hand each domain function only the parts it takes, which each declares (e.g. intake's
 * IntakeDependencies), so no part depends on the whole.
 */
export interface Dependencies {
  env: BffEnv;
  logger: Logger;
  db: Database;
  /** The client under `db`, for what drizzle does not express (the export's cursor). */
  sql: SqlClient;
  storage: Storage;
  queues: Queues;
  /** Rate limits, sign-in throttling, single-use links (shared by every replica). */
  redis: Redis;
  cipher: FieldCipher;
  /** Keyed hashes of the values duplicates are found by (DUPLICATE_HASH_KEYS). */
  duplicateHasher: DuplicateHasher;
  /** When applications fall due for disposal (RETENTION_* settings, shared with the pdf-worker). */
  retentionPolicy: RetentionPolicy;
  limitSubmissions: SubmissionLimiter;
  /** Uploads streamed at once (intake/upload-admission.ts). */
  uploadGate: AdmissionGate;
  /** Bytes of uploads held in memory at once. */
  intakeMemory: AdmissionGate;
  /** Rewrites and judges every uploaded PDF (@funding/platform/pdf-check). */
  pdfCheck: PdfCheck;
  limitUploadLinks: UploadLinkLimiter;
  readinessChecks: ReadinessCheck[];
  close(): Promise<void>;
}

/** The BFF's PDF check: the same bounds wherever the BFF runs. */
export function createBffPdfCheck(logger: Logger): PdfCheck {
  return createPdfCheck({
    judgeMaxMemoryMb: PDF_CHECK_JUDGE_MEMORY_MB,
    memoryBudgetBytes: PDF_CHECK_MEMORY_BYTES,
    onError: (error) => logger.error({ err: error }, 'the PDF check thread failed'),
  });
}

/**
 * `shared.pdfCheck`, when given, is used instead of a check of its own and left open by `close`:
 * the integration tests' in-process apps share one per test process (test-app.ts).
 */
export function createDependencies(env: BffEnv, shared: { pdfCheck?: PdfCheck } = {}): Dependencies {
  const logger = createLogger({ name: 'bff', level: env.LOG_LEVEL });
  const database = createDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  const storage = storageFromEnv(env);
  const connection = redisConnection(env.REDIS_URL);
  const onRedisError = (error: Error) => logger.warn({ err: error.message }, 'redis unavailable');
  const queues = createQueues({
    connection,
    attempts: env.JOB_ATTEMPTS,
    backoffMs: env.JOB_BACKOFF_MS,
    onError: onRedisError,
  });
  const cipher = createFieldCipher(env.FIELD_ENCRYPTION_KEYS);
  // For rate limits, login throttling and single-use download tokens (shared by every replica).
  const redis = new Redis(env.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });

  const pdfCheck = shared.pdfCheck ?? createBffPdfCheck(logger);

  const readinessChecks: ReadinessCheck[] = [
    { name: 'postgres', check: () => database.sql`select 1` },
    { name: 'redis', check: () => queues.pdf.getJobCounts('wait') },
    { name: 'storage', check: () => storage.ping() },
  ];

  return {
    env,
    logger,
    db: database.db,
    sql: database.sql,
    storage,
    queues,
    redis,
    cipher,
    duplicateHasher: createDuplicateHasher(env.DUPLICATE_HASH_KEYS),
    retentionPolicy: retentionPolicyOf(env),
    limitSubmissions: createSubmissionLimiter(
      redis,
      env.SUBMISSION_RATE_LIMIT,
      env.SUBMISSION_RATE_WINDOW_SECONDS,
    ),
    // Uploads streamed at once: each holds a connection, spool space and a storage upload. Past four
    // times as many waiting, a client is told to come back rather than slow every upload down.
    uploadGate: createAdmissionGate({
      capacity: env.MAX_UPLOADS_IN_PROGRESS,
      maxWaiting: 4 * env.MAX_UPLOADS_IN_PROGRESS,
    }),
    intakeMemory: createAdmissionGate({ capacity: INTAKE_MEMORY_BYTES }),
    pdfCheck,
    limitUploadLinks: createUploadLinkLimiter(redis, uploadLinkLimits(env.UPLOAD_LINK_RATE_LIMIT)),
    readinessChecks,
    async close() {
      await closeQueues(queues);
      if (!shared.pdfCheck) await pdfCheck.close();
      redis.disconnect();
      await database.close();
    },
  };
}
