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
