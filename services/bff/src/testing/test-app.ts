import { integrationEnv } from '@funding/platform/testing/integration-env';
import { createApp } from '../app.ts';
import { createDependencies, type Dependencies } from '../dependencies.ts';
import { loadBffEnv } from '../env.ts';

/**
 * The BFF in-process against the real servers of the integration stack: tests call
 * `app.request(...)` and read the database, storage and queues through `deps`.
 */
export function createTestApp(overrides: Record<string, string> = {}) {
  // Every in-process request comes from one "client", shared by all test files: the submission
  // limit is tested on its own (with its own low limit), not hit by accident.
  const env = integrationEnv({ SUBMISSION_RATE_LIMIT: '100000', ...overrides });
  const deps: Dependencies = createDependencies(loadBffEnv(env));
  const app = createApp(deps);
  return { app, deps, close: () => deps.close() };
}
