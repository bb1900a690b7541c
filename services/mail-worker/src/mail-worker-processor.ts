import { DOCUMENT_REQUEST_REMINDER_JOB, type JobPayload, STATUS_CHANGE_EMAILS_JOB } from '@funding/contracts';
import type { Processor } from 'bullmq';
import { createMailJobProcessor, type MailJobDependencies } from './mail-job.ts';
import { createReminderProcessor } from './reminders.ts';
import { createStatusChangeProcessor } from './status-change-mail.ts';

/**
 * What the mail-worker does with a job of the `mail` queue: the application's mail step; for a job
 * named `reminder`, one reminder of a document request; for `status-change`, the e-mails of one
 * review status change (each payload checked by its own schema).
 */
export function createMailWorkerProcessor(deps: MailJobDependencies): Processor<JobPayload> {
  const mailStep = createMailJobProcessor(deps);
  const reminder = createReminderProcessor(deps);
  const statusChange = createStatusChangeProcessor(deps);
  return async (job, token, signal) => {
    if (job.name === DOCUMENT_REQUEST_REMINDER_JOB) return reminder(job);
    if (job.name === STATUS_CHANGE_EMAILS_JOB) return statusChange(job);
    return mailStep(job, token, signal);
  };
}
