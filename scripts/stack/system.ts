import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runMigrations, storageFromEnv } from '@funding/platform';
import { bundleRunningServices } from '../bundle-services.ts';
import { inheritedEnv } from './env.ts';
import { freePort, freePorts } from './process.ts';
import { type RunningService, type ServiceName, spawnService, waitUntilReady } from './services.ts';
import { type Stack, startStack } from './stack.ts';

/**
 * The whole system on free ports: real servers, migrations, the BFF and both workers as separate
 * processes. The one way the browser tests, the fault tests, the fuzz and the bench start it. Every
 * service line is kept in `logs` (and passed to `onLine`), so a test can read what the services wrote.
 */
export interface RunningSystem {
  baseUrl: string;
  stack: Stack;
  env: Record<string, string>;
  services: Map<ServiceName, RunningService>;
  /** Each service's readiness probe (`/api/ready`), the one Kubernetes asks. */
  readyUrls: Record<ServiceName, string>;
  /** The esbuild bundle its services run from (`bundled`): other processes of them can run it too. */
  bundleDir?: string;
  logs: string[];
  /** Starts a service again (after a crash or a stop) with the same environment. */
  start(name: ServiceName): Promise<void>;
  /**
   * Starts one more process of a worker, as another replica would run: its own health port, the
   * system's environment with `env` on top. Ready (`/api/ready`) when the promise resolves.
   */
  addWorker(name: WorkerName, env?: Record<string, string>): Promise<RunningService>;
  /** Stops one process (SIGTERM, SIGKILL after the shutdown bound), a service or an added worker. */
  stopProcess(service: RunningService): Promise<void>;
  /**
   * What the BFF's memory is made of, from the probe loaded into it (`memoryProbe`): the sample of
   * highest RSS since the last call and the current figures; `gc` collects garbage first. Null
   * when the probe is not loaded or does not answer.
   */
  probeMemory(command: 'report' | 'gc'): Promise<MemoryProbeReport | null>;
  stop(): Promise<void>;
}

export type WorkerName = Exclude<ServiceName, 'bff'>;

/** What memory-probe.mjs reports from inside the BFF, in MB. */
export interface MemoryProbeReport {
  command: string;
  peak: Record<string, number>;
  now: Record<string, number>;
}

export interface SystemOptions {
  dir: string;
  env?: Record<string, string>;
  /**
   * Servers already running (a test run shares one set between its tiers): the system uses them
   * and leaves them running when it stops. Without it the system starts servers of its own.
   */
  stack?: Stack;
  onLine?: (service: ServiceName, line: string) => void;
  /** 'local' when a test needs to stop and start the servers themselves. */
  mode?: 'auto' | 'local';
  /**
   * The services started with the system, all three by default. The bench starts the BFF alone and
   * adds workers when it measures them, so their work does not disturb the intake figures.
   */
  services?: readonly ServiceName[];
  /** Loads memory-probe.mjs into the BFF (for the bench's memory figures; see `probeMemory`). */
  memoryProbe?: boolean;
  /**
   * Every service process writes a V8 CPU profile into `<this>/<service>/` when it exits
   * (`node --cpu-prof`): where the time went.
   */
  cpuProfileDir?: string;
  /**
   * Runs each service from the esbuild bundle its image runs rather than from its TypeScript
   * through tsx: production's code, and a start that transpiles nothing (each service and each of
   * its threads loads one module instead of resolving and transpiling hundreds through tsx's
   * loader, and keeps no source maps). `true` builds it into `<dir>/bundle` first; a folder names
   * one `bundleRunningServices` made already (a test run makes one for all its systems).
   */
  bundled?: boolean | string;
}

const MEMORY_PROBE = pathToFileURL(join(import.meta.dirname, 'memory-probe.mjs')).href;
const PROBE_LINE = '{"msg":"memory-probe"';

