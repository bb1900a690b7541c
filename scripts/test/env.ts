import { z } from 'zod';

/**
 * What a test run (scripts/test/run.ts) takes from its environment, read here only.
 * TEST_STARTED_AT: when `make test` started (ms since the epoch), so that the table counts the
 * install before the run too.
 */
export const testRunEnv = z
  .object({
    TEST_STARTED_AT: z.coerce.number().int().positive().optional(),
  })
  .parse(process.env);
