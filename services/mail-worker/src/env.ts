import {
  commonEnv,
  databaseEnv,
  type EnvSource,
  encryptionEnv,
  healthPortEnv,
  isProduction,
  mailEnv,
  parseEnv,
  redisEnv,
  storageEnv,
} from '@funding/platform';
import { z } from 'zod';

export function loadMailWorkerEnv(source: EnvSource = process.env) {
  const production = isProduction(source);
  return parseEnv(
    {
      ...commonEnv,
      ...databaseEnv,
      ...redisEnv,
      ...storageEnv(production),
      ...encryptionEnv(production),
      ...mailEnv(production),
      ...healthPortEnv(8082),
      WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
      // Not used by this worker: BullMQ keeps attempts and backoff on each job, set by whoever
      // queues it (the pdf-worker queues mail). Accepted so one shared configuration fits all.
      JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
      JOB_BACKOFF_MS: z.coerce.number().int().min(10).default(2_000),
      /** A killed worker's job moves to another worker about this long after its last renewal. */
      JOB_LOCK_MS: z.coerce.number().int().min(1_000).default(30_000),
      /**
       * Larger packages are mailed as the summary alone, with a note. 15 MiB leaves room for the
       * base64 encoding (+37%) under the common 25 MB message limit of mail providers.
       */
      MAIL_MAX_ATTACHMENT_BYTES: z.coerce
        .number()
        .int()
        .min(1)
        .default(15 * 1024 * 1024),
      /** The admin portal's address: the team's notification links to `<this>/applications/<id>`. */
      ADMIN_PORTAL_URL: z.string().url().default('http://127.0.0.1:8080/admin'),
    },
    source,
  );
}

export type MailWorkerEnv = ReturnType<typeof loadMailWorkerEnv>;
