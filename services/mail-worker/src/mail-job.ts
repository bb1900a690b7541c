import { adminApplicationUrl, type JobPayload, uploadDocumentsUrl } from '@funding/contracts';
import {
  type ApplicationRow,
  applicantEmailOf,
  type DbTransaction,
  documentRequestsToEmail,
  findApplicationRow,
  isMissingObject,
  issueUploadLink,
  type Logger,
  markMailDone,
  markStepProcessing,
  maskedSummaryPdfFileName,
  maskedSummaryPdfObjectKey,
  pipelineStepProcessor,
  type RecipientKind,
  recordDocumentRequestEmailed,
  recordNotification,
  type Storage,
  sentNotificationKinds,
  summaryPdfObjectKey,
} from '@funding/platform';
import type { Processor } from 'bullmq';
import { type AttachmentCache, attachmentCache } from './attachments.ts';
import {
  announceReceivedDocuments,
  applicantZoneOf,
  type DocumentRequestMailDependencies,
  inOrder,
  sendDocumentRequestLinks,
} from './document-request-mail.ts';
import type { MailWorkerEnv } from './env.ts';
import { confirmationEmail } from './messages/confirmation.ts';
import {
  type AttachedPdf,
  type NotificationFacts,
  newApplicationEmail,
  teamAttachmentNote,
} from './messages/new-application.ts';
import { messageIdFor, type OutgoingEmail, sendEmail } from './outbox.ts';
import { scheduleReminders } from './reminders.ts';

export interface MailJobDependencies extends DocumentRequestMailDependencies {
  storage: Storage;
  env: DocumentRequestMailDependencies['env'] &
    Pick<MailWorkerEnv, 'MAIL_MAX_ATTACHMENT_BYTES' | 'STAFF_TIME_ZONE' | 'AGENT_ATTACHMENT' | 'EMAILS_OFF'>;
  logger: Logger;
}

/**
 * The `mail` step: one message to the processing team with the package and, for an agent's
 * application, one to the agent with the masked copy (or nothing, by AGENT_ATTACHMENT); then owner
 * 1's confirmation, with the upload link of any bank statement still missing. Every message sent is
 * recorded in `notifications` before the step is done, and a retry sends only what is not recorded
 * yet, so nobody gets the same application twice because another copy failed. The job carries the
 * application id only: owner 1's address is read here, from the application row.
 */
export function createMailJobProcessor(deps: MailJobDependencies): Processor<JobPayload> {
  return pipelineStepProcessor({
    step: 'mail',
    db: deps.db,
    logger: deps.logger,
    handle: ({ applicationId, logger }) => sendNotifications(deps, applicationId, logger),
  });
}

/** The team's attachment: the package, or its summary when the package is too large to mail. */
async function teamAttachment(
  deps: MailJobDependencies,
  attachments: AttachmentCache,
  row: ApplicationRow,
  pdfKey: string,
) {
  const fullSizeBytes = row.pdfSizeBytes ?? 0;
  const summaryOnly = fullSizeBytes > deps.env.MAIL_MAX_ATTACHMENT_BYTES;
  const described: AttachedPdf = {
    filename: summaryOnly ? `${row.applicationId}-summary.pdf` : `${row.applicationId}.pdf`,
    summaryOnly,
    fullSizeBytes,
  };
  const key = summaryOnly ? summaryPdfObjectKey(row.applicationId) : pdfKey;
  const { attachment } = await attachments(key, described.filename);
  return { described, attachment };
}

/**
 * The agent's attachment: the masked summary (SSN, EIN and dates of birth masked, no document, the
 * same file a viewer downloads), unless the setting says none. One that is not there (an
 * application rendered before it was made) means no attachment rather than the full package.
 */
