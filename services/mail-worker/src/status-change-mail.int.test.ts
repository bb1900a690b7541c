import { randomUUID } from 'node:crypto';
import { type ReviewStatus, STATUS_CHANGE_EMAILS_JOB, statusChangeJobId } from '@funding/contracts';
import {
  createLogger,
  enqueueStatusChangeEmails,
  QUEUE_NAMES,
  QUEUE_PREFIX,
  recordAudit,
  schema,
} from '@funding/platform';
import { eventually } from '@funding/platform/testing/eventually';
import { integrationEnv, mailCatcherUrl } from '@funding/platform/testing/integration-env';
import { caughtMessages, caughtSource } from '@funding/platform/testing/mail-catcher';
import {
  insertTestApplication,
  pipelineTestContext,
  removeTestApplication,
  sentNotifications,
  updateTestApplication,
} from '@funding/platform/testing/pipeline';
import { Worker } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMailWorkerEnv } from './env.ts';
import { createStatusChangeProcessor } from './status-change-mail.ts';
import { createMailTransport } from './transport.ts';

/**
 * The e-mails of review status changes against real Postgres, Redis and the mail catcher: owner 1's
 * decision e-mails and the agent's status e-mails, each once per change however often its job runs,
 * with no personal data in the agent's, and each kind turned off by EMAILS_OFF. The BFF's side
 * (each change queues its job after it commits) is tested with its routes.
 */
const context = pipelineTestContext({ attempts: 3, backoffMs: 50 });
const created: string[] = [];
afterAll(async () => {
  for (const applicationId of created) await removeTestApplication(context, applicationId);
  await context.close();
});

/** Owner 1 of the test kit's application (validApplicationInput) and what must never reach an agent. */
const APPLICANT = 'maria.lopez@acme-bakery.test';
const SUPPORT = 'support@funding.local';
const PERSONAL_DATA = [
  '123-45-6789',
  '12-3456789',
  '1980-04-12',
  '04/12/1980',
  'Maria',
  'Lopez',
  APPLICANT,
  '555-0187',
  '5125550187',
  '555-0142',
];

/** An application credited to an active agent of its own (the catcher is shared: each its own address). */
async function agentApplication() {
  const agentEmail = `agent-${randomUUID().slice(0, 8)}@agents.example`;
  const [agent] = await context.db
    .insert(schema.agents)
    .values({ name: 'Sam Agent', email: agentEmail, slug: `sam-${randomUUID().slice(0, 8)}` })
    .returning({ id: schema.agents.id });
  const application = await insertTestApplication(context, {
    agent: { name: 'Sam Agent', email: agentEmail },
  });
  await updateTestApplication(context, application.applicationId, { agentId: agent!.id });
  created.push(application.applicationId);
  return { ...application, agentEmail, agentRowId: agent!.id };
}

/** A status change as changeReviewStatus (the BFF) makes it: the status, and its audit entry. */
async function changeStatus(
  applicationId: string,
  from: ReviewStatus,
  to: ReviewStatus,
  decision: Record<string, unknown> = {},
): Promise<number> {
  await updateTestApplication(context, applicationId, { reviewStatus: to });
  return recordAudit(
    context.db,
    { id: null, username: 'staff', ip: '10.0.0.1' },
    { action: 'review_status_change', applicationId, detail: { ...decision, from, to } },
  );
}

/** A mail-worker replica taking this file's status change jobs from the shared `mail` queue. */
function startReplica(envOverrides: Record<string, string> = {}) {
  const env = loadMailWorkerEnv(integrationEnv(envOverrides));
  const transport = createMailTransport(env);
  const processor = createStatusChangeProcessor({
    db: context.db,
    transport,
    env,
    logger: createLogger({ name: 'status-change-test', level: 'silent' }),
  });
  const worker = new Worker(
    QUEUE_NAMES.mail,
    async (job) => (job.name === STATUS_CHANGE_EMAILS_JOB ? processor(job) : undefined),
    { connection: context.connection, prefix: QUEUE_PREFIX, concurrency: 2 },
  );
  return {
    close: async () => {
      await worker.close();
      transport.close();
    },
  };
}

/** Queues a change's e-mails as the BFF does and waits until its job has run. */
async function tell(statusChangeId: number) {
  await enqueueStatusChangeEmails(context.queues, statusChangeId);
  const jobId = statusChangeJobId({ statusChangeId });
  return eventually(`the job of change ${statusChangeId}`, async () => {
    const job = await context.queues.mail.getJob(jobId);
    const state = await job?.getState();
    if (state === 'failed') throw new Error(`the job failed: ${job?.failedReason}`);
    return state === 'completed' && job;
  });
}

/** Runs a change's job again from scratch, as when Redis lost it and the sweeper queued it anew. */
async function tellAgain(statusChangeId: number) {
  await context.queues.mail.remove(statusChangeJobId({ statusChangeId }));
  return tell(statusChangeId);
}

const caught = (applicationId: string) => caughtMessages(mailCatcherUrl(), applicationId);
const to = (address: string) => (message: { to: { address: string }[] }) =>
  message.to.some((recipient) => recipient.address === address);

