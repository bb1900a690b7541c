import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { inheritedEnv } from './env.ts';
import { stopChild, waitFor } from './process.ts';

/** The three processes of the system, started the way production starts them (one process each). */
export const SERVICES = {
  bff: 'services/bff/src/main.ts',
  'pdf-worker': 'services/pdf-worker/src/main.ts',
  'mail-worker': 'services/mail-worker/src/main.ts',
} as const;
export type ServiceName = keyof typeof SERVICES;

const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningService {
  name: ServiceName;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export type LineSink = (service: ServiceName, line: string) => void;

export interface SpawnOptions {
  /** Node's own options, before the entry (`--cpu-prof`). */
  nodeArgs?: readonly string[];
  /**
   * Runs the service from this esbuild bundle (scripts/bundle-services.ts, `bundleRunningServices`),
   * the code its image runs, rather than its TypeScript through tsx: a start that transpiles nothing,
   * a third of the CPU.
   */
  bundleDir?: string;
}

export function spawnService(
  name: ServiceName,
  env: Record<string, string>,
  sink: LineSink,
  { nodeArgs = [], bundleDir }: SpawnOptions = {},
): RunningService {
  const entry = bundleDir ? [join(bundleDir, 'dist', name, 'main.mjs')] : ['--import', 'tsx', SERVICES[name]];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repoRoot,
    // The bff finds the web build relative to its source; a bundle lives elsewhere.
    env: { ...inheritedEnv(), ...(bundleDir ? { WEB_DIST_DIR: join(repoRoot, 'web/dist') } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => sink(name, line));
  }
  return {
    name,
    child,
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL') {
        child.kill('SIGKILL');
        return;
      }
      // Past the pdf-worker's own shutdown bound (75 s): a service that stops in its bound exits by
      // itself, however slow the machine.
      await stopChild(child, 90_000);
    },
  };
}

/**
 * Waits until `url` answers 200, failing early if the process exits first. The bound is generous:
 * on two cores shared with other work a service takes a minute or more to load, and a process
 * that dies is caught at once anyway.
 */
export async function waitUntilReady(
  service: RunningService,
  url: string,
  timeoutMs = 180_000,
): Promise<void> {
  await waitFor(
    `${service.name} at ${url}`,
    async () => {
      if (service.child.exitCode !== null)
        throw new Error(`${service.name} exited with ${service.child.exitCode}`);
      const response = await fetch(url).catch(() => null);
      return response?.status === 200;
    },
    timeoutMs,
  );
}
