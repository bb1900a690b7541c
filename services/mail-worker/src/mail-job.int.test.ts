import {
  createLogger,
  pdfObjectKey,
  retryFailedSteps,
  summaryPdfObjectKey,
  writeObjectBytes,
} from '@funding/platform';
import { integrationEnv, mailCatcherUrl } from '@funding/platform/testing/integration-env';
import {
  eventually,
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  sentNotifications,
  startTestWorker,
  updateTestApplication,
} from '@funding/platform/testing/pipeline';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMailWorkerEnv } from './env.ts';
import { createMailJobProcessor } from './mail-job.ts';
import { startSmtpSink } from './testing/smtp-sink.ts';
import { createMailTransport } from './transport.ts';

// Three attempts 50 ms apart: the retry path runs in well under a second.
const context = pipelineTestContext({ attempts: 3, backoffMs: 50 });
afterAll(() => context.close());

const TEAM = 'processing@funding.local';
const AGENT = 'sam@agents.example';
const SENSITIVE_VALUES = ['123-45-6789', '12-3456789', '1980-04-12'];

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
  });
  return { processor, transport };
}

interface CaughtMessage {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  attachments?: { fileName: string; contentType: string }[];
}

async function caughtMessages(applicationId: string): Promise<CaughtMessage[]> {
  const messages = (await (await fetch(`${mailCatcherUrl()}/email`)).json()) as CaughtMessage[];
  return messages.filter((message) => message.subject.includes(applicationId));
}

const emailStatus = (applicationId: string, status: string) =>
  eventually(`email status ${status}`, async () => {
    const row = await readApplicationRow(context, applicationId);
    return row.emailStatus === status && row;
  });

describe('mail job against real Postgres, S3 and SMTP', () => {
  it('mails the team and the agent, each with the PDF attached, and records both', async () => {
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

      const messages = await eventually('both messages at the catcher', async () => {
        const caught = await caughtMessages(applicationId);
        return caught.length === 2 && caught;
      });
      const recipients = messages.flatMap((message) => message.to.map((to) => to.address)).sort();
      expect(recipients).toEqual([AGENT, TEAM].sort());
      for (const message of messages) {
        expect(message.subject).toContain(businessName);
        expect(message.text).toContain(businessName);
        expect(message.text).toContain(applicationId);
        expect(message.html).toContain(applicationId);
        for (const sensitive of SENSITIVE_VALUES) {
          expect(message.text).not.toContain(sensitive);
          expect(message.html).not.toContain(sensitive);
        }
        expect(message.attachments?.map((a) => [a.fileName, a.contentType])).toEqual([
          [`${applicationId}.pdf`, 'application/pdf'],
        ]);
      }
      // The team's copy opens the application in the portal; the agent, who cannot sign in there, gets no link.
      const sentTo = (address: string) => messages.find((message) => message.to[0]?.address === address);
      const applicationUrl = `https://portal.funding.test/admin/applications/${applicationId}`;
      expect(sentTo(TEAM)?.text).toContain(`Open in the admin portal: ${applicationUrl}`);
      expect(sentTo(TEAM)?.html).toContain(`<a href="${applicationUrl}">Open in the admin portal</a>`);
      expect(sentTo(AGENT)?.text).not.toContain('portal.funding.test');
      expect(sentTo(AGENT)?.html).not.toContain('portal.funding.test');
      const recorded = await sentNotifications(context, id);
      expect(recorded.map((n) => [n.recipientKind, n.recipient]).sort()).toEqual([
        ['agent', AGENT],
        ['team', TEAM],
      ]);
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
      const [message, ...others] = await eventually('the message at the catcher', async () => {
        const caught = await caughtMessages(applicationId);
        return caught.length > 0 && caught;
      });
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
      const job = await context.queues.mail.getJob(applicationId);
      expect(job?.attemptsMade).toBe(3);
      expect(failed.processingErrors).toHaveLength(1);
      expect(failed.processingErrors[0]).toMatch(/^mail failed after 3 attempts: .*451/);
      expect(sink.received).toEqual([]);
      expect(await sentNotifications(context, id)).toEqual([]);

      sink.setPolicy(() => 'accept');
      expect(await retryFailedSteps(context, applicationId)).toEqual({ applicationId, requeued: ['mail'] });
      const done = await emailStatus(applicationId, 'done');
      // The failure stays in the record as history.
      expect(done.processingErrors).toEqual(failed.processingErrors);
      expect(sink.received.map((message) => message.to)).toEqual([[TEAM], [AGENT]]);
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
      expect((await context.queues.mail.getJob(applicationId))?.attemptsMade).toBe(2);
      expect(agentRefusals).toBe(1);
      expect(sink.received.map((message) => message.to)).toEqual([[TEAM], [AGENT]]);
      expect(row.processingErrors).toEqual([]);
      expect(await sentNotifications(context, id)).toHaveLength(2);
    } finally {
      await worker.close();
      transport.close();
      await sink.close();
      await removeTestApplication(context, applicationId);
    }
  });
});
