import { createLogger } from '@funding/platform';
import type { PdfCheck } from '@funding/platform/pdf-check';
import { integrationEnv } from '@funding/platform/testing/integration-env';
import { createApp } from '../app.ts';
import { createBffPdfCheck, createDependencies, type Dependencies } from '../dependencies.ts';
import { loadBffEnv } from '../env.ts';

// One PDF check for every app of a test process (a test worker runs its files one after the other
// in one process): each check starts a thread that loads tsx and the judge, over half a second of
// CPU, and every app's check has the same bounds. It is never closed: tinypool unrefs its idle
// thread, so it holds nothing open, and its fork server ends when the process does.
let sharedPdfCheck: PdfCheck | undefined;

/**
 * The BFF in-process against the real servers of the integration stack: tests call
 * `app.request(...)` and read the database, storage and queues through `deps`.
 */
export function createTestApp(overrides: Record<string, string> = {}) {
  // Every in-process request comes from one "client", shared by all test files: the submission
  // limit is tested on its own (with its own low limit), not hit by accident.
  const env = loadBffEnv(integrationEnv({ SUBMISSION_RATE_LIMIT: '100000', ...overrides }));
  sharedPdfCheck ??= createBffPdfCheck(createLogger({ name: 'bff', level: env.LOG_LEVEL }));
  const deps: Dependencies = createDependencies(env, { pdfCheck: sharedPdfCheck });
  const app = createApp(deps);
  return { app, deps, close: () => deps.close() };
}
