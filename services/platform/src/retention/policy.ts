import { CLOSED_REVIEW_STATUSES } from '@funding/contracts';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { applications } from '../db/schema.ts';
import type { retentionEnv } from '../env.ts';

/**
 * The retention policy (docs/decisions/retention.md): how long an application keeps its personal
 * data and documents. One rule, written once in SQL, so the date the detail shows and the run that
 * disposes can never disagree:
 *
 * - declined and withdrawn: `closedDays` after the decision (the review status changed to it);
 * - every other application: `inactiveDays` after its last activity, the last change to its row
 *   (processing, review, assignment, notes, document requests; not a read, not a legal hold);
 * - under a legal hold, or disposed of already: not due.
 */
export interface RetentionPolicy {
  closedDays: number;
  inactiveDays: number;
}

export function retentionPolicyOf(env: z.output<z.ZodObject<typeof retentionEnv>>): RetentionPolicy {
  return { closedDays: env.RETENTION_CLOSED_DAYS, inactiveDays: env.RETENTION_INACTIVE_DAYS };
}

const closedStatuses = sql.join(
  CLOSED_REVIEW_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** When an application's personal data falls due for disposal by the policy, hold or not. */
export function disposalDueAtSql(policy: RetentionPolicy): SQL<Date> {
  return sql<Date>`(case when ${applications.reviewStatus} in (${closedStatuses})
    then coalesce(${applications.reviewStatusChangedAt}, ${applications.updatedAt}) + make_interval(days => ${policy.closedDays}::int)
    else ${applications.updatedAt} + make_interval(days => ${policy.inactiveDays}::int) end)`.mapWith(
    applications.updatedAt,
  );
}

/** The rows the disposal run may still dispose of: the predicate of `applications_disposable_idx`. */
export const disposable: SQL = and(isNull(applications.disposedAt), isNull(applications.legalHoldPlacedAt))!;

/** Applications the policy says must be disposed of at `now`. */
export function dueForDisposal(policy: RetentionPolicy, now: Date): SQL {
  return and(disposable, sql`${disposalDueAtSql(policy)} <= ${now.toISOString()}::timestamptz`)!;
}
