import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { testSystem } from '../../scripts/stack/test-system.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The whole system for the browser tests: the one `make test` started for every tier when it hands
 * one (TEST_SYSTEM), else one of their own: real servers on free ports, migrations, the BFF
 * (serving the built web app) and both workers, with service logs in .local/e2e-services-<pid>.log.
 * Tests read E2E_BASE_URL and E2E_MAIL_API_URL (see fixtures.ts).
 */
export default async function globalSetup() {
  if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (make build)');
  }
  const system = await testSystem('e2e');
  process.env.E2E_BASE_URL = system.baseUrl;
  process.env.E2E_MAIL_API_URL = system.mailApiUrl;
  // For specs that start a second BFF with other settings against the same servers, from the
  // bundle the system's own run from.
  process.env.E2E_SYSTEM_ENV = JSON.stringify(system.env);
  process.env.E2E_SERVICE_BUNDLE = system.bundleDir;

  return async () => {
    await system.stop();
  };
}
