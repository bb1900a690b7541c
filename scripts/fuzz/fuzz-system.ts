import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type RunningSystem, startSystem } from '../stack/system.ts';

/**
 * The whole system for a fuzz run, on free ports, with limits short enough that stalled and slow
 * clients are answered within the run: an upload idle for 1 s, a request unfinished after 5 s.
 * The submission and upload link limits are lifted so that cases reach the parser instead of the
 * rate limiter.
 */
export async function startFuzzSystem(name: string): Promise<RunningSystem> {
  const dir = resolve(`.local/${name}-${process.pid}`);
  const spoolDir = join(dir, 'spool');
  mkdirSync(spoolDir, { recursive: true });
  const system = await startSystem({
    dir: join(dir, 'stack'),
    env: {
      INTAKE_TMP_DIR: spoolDir,
      SUBMISSION_RATE_LIMIT: '1000000',
      UPLOAD_LINK_RATE_LIMIT: '1000000',
      UPLOAD_IDLE_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '3000',
      // Stalled jobs (a job hash Redis holds but BullMQ cannot read) are failed within seconds.
      JOB_LOCK_MS: '2000',
    },
  });
  return {
    ...system,
    stop: async () => {
      await system.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
