import { reminderJobId } from '@funding/contracts';
import { createLogger, QUEUE_NAMES, QUEUE_PREFIX, schema } from '@funding/platform';
import { eventually } from '@funding/platform/testing/eventually';
import { integrationEnv } from '@funding/platform/testing/integration-env';
import {
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
} from '@funding/platform/testing/pipeline';
import { type Queue, Worker } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMailWorkerEnv } from './env.ts';
import {
  createReminderProcessor,
  reminderSchedule,
  reminderSettings,
  scheduleReminders,
} from './reminders.ts';
import { startSmtpSink } from './testing/smtp-sink.ts';
import { createMailTransport } from './transport.ts';

const context = pipelineTestContext({ attempts: 3, backoffMs: 50 });
afterAll(() => context.close());

// A "day" of 400 ms: day 2 at 0.8 s, day 5 at 2 s, the last one a day before a 10-day expiry, at 3.6 s.
const DAY_MS = 400;
const settings = reminderSettings(
  { DOCUMENT_REQUEST_REMINDER_DAYS: [2, 5], DOCUMENT_REQUEST_FINAL_REMINDER_DAYS: 1 },
  DAY_MS,
);

/** A staff request whose e-mail has just gone out, as the mail step leaves it. */
async function sentRequest() {
  const created = await insertTestApplication(context);
  const row = await readApplicationRow(context, created.applicationId);
  const sentAt = new Date();
  const [request] = await context.db
    .insert(schema.documentRequests)
    .values({
      applicationId: row.id,
      slots: ['bankStatement2'],
      message: 'Please send the February statement.',
      expiresAt: new Date(sentAt.getTime() + 10 * DAY_MS),
      emailedAt: sentAt,
    })
    .returning();
  return {
    applicationId: created.applicationId,
    owner1Email: row.owner1Email,
    request: { ...request!, sentAt },
  };
}

/**
 * A mail-worker as a replica runs it: its own Worker and connection on the shared `mail` queue,
 * taking only this file's reminders (other files' jobs share the queue).
 */
function startReplica(sinkPort: number, requestIds: ReadonlySet<string>) {
  const env = loadMailWorkerEnv(integrationEnv({ SMTP_PORT: String(sinkPort) }));
  const transport = createMailTransport(env);
  const reminder = createReminderProcessor({
    db: context.db,
    transport,
    env,
    logger: createLogger({ name: 'reminders-test', level: 'silent' }),
  });
  const worker = new Worker(
    QUEUE_NAMES.mail,
    async (job) => (requestIds.has(job.data?.documentRequestId) ? reminder(job) : undefined),
    { connection: context.connection, prefix: QUEUE_PREFIX, concurrency: 4 },
  );
  return {
    close: async () => {
      await worker.close();
      transport.close();
    },
  };
}

const queue = () => context.queues.mail as Queue;

async function jobsDone(requestId: string, reminders: string[]) {
  await eventually(
    'the reminders ran',
    async () => {
      for (const reminder of reminders) {
        const job = await queue().getJob(reminderJobId({ documentRequestId: requestId, reminder }));
        if (!(await job?.isCompleted())) return false;
      }
      return true;
    },
    15_000,
  );
}

describe('document request reminders', () => {
  it('go out once each, on days 2 and 5 and the day before expiry, across two replicas and a restart', async () => {
    const sink = await startSmtpSink(() => 'accept');
    const { applicationId, owner1Email, request } = await sentRequest();
    const planned = reminderSchedule(request.sentAt, request.expiresAt, settings).map((r) => r.reminder);
    expect(planned).toEqual(['day-2', 'day-5', 'before-expiry']);
    const ids = new Set([request.id]);
    // Two replicas at once, each queueing the reminders (a retried mail step does the same).
    let replicas = [startReplica(sink.port, ids), startReplica(sink.port, ids)];
    await scheduleReminders(queue(), request, settings);
    await scheduleReminders(queue(), request, settings);
    try {
      await jobsDone(request.id, ['day-2']);
      // Every replica restarts; the delayed jobs wait in Redis, not in a process.
      await Promise.all(replicas.map((replica) => replica.close()));
      await scheduleReminders(queue(), request, settings);
      replicas = [startReplica(sink.port, ids), startReplica(sink.port, ids)];
      await jobsDone(request.id, planned);
      const mailed = sink.received.filter(
        (message) => message.to[0] === owner1Email && message.raw.includes(applicationId),
      );
      expect(mailed).toHaveLength(3);
      const recorded = await context.db
        .select()
        .from(schema.documentRequestReminders)
        .where(eq(schema.documentRequestReminders.documentRequestId, request.id));
      expect(recorded.map((row) => row.reminder).sort()).toEqual([...planned].sort());
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await sink.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('stop when the request is fulfilled or cancelled', async () => {
    const sink = await startSmtpSink(() => 'accept');
    const fulfilled = await sentRequest();
    const cancelled = await sentRequest();
    const ids = new Set([fulfilled.request.id, cancelled.request.id]);
    const replica = startReplica(sink.port, ids);
    try {
      await scheduleReminders(queue(), fulfilled.request, settings);
      await scheduleReminders(queue(), cancelled.request, settings);
      await context.db
        .update(schema.documentRequests)
        .set({ fulfilledAt: new Date(), receivedSlots: ['bankStatement2'] })
        .where(eq(schema.documentRequests.id, fulfilled.request.id));
      await context.db
        .update(schema.documentRequests)
        .set({ cancelledAt: new Date(), cancelledByUsername: 'admin' })
        .where(eq(schema.documentRequests.id, cancelled.request.id));
      const all = ['day-2', 'day-5', 'before-expiry'];
      await jobsDone(fulfilled.request.id, all);
      await jobsDone(cancelled.request.id, all);
      for (const { applicationId } of [fulfilled, cancelled]) {
        expect(sink.received.filter((message) => message.raw.includes(applicationId))).toEqual([]);
      }
    } finally {
      await replica.close();
      await sink.close();
      await removeTestApplication(context, fulfilled.applicationId);
      await removeTestApplication(context, cancelled.applicationId);
    }
  });
});
