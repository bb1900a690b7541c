import {
  commonEnv,
  databaseEnv,
  type EnvSource,
  encryptionEnv,
  healthPortEnv,
  isProduction,
  parseEnv,
  redisEnv,
  storageEnv,
} from '@funding/platform';
import { z } from 'zod';

export function loadPdfWorkerEnv(source: EnvSource) {
  const production = isProduction(source);
  return parseEnv(
    {
      ...commonEnv,
      ...databaseEnv,
      ...redisEnv,
      ...storageEnv(production),
      ...encryptionEnv(production),

      ...healthPortEnv(8081),
      WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
      JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
      JOB_BACKOFF_MS: z.coerce.number().int().min(10).default(2_000),
    },
    source,
  );
}

export type PdfWorkerEnv = ReturnType<typeof loadPdfWorkerEnv>;
