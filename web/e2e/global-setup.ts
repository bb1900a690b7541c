import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStorage, runMigrations } from '@funding/platform';
import { freePort } from '../../scripts/stack/process.ts';
import { type RunningService, spawnService, waitUntilReady } from '../../scripts/stack/services.ts';
import { startStack } from '../../scripts/stack/stack.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Starts the whole system for the browser tests: real servers on free ports, migrations, then
 * the BFF (serving the built web app) and both workers. Tests read E2E_BASE_URL and
 * E2E_MAIL_API_URL (see fixtures.ts). Service logs go to .local/e2e-<pid>/services.log.
 */
export default async function globalSetup() {
  if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web app first (make build)');
  }
  const dir = join(repoRoot, `.local/e2e-${process.pid}`);
  const stack = await startStack({ dir });
  const appPort = await freePort();
  const env = {
    ...stack.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: String(appPort),
    PUBLIC_BASE_URL: `http://127.0.0.1:${appPort}`,
    // Fast retries so failure paths finish within a test.
    JOB_BACKOFF_MS: '200',
  };
  await runMigrations(env.DATABASE_URL);
  await createStorage({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    bucket: env.S3_BUCKET,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
  }).ensureBucket();

  const { createWriteStream } = await import('node:fs');
  const log = createWriteStream(join(repoRoot, `.local/e2e-services-${process.pid}.log`));
  const sink = (name: string, line: string) => log.write(`${name} ${line}\n`);
  const services: RunningService[] = [
    spawnService('bff', env, sink),
    spawnService('pdf-worker', { ...env, HEALTH_PORT: String(await freePort()) }, sink),
    spawnService('mail-worker', { ...env, HEALTH_PORT: String(await freePort()) }, sink),
  ];
  try {
    await waitUntilReady(services[0]!, `${env.PUBLIC_BASE_URL}/api/ready`);
  } catch (error) {
    await Promise.allSettled(services.map((s) => s.stop()));
    await stack.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = env.PUBLIC_BASE_URL;
  process.env.E2E_MAIL_API_URL = stack.mailApiUrl;

  return async () => {
    await Promise.allSettled(services.map((s) => s.stop()));
    log.end();
    await stack.stop();
  };
}
