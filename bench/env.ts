/** The bench's own settings, read once here (the convention: one env module per program). */
export const benchEnv = {
  /** BENCH_QUICK=1: every measurement with small sizes, a smoke test of the bench itself. */
  quick: process.env.BENCH_QUICK === '1',
  /** BENCH_ONLY=pdf-check: only the PDF check's cost, with no servers, into .local/bench-pdf-check. */
  only: process.env.BENCH_ONLY,
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  /** Options the BFF's node must keep when the bench adds its memory probe. */
  nodeOptions: process.env.NODE_OPTIONS ?? '',
};
