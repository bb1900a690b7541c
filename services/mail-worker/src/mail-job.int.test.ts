import { createHash } from 'node:crypto';
import {
  createLogger,
  maskedSummaryPdfFileName,
  maskedSummaryPdfObjectKey,
  pdfObjectKey,
  retryFailedSteps,
  schema,
  summaryPdfObjectKey,
  writeObjectBytes,
} from '@funding/platform';
import { eventually } from '@funding/platform/testing/eventually';
import { integrationEnv, mailCatcherUrl } from '@funding/platform/testing/integration-env';
import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import {
  forgetNotifications,
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  sentNotifications,
  startTestWorker,
  updateTestApplication,
} from '@funding/platform/testing/pipeline';
import type { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMailWorkerEnv } from './env.ts';
import { createMailJobProcessor } from './mail-job.ts';
import { reminderSettings } from './reminders.ts';
import { buttonOf } from './testing/email-parts.ts';
import { startSmtpSink } from './testing/smtp-sink.ts';
import { createMailTransport } from './transport.ts';

// Three attempts 50 ms apart: the retry path runs in well under a second.
const context = pipelineTestContext({ attempts: 3, backoffMs: 50 });
afterAll(() => context.close());

const TEAM = 'processing@funding.local';
const AGENT = 'sam@agents.example';
/** Owner 1's address in the test kit's application (validApplicationInput). */
const APPLICANT = 'maria.lopez@acme-bakery.test';
const SUPPORT = 'support@funding.local';
const SENSITIVE_VALUES = ['123-45-6789', '12-3456789', '1980-04-12', '987-65-4321', '1975-09-30'];
const FULL_PACKAGE = '%PDF-1.7 full package';
/** What the pdf-worker stores as the masked summary (its content is the pdf-worker's test). */
const AGENT_COPY = '%PDF-1.7 masked agent copy';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** An application whose PDF step is done, as the mail step finds it. */
async function applicationReadyForMail({
  agent = true,
  pdfSizeBytes,
}: {
  agent?: boolean;
  pdfSizeBytes?: number;
} = {}) {
  const created = await insertTestApplication(context, {
    agent: agent ? { name: 'Sam Agent', email: AGENT } : undefined,
  });
  const full = new Uint8Array(Buffer.from('%PDF-1.7 full package'));
  await writeObjectBytes(context.storage, pdfObjectKey(created.applicationId), full, 'application/pdf');
  if (agent) {
    await writeObjectBytes(
      context.storage,
      maskedSummaryPdfObjectKey(created.applicationId),
      new Uint8Array(Buffer.from(AGENT_COPY)),
      'application/pdf',
    );
  }
  await writeObjectBytes(
    context.storage,
    summaryPdfObjectKey(created.applicationId),
    new Uint8Array(Buffer.from('%PDF-1.7 summary')),
    'application/pdf',
  );
  await updateTestApplication(context, created.applicationId, {
    pdfStatus: 'done',
    pdfKey: pdfObjectKey(created.applicationId),
    pdfSizeBytes: pdfSizeBytes ?? full.length,
  });
  return created;
}

function mailProcessor(envOverrides: Record<string, string> = {}) {
  const env = loadMailWorkerEnv(integrationEnv(envOverrides));
  const transport = createMailTransport(env);
  const processor = createMailJobProcessor({
    db: context.db,
    storage: context.storage,
    transport,
    env,
    logger: createLogger({ name: 'mail-worker-test', level: 'silent' }),
    reminderQueue: context.queues.mail as Queue,
    reminders: reminderSettings(env),
  });
  return { processor, transport };
}

const messagesAbout = (applicationId: string) => caughtMessages(mailCatcherUrl(), applicationId);

const emailStatus = (applicationId: string, status: string) =>
  eventually(`email status ${status}`, async () => {
    const row = await readApplicationRow(context, applicationId);
    return row.emailStatus === status && row;
  });

/**
 * The job once the queue has finished it. The step marks the row inside the job's last attempt, a
 * moment before the queue counts that attempt, so the count is read from the finished job.
 */
const finishedJob = (jobId: string) =>
  eventually(`job ${jobId} finished`, async () => {
    const job = await context.queues.mail.getJob(jobId);
    return job?.finishedOn !== undefined && job;
  });

