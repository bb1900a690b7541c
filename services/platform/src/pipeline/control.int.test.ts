import { statusChangeJobId } from '@funding/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit-trail.ts';
import { auditLog, documents } from '../db/schema.ts';
import { applicationObjectPrefix } from '../object-keys.ts';
import { enqueueStatusChangeEmails } from '../queues.ts';
import { eventually } from '../testing/eventually.ts';
import { objectKeys } from '../testing/objects.ts';
import {
  insertTestApplication,
  newApplicationId,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  startTestWorker,
} from '../testing/pipeline.ts';
import { removeApplicationJobs, requeueStep, retryFailedSteps } from './control.ts';
import { recordNotification } from './records.ts';
import { sweepUnfinishedApplications } from './sweeper.ts';

const context = pipelineTestContext();
afterAll(() => context.close());

const jobState = async (step: 'pdf' | 'mail', applicationId: string) =>
  (await context.queues[step].getJob(applicationId))?.getState();

describe('requeueStep', () => {
  it('queues a step once, leaves a waiting job alone, and replaces a finished one', async () => {
    const applicationId = newApplicationId();
    try {
      expect(await requeueStep(context.queues, 'mail', applicationId)).toBe('queued');
      expect(await requeueStep(context.queues, 'mail', applicationId)).toBe('already-queued');
      // A plain enqueue of a finished job's id would be silently ignored by BullMQ.
      const worker = startTestWorker(context, 'mail', async () => {}, new Set([applicationId]));
      try {
        await eventually(
          'the job to complete',
          async () => (await jobState('mail', applicationId)) === 'completed',
        );
      } finally {
        await worker.close();
      }
      expect(await requeueStep(context.queues, 'mail', applicationId)).toBe('queued');
      expect(await jobState('mail', applicationId)).toBe('waiting');
    } finally {
      await removeApplicationJobs(context.queues, applicationId);
    }
  });
});

