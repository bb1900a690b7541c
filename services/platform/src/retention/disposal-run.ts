import { and, asc, gt, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../audit-trail.ts';
import type { Database } from '../db/client.ts';
import { applications, auditLog } from '../db/schema.ts';
import {
  type DisposalDependencies,
  type DisposalOutcome,
  disposeApplication,
} from './dispose-application.ts';
import { dueForDisposal, type RetentionPolicy } from './policy.ts';

export interface DisposalRunOptions {
  policy: RetentionPolicy;
  /** The moment the policy is applied at (now; tests move it). */
  now?: Date;
  /** Applications read from the database at a time. */
  batchSize?: number;
  /** Applications disposed of at once within a batch (each in its own transaction). */
  concurrency?: number;
}

export type DisposalRunResult = Record<DisposalOutcome, number>;

/**
 * Disposes of every application the policy says is due, in batches: each batch reads the next due
 * applications by id (walking `applications_disposable_idx`), and each application is disposed of
 * in its own transaction that checks again, under the row's lock, that it is still due and not held.
 * Safe to run on several replicas at once: a row another run holds is passed by (`busy`), and one
 * already disposed of is left alone (`already`). A failure stops the run with the error; what was
 * disposed of stays disposed, and the next run continues.
 */
export async function disposeDueApplications(
  deps: DisposalDependencies,
  { policy, now = new Date(), batchSize = 100, concurrency = 4 }: DisposalRunOptions,
): Promise<DisposalRunResult> {
  const result: DisposalRunResult = { disposed: 0, missing: 0, already: 0, held: 0, 'not-due': 0, busy: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch: { id: string; applicationId: string }[] = await deps.db
      .select({ id: applications.id, applicationId: applications.applicationId })
      .from(applications)
      .where(and(dueForDisposal(policy, now), afterId ? gt(applications.id, afterId) : undefined))
      .orderBy(asc(applications.id))
      .limit(batchSize);
    if (batch.length === 0) return result;
    afterId = batch.at(-1)!.id;
    const queue = [...batch];
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const outcome = await disposeApplication(deps, SYSTEM_ACTOR, next.applicationId, {
            kind: 'policy',
            policy,
            now,
          });
          result[outcome]++;
        }
      }),
    );
    if (result.disposed > 0 && batch.length === batchSize)
      deps.logger.info({ disposedSoFar: result.disposed }, 'disposal run in progress');
  }
}

/**
 * The audit trail's own retention: entries older than `days` are deleted, a batch at a time, except
 * those of applications under a legal hold, which are evidence as long as the hold lasts. Returns
 * how many were deleted. Idempotent and safe on several replicas (a delete of rows already deleted
 * deletes nothing).
 */
export async function pruneAuditLog(
  db: Database,
  { days, now = new Date(), batchSize = 5_000 }: { days: number; now?: Date; batchSize?: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const held = db
    .select({ applicationId: applications.applicationId })
    .from(applications)
    .where(isNotNull(applications.legalHoldPlacedAt));
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          lt(auditLog.createdAt, cutoff),
          sql`(${auditLog.applicationId} is null or ${notInArray(auditLog.applicationId, held)})`,
        ),
      )
      .limit(batchSize);
    const rows = await db.delete(auditLog).where(inArray(auditLog.id, old)).returning({ id: auditLog.id });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
