import { runMigrations, storageFromEnv } from '@funding/platform';
import { freePort } from './process.ts';
import { type RunningService, type ServiceName, spawnService, waitUntilReady } from './services.ts';
import { type Stack, startStack } from './stack.ts';

/**
 * The whole system on free ports: real servers, migrations, the BFF and both workers as separate
 * processes. For browser tests, fault tests and benchmarks. Every service line is kept in `logs`
 * (and passed to `onLine`), so a test can read what the services wrote.
 */
export interface RunningSystem {
  baseUrl: string;
  stack: Stack;
  env: Record<string, string>;
  services: Map<ServiceName, RunningService>;
  /** Each service's readiness probe (`/api/ready`), the one Kubernetes asks. */
  readyUrls: Record<ServiceName, string>;
  logs: string[];
  /** Starts a service again (after a crash or a stop) with the same environment. */
  start(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

export interface SystemOptions {
  dir: string;
  env?: Record<string, string>;
  onLine?: (service: ServiceName, line: string) => void;
  /** 'local' when a test needs to stop and start the servers themselves. */
  mode?: 'auto' | 'local';
}

export async function startSystem({
  dir,
  env: overrides = {},
  onLine,
  mode,
}: SystemOptions): Promise<RunningSystem> {
  const stack = await startStack({ dir, mode });
  const appPort = await freePort();
  const baseUrl = `http://127.0.0.1:${appPort}`;
  const env: Record<string, string> = {
    ...stack.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: String(appPort),
    PUBLIC_BASE_URL: baseUrl,
    // The notification e-mails link to applications in this system's own portal.
    ADMIN_PORTAL_URL: `${baseUrl}/admin`,
    ...overrides,
  };
  const logs: string[] = [];
  const services = new Map<ServiceName, RunningService>();
  const healthPorts: Record<ServiceName, number> = {
    bff: appPort,
    'pdf-worker': await freePort(),
    'mail-worker': await freePort(),
  };

  const start = async (name: ServiceName) => {
    const service = spawnService(name, { ...env, HEALTH_PORT: String(healthPorts[name]) }, (from, line) => {
      logs.push(`${from} ${line}`);
      onLine?.(from, line);
    });
    services.set(name, service);
    await waitUntilReady(service, `http://127.0.0.1:${healthPorts[name]}/api/health`);
  };
  const stop = async () => {
    await Promise.allSettled([...services.values()].map((service) => service.stop()));
    await stack.stop();
  };

  try {
    await runMigrations(env.DATABASE_URL!);
    await storageFromEnv(env).ensureBucket();
    await Promise.all((['bff', 'pdf-worker', 'mail-worker'] as const).map(start));
    await waitUntilReady(services.get('bff')!, `${baseUrl}/api/ready`);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyUrls = Object.fromEntries(
    Object.entries(healthPorts).map(([name, port]) => [name, `http://127.0.0.1:${port}/api/ready`]),
  ) as Record<ServiceName, string>;
  return { baseUrl, stack, env, services, readyUrls, logs, start, stop };
}
