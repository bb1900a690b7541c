import type { ConnectionOptions } from 'bullmq';
import { startScheduledTask } from '../scheduled-task.ts';
import { type DisposalRunResult, disposeDueApplications, pruneAuditLog } from './disposal-run.ts';
import type { DisposalDependencies } from './dispose-application.ts';
import type { RetentionPolicy } from './policy.ts';

export const RETENTION_QUEUE = 'retention';
export const RETENTION_SCHEDULER_ID = 'apply-retention-policy';

export interface RetentionRunOptions {
  policy: RetentionPolicy;
  auditRetentionDays: number;
  now?: Date;
}

export interface RetentionRunResult {
  applications: DisposalRunResult;
  auditEntriesDeleted: number;
}

/** One application of the retention policy: due applications disposed of, old audit entries deleted. */
export async function applyRetentionPolicy(
  deps: DisposalDependencies,
  { policy, auditRetentionDays, now = new Date() }: RetentionRunOptions,
): Promise<RetentionRunResult> {
  const applications = await disposeDueApplications(deps, { policy, now });
  const auditEntriesDeleted = await pruneAuditLog(deps.db, { days: auditRetentionDays, now });
  if (applications.disposed > 0 || auditEntriesDeleted > 0)
    deps.logger.info({ applications, auditEntriesDeleted }, 'retention policy applied');
  return { applications, auditEntriesDeleted };
}

/**
 * Applies the policy every `intervalMs` on one replica (scheduled-task.ts); a run that overlaps
 * another (a replica started by hand, a slow run) is still safe, as each disposal locks its row.
 */
export function startRetentionSchedule(
  deps: DisposalDependencies & { connection: ConnectionOptions },
  options: Omit<RetentionRunOptions, 'now'> & { intervalMs: number },
) {
  return startScheduledTask({
    queue: RETENTION_QUEUE,
    schedulerId: RETENTION_SCHEDULER_ID,
    connection: deps.connection,
    intervalMs: options.intervalMs,
    logger: deps.logger,
    run: async () => {
      const { applications, auditEntriesDeleted } = await applyRetentionPolicy(deps, options);
      return { disposed: applications.disposed, auditEntriesDeleted };
    },
  });
}
