/** The bench's own settings, read once here (the convention: one env module per program). */
export const benchEnv = {
  /** BENCH_QUICK=1: every measurement with small sizes, a smoke test of the bench itself. */
  quick: process.env.BENCH_QUICK === '1',
  /**
   * BENCH_ONLY=render,pipeline: only these sections (page-weight, intake, memory, render, pipeline, mail-cpu,
   * admin-reads, retention); the report then goes to .local/bench-partial, not over the full one.
   */
  only: process.env.BENCH_ONLY
    ? new Set(
        process.env.BENCH_ONLY.split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
    : null,
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  /**
   * BENCH_RETENTION_APPLICATIONS=2000: the retention section measures this many applications instead
   * of 10,000 (a busy machine); its backup and restore rows then say they are extrapolated.
   */
  retentionApplications: Number(process.env.BENCH_RETENTION_APPLICATIONS) || undefined,
};
