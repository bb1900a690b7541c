import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SHARED_SYSTEM_VARIABLE, sharedHandle } from './env.ts';
import type { ServiceName } from './services.ts';
import type { Stack } from './stack.ts';
import { type RunningSystem, startSystem } from './system.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The system the tests drive (browser tests, fuzz, flows), with one set of settings so that one
 * system serves them all. `make test` starts it once (scripts/test/run.ts) and hands it to each
 * tier as a handle in TEST_SYSTEM; a tier run alone starts its own the same way.
 */
function testSystemEnv(dir: string): Record<string, string> {
  return {
    // Fast retries, so that failure paths finish within a test.
    JOB_BACKOFF_MS: '200',
    // Many submissions and upload-link uses come from one address, and the fuzz's cases should
    // reach the parsers, not the rate limiters (each limiter has tests of its own).
    SUBMISSION_RATE_LIMIT: '1000000',
    UPLOAD_LINK_RATE_LIMIT: '1000000',
    // Stalled and slow clients (the fuzz sends them) are answered within the run: an upload idle
    // for 1 s, headers unfinished after 3 s, a request unfinished after 5 s.
    UPLOAD_IDLE_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '3000',
    REQUEST_TIMEOUT_MS: '5000',
    // Stalled jobs (a job hash Redis holds but BullMQ cannot read) are failed within seconds.
    JOB_LOCK_MS: '2000',
    // Uploads spool here; the fuzz checks that refused ones leave nothing behind.
    INTAKE_TMP_DIR: join(dir, 'spool'),
  };
}

/** What another process needs to use a running system: addresses, settings, pids and its log. */
export interface SystemHandle {
  baseUrl: string;
  mailApiUrl: string;
  env: Record<string, string>;
  readyUrls: Record<ServiceName, string>;
  pids: Record<ServiceName, number>;
  /** Every service line, `<service> <line>`. */
  logFile: string;
  /** The esbuild bundle its services run from: a test that starts a service of its own runs it too. */
  bundleDir: string;
}

/** A running system as a test sees it, whether it started the system or was handed one. */
export interface SystemUnderTest {
  baseUrl: string;
  mailApiUrl: string;
  env: Record<string, string>;
  readyUrls: Record<ServiceName, string>;
  /** The esbuild bundle its services run from (`spawnService`'s `bundleDir`). */
  bundleDir: string;
  /** Every line the services have written so far, `<service> <line>`. */
  logs(): string[];
  /** The services that are no longer running, each with how it ended. */
  exitedServices(): string[];
  /** Stops the system when this process started it; a handed one is left to its owner. */
  stop(): Promise<void>;
}

/**
 * Starts the test system in `dir`, on `stack`'s servers when given; every service line is
 * appended to `logFile` (synchronously, so a reader of the file sees every line written so far).
 */
export async function startTestSystem(options: {
  dir: string;
  logFile: string;
  stack?: Stack;
  /** Each service writes a V8 CPU profile here when it stops (system.ts, `cpuProfileDir`). */
  cpuProfileDir?: string;
  /** A bundle `bundleRunningServices` made already, to run instead of building one. */
  bundleDir?: string;
}): Promise<{ system: RunningSystem; handle: SystemHandle }> {
  const dir = resolve(options.dir);
  mkdirSync(join(dir, 'spool'), { recursive: true });
  mkdirSync(dirname(options.logFile), { recursive: true });
  const system = await startSystem({
    dir,
    stack: options.stack,
    env: testSystemEnv(dir),
    // Production's code, and far less CPU than tsx over a run (README, Tests).
    bundled: options.bundleDir ?? true,
    cpuProfileDir: options.cpuProfileDir,
    onLine: (name, line) => appendFileSync(options.logFile, `${name} ${line}\n`),
  });
  const pids = Object.fromEntries(
    [...system.services].map(([name, service]) => [name, service.child.pid ?? 0]),
  ) as Record<ServiceName, number>;
  const handle: SystemHandle = {
    baseUrl: system.baseUrl,
    mailApiUrl: system.stack.mailApiUrl,
    env: system.env,
    readyUrls: system.readyUrls,
    pids,
    logFile: options.logFile,
    bundleDir: system.bundleDir!,
  };
  return { system, handle };
}

/** The shared system when the run handed one (TEST_SYSTEM), else a new one for this test alone. */
export async function testSystem(name: string): Promise<SystemUnderTest> {
  const handle = sharedHandle<SystemHandle>(SHARED_SYSTEM_VARIABLE);
  if (handle) return attachedSystem(handle);
  const dir = join(repoRoot, `.local/${name}-${process.pid}`);
  const logFile = join(repoRoot, `.local/${name}-services-${process.pid}.log`);
  const { system } = await startTestSystem({ dir, logFile });
  return {
    baseUrl: system.baseUrl,
    mailApiUrl: system.stack.mailApiUrl,
    env: system.env,
    readyUrls: system.readyUrls,
    bundleDir: system.bundleDir!,
    logs: () => system.logs,
    exitedServices: () =>
      [...system.services.values()]
        .filter((service) => service.child.exitCode !== null || service.child.signalCode !== null)
        .map((service) => `${service.name} (exit ${service.child.exitCode ?? service.child.signalCode})`),
    async stop() {
      await system.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function attachedSystem(handle: SystemHandle): SystemUnderTest {
  return {
    baseUrl: handle.baseUrl,
    mailApiUrl: handle.mailApiUrl,
    env: handle.env,
    readyUrls: handle.readyUrls,
    bundleDir: handle.bundleDir,
    logs: () =>
      existsSync(handle.logFile) ? readFileSync(handle.logFile, 'utf8').split('\n').filter(Boolean) : [],
    // The services are children of the run, which never restarts one: a pid gone is a service gone.
    exitedServices: () =>
      Object.entries(handle.pids)
        .filter(([, pid]) => !isRunning(pid))
        .map(([name]) => `${name} (exited)`),
    stop: async () => {},
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
