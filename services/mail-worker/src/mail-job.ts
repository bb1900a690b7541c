import { adminApplicationUrl, type JobPayload } from '@funding/contracts';
import {
  type ApplicationRow,
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
import { announceReceivedDocuments, sendDocumentRequestLinks } from './document-request-mail.ts';
import type { MailWorkerEnv } from './env.ts';
import { attachmentNote, notificationMessage } from './mail-content.ts';
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
  >;
  logger: Logger;
}

/**
 * The `mail` step: one message to the processing team and, for an agent's application, one to
 * the agent, each with the PDF. Every message sent is recorded in `notifications` before the step
 * is done, and a retry sends only what is not recorded yet, so the team never gets the same
 * application twice because the agent's copy failed.
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

async function sendNotifications(deps: MailJobDependencies, applicationId: string, logger: Logger) {
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

  const recipients: { kind: RecipientKind; address: string }[] = [
    { kind: 'team', address: env.PROCESSING_TEAM_EMAIL },
  ];
  if (row.agentEmail) recipients.push({ kind: 'agent', address: row.agentEmail });
  const alreadySent = await sentNotificationKinds(db, row.id);
  const pending = recipients.filter((recipient) => !alreadySent.has(recipient.kind));

  if (pending.length > 0) {
    const { content, ...attachment } = await chooseAttachment(deps, row, row.pdfKey);
    const facts = {
      applicationId,
      businessName: row.businessName,
      ownerName: `${row.owner1FirstName} ${row.owner1LastName}`,
      businessState: row.businessState,
      entityType: row.entityType,
      agentName: row.agentName,
      submittedAt: row.createdAt,
      applicationUrl: adminApplicationUrl(env.ADMIN_PORTAL_URL, applicationId),
      attachment,
    };
    for (const recipient of pending) {
      const message = notificationMessage(recipient.kind, facts);
      const info = await transport.sendMail({
        from: env.MAIL_FROM,
        to: recipient.address,
        messageId: notificationMessageId(applicationId, recipient.kind, env.MAIL_FROM),
        ...message,
        attachments: [{ filename: attachment.filename, content, contentType: 'application/pdf' }],
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
        { recipientKind: recipient.kind, summaryOnly: attachment.summaryOnly },
        'notification sent',
      );
    }
  }
  await announceReceivedDocuments(
    deps,
    row,
    async () => {
      const { content, ...attachment } = await chooseAttachment(deps, row, row.pdfKey!);
      return { filename: attachment.filename, content, note: attachmentNote('team', { attachment }) };
    },
    logger,
  );
  await markMailDone(db, applicationId);
}

/** One Message-ID per application and recipient, stable across retries. */
export function notificationMessageId(applicationId: string, kind: RecipientKind, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'funding.local';
  return `<${applicationId}.${kind}@${domain}>`;
}
