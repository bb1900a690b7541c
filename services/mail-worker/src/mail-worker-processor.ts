import { DOCUMENT_REQUEST_REMINDER_JOB, type JobPayload } from '@funding/contracts';
import type { Processor } from 'bullmq';
import { createMailJobProcessor, type MailJobDependencies } from './mail-job.ts';
import { createReminderProcessor } from './reminders.ts';

/**
 * What the mail-worker does with a job of the `mail` queue: the application's mail step, or, for a
 * job named `reminder`, one reminder of a document request (its payload checked by its own schema).
 */
export function createMailWorkerProcessor(deps: MailJobDependencies): Processor<JobPayload> {
  const mailStep = createMailJobProcessor(deps);
  const reminder = createReminderProcessor(deps);
  return async (job, token, signal) =>
    job.name === DOCUMENT_REQUEST_REMINDER_JOB ? reminder(job) : mailStep(job, token, signal);
}
