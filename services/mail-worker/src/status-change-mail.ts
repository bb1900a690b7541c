import {
  DECLINE_REASON_LABELS,
  type StatusChangeJobPayload,
  statusChangeJobPayloadSchema,
} from '@funding/contracts';
import {
  type ApplicationRow,
  applicantEmailOf,
  type Database,
  DECISION_EMAIL_STATUSES,
  type DecisionEmailStatus,
  findStatusChange,
  type Logger,
  type NotificationKind,
  recordNotification,
  type StatusChange,
  sentForStatusChange,
} from '@funding/platform';
import { type Job, UnrecoverableError } from 'bullmq';
import { applicantZoneOf } from './document-request-mail.ts';
import type { EmailContent } from './email/email-content.ts';
import { emailIsOn, type MailWorkerEnv } from './env.ts';
import { agentStatusEmail, decisionEmail } from './messages/decisions.ts';
import { messageIdFor, type OutboxDependencies, sendEmail } from './outbox.ts';

export interface StatusChangeMailDependencies extends OutboxDependencies {
  db: Database;
  env: OutboxDependencies['env'] & Pick<MailWorkerEnv, 'SUPPORT_EMAIL' | 'STAFF_TIME_ZONE' | 'EMAILS_OFF'>;
  logger: Logger;
}

export interface StatusChangeTarget {
  change: StatusChange;
  application: ApplicationRow;
  /** The crediting agent's address now, when that agent exists and is active. */
  activeAgentEmail: string | null;
}

export interface OwedEmail {
  kind: NotificationKind;
  recipientKind: 'applicant' | 'agent';
  address: string;
}

const isDecision = (status: string): status is DecisionEmailStatus =>
  (DECISION_EMAIL_STATUSES as readonly string[]).includes(status);

/**
 * What a review status change tells, by the settings: owner 1 an approval, a decline or a funding
 * (when owner 1 has a usable address); the crediting agent every change, at the agent's address of
 * now. Not an agent whose link was inactive when the application came (the mail step did not mail
 * them the application either), nor one deactivated or deleted since: the provider no longer works
 * with them (docs/decisions/decision-emails.md).
 */
export function emailsOwed(
  { change, application, activeAgentEmail }: StatusChangeTarget,
  env: Pick<MailWorkerEnv, 'EMAILS_OFF'>,
): OwedEmail[] {
  const owed: OwedEmail[] = [];
  const applicant = applicantEmailOf(application);
  if (isDecision(change.to) && emailIsOn(env, change.to) && applicant) {
    owed.push({ kind: `decision_${change.to}`, recipientKind: 'applicant', address: applicant });
  }
  const agent = application.agentLinkInactive ? null : activeAgentEmail;
  if (agent && emailIsOn(env, 'agent_status')) {
    owed.push({ kind: 'agent_status', recipientKind: 'agent', address: agent });
  }
  return owed;
}

function contentOf(
  deps: StatusChangeMailDependencies,
  { change, application }: StatusChangeTarget,
  email: OwedEmail,
): EmailContent {
  const facts = { applicationId: change.applicationId, businessName: application.businessName };
  if (email.recipientKind === 'agent') {
    return agentStatusEmail({
      ...facts,
      status: change.to,
      changedAt: change.changedAt,
      timeZone: deps.env.STAFF_TIME_ZONE,
    });
  }
  if (!isDecision(change.to)) throw new Error(`no decision e-mail for ${change.to}`);
  return decisionEmail(change.to, {
    ...facts,
    supportEmail: deps.env.SUPPORT_EMAIL,
    decidedAt: change.changedAt,
    timeZone: applicantZoneOf(application),
    ...(change.declineReason ? { reason: DECLINE_REASON_LABELS[change.declineReason] } : {}),
  });
}

/**
 * One status change's job: sends each e-mail it owes (emailsOwed) that is not recorded for this
 * change yet, and records it right after the mail server accepted it, once per change and kind
 * (notifications_status_change_idx). BullMQ hands a job to one worker at a time and its id is made
 * of the change, so replicas and retries send each once; a crash between sending and recording
 * sends that one again with the same Message-ID. The job carries the change's id only: the
 * addresses and names are read here.
 */
export function createStatusChangeProcessor(deps: StatusChangeMailDependencies) {
  return async (job: Job): Promise<'sent' | 'not-needed'> => {
    const payload = statusChangeJobPayloadSchema.safeParse(job.data);
    if (!payload.success) {
      deps.logger.error({ jobId: job.id }, 'invalid status change payload');
      throw new UnrecoverableError('Invalid job payload');
    }
    const { statusChangeId }: StatusChangeJobPayload = payload.data;
    const logger = deps.logger.child({ jobId: job.id, statusChangeId });
    const target = await findStatusChange(deps.db, statusChangeId);
    if (!target) {
      logger.info('status change or application no longer exists; nothing to tell');
      return 'not-needed';
    }
    const told = await sentForStatusChange(deps.db, statusChangeId);
    const owed = emailsOwed(target, deps.env).filter((email) => !told.has(email.kind));
    for (const email of owed) {
      const sent = await sendEmail(deps, {
        to: email.address,
        messageId: messageIdFor(
          `${target.change.applicationId}.status.${statusChangeId}.${email.kind}`,
          deps.env.MAIL_FROM,
        ),
        content: contentOf(deps, target, email),
        ...(email.recipientKind === 'applicant' ? { replyTo: deps.env.SUPPORT_EMAIL } : {}),
      });
      await recordNotification(deps.db, {
        applicationRowId: target.application.id,
        recipientKind: email.recipientKind,
        kind: email.kind,
        statusChangeId,
        recipient: email.address,
        messageId: sent.messageId,
      });
      logger.info({ kind: email.kind }, 'status change e-mail sent');
    }
    return owed.length > 0 ? 'sent' : 'not-needed';
  };
}
