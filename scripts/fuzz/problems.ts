import type { HttpFuzzSummary } from './http-fuzz.ts';

/**
 * An answer slower than this (outside the slow and stalled cases) is a request the system got stuck
 * on, and fails the run. How fast answers are is `make bench`'s to measure: on two cores shared with
 * other tiers, a percentile here would fail for the machine, not for the system.
 */
export const STUCK_BOUND_MS = 30_000;

/** What a run found wrong, one line each; empty when the system held. */
export function problemsOf(summary: HttpFuzzSummary): string[] {
  const problems = summary.failures.map(
    (f) => `case ${f.index} (${f.label}): ${f.problem}\n  request: ${f.request}\n  answer: ${f.answer}`,
  );
  if (summary.crashedServices.length > 0)
    problems.push(`services exited: ${summary.crashedServices.join(', ')}`);
  if (summary.notReady.length > 0) problems.push(`not ready after the run: ${summary.notReady.join(', ')}`);
  const { rows, objects, spoolFiles } = summary.leftovers;
  if (rows.length > 0) problems.push(`applications no accepted submission accounts for: ${rows.join(', ')}`);
  if (objects.length > 0)
    problems.push(`objects without their application: ${objects.slice(0, 10).join(', ')}`);
  if (spoolFiles.length > 0) problems.push(`spool files left: ${spoolFiles.length}`);
  if (summary.sensitiveInLogs.length > 0)
    problems.push(
      `SSN/EIN-shaped values found in service logs: ${summary.sensitiveInLogs.slice(0, 10).join(', ')}`,
    );
  if (summary.latency.max > STUCK_BOUND_MS)
    problems.push(`slowest answer ${summary.latency.max} ms > ${STUCK_BOUND_MS} ms`);
  if (summary.hostileJobs.unsettled.length > 0)
    problems.push(`hostile jobs never settled: ${summary.hostileJobs.unsettled.join(', ')}`);
  if (summary.hostileJobs.withoutReason.length > 0)
    problems.push(`hostile jobs failed without a reason: ${summary.hostileJobs.withoutReason.join(', ')}`);
  return problems;
}
