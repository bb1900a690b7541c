import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { type Database, type PipelineStep, type Queues, retryFailedSteps } from '@funding/platform';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

/**
 * Staff run an application's failed steps again: each goes back to `pending` with the audit entry
 * in the same transaction, then the first is queued (platform's retryFailedSteps). Throws
 * not_found, or conflict when no step had failed. Returns the steps that run again.
 */
export async function retryApplication(
  deps: { db: Database; queues: Queues },
  actor: Actor,
  applicationId: string,
): Promise<PipelineStep[]> {
  const result = await retryFailedSteps(deps, applicationId, async (tx, steps) => {
    await recordAudit(tx, actor, { action: 'application_retry', applicationId, detail: { steps } });
  });
  if (!result) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  if (result.requeued.length === 0) throw new AppError('conflict', ADMIN_API_MESSAGES.nothingToRetry);
  return result.requeued;
}
