/**
 * The few lines that say why a tier failed, printed again after the run's table: a CI log is often
 * read from its end only, and a tier's own report (printed whole when it ends) can be thousands of
 * lines above it. Reads vitest's and Playwright's reports: the failed tests, the first error line
 * under each, and any error raised outside a test (a global setup, an unhandled rejection).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal colour codes being removed
const COLOUR = /\u001b\[[0-9;]*m/g;

/** vitest's ` FAIL  <file> > <test>`, Playwright's `  1) [chromium] › <file>:<line> › <test>`. */
const FAILED_TEST = /^\s*(?:FAIL\s+\S.*|\d+\) \[\w+\] › .+)$/;
/** The first line of an error: `AssertionError: expected …`, `Error: connect ECONNREFUSED …`. */
const ERROR_LINE = /^\s*(?:[A-Z]\w*)?(?:Error|Exception)(?: \[\w+\])?: \S/;
/** vitest's headings for errors outside tests (a global setup, an unhandled rejection), and its totals. */
const OUTSIDE_TESTS = /Unhandled Errors?|Startup Error/;
const TOTALS = /^\s*(?:Test Files|Tests)\s+.*failed|^\s*\d+ (?:failed|flaky)$/;

export const DIGEST_LINE_WIDTH = 200;

/**
 * At most `limit` lines from `output`: each failed test with the first error line under it, the
 * first error under a heading for errors outside tests, the totals; with no failed test found,
 * the first error lines of the output.
 */
export function failureDigest(output: string, limit: number): string[] {
  const lines = output.replace(COLOUR, '').split(/\r?\n/);
  const picked: string[] = [];
  const pick = (line: string) => {
    const text = line.trim().replace(/\s+/g, ' ');
    const shortened = text.length > DIGEST_LINE_WIDTH ? `${text.slice(0, DIGEST_LINE_WIDTH - 1)}…` : text;
    if (text && !picked.includes(shortened)) picked.push(shortened);
  };
  let wantError = false;
  for (const line of lines) {
    if (FAILED_TEST.test(line) || OUTSIDE_TESTS.test(line)) {
      pick(line);
      wantError = true;
    } else if (wantError && ERROR_LINE.test(line)) {
      pick(line);
      wantError = false;
    } else if (TOTALS.test(line)) {
      pick(line);
    }
  }
  if (picked.length === 0) for (const line of lines.filter((l) => ERROR_LINE.test(l)).slice(0, 3)) pick(line);
  if (picked.length <= limit) return picked;
  return [...picked.slice(0, limit - 1), `… and ${picked.length - limit + 1} more`];
}
