import { type TimelineEntry, timelineResponseSchema } from '@funding/contracts';
import { mailWorkerInProcess } from '@funding/mail-worker/testing/mail-step';
import { pdfStepInProcess } from '@funding/pdf-worker/testing/pdf-step';
import { QUEUE_NAMES, QUEUE_PREFIX, schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { eventually } from '@funding/platform/testing/eventually';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { mailCatcherUrl } from '@funding/platform/testing/integration-env';
import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import {
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  startTestWorker,
} from '@funding/platform/testing/pipeline';
import { Worker } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../testing/admin-fixtures.ts';
import { postSubmission, submissionForm } from '../../../testing/submission.ts';
import { createTestApp } from '../../../testing/test-app.ts';

const { app, deps, close } = createTestApp();
const context = pipelineTestContext({ attempts: 3, backoffMs: 50 });
afterAll(async () => {
  await context.close();
  await close();
});

/** Owner 1's address and SSN in the test kit's application (validApplicationInput). */
const APPLICANT = 'maria.lopez@acme-bakery.test';
const PERSONAL_VALUES = [APPLICANT, '123-45-6789', '12-3456789', '1980-04-12'];
const NOTE = 'Owner asked us to call back on Tuesday';
// Reminders on "day 2" of a 500 ms day: one second after the link went out, and no other.
const REMINDERS = { afterDays: [2], daysBeforeExpiry: 0, dayMs: 500 };
// Each step goes through a real render or a real SMTP server: seconds on a busy machine.
const STEP_MS = 60_000;

const statement = (slot: string) => ({ slot, name: `${slot}.pdf`, body: tinyPdf() });

/** `expected` appear in `entries` oldest first, in this order (other entries may come between). */
function expectInOrder(entries: TimelineEntry[], expected: Partial<TimelineEntry>[]) {
  const oldestFirst = [...entries].reverse();
  let from = 0;
  for (const wanted of expected) {
    const at = oldestFirst.findIndex(
      (entry, index) =>
        index >= from &&
        Object.entries(wanted).every(([key, value]) => entry[key as keyof TimelineEntry] === value),
    );
    expect(
      at,
      `${JSON.stringify(wanted)} after entry ${from} of ${JSON.stringify(oldestFirst, null, 1)}`,
    ).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

describe("an application's history", () => {
  it('tells a whole life: submitted without two statements, asked, reminded, uploaded, reviewed, approved and told', async () => {
    const admin = await createAdmin(deps, { role: 'admin' });
    const viewer = await createAdmin(deps, { role: 'viewer' });
    const submitted = await postSubmission(
      app,
      submissionForm({
        data: validApplicationInput(),
        files: [statement('bankStatement1'), statement('bankStatement3')],
      }),
    );
    expect(submitted.status).toBe(201);
    const { applicationId } = (await submitted.json()) as { applicationId: string };
    const row = await readApplicationRow(context, applicationId);
    const [request] = await deps.db
      .select()
      .from(schema.documentRequests)
      .where(eq(schema.documentRequests.applicationId, row.id));
    expect(request).toMatchObject({ origin: 'intake', slots: ['bankStatement2', 'bankStatement4'] });

    // The steps as the workers run them, started once the jobs are queued: they take this
    // application's jobs and its request's reminders only.
    const pdf = pdfStepInProcess(context);
    const mail = mailWorkerInProcess(context, REMINDERS);
    const pdfWorker = startTestWorker(context, 'pdf', pdf.processor, new Set([applicationId]));
    // A status change's e-mails come as a job naming the change (its audit entry) only.
    const ownsStatusChange = async (statusChangeId: unknown) =>
      typeof statusChangeId === 'number' &&
      (
        await deps.db
          .select({ applicationId: schema.auditLog.applicationId })
          .from(schema.auditLog)
          .where(eq(schema.auditLog.id, statusChangeId))
      )[0]?.applicationId === applicationId;
    const mailWorker = new Worker(
      QUEUE_NAMES.mail,
      async (job, token, signal) =>
        job.data?.applicationId === applicationId ||
        job.data?.documentRequestId === request!.id ||
        (await ownsStatusChange(job.data?.statusChangeId))
          ? mail.processor(job, token, signal)
          : undefined,
      { connection: context.connection, prefix: QUEUE_PREFIX },
    );
    try {
      const confirmation = await eventually(
        'the confirmation with the upload link',
        async () =>
          (await caughtMessages(mailCatcherUrl(), applicationId)).find(
            (message) => message.to[0]?.address === APPLICANT && message.text.includes('/upload-documents#'),
          ),
        STEP_MS,
      );
      await eventually(
        'the day-2 reminder',
        async () =>
          (
            await deps.db
              .select()
              .from(schema.documentRequestReminders)
              .where(eq(schema.documentRequestReminders.documentRequestId, request!.id))
          ).length === 1,
        STEP_MS,
      );

      const token = /\/upload-documents#([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1];
      const upload = new FormData();
      for (const slot of ['bankStatement2', 'bankStatement4']) {
        upload.append(slot, new Blob([new Uint8Array(tinyPdf())]), `${slot}.pdf`);
      }
      const uploaded = await app.request('/api/upload-links/current/files', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: upload,
      });
      expect(uploaded.status).toBe(200);
      expect(await uploaded.json()).toMatchObject({ fulfilled: true });
      await eventually(
        'the package made again and the team told',
        async () => {
          const [after] = await deps.db
            .select({ staffNotifiedAt: schema.documentRequests.staffNotifiedAt })
            .from(schema.documentRequests)
            .where(eq(schema.documentRequests.id, request!.id));
          const current = await readApplicationRow(context, applicationId);
          return (
            Boolean(after?.staffNotifiedAt) && current.pdfStatus === 'done' && current.emailStatus === 'done'
          );
        },
        STEP_MS,
      );

      const staff = { ...admin.headers, 'Content-Type': 'application/json' };
      const noted = await app.request(`/api/admin/applications/${applicationId}/notes`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({ text: NOTE }),
      });
      expect(noted.status).toBe(201);
      const approved = await app.request(`/api/admin/applications/${applicationId}/review-status`, {
        method: 'PUT',
        headers: staff,
        body: JSON.stringify({ status: 'approved', from: 'in_review', approvedAmount: 50000 }),
      });
      expect(approved.status).toBe(200);
      await eventually(
        "owner 1's approval e-mail",
        async () =>
          (
            await deps.db
              .select()
              .from(schema.notifications)
              .where(eq(schema.notifications.applicationId, row.id))
          ).some((sent) => sent.kind === 'decision_approved'),
        STEP_MS,
      );

      // Every staff role reads it.
      const response = await app.request(`/api/admin/applications/${applicationId}/timeline`, {
        headers: viewer.headers,
      });
      expect(response.status).toBe(200);
      const body = await response.text();
      const { entries, limit, truncated } = timelineResponseSchema.parse(JSON.parse(body));
      expect({ limit, truncated }).toEqual({ limit: 500, truncated: false });
      const times = entries.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expectInOrder(entries, [
        { kind: 'submitted', who: 'Applicant', text: 'Application submitted' },
        {
          kind: 'document_request_made',
          who: 'System',
          text: 'Missing bank statements requested at submission: Bank Statement (2nd Most Recent Month), Bank Statement (4th Most Recent Month); status Missing documents',
        },
        { kind: 'processing_step', who: 'System', text: 'PDF step done (attempt 1)' },
        { kind: 'email_sent', who: 'System', text: 'Confirmation e-mailed to the applicant' },
        { kind: 'processing_step', who: 'System', text: 'E-mail step done (attempt 1)' },
        {
          kind: 'document_request_reminded',
          who: 'System',
          text: 'Reminder e-mailed to the applicant (day 2)',
        },
        {
          kind: 'documents_uploaded',
          who: 'Applicant',
          text: 'Uploaded through the link: Bank Statement (2nd Most Recent Month), Bank Statement (4th Most Recent Month)',
        },
        { kind: 'document_request_fulfilled', who: 'System' },
        {
          kind: 'review_status_change',
          who: 'System',
          text: 'Status changed from Missing documents to In review',
        },
        { kind: 'processing_step', who: 'System', text: 'PDF step done (attempt 1)' },
        { kind: 'email_sent', who: 'System', text: 'Documents received e-mailed to the team' },
        { kind: 'note_added', who: admin.username, text: 'Note added' },
        {
          kind: 'review_status_change',
          who: admin.username,
          text: 'Status changed from In review to Approved; approved amount $50,000',
        },
        { kind: 'email_sent', who: 'System', text: 'Approval e-mailed to the applicant' },
      ]);
      // The other e-mails of the first mail step, by role.
      const texts = entries.map((entry) => entry.text);
      expect(texts).toContain('New application e-mailed to the team');
      expect(texts).toContainEqual(
        expect.stringMatching(/^Upload link for .* e-mailed to the applicant with the confirmation$/),
      );
      expect(entries[0]).toMatchObject({ kind: 'email_sent', text: 'Approval e-mailed to the applicant' });
      for (const value of [...PERSONAL_VALUES, NOTE]) expect(body).not.toContain(value);
    } finally {
      await pdfWorker.close();
      await mailWorker.close();
      await pdf.close();
      mail.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('answers 404 for an application that does not exist', async () => {
    const viewer = await createAdmin(deps, { role: 'viewer' });
    const response = await app.request('/api/admin/applications/FA-ZZZZZ-ZZZZZ/timeline', {
      headers: viewer.headers,
    });
    expect(response.status).toBe(404);
  });
});
