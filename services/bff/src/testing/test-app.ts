import { integrationEnv } from '@funding/platform/testing';
import { createApp } from '../app.ts';
import { createDependencies, type Dependencies } from '../dependencies.ts';
import { loadBffEnv } from '../env.ts';

/**
 * The BFF in-process against the real servers of the integration stack: tests call
 * `app.request(...)` and read the database, storage and queues through `deps`.
 */
export function createTestApp(overrides: Record<string, string> = {}) {
  const deps: Dependencies = createDependencies(loadBffEnv(integrationEnv(overrides)));
  const app = createApp(deps);
  return { app, deps, close: () => deps.close() };
}
