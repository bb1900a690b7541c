import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStorage, runMigrations, type Storage } from '@funding/platform';
import { freePort } from '../scripts/stack/process.ts';
import {
  type RunningService,
  type ServiceName,
  spawnService,
  waitUntilReady,
} from '../scripts/stack/services.ts';
import { type Stack, startStack } from '../scripts/stack/stack.ts';
import { benchEnv } from './env.ts';

export const repoRoot = resolve(import.meta.dirname, '..');

const startedAt = performance.now();

/** Progress on stderr with the time since the bench started, so a long phase shows it is alive. */
export function progress(message: string): void {
  const seconds = Math.round((performance.now() - startedAt) / 1000);
  const stamp = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  process.stderr.write(`[bench ${stamp}] ${message}\n`);
}

export function elapsedSeconds(): number {
  return (performance.now() - startedAt) / 1000;
}

/** What bench/memory-probe.mjs reports from inside the BFF, in MB. */
export interface MemoryProbeReport {
  command: string;
  peak: Record<string, number>;
  now: Record<string, number>;
}

/** A log line of a service, parsed when it is pino JSON. */
export type LogListener = (service: ServiceName, entry: Record<string, unknown>) => void;

export interface BenchSystem {
  dir: string;
  stack: Stack;
  env: Record<string, string>;
  baseUrl: string;
  storage: Storage;
  bff: RunningService;
  /** Starts one more worker process with its own health port. */
  startWorker(name: 'pdf-worker' | 'mail-worker', extraEnv?: Record<string, string>): Promise<RunningService>;
  stopService(service: RunningService): Promise<void>;
  /** Receives every JSON log line of every service while set. */
  onLog(listener: LogListener | null): void;
  /** Asks the BFF's memory probe for its figures (`gc` collects garbage first); null if it does not answer. */
  probeMemory(command: 'report' | 'gc'): Promise<MemoryProbeReport | null>;
  /** The last lines the services wrote, for error reports. */
  recentLogLines(): string[];
  stop(): Promise<void>;
}

/** Stops a service: SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
async function stopWithin(service: RunningService, graceMs: number): Promise<void> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The whole system on this machine for the bench: real Postgres, Redis, S3 and SMTP servers on free
 * ports in `.local/bench-<pid>` (never the ports of `make dev` or of the tests), migrations, and the
 * BFF serving the built web app. Workers start later, only for the pipeline measurement, so their
 * CPU work does not disturb the intake figures.
 */
export async function startBenchSystem(extraEnv: Record<string, string>): Promise<BenchSystem> {
  const dir = join(repoRoot, `.local/bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const stack = await startStack({ dir });
  const services: RunningService[] = [];
  let log: WriteStream | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.allSettled(services.map((s) => stopWithin(s, 5_000)));
    log?.end();
    progress('services stopped; stopping Postgres, Redis, S3 and SMTP');
    await stack.stop();
    progress(`servers stopped; ${dir} removed`);
  };
  try {
    const appPort = await freePort();
    const env: Record<string, string> = {
      ...stack.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${appPort}`,
      FIELD_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
      INTAKE_TMP_DIR: join(dir, 'intake-tmp'),
      // The bench sends hundreds of submissions from one address.
      SUBMISSION_RATE_LIMIT: '1000000000',
      // The sweeper would re-queue the submissions of the intake measurement behind the workers' backs.
      SWEEP_INTERVAL_MS: '0',
      ...extraEnv,
    };
    await runMigrations(env.DATABASE_URL!);
    const storage = createStorage({
      endpoint: env.S3_ENDPOINT!,
      region: 'us-east-1',
      bucket: env.S3_BUCKET!,
      accessKey: env.S3_ACCESS_KEY!,
      secretKey: env.S3_SECRET_KEY!,
    });
    await storage.ensureBucket();

    log = createWriteStream(join(dir, 'services.log'));
    let listener: LogListener | null = null;
    let probeWaiter: ((report: MemoryProbeReport) => void) | null = null;
    const recent: string[] = [];
    const sink = (name: ServiceName, line: string) => {
      log?.write(`${name} ${line}\n`);
      recent.push(`${name} ${line}`);
      if (recent.length > 40) recent.shift();
      if (!line.startsWith('{')) return;
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return; // Not JSON after all: only kept in the log file.
      }
      if (entry.msg === 'bench-memory') probeWaiter?.(entry as unknown as MemoryProbeReport);
      else listener?.(name, entry);
    };
    // The memory probe rides along in the BFF only; it answers SIGUSR2 (see memory-probe.mjs).
    const probeCommandFile = join(dir, 'probe-command');
    const probe = pathToFileURL(join(import.meta.dirname, 'memory-probe.mjs')).href;
    const bffEnv = {
      ...env,
      NODE_OPTIONS: `${benchEnv.nodeOptions} --import=${probe}`.trim(),
      BENCH_PROBE_COMMAND_FILE: probeCommandFile,
    };
    const bff = spawnService('bff', bffEnv, sink);
    services.push(bff);
    await waitUntilReady(bff, `${env.PUBLIC_BASE_URL}/api/ready`);

    return {
      dir,
      stack,
      env,
      baseUrl: env.PUBLIC_BASE_URL!,
      storage,
      bff,
      async startWorker(name, workerEnv = {}) {
        const healthPort = await freePort();
        const service = spawnService(name, { ...env, ...workerEnv, HEALTH_PORT: String(healthPort) }, sink);
        services.push(service);
        await waitUntilReady(service, `http://127.0.0.1:${healthPort}/api/ready`);
        return service;
      },
      async stopService(service) {
        await stopWithin(service, 40_000);
        services.splice(services.indexOf(service), 1);
      },
      onLog(next) {
        listener = next;
      },
      probeMemory(command) {
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
      recentLogLines: () => [...recent],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
