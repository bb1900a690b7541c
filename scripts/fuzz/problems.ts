import type { HttpFuzzSummary } from './http-fuzz.ts';

/** Answers slower than this (outside the slow and stalled cases) fail the run. */
export const P99_BOUND_MS = 2_000;

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
  if (summary.latency.p99 > P99_BOUND_MS)
    problems.push(`answer p99 ${summary.latency.p99} ms > ${P99_BOUND_MS} ms`);
  if (summary.hostileJobs.unsettled.length > 0)
    problems.push(`hostile jobs never settled: ${summary.hostileJobs.unsettled.join(', ')}`);
  if (summary.hostileJobs.withoutReason.length > 0)
    problems.push(`hostile jobs failed without a reason: ${summary.hostileJobs.withoutReason.join(', ')}`);
  return problems;
}
