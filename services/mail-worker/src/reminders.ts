import {
  DOCUMENT_REQUEST_REMINDER_JOB,
  documentRequestState,
  openSlots,
  type ReminderJobPayload,
  reminderJobId,
  reminderJobPayloadSchema,
  uploadDocumentsUrl,
} from '@funding/contracts';
import {
  applicantEmailOf,
  type Database,
  findReminderTarget,
  issueUploadLink,
  type Logger,
  recordReminderSent,
  reminderWasSent,
} from '@funding/platform';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { applicantTimeZone } from './email/times.ts';
import { emailIsOn, type MailWorkerEnv } from './env.ts';
import { documentRequestReminderEmail } from './messages/document-requests.ts';
import { messageIdFor, type OutboxDependencies, sendEmail } from './outbox.ts';

export interface ReminderSettings {
  /** Days after the request's e-mail (DOCUMENT_REQUEST_REMINDER_DAYS). */
  afterDays: number[];
  /** Days before the link expires (DOCUMENT_REQUEST_FINAL_REMINDER_DAYS; 0: none). */
  daysBeforeExpiry: number;
  /** How long a day is: 24 hours, shorter in tests. */
  dayMs: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function reminderSettings(
  env: Pick<MailWorkerEnv, 'DOCUMENT_REQUEST_REMINDER_DAYS' | 'DOCUMENT_REQUEST_FINAL_REMINDER_DAYS'>,
  dayMs = DAY_MS,
): ReminderSettings {
  return {
    afterDays: env.DOCUMENT_REQUEST_REMINDER_DAYS,
    daysBeforeExpiry: env.DOCUMENT_REQUEST_FINAL_REMINDER_DAYS,
    dayMs,
  };
}

/**
 * When a request's reminders go out: the settings' days after it was sent, and the last one before
 * the link expires; only while the link works, and never two within half a day of each other (a
 * short-lived link would otherwise get its day-5 and its last reminder together).
 */
export function reminderSchedule(
  sentAt: Date,
  expiresAt: Date,
  settings: ReminderSettings,
): { reminder: string; at: Date }[] {
  const candidates = settings.afterDays.map((days) => ({
    reminder: `day-${days}`,
    at: new Date(sentAt.getTime() + days * settings.dayMs),
  }));
  if (settings.daysBeforeExpiry > 0) {
    candidates.push({
      reminder: 'before-expiry',
      at: new Date(expiresAt.getTime() - settings.daysBeforeExpiry * settings.dayMs),
    });
  }
  const kept: { reminder: string; at: Date }[] = [];
  for (const candidate of candidates.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (candidate.at <= sentAt || candidate.at >= expiresAt) continue;
    const previous = kept.at(-1);
    if (previous && candidate.at.getTime() - previous.at.getTime() < settings.dayMs / 2) continue;
    kept.push(candidate);
  }
  return kept;
}

/**
 * Queues a request's reminders as delayed jobs, each with an id made of the request and the
 * reminder: adding one twice (a retried mail step) queues it once, and the jobs live in Redis, so a
 * restart of every worker loses none. Nothing runs on a timer in a process.
 */
export async function scheduleReminders(
  queue: Queue,
  request: { id: string; sentAt: Date; expiresAt: Date },
  settings: ReminderSettings,
): Promise<void> {
  for (const { reminder, at } of reminderSchedule(request.sentAt, request.expiresAt, settings)) {
    const payload: ReminderJobPayload = { documentRequestId: request.id, reminder };
    await queue.add(DOCUMENT_REQUEST_REMINDER_JOB, payload, {
      jobId: reminderJobId(payload),
      delay: Math.max(0, at.getTime() - Date.now()),
    });
  }
}

export interface ReminderDependencies extends OutboxDependencies {
  db: Database;
  env: OutboxDependencies['env'] & Pick<MailWorkerEnv, 'PUBLIC_BASE_URL' | 'SUPPORT_EMAIL' | 'EMAILS_OFF'>;
  logger: Logger;
}

/**
 * One reminder's job. It goes out once: only while the request is open (not fulfilled, cancelled or
 * expired: those simply end the job), only if it is not recorded as sent, and it is recorded right
 * after the mail server accepted it. Each job is one reminder that BullMQ hands to one worker at a
 * time; a crash between sending and recording sends it again with the same Message-ID.
 */
export function createReminderProcessor(deps: ReminderDependencies) {
  return async (job: Job): Promise<'sent' | 'not-needed'> => {
    const payload = reminderJobPayloadSchema.safeParse(job.data);
    if (!payload.success) {
      deps.logger.error({ jobId: job.id }, 'invalid reminder payload');
      throw new UnrecoverableError('Invalid job payload');
    }
    const { documentRequestId, reminder } = payload.data;
    const logger = deps.logger.child({ jobId: job.id, documentRequestId, reminder });
    const target = await findReminderTarget(deps.db, documentRequestId);
    if (!target) return 'not-needed';
    const { request, application } = target;
    const state = documentRequestState(request);
    const address = applicantEmailOf(application);
    if (state !== 'sent' || !request.emailedAt || !address || !emailIsOn(deps.env, 'reminder')) {
      logger.info({ state }, 'reminder not needed');
      return 'not-needed';
    }
    if (await reminderWasSent(deps.db, documentRequestId, reminder)) return 'not-needed';
    const token = await issueUploadLink(deps.db, documentRequestId);
    if (!token) return 'not-needed';
    const facts = {
      applicationId: application.applicationId,
      businessName: application.businessName,
      slots: openSlots(request),
      message: request.message,
      expiresAt: request.expiresAt,
      timeZone: applicantTimeZone({ ...application.details, businessState: application.businessState }),
      supportEmail: deps.env.SUPPORT_EMAIL,
      timing: reminder === 'before-expiry' ? ('before-expiry' as const) : ('after-days' as const),
    };
    const sent = await sendEmail(deps, {
      to: address,
      messageId: messageIdFor(
        `${application.applicationId}.reminder.${documentRequestId.slice(0, 8)}.${reminder}`,
        deps.env.MAIL_FROM,
      ),
      content: documentRequestReminderEmail(facts, uploadDocumentsUrl(deps.env.PUBLIC_BASE_URL, token)),
      replyTo: deps.env.SUPPORT_EMAIL,
    });
    await recordReminderSent(deps.db, { requestId: documentRequestId, reminder, messageId: sent.messageId });
    logger.info('document request reminder sent');
    return 'sent';
  };
}
