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

export function loadMailWorkerEnv(source: EnvSource) {
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
      JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
      JOB_BACKOFF_MS: z.coerce.number().int().min(10).default(2_000),
    },
    source,
  );
}

export type MailWorkerEnv = ReturnType<typeof loadMailWorkerEnv>;
