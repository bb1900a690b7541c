import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { DOCUMENT_REQUEST_REMINDER_JOB } from '@funding/contracts';
import {
  applicationObjectPrefix,
  enqueue,
  maskedSummaryPdfFileName,
  QUEUE_PREFIX,
  SWEEP_QUEUE,
  SWEEP_SCHEDULER_ID,
} from '@funding/platform';
import { png } from '@funding/platform/testing/documents';
import { eventually } from '@funding/platform/testing/eventually';
import { integrationEnv, mailCatcherUrl } from '@funding/platform/testing/integration-env';
import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import { objectKeys } from '@funding/platform/testing/objects';
import {
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  sentNotifications,
} from '@funding/platform/testing/pipeline';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedServiceBundle } from '../../../scripts/stack/env.ts';
import { freePort } from '../../../scripts/stack/process.ts';
import {
  type RunningService,
  type ServiceName,
  spawnService,
  waitUntilReady,
} from '../../../scripts/stack/services.ts';

/**
 * The workers as production runs them: separate processes, from the bundle their image runs when the
 * run made one (the shared system's), else from their TypeScript through tsx.
 * A short job lock (5 s instead of 30 s) lets a killed worker's job move on within seconds.
 */
const context = pipelineTestContext();
const logLines: string[] = [];
const running: RunningService[] = [];

async function startService(name: ServiceName, overrides: Record<string, string> = {}) {
  const port = await freePort();
  const service = spawnService(
    name,
    {
      // A short lock, so a killed worker's job is taken over soon; long enough that a live worker
      // starved by other tiers still renews it in time.
      ...integrationEnv({ LOG_LEVEL: 'info', JOB_LOCK_MS: '5000', SWEEP_INTERVAL_MS: '0', ...overrides }),
      HEALTH_PORT: String(port),
    },
    (service, line) => logLines.push(`${service}: ${line}`),
    { bundleDir: sharedServiceBundle() },
  );
  running.push(service);
  await waitUntilReady(service, `http://127.0.0.1:${port}/api/ready`);
  return service;
}

/**
 * Mail jobs a mail-worker takes now or soon: waiting, active, or delayed for a retry. Not the
 * reminders that other files' document requests left for days ahead, in the same queue when they ran
 * earlier in this worker: waiting for those to go waited out the whole minute, at the end of a run.
 */
async function pendingMailJobs(): Promise<number> {
  const { wait = 0, active = 0 } = await context.queues.mail.getJobCounts('wait', 'active');
  const delayed = await context.queues.mail.getDelayed();
  return wait + active + delayed.filter((job) => job.name !== DOCUMENT_REQUEST_REMINDER_JOB).length;
}

async function stopAll() {
  // Mail last, once the queue is empty, so no mail job is left for the test files that follow.
  for (const service of running.filter((s) => s.name !== 'mail-worker')) await service.stop();
  await eventually('the mail queue to drain', async () => (await pendingMailJobs()) === 0).catch(() => {});
  for (const service of running.filter((s) => s.name === 'mail-worker')) await service.stop();
  running.length = 0;
}

afterAll(async () => {
  await stopAll();
  // The real sweeper's schedule outlives its processes in Redis; remove it.
  const sweeps = new Queue(SWEEP_QUEUE, { connection: context.connection, prefix: QUEUE_PREFIX });
  await sweeps.removeJobScheduler(SWEEP_SCHEDULER_ID);
  await sweeps.close();
  await context.close();
});

const messagesAbout = (applicationId: string) => caughtMessages(mailCatcherUrl(), applicationId);

async function pdfObjects(applicationId: string) {
  const prefix = applicationObjectPrefix(applicationId);
  return (await objectKeys(context.storage, prefix))
    .filter((key) => !key.startsWith(`${prefix}documents/`))
    .map((key) => key.slice(prefix.length))
    .sort();
}

const AGENT = { name: 'Sam Agent', email: 'sam@agents.example' };

const isLive = (service: RunningService) =>
  service.child.exitCode === null && service.child.signalCode === null;

/**
 * A package of two photos (13.5 MB) is over this limit, as a package of large photos is over the
 * default one (15 MiB): the same setting, lowered, instead of twice the photos to render and store.
 */
const MAIL_MAX_ATTACHMENT_BYTES = String(8 * 1024 * 1024);

async function ensureMailWorker() {
  if (!running.some((service) => service.name === 'mail-worker' && isLive(service))) {
    await startService('mail-worker', { MAIL_MAX_ATTACHMENT_BYTES });
  }
}

// A sweeper every half second, of applications older than an hour: the pdf-worker that takes over
// the killed worker's job sweeps too, so that the sweeper's test needs no process of its own.
const SWEEPING = { SWEEP_INTERVAL_MS: '500', SWEEP_GRACE_MS: String(3600_000) };
const sweepers = new Set<RunningService>();

async function ensureSweepingPdfWorker() {
  if (![...sweepers].some(isLive)) sweepers.add(await startService('pdf-worker', SWEEPING));
}

async function stopPdfWorkers() {
  for (const service of running.filter((s) => s.name === 'pdf-worker' && isLive(s))) await service.stop();
}

