import { adminApplicationUrl, type JobPayload } from '@funding/contracts';
import {
  type ApplicationRow,
  applicantEmailOf,
  type Database,
  findApplicationRow,
  type Logger,
  markMailDone,
  markStepProcessing,
  pipelineStepProcessor,
  type RecipientKind,
  readObjectBytes,
  recordNotification,
  type Storage,
  sentNotificationKinds,
  summaryPdfObjectKey,
} from '@funding/platform';
import type { Processor } from 'bullmq';
import type { SendMailOptions } from 'nodemailer';
import { confirmationMessage } from './confirmation-content.ts';
import { announceReceivedDocuments, sendDocumentRequestLinks } from './document-request-mail.ts';
import type { MailWorkerEnv } from './env.ts';
import {
  attachmentNote,
  type NotificationFacts,
  type NotificationMessage,
  notificationMessage,
} from './mail-content.ts';
import type { MailTransport } from './transport.ts';

export interface MailJobDependencies {
  db: Database;
  storage: Storage;
  transport: MailTransport;
  env: Pick<
    MailWorkerEnv,
    | 'MAIL_FROM'
    | 'PROCESSING_TEAM_EMAIL'
    | 'MAIL_MAX_ATTACHMENT_BYTES'
    | 'ADMIN_PORTAL_URL'
    | 'PUBLIC_BASE_URL'
    | 'SUPPORT_EMAIL'
  >;
  logger: Logger;
}

/**
 * The `mail` step: one message to the processing team and, for an agent's application, one to
 * the agent, each with the PDF; then owner 1's confirmation, without it. Every message sent is
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

async function chooseAttachment(deps: MailJobDependencies, row: ApplicationRow, pdfKey: string) {
  const fullSizeBytes = row.pdfSizeBytes ?? 0;
  const summaryOnly = fullSizeBytes > deps.env.MAIL_MAX_ATTACHMENT_BYTES;
  const key = summaryOnly ? summaryPdfObjectKey(row.applicationId) : pdfKey;
  return {
    filename: summaryOnly ? `${row.applicationId}-summary.pdf` : `${row.applicationId}.pdf`,
    summaryOnly,
    fullSizeBytes,
    content: await readObjectBytes(deps.storage, key),
  };
}

/** The parts of a message that differ by recipient: the words, and the PDF or a Reply-To. */
type MessageParts = NotificationMessage & Pick<SendMailOptions, 'attachments' | 'replyTo'>;

/** The staff's copy: the application's facts and the PDF (or its summary when the package is too large). */
async function staffMessageParts(deps: MailJobDependencies, row: ApplicationRow, pdfKey: string) {
  const { content, ...attachment } = await chooseAttachment(deps, row, pdfKey);
  const facts: NotificationFacts = {
    applicationId: row.applicationId,
    businessName: row.businessName,
    ownerName: `${row.owner1FirstName} ${row.owner1LastName}`,
    businessState: row.businessState,
    entityType: row.entityType,
    amountRequested: row.amountRequested,
    industry: row.industry,
    agentName: row.agentName,
    submittedAt: row.createdAt,
    applicationUrl: adminApplicationUrl(deps.env.ADMIN_PORTAL_URL, row.applicationId),
    attachment,
  };
  return {
    facts,
    attachments: [{ filename: attachment.filename, content, contentType: 'application/pdf' }],
  };
}

/** Sends in one job at most this many times in a row when new mail keeps arriving meanwhile. */
const MAX_PASSES = 5;

async function sendNotifications(
  deps: MailJobDependencies,
  applicationId: string,
  logger: Logger,
  pass = 1,
): Promise<void> {
  const { db, env, transport } = deps;
  const row = await findApplicationRow(db, applicationId);
  if (!row) {
    logger.info('application no longer exists; job dropped');
    return;
  }
  if (row.emailStatus === 'done') return;
  await markStepProcessing(db, 'mail', applicationId);
  // Needs no PDF: owner 1 gets the link of a document request even while the PDF is rendered again.
  await sendDocumentRequestLinks(deps, row, logger);
  // Only the PDF step queues mail, after it is done; anything else is worth a retry and a record.
  if (row.pdfStatus !== 'done' || !row.pdfKey) throw new Error('the application PDF is not ready');
  const pdfKey = row.pdfKey;

  const recipients: { kind: RecipientKind; address: string }[] = [
    { kind: 'team', address: env.PROCESSING_TEAM_EMAIL },
  ];
  if (row.agentEmail) recipients.push({ kind: 'agent', address: row.agentEmail });
  const applicant = applicantAddress(row);
  if (applicant) recipients.push({ kind: 'applicant', address: applicant });
  else logger.info('no valid owner 1 e-mail address on the application; no confirmation sent');
  const alreadySent = await sentNotificationKinds(db, row.id);
  const pending = recipients.filter((recipient) => !alreadySent.has(recipient.kind));

  // Read at most once, and only when a staff copy is still to go: the confirmation attaches nothing.
  let staff: Awaited<ReturnType<typeof staffMessageParts>> | undefined;
  for (const recipient of pending) {
    let parts: MessageParts;
    if (recipient.kind === 'applicant') {
      const confirmation = { applicationId, businessName: row.businessName, supportEmail: env.SUPPORT_EMAIL };
      parts = { ...confirmationMessage(confirmation), replyTo: env.SUPPORT_EMAIL };
    } else {
      staff ??= await staffMessageParts(deps, row, pdfKey);
      parts = { ...notificationMessage(recipient.kind, staff.facts), attachments: staff.attachments };
    }
    const info = await transport.sendMail({
      from: env.MAIL_FROM,
      to: recipient.address,
      messageId: notificationMessageId(applicationId, recipient.kind, env.MAIL_FROM),
      ...parts,
    });
    // Recorded right after the server accepted it. A crash in between resends this one message
    // on retry (recording first would instead risk never sending it); the resent copy carries
    // the same Message-ID, so mail systems and clients treat it as the message they already have.
    await recordNotification(db, {
      applicationRowId: row.id,
      kind: recipient.kind,
      recipient: recipient.address,
      messageId: info.messageId ?? null,
    });
    logger.info(
      { recipientKind: recipient.kind, summaryOnly: staff?.facts.attachment.summaryOnly ?? false },
      'notification sent',
    );
  }
  await announceReceivedDocuments(
    deps,
    row,
    async () => {
      const { content, ...attachment } = await chooseAttachment(deps, row, pdfKey);
      return { filename: attachment.filename, content, note: attachmentNote('team', { attachment }) };
    },
    logger,
  );
  if ((await markMailDone(db, applicationId)) === 'again') {
    // A document request was made or fulfilled while this pass ran (the BFF set the step back to
    // pending): its mail goes out in another pass, since this job's id blocked queueing a new one.
    if (pass >= MAX_PASSES) throw new Error('new mail kept arriving while the step ran');
    logger.info('new mail arrived while sending; sending again');
    await sendNotifications(deps, applicationId, logger, pass + 1);
  }
}

/**
 * Owner 1's address, checked again here although intake checked it: a row written by an older
 * version, by hand or by a restore must not put a list of recipients or a header into the message.
 * Applications from before the form asked for it have none.
 */
function applicantAddress(row: ApplicationRow): string | undefined {
  return applicantEmailOf(row) ?? undefined;
}

/** One Message-ID per application and recipient, stable across retries. */
export function notificationMessageId(applicationId: string, kind: RecipientKind, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'funding.local';
  return `<${applicationId}.${kind}@${domain}>`;
}