export async function startSystem({
  dir,
  env: overrides = {},
  stack: givenStack,
  onLine,
  mode,
  services: initial = ['bff', 'pdf-worker', 'mail-worker'],
  memoryProbe = false,
  cpuProfileDir,
  bundled = false,
}: SystemOptions): Promise<RunningSystem> {
  mkdirSync(dir, { recursive: true });
  const bundleDir = typeof bundled === 'string' ? bundled : bundled ? join(dir, 'bundle') : undefined;
  // esbuild works in a process of its own while the servers start.
  const bundling = bundled === true ? bundleRunningServices(bundleDir!) : Promise.resolve();
  // A failed build is thrown where it is awaited, below, not as an unhandled rejection meanwhile.
  bundling.catch(() => {});
  const stack = givenStack ?? (await startStack({ dir, mode }));
  const [appPort, pdfWorkerPort, mailWorkerPort] = (await freePorts(3)) as [number, number, number];
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
  const added: RunningService[] = [];
  const healthPorts: Record<ServiceName, number> = {
    bff: appPort,
    'pdf-worker': pdfWorkerPort,
    'mail-worker': mailWorkerPort,
  };

  // The probe answers SIGUSR2 with one JSON line; the command file says whether to collect first.
  const probeCommandFile = join(dir, 'memory-probe-command');
  let probeWaiter: ((report: MemoryProbeReport) => void) | null = null;
  const serviceEnv = (name: ServiceName): Record<string, string> =>
    memoryProbe && name === 'bff'
      ? {
          NODE_OPTIONS: `${inheritedEnv().NODE_OPTIONS ?? ''} --import=${MEMORY_PROBE}`.trim(),
          MEMORY_PROBE_COMMAND_FILE: probeCommandFile,
        }
      : {};
  const nodeArgs = (name: ServiceName) =>
    cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(cpuProfileDir, name)}`] : [];
  const sink = (from: ServiceName, line: string) => {
    if (line.startsWith(PROBE_LINE)) {
      try {
        probeWaiter?.(JSON.parse(line) as MemoryProbeReport);
      } catch {
        // A cut line: the caller's wait times out.
      }
      return;
    }
    logs.push(`${from} ${line}`);
    onLine?.(from, line);
  };

  const start = async (name: ServiceName) => {
    const service = spawnService(
      name,
      { ...env, ...serviceEnv(name), HEALTH_PORT: String(healthPorts[name]) },
      sink,
      { nodeArgs: nodeArgs(name), bundleDir },
    );
    services.set(name, service);
    await waitUntilReady(service, `http://127.0.0.1:${healthPorts[name]}/api/health`);
  };
  const stop = async () => {
    await Promise.allSettled([...services.values(), ...added].map((service) => service.stop()));
    if (!givenStack) await stack.stop();
  };

  try {
    await bundling;
    await runMigrations(env.DATABASE_URL!);
    await storageFromEnv(env).ensureBucket();
    await Promise.all(initial.map(start));
    if (initial.includes('bff')) await waitUntilReady(services.get('bff')!, `${baseUrl}/api/ready`);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyUrls = Object.fromEntries(
    Object.entries(healthPorts).map(([name, port]) => [name, `http://127.0.0.1:${port}/api/ready`]),
  ) as Record<ServiceName, string>;

  return {
    baseUrl,
    stack,
    env,
    services,
    readyUrls,
    bundleDir,
    logs,
    start,
    async addWorker(name, workerEnv = {}) {
      const port = await freePort();
      const service = spawnService(name, { ...env, ...workerEnv, HEALTH_PORT: String(port) }, sink, {
        nodeArgs: nodeArgs(name),
        bundleDir,
      });
      added.push(service);
      await waitUntilReady(service, `http://127.0.0.1:${port}/api/ready`);
      return service;
    },
    async stopProcess(service) {
      await service.stop();
      const index = added.indexOf(service);
      if (index >= 0) added.splice(index, 1);
      for (const [name, running] of services) if (running === service) services.delete(name);
    },
    probeMemory(command) {
      const bff = services.get('bff');
      if (!memoryProbe || !bff) return Promise.resolve(null);
      writeFileSync(probeCommandFile, command);
      return new Promise((done) => {
        const timer = setTimeout(() => {
          probeWaiter = null;
          done(null);
        }, 10_000);
        probeWaiter = (report) => {
          clearTimeout(timer);
          probeWaiter = null;
          done(report);
        };
        bff.child.kill('SIGUSR2');
      });
    },
    stop,
  };
}