/** 6.7 MB photos of noise (incompressible): two make a package that takes seconds to render. */
function slowApplication() {
  const photos = (['bankStatement1', 'bankStatement2'] as const).map((slot) => ({
    slot,
    originalName: `${slot}.png`,
    contentType: 'image/png',
    bytes: png(1500, 1500, { noise: true }),
  }));
  return insertTestApplication(context, { agent: AGENT, documents: photos });
}

const waitForStatus = (applicationId: string, status: 'processing' | 'done') =>
  eventually(`the PDF step to be ${status}`, async () => {
    return (await readApplicationRow(context, applicationId)).pdfStatus === status;
  });

describe('worker processes', () => {
  it('finishes the job of a worker killed mid-job on another worker, with one PDF and one mail each', async () => {
    const { id, applicationId } = await slowApplication();
    try {
      // This worker alone must take the job.
      await stopPdfWorkers();
      const [doomed] = await Promise.all([startService('pdf-worker'), ensureMailWorker()]);
      await enqueue(context.queues, 'pdf', { applicationId });
      await waitForStatus(applicationId, 'processing');
      await sleep(300);
      await doomed.stop('SIGKILL');
      if (doomed.child.signalCode === null) await once(doomed.child, 'exit');
      // Killed mid-job: nothing stored, nothing marked.
      expect((await readApplicationRow(context, applicationId)).pdfStatus).toBe('processing');
      expect(await pdfObjects(applicationId)).toEqual([]);

      await ensureSweepingPdfWorker();
      const row = await eventually(
        'the application to be mailed',
        async () => {
          const current = await readApplicationRow(context, applicationId);
          return current.emailStatus === 'done' && current;
        },
        // The killed worker's lock expires first, then another renders and the mail goes out.
        120_000,
      );
      expect(row.pdfStatus).toBe('done');
      expect(await pdfObjects(applicationId)).toEqual([
        'application.pdf',
        'summary-masked.pdf',
        'summary.pdf',
      ]);
      // Taken over once as a stalled job (not retried as a failure), and rendered to the end once.
      const job = await context.queues.pdf.getJob(applicationId);
      expect(job?.stalledCounter).toBe(1);
      const renders = logLines.filter(
        (line) => line.includes(applicationId) && line.includes('PDF rendered'),
      );
      expect(renders).toHaveLength(1);

      const messages = await messagesAbout(applicationId);
      expect(messages.flatMap((m) => m.to.map((to) => to.address)).sort()).toEqual(
        ['processing@funding.local', AGENT.email, 'maria.lopez@acme-bakery.test'].sort(),
      );
      // 13.5 MB of photos: over the attachment limit, so the team's copy carries the summary;
      // the agent's carries the masked summary, as always, and owner 1's confirmation nothing.
      const attachmentsTo = (address: string) =>
        messages.find((m) => m.to[0]?.address === address)?.attachments?.map((a) => a.fileName) ?? [];
      expect(attachmentsTo('processing@funding.local')).toEqual([`${applicationId}-summary.pdf`]);
      expect(attachmentsTo(AGENT.email)).toEqual([maskedSummaryPdfFileName(applicationId)]);
      expect(attachmentsTo('maria.lopez@acme-bakery.test')).toEqual([]);
      expect(await sentNotifications(context, id)).toHaveLength(3);
    } catch (error) {
      console.error(logLines.join('\n'));
      throw error;
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });

  it('recovers an application whose enqueue was lost, through the sweeper', async () => {
    // Older than the sweeper's grace period and never queued, as when Redis failed after the commit.
    const createdAt = new Date(Date.now() - 2 * 3600_000);
    const { applicationId } = await insertTestApplication(context, { agent: AGENT, createdAt });
    try {
      await Promise.all([ensureSweepingPdfWorker(), ensureMailWorker()]);
      const row = await eventually('the application to be mailed', async () => {
        const current = await readApplicationRow(context, applicationId);
        return current.emailStatus === 'done' && current;
      });
      expect(row.pdfStatus).toBe('done');
      // Measured from submission, so it includes the two hours the application was lost.
      expect(row.processingTimeMs).toBeGreaterThan(2 * 3600_000 - 60_000);
      // The team, the agent and owner 1's confirmation.
      expect(await messagesAbout(applicationId)).toHaveLength(3);
    } catch (error) {
      console.error(logLines.join('\n'));
      throw error;
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });

  it('finishes the job in hand on SIGTERM, then exits', async () => {
    const { applicationId } = await slowApplication();
    try {
      // This worker alone must take the job.
      await stopPdfWorkers();
      await ensureMailWorker();
      const stopping = await startService('pdf-worker');
      await enqueue(context.queues, 'pdf', { applicationId });
      await waitForStatus(applicationId, 'processing');
      await stopping.stop('SIGTERM');
      expect(stopping.child.exitCode).toBe(0);
      expect((await readApplicationRow(context, applicationId)).pdfStatus).toBe('done');
    } catch (error) {
      console.error(logLines.join('\n'));
      throw error;
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });
});
