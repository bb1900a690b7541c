import type { Logger } from 'pino';
import { neverThrows } from './never-throws.ts';

/**
 * How long a stopping process waits for its work by default. Orchestrators must allow more:
 * docker-compose `stop_grace_period` and Kubernetes `terminationGracePeriodSeconds` are above it.
 */
export const DEFAULT_SHUTDOWN_BOUND_MS = 30_000;

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. If stopping takes longer than the bound
 * (a stuck connection, a job that will not finish), the process exits anyway so an orchestrator
 * never waits forever; an unfinished job is picked up again by another worker.
 */
export function onShutdown(
  logger: Logger,
  stop: () => Promise<void>,
  boundMs = DEFAULT_SHUTDOWN_BOUND_MS,
): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const exitNow = () => process.exit(1);
    const timer = setTimeout(
      neverThrows(() => {
        logger.error({ boundMs }, 'shutdown took too long; exiting');
        exitNow();
      }, exitNow),
      boundMs,
    );
    timer.unref();
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', neverThrows(handle));
  process.once('SIGINT', neverThrows(handle));
}
