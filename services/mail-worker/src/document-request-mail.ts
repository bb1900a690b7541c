import { adminApplicationUrl, UPLOAD_SLOTS, type UploadSlot, uploadDocumentsUrl } from '@funding/contracts';
import {
  type ApplicationRow,
  applicantEmailOf,
  type Database,
  documentRequestsToAnnounce,
  documentRequestsToEmail,
  issueUploadLink,
  type Logger,
  recordDocumentRequestEmailed,
  recordStaffNotified,
  uploadLinkTokenHash,
} from '@funding/platform';
import type { Queue } from 'bullmq';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import type { EmailBlock } from './email/email-content.ts';
import { applicantTimeZone } from './email/times.ts';
import type { MailWorkerEnv } from './env.ts';
import { documentRequestEmail, documentsReceivedEmail } from './messages/document-requests.ts';
import { messageIdFor, type OutboxDependencies, sendEmail } from './outbox.ts';
import { type ReminderSettings, scheduleReminders } from './reminders.ts';

/** What the document request mails need of the mail step's dependencies. */
export interface DocumentRequestMailDependencies extends OutboxDependencies {
  db: Database;
  /** The `mail` queue, for the reminders' delayed jobs. */
  reminderQueue: Queue;
  reminders: ReminderSettings;
  env: OutboxDependencies['env'] &
    Pick<MailWorkerEnv, 'PROCESSING_TEAM_EMAIL' | 'ADMIN_PORTAL_URL' | 'PUBLIC_BASE_URL' | 'SUPPORT_EMAIL'>;
}

export const inOrder = (slots: string[]) =>
  UPLOAD_SLOTS.filter((slot): slot is UploadSlot => slots.includes(slot));

/** The applicant's zone, from owner 1's home state (kept in `details`) or the business's. */
export const applicantZoneOf = (row: ApplicationRow) =>
  applicantTimeZone({ ...row.details, businessState: row.businessState });

/**
 * Sends owner 1 the link of every staff request not mailed yet, then queues its reminders. The
 * token is made here, right before sending, and only its hash is stored; each request is recorded
 * once the server accepted its message, so a retry never mails it again. The link needs no PDF, so
 * this runs first.
 */
export async function sendDocumentRequestLinks(
  deps: DocumentRequestMailDependencies,
  row: ApplicationRow,
  logger: Logger,
): Promise<void> {
  const { db, env } = deps;
  const requests = await documentRequestsToEmail(db, row.id, 'staff');
  if (requests.length === 0) return;
  const address = applicantEmailOf(row);
  if (!address) {
    // The BFF refuses a request without the address; one removed since cannot be mailed.
    logger.warn({ requests: requests.length }, 'document request without an applicant e-mail; not sent');
    return;
  }
  for (const request of requests) {
    const token = await issueUploadLink(db, request.id);
    if (!token) continue;
    const facts = {
      applicationId: row.applicationId,
      businessName: row.businessName,
      slots: inOrder(request.slots),
      message: request.message,
      expiresAt: request.expiresAt,
      timeZone: applicantZoneOf(row),
      supportEmail: env.SUPPORT_EMAIL,
    };
    const sent = await sendEmail(deps, {
      to: address,
      // One per token: a resent message carries a different link, so it is a different message.
      messageId: messageIdFor(
        `${row.applicationId}.request.${uploadLinkTokenHash(token).slice(0, 16)}`,
        env.MAIL_FROM,
      ),
      content: documentRequestEmail(facts, uploadDocumentsUrl(env.PUBLIC_BASE_URL, token)),
      replyTo: env.SUPPORT_EMAIL,
    });
    await recordDocumentRequestEmailed(db, request.id, sent.messageId);
    await scheduleReminders(deps.reminderQueue, { ...request, sentAt: new Date() }, deps.reminders);
    logger.info({ requestId: request.id }, 'document request link sent');
  }
}

/**
 * Tells the processing team about each fulfilled request not announced yet, with the application
 * PDF that was just rendered again (the caller has checked it is done) attached as the new
 * application's notification attaches it.
 */
export async function announceReceivedDocuments(
  deps: DocumentRequestMailDependencies,
  row: ApplicationRow,
  attachment: () => Promise<{ attachment: Attachment; note: EmailBlock }>,
  logger: Logger,
): Promise<void> {
  const { db, env } = deps;
  const requests = await documentRequestsToAnnounce(db, row.id);
  if (requests.length === 0) return;
  const pdf = await attachment();
  for (const request of requests) {
    await sendEmail(deps, {
      to: env.PROCESSING_TEAM_EMAIL,
      messageId: messageIdFor(`${row.applicationId}.received.${request.id}`, env.MAIL_FROM),
      content: documentsReceivedEmail({
        applicationId: row.applicationId,
        businessName: row.businessName,
        slots: inOrder(request.slots),
        applicationUrl: adminApplicationUrl(env.ADMIN_PORTAL_URL, row.applicationId),
        attachmentNote: pdf.note,
      }),
      attachments: [pdf.attachment],
    });
    await recordStaffNotified(db, request.id);
    logger.info({ requestId: request.id }, 'documents received notice sent');
  }
}
