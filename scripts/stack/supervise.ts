import type { RunningService } from './services.ts';

/**
 * Keeps one service running under `make dev` the way an orchestrator would: when it exits without
 * being asked to, the crash is printed loudly and the service starts again after a delay that
 * doubles with each crash in a row (1 s up to 30 s), and resets once it has stayed up for a minute.
 */
export interface SupervisorOptions {
  start: () => RunningService;
  onCrash: (crash: { name: string; code: number | null; signal: string | null; restartInMs: number }) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Up this long, the next crash starts again from the first delay. */
  healthyAfterMs?: number;
}

export interface Supervisor {
  readonly current: RunningService;
  readonly restarts: number;
  stop(): Promise<void>;
}

export function supervise({
  start,
  onCrash,
  firstDelayMs = 1_000,
  maxDelayMs = 30_000,
  healthyAfterMs = 60_000,
}: SupervisorOptions): Supervisor {
  let current = start();
  let restarts = 0;
  let delay = firstDelayMs;
  let stopped = false;
  let pending: NodeJS.Timeout | undefined;

  const watch = (service: RunningService) => {
    const startedAt = Date.now();
    service.child.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= healthyAfterMs) delay = firstDelayMs;
      onCrash({ name: service.name, code, signal, restartInMs: delay });
      pending = setTimeout(() => {
        if (stopped) return;
        restarts++;
        current = start();
        watch(current);
      }, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  watch(current);

  return {
    get current() {
      return current;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopped = true;
      clearTimeout(pending);
      await current.stop();
    },
  };
}
