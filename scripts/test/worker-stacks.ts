import { storageFromEnv } from '@funding/platform';
import { copyDatabase, createTemplateDatabase } from '@funding/platform/testing/databases';

// Redis has 16 numbered databases unless configured otherwise; 0 is the run's system's.
const REDIS_DATABASES = 16;
const TEMPLATE = 'test_template';

export interface WorkerStacks {
  /** Per worker number (1..workers), the environment of its share of the servers. */
  envs: Record<string, Record<string, string>>;
  /** The migrated database each worker's database was copied from. */
  template: string;
}

/**
 * A share of one set of servers for each test worker, so that test files run in parallel without
 * seeing each other's rows, jobs, rate-limit counters or objects: its own Postgres database (a copy
 * of a migrated template), its own Redis database (numbered as the worker; the system of the run
 * uses 0) and its own bucket. Production code needs no setting for it: these are its usual variables.
 */
export async function workerStacks(stackEnv: Record<string, string>, workers: number): Promise<WorkerStacks> {
  if (workers >= REDIS_DATABASES)
    throw new Error(`at most ${REDIS_DATABASES - 1} test workers: Redis has ${REDIS_DATABASES} databases`);
  const serverUrl = stackEnv.DATABASE_URL!;
  await createTemplateDatabase(serverUrl, TEMPLATE);
  const envs: Record<string, Record<string, string>> = {};
  for (let worker = 1; worker <= workers; worker++) {
    const redisUrl = new URL(stackEnv.REDIS_URL!);
    redisUrl.pathname = `/${worker}`;
    const env = {
      ...stackEnv,
      DATABASE_URL: await copyDatabase(serverUrl, TEMPLATE, `test_w${worker}`),
      REDIS_URL: redisUrl.href,
      S3_BUCKET: `test-w${worker}`,
    };
    await storageFromEnv(env).ensureBucket();
    envs[String(worker)] = env;
  }
  return { envs, template: TEMPLATE };
}
