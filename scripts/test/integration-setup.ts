import type { TestProject } from 'vitest/node';
import { SHARED_STACK_VARIABLE, sharedHandle } from '../stack/env.ts';
import { type Stack, startStack } from '../stack/stack.ts';
import { type WorkerStacks, workerStacks } from './worker-stacks.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per test worker (VITEST_POOL_ID), the environment of its own share of the servers. */
    workerStackEnvs: Record<string, Record<string, string>>;
    mailApiUrl: string;
    /** The migrated database that each worker's database is a copy of. */
    templateDatabase: string;
  }
}

/**
 * Real Postgres, Redis, S3 and SMTP servers for the integration tests: the run's own when `make
 * test` hands them (TEST_STACK), else started here (containers when a Docker engine answers,
 * local processes otherwise). Test files run in parallel, each worker on its own database (a copy
 * of a migrated template), Redis database and bucket; tests read them with `integrationEnv()`.
 */
export default async function setup(project: TestProject) {
  const shared = sharedHandle<Pick<Stack, 'env' | 'mailApiUrl'>>(SHARED_STACK_VARIABLE);
  const stack = shared ?? (await startStack({ dir: `.local/test-integration-${process.pid}` }));
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  let isolated: WorkerStacks;
  try {
    isolated = await workerStacks(stack.env, workers);
  } catch (error) {
    if (!shared) await (stack as Stack).stop();
    throw error;
  }
  project.provide('workerStackEnvs', isolated.envs);
  project.provide('mailApiUrl', stack.mailApiUrl);
  project.provide('templateDatabase', isolated.template);
  // A shared stack is the run's to stop, with everything on it.
  return async () => {
    if (!shared) await (stack as Stack).stop();
  };
}