describe('retryFailedSteps', () => {
  it('answers null for an unknown application and does nothing when no step failed', async () => {
    expect(await retryFailedSteps(context, newApplicationId())).toBeNull();
    const { applicationId } = await insertTestApplication(context);
    try {
      expect(await retryFailedSteps(context, applicationId)).toEqual({ applicationId, requeued: [] });
      expect(await context.queues.pdf.getJob(applicationId)).toBeUndefined();
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });

  it('puts a failed PDF step back to pending and queues it', async () => {
    const { applicationId } = await insertTestApplication(context, { status: { pdfStatus: 'failed' } });
    try {
      expect(await retryFailedSteps(context, applicationId)).toEqual({ applicationId, requeued: ['pdf'] });
      expect((await readApplicationRow(context, applicationId)).pdfStatus).toBe('pending');
      expect(await jobState('pdf', applicationId)).toBe('waiting');
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });

  it("writes the caller's record in the transaction of the resets: when it fails, nothing is reset or queued", async () => {
    const { applicationId } = await insertTestApplication(context, { status: { pdfStatus: 'failed' } });
    try {
      const refused = retryFailedSteps(context, applicationId, async () => {
        throw new Error('audit entry refused');
      });
      await expect(refused).rejects.toThrow('audit entry refused');
      expect((await readApplicationRow(context, applicationId)).pdfStatus).toBe('failed');
      expect(await context.queues.pdf.getJob(applicationId)).toBeUndefined();

      const recorded: string[][] = [];
      const retried = await retryFailedSteps(context, applicationId, async (_tx, steps) => {
        recorded.push(steps);
      });
      expect(retried).toEqual({ applicationId, requeued: ['pdf'] });
      expect(recorded).toEqual([['pdf']]);
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });

  it('queues a failed mail step again even though its failed job is still kept', async () => {
    const { applicationId } = await insertTestApplication(context, {
      status: { pdfStatus: 'done', emailStatus: 'failed' },
    });
    const worker = startTestWorker(
      context,
      'mail',
      async () => {
        throw new Error('SMTP down');
      },
      new Set([applicationId]),
    );
    try {
      await context.queues.mail.add('mail', { applicationId }, { jobId: applicationId, attempts: 1 });
      await eventually('the job to fail', async () => (await jobState('mail', applicationId)) === 'failed');
      await worker.close();

      expect(await retryFailedSteps(context, applicationId)).toEqual({ applicationId, requeued: ['mail'] });
      expect((await readApplicationRow(context, applicationId)).emailStatus).toBe('pending');
      expect(await jobState('mail', applicationId)).toBe('waiting');
    } finally {
      await worker.close();
      await removeTestApplication(context, applicationId);
    }
  });
});

describe('removeApplicationJobs', () => {
  it('removes the queued jobs of both steps', async () => {
    const applicationId = newApplicationId();
    await requeueStep(context.queues, 'pdf', applicationId);
    await requeueStep(context.queues, 'mail', applicationId);
    expect(await removeApplicationJobs(context.queues, applicationId)).toEqual({
      removed: ['pdf', 'mail'],
      running: [],
    });
    expect(await context.queues.pdf.getJob(applicationId)).toBeUndefined();
    expect(await context.queues.mail.getJob(applicationId)).toBeUndefined();
    expect(await removeApplicationJobs(context.queues, applicationId)).toEqual({ removed: [], running: [] });
  });
});

describe('sweepUnfinishedApplications', () => {
  it('queues the current step of applications left unfinished past the grace period, and nothing else', async () => {
    // Back-dated past a one-hour grace period: nothing another test file wrote in this run is that old.
    const longAgo = (minute: number) => new Date(Date.now() - 2 * 3600_000 + minute * 60_000);
    const lostPdf = await insertTestApplication(context, { createdAt: longAgo(0) });
    const lostMail = await insertTestApplication(context, {
      createdAt: longAgo(1),
      status: { pdfStatus: 'done' },
    });
    const stillQueued = await insertTestApplication(context, { createdAt: longAgo(2) });
    const failed = await insertTestApplication(context, {
      createdAt: longAgo(3),
      status: { pdfStatus: 'failed' },
    });
    const recent = await insertTestApplication(context);
    // Its package and mails are done, but its bank statement was never read (the enqueue was lost).
    const unreadStatement = await insertTestApplication(context, {
      createdAt: longAgo(4),
      status: { pdfStatus: 'done', emailStatus: 'done' },
      documents: [
        {
          slot: 'bankStatement1',
          originalName: 'may.pdf',
          contentType: 'application/pdf',
          bytes: Buffer.from('%PDF-'),
        },
      ],
    });
    await context.db
      .update(documents)
      .set({ createdAt: longAgo(4) })
      .where(
        eq(
          documents.storageKey,
          (await objectKeys(context.storage, applicationObjectPrefix(unreadStatement.applicationId)))[0]!,
        ),
      );
    const all = [lostPdf, lostMail, stillQueued, failed, recent, unreadStatement];
    try {
      await requeueStep(context.queues, 'pdf', stillQueued.applicationId);
      const swept = await sweepUnfinishedApplications({
        db: context.db,
        queues: context.queues,
        graceMs: 3600_000,
      });
      const ours = new Set(all.map((a) => a.applicationId));
      expect(swept.filter((s) => ours.has(s.applicationId))).toEqual([
        { applicationId: lostPdf.applicationId, step: 'pdf', outcome: 'queued' },
        { applicationId: lostMail.applicationId, step: 'mail', outcome: 'queued' },
        { applicationId: stillQueued.applicationId, step: 'pdf', outcome: 'already-queued' },
        { applicationId: unreadStatement.applicationId, step: 'statements', outcome: 'queued' },
      ]);
      expect(await context.queues.statements.getJob(unreadStatement.applicationId)).toBeDefined();
      expect(await context.queues.statements.getJob(recent.applicationId)).toBeUndefined();
      expect(await jobState('pdf', lostPdf.applicationId)).toBe('waiting');
      expect(await jobState('mail', lostMail.applicationId)).toBe('waiting');
      expect(await context.queues.pdf.getJob(failed.applicationId)).toBeUndefined();
      expect(await context.queues.pdf.getJob(recent.applicationId)).toBeUndefined();
    } finally {
      for (const { applicationId } of all) await removeTestApplication(context, applicationId);
    }
  });

  it('queues again the e-mails of a recent status change whose job is gone, and no other change', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const change = async (applicationId: string, to: string, at: Date) => {
      const id = await recordAudit(
        context.db,
        { id: null, username: 'staff', ip: null },
        { action: 'review_status_change', applicationId, detail: { from: 'in_review', to } },
      );
      await context.db.update(auditLog).set({ createdAt: at }).where(eq(auditLog.id, id));
      return id;
    };
    const apps = await Promise.all(Array.from({ length: 5 }, () => insertTestApplication(context)));
    const [lost, told, queued, tooOld, nothingOwed] = apps as [(typeof apps)[number], ...typeof apps];
    const lostChange = await change(lost.applicationId, 'approved', hoursAgo(2));
    const toldChange = await change(told!.applicationId, 'declined', hoursAgo(2));
    await recordNotification(context.db, {
      applicationRowId: told!.id,
      recipientKind: 'applicant',
      kind: 'decision_declined',
      statusChangeId: toldChange,
      recipient: 'maria.lopez@acme-bakery.test',
      messageId: null,
    });
    const queuedChange = await change(queued!.applicationId, 'funded', hoursAgo(2));
    await enqueueStatusChangeEmails(context.queues, queuedChange);
    const tooOldChange = await change(tooOld!.applicationId, 'approved', hoursAgo(21));
    // No agent to tell, and In review is no decision for owner 1.
    const nothingOwedChange = await change(nothingOwed!.applicationId, 'in_review', hoursAgo(2));
    const ours = [lostChange, toldChange, queuedChange, tooOldChange, nothingOwedChange];
    try {
      const swept = await sweepUnfinishedApplications({
        db: context.db,
        queues: context.queues,
        graceMs: 3600_000,
      });
      const byApplication = new Set(apps.map((a) => a.applicationId));
      expect(swept.filter((s) => byApplication.has(s.applicationId) && s.step === 'mail')).toEqual([
        { applicationId: lost.applicationId, step: 'mail', outcome: 'queued' },
      ]);
      const job = await context.queues.mail.getJob(statusChangeJobId({ statusChangeId: lostChange }));
      expect(job?.data).toEqual({ statusChangeId: lostChange });
      for (const id of [toldChange, tooOldChange, nothingOwedChange]) {
        expect(await context.queues.mail.getJob(statusChangeJobId({ statusChangeId: id }))).toBeUndefined();
      }
    } finally {
      for (const id of ours) await context.queues.mail.remove(statusChangeJobId({ statusChangeId: id }));
      for (const { applicationId } of apps) await removeTestApplication(context, applicationId);
    }
  });
});
