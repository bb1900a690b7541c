import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSystem } from '../../scripts/stack/system.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Starts the whole system for the browser tests: real servers on free ports, migrations, the BFF
 * (serving the built web app) and both workers. Tests read E2E_BASE_URL and E2E_MAIL_API_URL
 * (see fixtures.ts). Service logs go to .local/e2e-services-<pid>.log.
 */
export default async function globalSetup() {
  if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (make build)');
  }
  mkdirSync(join(repoRoot, '.local'), { recursive: true });
  const log = createWriteStream(join(repoRoot, `.local/e2e-services-${process.pid}.log`));
  const system = await startSystem({
    dir: join(repoRoot, `.local/e2e-${process.pid}`),
    // Fast retries so failure paths finish within a test; many submissions come from one address.
    env: { JOB_BACKOFF_MS: '200', SUBMISSION_RATE_LIMIT: '10000' },
    onLine: (name, line) => log.write(`${name} ${line}\n`),
  });
  process.env.E2E_BASE_URL = system.baseUrl;
  process.env.E2E_MAIL_API_URL = system.stack.mailApiUrl;
  // For specs that start a second BFF with other settings against the same servers.
  process.env.E2E_SYSTEM_ENV = JSON.stringify(system.env);

  return async () => {
    await system.stop();
    log.end();
  };
}
