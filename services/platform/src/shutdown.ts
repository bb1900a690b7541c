import type { Logger } from 'pino';
import { neverThrows } from './never-throws.ts';

/**
 * How long a stopping process waits for its work in hand when nothing longer is known: an upload
 * in flight at the BFF, a mail step. Orchestrators must allow more: docker-compose
 * `stop_grace_period` and Kubernetes `terminationGracePeriodSeconds` (plus any preStop) are above
 * each service's bound, and k8s/manifests.test.ts and k8s/compose.test.ts check it.
 */
export const DEFAULT_SHUTDOWN_BOUND_MS = 30_000;

/** After its longest step, what a job still does: store its result, record it, hand over. */
export const STEP_FINISH_MARGIN_MS = 15_000;

/**
 * The shutdown bound of a worker whose longest step is bounded by `longestStepMs` (the pdf-worker's
 * RENDER_TIMEOUT_MS): the job in hand always finishes, or fails by its own timeout, before the
 * process gives up on it. Never below the default.
 */
export function shutdownBoundFor(longestStepMs: number): number {
  return Math.max(DEFAULT_SHUTDOWN_BOUND_MS, longestStepMs + STEP_FINISH_MARGIN_MS);
}

/** The most `handBack` may take at the bound before the process exits anyway. */
const HAND_BACK_MS = 3_000;

export interface ShutdownOptions {
  boundMs?: number;
  /**
   * Called when the bound is reached with work still in hand: gives that work back (a worker moves
   * its active jobs back to waiting) so another process takes it at once instead of after its lock
   * expires. The process exits right after, so the abandoned attempt never completes.
   */
  handBack?: () => Promise<void>;
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. If stopping takes longer than the bound
 * (a stuck connection, a job that will not finish), the work in hand is handed back and the
 * process exits anyway, so an orchestrator never waits forever and nothing is done twice.
 */
export function onShutdown(
  logger: Logger,
  stop: () => Promise<void>,
  { boundMs = DEFAULT_SHUTDOWN_BOUND_MS, handBack }: ShutdownOptions = {},
): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, boundMs }, 'shutting down');
    const exitNow = () => process.exit(1);
    const giveUp = async () => {
      logger.error({ boundMs }, 'shutdown took too long; handing back the work in hand and exiting');
      if (handBack) {
        const limit = new Promise<void>((resolve) => setTimeout(resolve, HAND_BACK_MS).unref());
        await Promise.race([
          handBack().catch((error: unknown) => logger.error({ err: error }, 'hand back failed')),
          limit,
        ]);
      }
      exitNow();
    };
    const timer = setTimeout(
      neverThrows(() => void giveUp().catch(exitNow), exitNow),
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
