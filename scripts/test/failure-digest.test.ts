import { describe, expect, it } from 'vitest';
import { DIGEST_LINE_WIDTH, failureDigest } from './failure-digest.ts';

const red = (text: string) => `\u001b[31m${text}\u001b[39m`;

// Cut from real reports: vitest's failed test (the faults tier), Playwright's list reporter.
const VITEST_REPORT = [
  ' ❯ faults scripts/faults/system-faults.faults.test.ts (6 tests | 1 failed) 132390ms',
  `     ${red('×')} Postgres restarted: in-flight submissions complete or are refused cleanly 1889ms`,
  ' FAIL  faults scripts/faults/system-faults.faults.test.ts > the system under faults > Postgres restarted',
  red('AssertionError: expected [ 503, 201, 201 ] to deeply equal [ 201, 201, 201 ]'),
  '- Expected',
  '+ Received',
  ' ❯ scripts/faults/system-faults.faults.test.ts:189:40',
  'bff [ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:34591',
  ' Test Files  1 failed (1)',
  '      Tests  1 failed | 5 passed (6)',
].join('\n');

const PLAYWRIGHT_REPORT = [
  '  ✘  12 [desktop] › e2e/apply.spec.ts:40:3 › submits an application (12.1s)',
  '  1) [desktop] › e2e/apply.spec.ts:40:3 › submits an application ─────────────',
  '',
  '    Error: expect(locator).toBeVisible() failed',
  '',
  "    Locator: getByRole('heading', { name: 'Thank you' })",
  '    Error: a second line of the same error',
  '  1 failed',
  '  60 passed (5.2m)',
].join('\n');

describe('failureDigest', () => {
  it('gives each failed vitest test with its first error line, and the totals', () => {
    expect(failureDigest(VITEST_REPORT, 10)).toEqual([
      'FAIL faults scripts/faults/system-faults.faults.test.ts > the system under faults > Postgres restarted',
      'AssertionError: expected [ 503, 201, 201 ] to deeply equal [ 201, 201, 201 ]',
      'Test Files 1 failed (1)',
      'Tests 1 failed | 5 passed (6)',
    ]);
  });

  it('gives each failed Playwright test with its first error line, and the totals', () => {
    expect(failureDigest(PLAYWRIGHT_REPORT, 10)).toEqual([
      '1) [desktop] › e2e/apply.spec.ts:40:3 › submits an application ─────────────',
      'Error: expect(locator).toBeVisible() failed',
      '1 failed',
    ]);
  });

  it('gives the error raised outside any test (a global setup)', () => {
    const report = [
      '⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯',
      'Error: connect ECONNREFUSED 127.0.0.1:5432',
      '    at TCPConnectWrap.afterConnect',
    ].join('\n');
    expect(failureDigest(report, 10)).toEqual([
      '⎯⎯⎯⎯ Unhandled Error ⎯⎯⎯⎯',
      'Error: connect ECONNREFUSED 127.0.0.1:5432',
    ]);
  });

  it('falls back to the first error lines when the report names no failed test', () => {
    const report = [
      'starting',
      'TypeError: x is not a function',
      'Error: two',
      'Error: three',
      'Error: four',
    ].join('\n');
    expect(failureDigest(report, 10)).toEqual([
      'TypeError: x is not a function',
      'Error: two',
      'Error: three',
    ]);
  });

  it('keeps to its limit and width, and says how many lines it left out', () => {
    const report = Array.from({ length: 8 }, (_, i) => ` FAIL  file${i}.test.ts > ${'x'.repeat(300)}`).join(
      '\n',
    );
    const digest = failureDigest(report, 3);
    expect(digest).toHaveLength(3);
    expect(digest[2]).toBe('… and 6 more');
    expect(digest[0]!.length).toBe(DIGEST_LINE_WIDTH);
  });

  it('gives nothing for a report without an error', () => {
    expect(failureDigest(' ✓ unit a.test.ts (3 tests)\n Test Files  1 passed (1)', 10)).toEqual([]);
  });
});
