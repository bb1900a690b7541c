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
import { documentRequestMessage, documentsReceivedMessage } from './document-request-content.ts';
import type { MailWorkerEnv } from './env.ts';
import type { MailTransport } from './transport.ts';

/** What the document request mails need of the mail step's dependencies. */
interface DocumentRequestMailDependencies {
  db: Database;
  transport: MailTransport;
  env: Pick<MailWorkerEnv, 'MAIL_FROM' | 'PROCESSING_TEAM_EMAIL' | 'ADMIN_PORTAL_URL' | 'PUBLIC_BASE_URL'>;
}

const inOrder = (slots: string[]) => UPLOAD_SLOTS.filter((slot): slot is UploadSlot => slots.includes(slot));
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'funding.local';

/**
 * Sends owner 1 the link of every document request not mailed yet. The token is made here, right
 * before sending, and only its hash is stored; each request is recorded once the server accepted
 * its message, so a retry never mails it again. The link needs no PDF, so this runs first.
 */
export async function sendDocumentRequestLinks(
  deps: DocumentRequestMailDependencies,
  row: ApplicationRow,
  logger: Logger,
): Promise<void> {
  const { db, env, transport } = deps;
  const requests = await documentRequestsToEmail(db, row.id);
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
    };
    const info = await transport.sendMail({
      from: env.MAIL_FROM,
      to: address,
      // One per token: a resent message carries a different link, so it is a different message.
      messageId: `<${row.applicationId}.request.${uploadLinkTokenHash(token).slice(0, 16)}@${domainOf(env.MAIL_FROM)}>`,
      ...documentRequestMessage(facts, uploadDocumentsUrl(env.PUBLIC_BASE_URL, token)),
    });
    await recordDocumentRequestEmailed(db, request.id, info.messageId ?? null);
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
  attachment: () => Promise<{ filename: string; content: Buffer; note: string }>,
  logger: Logger,
): Promise<void> {
  const { db, env, transport } = deps;
  const requests = await documentRequestsToAnnounce(db, row.id);
  if (requests.length === 0) return;
  const pdf = await attachment();
  for (const request of requests) {
    const message = documentsReceivedMessage({
      applicationId: row.applicationId,
      businessName: row.businessName,
      slots: inOrder(request.slots),
      applicationUrl: adminApplicationUrl(env.ADMIN_PORTAL_URL, row.applicationId),
      attachmentNote: pdf.note,
    });
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: env.PROCESSING_TEAM_EMAIL,
      messageId: `<${row.applicationId}.received.${request.id}@${domainOf(env.MAIL_FROM)}>`,
      ...message,
      attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
    });
    await recordStaffNotified(db, request.id);
    logger.info({ requestId: request.id }, 'documents received notice sent');
  }
}
