import { z } from 'zod';

/**
 * `make fuzz` settings. FUZZ_SEED picks the cases (printed with every run; the same seed gives the
 * same requests), FUZZ_N how many HTTP cases, FUZZ_RENDER_N how many documents for the renderer,
 * FUZZ_CASE one case to replay.
 */
export const fuzzEnv = z
  .object({
    FUZZ_SEED: z.coerce
      .number()
      .int()
      .default(() => Math.floor(Math.random() * 2 ** 31)),
    FUZZ_N: z.coerce.number().int().min(1).default(10_000),
    FUZZ_RENDER_N: z.coerce.number().int().min(1).default(1_000),
    FUZZ_CASE: z.coerce.number().int().min(0).optional(),
  })
  .parse(process.env);
