import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Storage, storageFromEnv } from '@funding/platform';
import type { RunningService, ServiceName } from '../scripts/stack/services.ts';
import { type RunningSystem, startSystem } from '../scripts/stack/system.ts';

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

/** A log line of a service, parsed when it is pino JSON. */
export type LogListener = (service: ServiceName, entry: Record<string, unknown>) => void;

/** The system as the bench drives it: scripts/stack's system, plus its storage and parsed logs. */
export interface BenchSystem extends RunningSystem {
  dir: string;
  storage: Storage;
  bff: RunningService;
  /** Receives every JSON log line of every service while set. */
  onLog(listener: LogListener | null): void;
  /** The last lines the services wrote, for error reports. */
  recentLogLines(): string[];
}

/**
 * The system for the bench, started the one way every test starts it (scripts/stack/system.ts):
 * real Postgres, Redis, S3 and SMTP servers on free ports in `.local/bench-<pid>` (never the ports
 * of `make dev` or of the tests), migrations, and the BFF serving the built web app with the memory
 * probe loaded. Workers start later (`addWorker`), only for the pipeline measurement, so their CPU
 * work does not disturb the intake figures. Every service line also goes to services.log there.
 */
export async function startBenchSystem(options: { cpuProfileDir?: string } = {}): Promise<BenchSystem> {
  const dir = join(repoRoot, `.local/bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const log = createWriteStream(join(repoRoot, `.local/bench-services-${process.pid}.log`));
  let listener: LogListener | null = null;
  const system = await startSystem({
    dir,
    services: ['bff'],
    memoryProbe: true,
    cpuProfileDir: options.cpuProfileDir,
    env: {
      HOST: '127.0.0.1',
      FIELD_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
      INTAKE_TMP_DIR: join(dir, 'intake-tmp'),
      // The bench sends thousands of submissions from one address.
      SUBMISSION_RATE_LIMIT: '1000000000',
      // The sweeper would re-queue the submissions of the intake measurement behind the workers' backs.
      SWEEP_INTERVAL_MS: '0',
    },
    onLine: (name, line) => {
      log.write(`${name} ${line}\n`);
      if (!listener || !line.startsWith('{')) return;
      try {
        listener(name, JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not JSON after all: only kept in the log file.
      }
    },
  });
  const storage = storageFromEnv(system.env);
  return {
    ...system,
    dir,
    storage,
    bff: system.services.get('bff')!,
    onLog(next) {
      listener = next;
    },
    recentLogLines: () => system.logs.slice(-40),
    async stop() {
      await system.stop();
      log.end();
    },
  };
}
