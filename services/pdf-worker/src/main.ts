import {
  closeQueues,
  createQueues,
  retentionPolicyOf,
  runWorkerService,
  shutdownBoundFor,
  startPipelineSweeper,
  startRetentionSchedule,
  sweepUnfinishedApplications,
} from '@funding/platform';
import { loadPdfWorkerEnv } from './env.ts';
import { createPackageCheck } from './package-check.ts';
import { createPdfJobProcessor } from './pdf-job.ts';
import { createRenderPool } from './render/render-pool.ts';
import { preloadFonts } from './render/text/font-face.ts';
import { startStatementsConsumer } from './statements-consumer.ts';

const env = loadPdfWorkerEnv();
preloadFonts();

await runWorkerService({
  name: 'pdf-worker',
  queue: 'pdf',
  env,
  build: async ({ logger, database, storage, connection, cipher }) => {
    // These options apply to the mail jobs this worker queues (BullMQ keeps attempts on the job).
    const queues = createQueues({ connection, attempts: env.JOB_ATTEMPTS, backoffMs: env.JOB_BACKOFF_MS });
    // The sweeper lives here because this worker already holds both queues and the database; the
    // job scheduler makes one replica sweep per interval however many run.
    const sweeper =
      env.SWEEP_INTERVAL_MS > 0
        ? await startPipelineSweeper({
            connection,
            intervalMs: env.SWEEP_INTERVAL_MS,
            sweep: () =>
              sweepUnfinishedApplications({ db: database.db, queues, graceMs: env.SWEEP_GRACE_MS }),
            logger,
          })
        : null;
    // The retention policy too: this worker holds the database, storage, the queues (a disposal
    // removes an application's jobs) and the field keys (the disposed answers are stored encrypted).
    const retention =
      env.RETENTION_INTERVAL_MS > 0
        ? await startRetentionSchedule(
            { db: database.db, storage, queues, cipher, logger, connection },
            {
              intervalMs: env.RETENTION_INTERVAL_MS,
              policy: retentionPolicyOf(env),
              auditRetentionDays: env.AUDIT_RETENTION_DAYS,
            },
          )
        : null;
    const renderer = createRenderPool({
      threads: env.WORKER_CONCURRENCY,
      timeoutMs: env.RENDER_TIMEOUT_MS,
      maxMemoryMb: env.RENDER_MAX_MEMORY_MB,
      recycleAfterRenders: env.RENDER_RECYCLE_AFTER,
      onError: (error) => logger.error({ err: error }, 'render thread failed'),
    });
    const packageCheck = createPackageCheck((error) =>
      logger.error({ err: error }, 'PDF check thread failed'),
    );
    const statements = startStatementsConsumer({
      connection,
      readers: env.STATEMENT_READERS,
      timeoutMs: env.STATEMENT_READ_TIMEOUT_MS,
      lockDurationMs: env.JOB_LOCK_MS,
      logger: logger.child({ step: 'statements' }),
      deps: { db: database.db, storage },
    });
    return {
      processor: createPdfJobProcessor({
        db: database.db,
        storage,
        queues,
        cipher,
        logger,
        providerName: env.PROVIDER_NAME,
        renderer,
        packageCheck,
      }),
      // A render in hand at SIGTERM finishes (or fails by its own timeout) before the bound.
      shutdownBoundMs: shutdownBoundFor(env.RENDER_TIMEOUT_MS),
      close: async () => {
        await statements.close();
        await renderer.close();
        await packageCheck.close();
        await sweeper?.close();
        await retention?.close();
        await closeQueues(queues);
      },
    };
  },
});
