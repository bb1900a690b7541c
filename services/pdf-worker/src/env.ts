import { type EnvSource, isProduction, parseEnv, retentionEnv, workerEnv } from '@funding/platform';
import { z } from 'zod';

/** Read alone by k8s/deployment-contract.ts, which derives the shutdown bound from it. */
export const renderTimeoutEnv = {
  /**
   * A render that takes longer fails its attempt. A maximum-size package (7 x 10 MB) renders in
   * seconds of CPU (`make bench`: CPU per maximum-size application), so 60 s leaves room for a
   * throttled pod; the shutdown bound (shutdownBoundFor) and terminationGracePeriodSeconds are
   * derived from it.
   */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
};

export function loadPdfWorkerEnv(source: EnvSource = process.env) {
  const production = isProduction(source);
  return parseEnv(
    {
      ...workerEnv(production, { healthPort: 8081, concurrency: 2 }),
      ...renderTimeoutEnv,
      /** Renders per thread before the thread is replaced (render-pool.ts). */
      RENDER_RECYCLE_AFTER: z.coerce.number().int().min(1).default(200),
      RENDER_MAX_MEMORY_MB: z.coerce.number().int().min(64).default(1_024),
      // Printed into the authorization text of the PDF; the same value the BFF shows in the form.
      PROVIDER_NAME: z.string().min(1).default('Funding Provider'),
      /**
       * Bank statements read at once by this replica, one reader thread each (services/statements).
       * Reading is its own queue, so it never waits behind a render nor holds one up.
       */
      STATEMENT_READERS: z.coerce.number().int().min(1).default(1),
      /** A statement read longer is stored unverified with the reason (50 ms of CPU per page is the goal). */
      STATEMENT_READ_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(30_000),
      /** How often one replica looks for applications whose enqueue was lost; 0 turns it off. */
      SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
      /** How long a step may sit unfinished with no job before the sweeper queues it again. */
      SWEEP_GRACE_MS: z.coerce.number().int().min(0).default(120_000),
      ...retentionEnv,
      /**
       * How often one replica applies the retention policy (disposals, the audit trail's own
       * retention): hourly, so an application is disposed of within the hour it falls due. 0 turns
       * it off (docs/operations.md says when that is right: a restore, before its check).
       */
      RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
    },
    source,
  );
}

export type PdfWorkerEnv = ReturnType<typeof loadPdfWorkerEnv>;