describe('mail job against real Postgres, S3 and SMTP', () => {
  it('mails the team with the package, the agent with the masked copy, and owner 1 a confirmation; records all three', async () => {
    const { id, applicationId, businessName } = await applicationReadyForMail();
    const { processor, transport } = mailProcessor({
      ADMIN_PORTAL_URL: 'https://portal.funding.test/admin/',
    });
    const worker = startTestWorker(context, 'mail', processor, new Set([applicationId]));
    try {
      await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId });
      const row = await emailStatus(applicationId, 'done');
      expect(row.emailCompletedAt).toBeInstanceOf(Date);
      expect(row.processingTimeMs).toBeGreaterThanOrEqual(0);

      const messages = await eventually('the three messages at the catcher', async () => {
        const caught = await messagesAbout(applicationId);
        return caught.length === 3 && caught;
      });
      const recipients = messages.flatMap((message) => message.to.map((to) => to.address)).sort();
      expect(recipients).toEqual([AGENT, APPLICANT, TEAM].sort());
      const staffMessages = messages.filter((message) => message.to[0]?.address !== APPLICANT);
      for (const message of staffMessages) {
        expect(message.subject).toContain(businessName);
        expect(message.text).toContain(businessName);
        expect(message.text).toContain(applicationId);
        expect(message.html).toContain(applicationId);
        // The deal's figures from the row's columns (the test kit's application asks for $75,000).
        expect(message.text).toContain('Amount requested: $75,000');
        expect(message.text).toContain('Industry: Restaurants and food service');
        for (const sensitive of SENSITIVE_VALUES) {
          expect(message.text).not.toContain(sensitive);
          expect(message.html).not.toContain(sensitive);
        }
      }
      const sentTo = (address: string) => messages.find((message) => message.to[0]?.address === address);
      // Each attachment arrives whole (encoded once, copied into each message as it is).
      expect(sentTo(TEAM)?.attachments?.map((a) => [a.fileName, a.contentType, a.checksum])).toEqual([
        [`${applicationId}.pdf`, 'application/pdf', md5(FULL_PACKAGE)],
      ]);
      expect(sentTo(AGENT)?.attachments?.map((a) => [a.fileName, a.contentType, a.checksum])).toEqual([
        [maskedSummaryPdfFileName(applicationId), 'application/pdf', md5(AGENT_COPY)],
      ]);
      // The team's copy opens the application in the portal with its one button; the agent, who
      // cannot sign in there, gets no link.
      const applicationUrl = `https://portal.funding.test/admin/applications/${applicationId}`;
      expect(sentTo(TEAM)?.text).toContain(`Open in the admin portal: ${applicationUrl}`);
      expect(buttonOf(sentTo(TEAM)?.html ?? '')).toEqual({
        href: applicationUrl,
        label: 'Open in the admin portal',
      });
      expect(sentTo(AGENT)?.text).not.toContain('portal.funding.test');
      expect(sentTo(AGENT)?.html).not.toContain('portal.funding.test');
      const recorded = await sentNotifications(context, id);
      expect(recorded.map((n) => [n.recipientKind, n.recipient]).sort()).toEqual([
        ['agent', AGENT],
        ['applicant', APPLICANT],
        ['team', TEAM],
      ]);
      // Which e-mail each was, for the application's history.
      expect(recorded.map((n) => [n.recipientKind, n.kind, n.statusChangeId]).sort()).toEqual([
        ['agent', 'new_application', null],
        ['applicant', 'confirmation', null],
        ['team', 'new_application', null],
      ]);
      // The step's attempt is in the application's history too.
      const attempts = await context.db
        .select()
        .from(schema.processingEvents)
        .where(eq(schema.processingEvents.applicationId, id));
      expect(attempts.map((a) => [a.step, a.outcome, a.attempt])).toEqual([['mail', 'done', 1]]);

      // Owner 1's confirmation: the id, the business, the thank-you page's next steps, where to
      // ask (also its Reply-To); no PDF, and nothing of SSN, EIN or date of birth.
      const confirmation = sentTo(APPLICANT);
      expect(confirmation?.subject).toBe(`We received your funding application (${applicationId})`);
      for (const body of [confirmation?.text, confirmation?.html]) {
        expect(body).toContain(applicationId);
        expect(body).toContain(businessName);
        expect(body).toContain('Our team will review your application within 24-48 hours.');
        expect(body).toContain('A representative will contact you to discuss your funding options.');
        expect(body).toContain('Your documents have been securely submitted.');
        expect(body).toContain(SUPPORT);
        for (const sensitive of SENSITIVE_VALUES) expect(body).not.toContain(sensitive);
        expect(body).not.toContain('portal.funding.test');
      }
      expect(confirmation?.headers['reply-to']).toContain(SUPPORT);
      expect(confirmation?.attachments ?? []).toEqual([]);
    } finally {
      await worker.close();
      transport.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('attaches the summary alone, with a note, when the package is over the size limit', async () => {
    const { applicationId } = await applicationReadyForMail({ agent: false, pdfSizeBytes: 40 * 1024 * 1024 });
    const { processor, transport } = mailProcessor({ MAIL_MAX_ATTACHMENT_BYTES: String(10 * 1024 * 1024) });
    const worker = startTestWorker(context, 'mail', processor, new Set([applicationId]));
    try {
      await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId });
      await emailStatus(applicationId, 'done');
      const caught = await eventually('the messages at the catcher', async () => {
        const all = await messagesAbout(applicationId);
        return all.length === 2 && all;
      });
      const [message, ...others] = caught.filter((one) => one.to[0]?.address === TEAM);
      expect(others).toEqual([]);
      expect(message?.to.map((to) => to.address)).toEqual([TEAM]);
      expect(message?.attachments?.map((a) => a.fileName)).toEqual([`${applicationId}-summary.pdf`]);
      expect(message?.text).toContain('(40.0 MB) is too large to attach');
    } finally {
      await worker.close();
      transport.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('retries a failing SMTP server, marks mail failed with the error, and a later retry succeeds', async () => {
    const { id, applicationId } = await applicationReadyForMail();
    const sink = await startSmtpSink(() => 'reject');
    const { processor, transport } = mailProcessor({ SMTP_PORT: String(sink.port) });
    const worker = startTestWorker(context, 'mail', processor, new Set([applicationId]));
    try {
      await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId });
      const failed = await emailStatus(applicationId, 'failed');
      expect((await finishedJob(applicationId)).attemptsMade).toBe(3);
      expect(failed.processingErrors).toHaveLength(1);
      expect(failed.processingErrors[0]).toMatch(/^mail failed after 3 attempts: .*451/);
      expect(sink.received).toEqual([]);
      expect(await sentNotifications(context, id)).toEqual([]);

      sink.setPolicy(() => 'accept');
      expect(await retryFailedSteps(context, applicationId)).toEqual({ applicationId, requeued: ['mail'] });
      const done = await emailStatus(applicationId, 'done');
      // The failure stays in the record as history.
      expect(done.processingErrors).toEqual(failed.processingErrors);
      expect(sink.received.map((message) => message.to)).toEqual([[TEAM], [AGENT], [APPLICANT]]);
    } finally {
      await worker.close();
      transport.close();
      await sink.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('does not mail the team again when only the agent copy failed and the job is retried', async () => {
    const { id, applicationId } = await applicationReadyForMail();
    let agentRefusals = 0;
    const sink = await startSmtpSink((recipient) => {
      if (recipient !== AGENT || agentRefusals > 0) return 'accept';
      agentRefusals++;
      return 'reject';
    });
    const { processor, transport } = mailProcessor({ SMTP_PORT: String(sink.port) });
    const worker = startTestWorker(context, 'mail', processor, new Set([applicationId]));
    try {
      await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId });
      const row = await emailStatus(applicationId, 'done');
      // One failed attempt (the agent's copy), then the one that sent only the agent's copy.
      expect((await finishedJob(applicationId)).attemptsMade).toBe(2);
      expect(agentRefusals).toBe(1);
      expect(sink.received.map((message) => message.to)).toEqual([[TEAM], [AGENT], [APPLICANT]]);
      expect(row.processingErrors).toEqual([]);
      expect(await sentNotifications(context, id)).toHaveLength(3);
    } finally {
      await worker.close();
      transport.close();
      await sink.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('sends owner 1 the confirmation exactly once: after a refused attempt, and when the job runs again', async () => {
    const { id, applicationId } = await applicationReadyForMail({ agent: false });
    let applicantRefusals = 0;
    const sink = await startSmtpSink((recipient) => {
      if (recipient !== APPLICANT || applicantRefusals > 0) return 'accept';
      applicantRefusals++;
      return 'reject';
    });
    const { processor, transport } = mailProcessor({ SMTP_PORT: String(sink.port) });
    const worker = startTestWorker(context, 'mail', processor, new Set([applicationId]));
    try {
      await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId });
      await emailStatus(applicationId, 'done');
      expect(applicantRefusals).toBe(1);
      expect((await finishedJob(applicationId)).attemptsMade).toBe(2);
      expect(sink.received.map((message) => message.to)).toEqual([[TEAM], [APPLICANT]]);

      // The job delivered again, as after a worker crash between sending and marking the step done.
      await updateTestApplication(context, applicationId, { emailStatus: 'processing' });
      const again = `${applicationId}-again`;
      await context.queues.mail.add('mail', { applicationId }, { jobId: again });
      await finishedJob(again);
      await emailStatus(applicationId, 'done');
      expect(sink.received.map((message) => message.to)).toEqual([[TEAM], [APPLICANT]]);
      const recorded = await sentNotifications(context, id);
      expect(recorded.map((n) => [n.recipientKind, n.recipient]).sort()).toEqual([
        ['applicant', APPLICANT],
        ['team', TEAM],
      ]);
      const confirmation = sink.received.find((message) => message.to[0] === APPLICANT)?.raw ?? '';
      for (const sensitive of SENSITIVE_VALUES) expect(confirmation).not.toContain(sensitive);
      expect(confirmation).not.toMatch(/Content-Type: application\/pdf/i);
    } finally {
      await worker.close();
      transport.close();
      await sink.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('sends no confirmation when the application has no usable owner 1 address, and still finishes', async () => {
    const { id, applicationId } = await applicationReadyForMail({ agent: false });
    // An application from before the form asked, and one whose stored address was tampered with.
    for (const owner1Email of ['', 'a@b.example, c@d.example']) {
      await updateTestApplication(context, applicationId, { owner1Email, emailStatus: 'pending' });
      await forgetNotifications(context, id);
      const sink = await startSmtpSink(() => 'accept');
      const { processor, transport } = mailProcessor({ SMTP_PORT: String(sink.port) });
      const jobId = `${applicationId}-${owner1Email === '' ? 'none' : 'list'}`;
      const worker = startTestWorker(context, 'mail', processor, new Set([applicationId]));
      try {
        await context.queues.mail.add('mail', { applicationId }, { jobId });
        await finishedJob(jobId);
        await emailStatus(applicationId, 'done');
        expect(sink.received.map((message) => message.to)).toEqual([[TEAM]]);
      } finally {
        await worker.close();
        transport.close();
        await sink.close();
      }
    }
    await removeTestApplication(context, applicationId);
  });

  it('sends the agent no attachment by the setting, and no e-mail at all through a deactivated link', async () => {
    const attached = await applicationReadyForMail();
    const inactive = await applicationReadyForMail();
    await updateTestApplication(context, inactive.applicationId, { agentLinkInactive: true });
    const sink = await startSmtpSink(() => 'accept');
    const { processor, transport } = mailProcessor({
      SMTP_PORT: String(sink.port),
      AGENT_ATTACHMENT: 'none',
    });
    const ids = [attached.applicationId, inactive.applicationId];
    const worker = startTestWorker(context, 'mail', processor, new Set(ids));
    try {
      for (const applicationId of ids) {
        await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId });
        await emailStatus(applicationId, 'done');
      }
      const to = (applicationId: string, address: string) =>
        sink.received.filter((message) => message.to[0] === address && message.raw.includes(applicationId));
      const [agentCopy, ...others] = to(attached.applicationId, AGENT);
      expect(others).toEqual([]);
      expect(agentCopy?.raw).not.toMatch(/Content-Type: application\/pdf/i);
      // Quoted-printable text: its soft line breaks joined again.
      expect(agentCopy?.raw.replace(/=\r?\n/g, '')).toContain(
        'The processing team has the complete application with its documents.',
      );
      // Credited (the row keeps the agent) and flagged, but a deactivated agent gets nothing.
      expect(to(inactive.applicationId, AGENT)).toEqual([]);
      expect(to(inactive.applicationId, TEAM)).toHaveLength(1);
      expect((await readApplicationRow(context, inactive.applicationId)).agentEmail).toBe(AGENT);
    } finally {
      await worker.close();
      transport.close();
      await sink.close();
      for (const applicationId of ids) await removeTestApplication(context, applicationId);
    }
  });
});