describe('status change e-mails against real Postgres, Redis and SMTP', () => {
  it('tells owner 1 of an approval once, across two replicas and a job run twice, and again after a reopening', async () => {
    const { id, applicationId, businessName, agentEmail } = await agentApplication();
    const replicas = [startReplica(), startReplica()];
    try {
      const approved = await changeStatus(applicationId, 'in_review', 'approved', { approvedAmount: 60_000 });
      // The BFF and the sweeper both queue it: one job.
      await Promise.all([tell(approved), enqueueStatusChangeEmails(context.queues, approved)]);
      await tellAgain(approved);
      const subject = `Your funding application was approved (${applicationId})`;
      const approvals = async () => (await caught(applicationId)).filter((m) => m.subject === subject);
      expect((await approvals()).map((m) => m.to)).toEqual([[{ address: APPLICANT, name: '' }]]);
      const [approval] = await approvals();
      expect(approval!.headers['reply-to']).toBe(SUPPORT);
      // The time in owner 1's state's zone (Texas), named.
      expect(approval!.text).toMatch(/Decided: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M CS?T/);

      const reopened = await changeStatus(applicationId, 'approved', 'in_review');
      const approvedAgain = await changeStatus(applicationId, 'in_review', 'approved', {
        approvedAmount: 55_000,
      });
      await tell(reopened);
      await tell(approvedAgain);
      expect(await approvals()).toHaveLength(2);
      // The agent: one status e-mail per change, three changes.
      const agentSubjects = (await caught(applicationId)).filter(to(agentEmail)).map((m) => m.subject);
      const now = (status: string) => `Status update: ${businessName} (${applicationId}) is now ${status}`;
      expect(agentSubjects.sort()).toEqual([now('Approved'), now('Approved'), now('In review')]);
      const recorded = await sentNotifications(context, id);
      expect(
        recorded
          .map((n) => [n.statusChangeId, n.kind, n.recipientKind])
          .sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
      ).toEqual([
        [approved, 'agent_status', 'agent'],
        [approved, 'decision_approved', 'applicant'],
        [reopened, 'agent_status', 'agent'],
        [approvedAgain, 'agent_status', 'agent'],
        [approvedAgain, 'decision_approved', 'applicant'],
      ]);
    } finally {
      for (const replica of replicas) await replica.close();
    }
  });

  it('tells a decline with its reason in plain words and the support address, and a funding', async () => {
    const declined = await agentApplication();
    const funded = await agentApplication();
    const replica = startReplica();
    try {
      await tell(
        await changeStatus(declined.applicationId, 'in_review', 'declined', {
          declineReason: 'time-in-business',
          declineNote: true,
        }),
      );
      await tell(
        await changeStatus(funded.applicationId, 'approved', 'funded', {
          fundedAmount: 58_000,
          fundingDate: '2026-11-21',
        }),
      );
      const [decline] = (await caught(declined.applicationId)).filter(to(APPLICANT));
      expect(decline!.subject).toBe(`About your funding application (${declined.applicationId})`);
      expect(decline!.text).toContain('Reason: Too little time in business');
      expect(decline!.text).toContain(`Questions? Contact us at ${SUPPORT}`);
      const [funding] = (await caught(funded.applicationId)).filter(to(APPLICANT));
      expect(funding!.subject).toBe(`Your funding was sent (${funded.applicationId})`);
    } finally {
      await replica.close();
    }
  });

  it('gives the agent the business, the id and the new status, and no personal data anywhere in the message', async () => {
    const { applicationId, businessName, agentEmail } = await agentApplication();
    const replica = startReplica({ STAFF_TIME_ZONE: 'America/Denver' });
    try {
      await tell(await changeStatus(applicationId, 'new', 'missing_documents'));
      const [message] = (await caught(applicationId)).filter(to(agentEmail));
      expect(message!.subject).toBe(
        `Status update: ${businessName} (${applicationId}) is now Missing documents`,
      );
      expect(message!.text).toContain('New status: Missing documents');
      expect(message!.text).toMatch(/Changed: .* MS?T/);
      expect(message!.attachments ?? []).toEqual([]);
      const source = await caughtSource(mailCatcherUrl(), message!);
      // Quoted-printable and base64 parts read as a mail client reads them.
      const decoded = [
        source.replace(/=\r?\n/g, ''),
        ...[...source.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((part) =>
          Buffer.from(part[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
        ),
      ].join('\n');
      for (const value of PERSONAL_DATA) expect(decoded).not.toContain(value);
    } finally {
      await replica.close();
    }
  });

  it('sends nothing of a kind turned off by EMAILS_OFF, nor to an agent whose link was inactive or who was deactivated since', async () => {
    const off = await agentApplication();
    const inactiveLink = await agentApplication();
    await updateTestApplication(context, inactiveLink.applicationId, { agentLinkInactive: true });
    const deactivated = await agentApplication();
    const replica = startReplica({ EMAILS_OFF: 'declined,agent_status' });
    try {
      await tell(await changeStatus(off.applicationId, 'in_review', 'declined', { declineReason: 'credit' }));
      await tell(await changeStatus(off.applicationId, 'declined', 'in_review'));
      expect(await caught(off.applicationId)).toEqual([]);
      expect(await sentNotifications(context, off.id)).toEqual([]);
    } finally {
      await replica.close();
    }
    await context.db
      .update(schema.agents)
      .set({ isActive: false })
      .where(eq(schema.agents.id, deactivated.agentRowId));
    const told = startReplica();
    try {
      await tell(await changeStatus(inactiveLink.applicationId, 'new', 'in_review'));
      await tell(await changeStatus(deactivated.applicationId, 'new', 'in_review'));
      // An approval still reaches owner 1 of an application whose agent is not told.
      await tell(
        await changeStatus(inactiveLink.applicationId, 'in_review', 'approved', { approvedAmount: 1 }),
      );
      expect((await caught(inactiveLink.applicationId)).map((m) => m.to[0]?.address)).toEqual([APPLICANT]);
      expect(await caught(deactivated.applicationId)).toEqual([]);
    } finally {
      await told.close();
    }
  });
});