async function agentAttachment(deps: MailJobDependencies, attachments: AttachmentCache, row: ApplicationRow) {
  if (deps.env.AGENT_ATTACHMENT === 'none') return null;
  const described: AttachedPdf = {
    filename: maskedSummaryPdfFileName(row.applicationId),
    summaryOnly: true,
    fullSizeBytes: 0,
  };
  try {
    const { attachment } = await attachments(
      maskedSummaryPdfObjectKey(row.applicationId),
      described.filename,
    );
    return { described, attachment };
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/** Sends in one job at most this many times in a row when new mail keeps arriving meanwhile. */
const MAX_PASSES = 5;

async function sendNotifications(
  deps: MailJobDependencies,
  applicationId: string,
  logger: Logger,
  pass = 1,
): Promise<undefined | 'skipped'> {
  const { db, env } = deps;
  const row = await findApplicationRow(db, applicationId);
  if (!row) {
    logger.info('application no longer exists; job dropped');
    return 'skipped';
  }
  if (row.emailStatus === 'done') return 'skipped';
  await markStepProcessing(db, 'mail', applicationId);
  // Needs no PDF: owner 1 gets the link of a document request even while the PDF is rendered again.
  await sendDocumentRequestLinks(deps, row, logger);
  // Only the PDF step queues mail, after it is done; anything else is worth a retry and a record.
  if (row.pdfStatus !== 'done' || !row.pdfKey) throw new Error('the application PDF is not ready');
  const pdfKey = row.pdfKey;
  const attachments = attachmentCache(deps.storage);

  const recipients: { kind: RecipientKind; address: string }[] = [
    { kind: 'team', address: env.PROCESSING_TEAM_EMAIL },
  ];
  // An agent deactivated before the application came is credited, not mailed.
  if (row.agentEmail && !row.agentLinkInactive) recipients.push({ kind: 'agent', address: row.agentEmail });
  const applicant = applicantEmailOf(row);
  if (applicant) recipients.push({ kind: 'applicant', address: applicant });
  else logger.info('no valid owner 1 e-mail address on the application; no confirmation sent');
  const alreadySent = await sentNotificationKinds(db, row.id);
  const pending = recipients.filter((recipient) => !alreadySent.has(recipient.kind));

  for (const recipient of pending) {
    if (recipient.kind === 'applicant') {
      await sendConfirmation(deps, row, recipient.address);
      logger.info({ recipientKind: recipient.kind }, 'notification sent');
      continue;
    }
    const attached =
      recipient.kind === 'team'
        ? await teamAttachment(deps, attachments, row, pdfKey)
        : await agentAttachment(deps, attachments, row);
    const facts: NotificationFacts = {
      applicationId,
      businessName: row.businessName,
      ownerName: `${row.owner1FirstName} ${row.owner1LastName}`,
      businessState: row.businessState,
      entityType: row.entityType,
      amountRequested: row.amountRequested,
      industry: row.industry,
      agentName: row.agentName,
      submittedAt: row.createdAt,
      timeZone: env.STAFF_TIME_ZONE,
      applicationUrl: adminApplicationUrl(env.ADMIN_PORTAL_URL, row.applicationId),
      attachment: attached?.described ?? null,
    };
    await sendAndRecord(deps, row, recipient.kind, {
      to: recipient.address,
      messageId: notificationMessageId(applicationId, recipient.kind, env.MAIL_FROM),
      content: newApplicationEmail(recipient.kind, facts),
      ...(attached ? { attachments: [attached.attachment] } : {}),
    });
    logger.info(
      { recipientKind: recipient.kind, summaryOnly: attached?.described.summaryOnly ?? false },
      'notification sent',
    );
  }
  await announceReceivedDocuments(
    deps,
    row,
    async () => {
      const { described, attachment } = await teamAttachment(deps, attachments, row, pdfKey);
      return { attachment, note: teamAttachmentNote(described) };
    },
    logger,
  );
  if ((await markMailDone(db, applicationId)) === 'again') {
    // A document request was made or fulfilled while this pass ran (the BFF set the step back to
    // pending): its mail goes out in another pass, since this job's id blocked queueing a new one.
    if (pass >= MAX_PASSES) throw new Error('new mail kept arriving while the step ran');
    logger.info('new mail arrived while sending; sending again');
    return sendNotifications(deps, applicationId, logger, pass + 1);
  }
}

/**
 * Sent, then recorded right after the server accepted it. A crash in between resends this one
 * message on retry (recording first would instead risk never sending it); the resent copy carries
 * the same Message-ID, so mail systems and clients treat it as the message they already have.
 */
async function sendAndRecord(
  deps: MailJobDependencies,
  row: ApplicationRow,
  kind: RecipientKind,
  email: OutgoingEmail,
  alsoRecord?: (tx: DbTransaction, messageId: string | null) => Promise<void>,
): Promise<void> {
  const sent = await sendEmail(deps, email);
  await deps.db.transaction(async (tx) => {
    await recordNotification(tx, {
      applicationRowId: row.id,
      recipientKind: kind,
      kind: kind === 'applicant' ? 'confirmation' : 'new_application',
      recipient: email.to,
      messageId: sent.messageId,
    });
    await alsoRecord?.(tx, sent.messageId);
  });
}

/**
 * Owner 1's confirmation. When the application came without all four bank statements, intake made
 * a document request for them: its link goes out here, in this e-mail (recorded as that request's
 * e-mail in the same transaction as the confirmation), and its reminders are queued.
 */
async function sendConfirmation(deps: MailJobDependencies, row: ApplicationRow, address: string) {
  const { db, env } = deps;
  const [request] = await documentRequestsToEmail(db, row.id, 'intake');
  const token = request ? await issueUploadLink(db, request.id) : null;
  const missingStatements =
    request && token
      ? {
          slots: inOrder(request.slots),
          uploadUrl: uploadDocumentsUrl(env.PUBLIC_BASE_URL, token),
          expiresAt: request.expiresAt,
          timeZone: applicantZoneOf(row),
        }
      : undefined;
  const content = confirmationEmail({
    applicationId: row.applicationId,
    businessName: row.businessName,
    supportEmail: env.SUPPORT_EMAIL,
    ...(missingStatements ? { missingStatements } : {}),
  });
  await sendAndRecord(
    deps,
    row,
    'applicant',
    {
      to: address,
      messageId: notificationMessageId(row.applicationId, 'applicant', env.MAIL_FROM),
      content,
      replyTo: env.SUPPORT_EMAIL,
    },
    request && token ? (tx, messageId) => recordDocumentRequestEmailed(tx, request.id, messageId) : undefined,
  );
  if (request && token) {
    await scheduleReminders(deps.reminderQueue, { ...request, sentAt: new Date() }, deps.reminders);
  }
}

/** One Message-ID per application and recipient, stable across retries. */
export function notificationMessageId(applicationId: string, kind: RecipientKind, from: string): string {
  return messageIdFor(`${applicationId}.${kind}`, from);
}
