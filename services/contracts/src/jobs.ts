import { z } from 'zod';
import { applicationIdSchema, uuidSchema } from './ids.ts';

// Queue payloads carry the application id only, never personal data
// (docs/architecture.md#contracts-between-the-parts); strict so a stray field is refused rather
// than quietly carried into Redis.
export const jobPayloadSchema = z.object({ applicationId: applicationIdSchema }).strict();
export type JobPayload = z.infer<typeof jobPayloadSchema>;

/**
 * A reminder of an open document request, a delayed job on the `mail` queue under this name. Ids
 * only, like every payload: which request, and which of its reminders (`day-2`, `day-5`,
 * `before-expiry`); the job id is made of both, so each reminder is queued once.
 */
export const DOCUMENT_REQUEST_REMINDER_JOB = 'reminder';
export const reminderJobPayloadSchema = z
  .object({
    documentRequestId: uuidSchema,
    reminder: z.string().regex(/^(day-\d{1,2}|before-expiry)$/),
  })
  .strict();
export type ReminderJobPayload = z.infer<typeof reminderJobPayloadSchema>;

export function reminderJobId({ documentRequestId, reminder }: ReminderJobPayload): string {
  return `reminder.${documentRequestId}.${reminder}`;
}

/**
 * The e-mails of one review status change (owner 1's decision e-mail, the agent's status e-mail),
 * a job on the `mail` queue under this name. Ids only: the change is its `review_status_change`
 * audit entry, written in the change's transaction, and the job id is made of it, so a change is
 * queued once however often the BFF or the sweeper adds it.
 */
export const STATUS_CHANGE_EMAILS_JOB = 'status-change';
export const statusChangeJobPayloadSchema = z
  .object({ statusChangeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();
export type StatusChangeJobPayload = z.infer<typeof statusChangeJobPayloadSchema>;

export function statusChangeJobId({ statusChangeId }: StatusChangeJobPayload): string {
  return `status-change.${statusChangeId}`;
}
