import { enqueueStatusChangeEmails, type Logger, type Queues } from '@funding/platform';

/**
 * Queues the e-mails of a review status change that has committed (owner 1's decision e-mail, the
 * agent's status e-mail; the mail-worker decides which are owed). Called after the transaction, so
 * a worker never reads a change that may still roll back; a failed enqueue (Redis away) is left to
 * the pipeline's sweeper, which finds the change by its audit entry, and so reported.
 * docs/decisions/decision-emails.md.
 */
export async function tellStatusChange(
  deps: { queues: Queues; logger: Logger },
  statusChangeId: number | null,
): Promise<'queued' | 'left-to-the-sweeper'> {
  if (statusChangeId === null) return 'queued';
  try {
    await enqueueStatusChangeEmails(deps.queues, statusChangeId);
    return 'queued';
  } catch (error) {
    deps.logger.warn({ err: error, statusChangeId }, 'enqueue failed; the sweeper will pick it up');
    return 'left-to-the-sweeper';
  }
}
