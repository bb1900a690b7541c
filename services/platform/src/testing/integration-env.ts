import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { copyDatabase, dropDatabase } from './databases.ts';

/**
 * For integration tests: the environment that points a service at the real servers started by
 * scripts/test/integration-setup.ts, at this test worker's own share of them (its database, Redis
 * database and bucket), so that files running at once never see each other's data. Pass it to a
 * service's own env loader.
 */
export function integrationEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...workerStackEnv(), ...overrides };
}

function workerStackEnv(): Record<string, string> {
  // Vitest numbers its workers 1..maxWorkers; no two files running at the same time share a number.
  const worker = process.env.VITEST_POOL_ID ?? '1';
  const env = inject('workerStackEnvs')[worker];
  if (!env) throw new Error(`the integration setup made no share of the servers for test worker ${worker}`);
  return env;
}

export function mailCatcherUrl(): string {
  return inject('mailApiUrl');
}

/**
 * A database of its own, migrated, for a test that rewrites every row it finds: a copy of the
 * template the workers' databases come from. `drop` removes it.
 */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = integrationEnv().DATABASE_URL!;
  const name = `scratch_${randomBytes(4).toString('hex')}`;
  const url = await copyDatabase(serverUrl, inject('templateDatabase'), name);
  return { url, drop: () => dropDatabase(serverUrl, name) };
}
