import { randomBytes, randomUUID } from 'node:crypto';
import {
  applicationSchema,
  formatApplicationId,
  type JobPayload,
  MIN_APPLICATION_ID_RANDOM_BYTES,
  type UploadSlot,
} from '@funding/contracts';
import { type Processor, Worker } from 'bullmq';
import { eq } from 'drizzle-orm';
import { applicationColumns } from '../application-store.ts';
import { createDatabase } from '../db/client.ts';
import { applications, documents, notifications } from '../db/schema.ts';
import { encryptionEnv, parseEnv } from '../env.ts';
import { createFieldCipher } from '../field-cipher.ts';
import { writeObjectBytes } from '../object-bytes.ts';
import { applicationObjectPrefix, documentObjectKey } from '../object-keys.ts';
import { removeApplicationJobs } from '../pipeline/control.ts';
import {
  closeQueues,
  createQueues,
  QUEUE_NAMES,
  QUEUE_PREFIX,
  type QueueName,
  redisConnection,
} from '../queues.ts';
import { storageFromEnv } from '../storage.ts';
import { validApplicationInput } from './fixtures.ts';
import { integrationEnv } from './integration-env.ts';
import { objectKeys } from './objects.ts';

/**
 * For integration tests of the pipeline: connections to the shared test servers, and applications
 * written the way the BFF writes them. Every application gets a fresh id, because test files share
 * the servers and must not see each other's data.
 */
export function pipelineTestContext(
  options: { attempts?: number; backoffMs?: number; databaseUrl?: string } = {},
) {
  const env = integrationEnv(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {});
  const database = createDatabase({ url: env.DATABASE_URL!, poolSize: 4 });
  const storage = storageFromEnv(env);
  const connection = redisConnection(env.REDIS_URL!);
  const queues = createQueues({
    connection,
    attempts: options.attempts ?? 3,
    backoffMs: options.backoffMs ?? 50,
  });
  // Parsed as the workers parse it, so both sides use the same key.
  const cipher = createFieldCipher(parseEnv(encryptionEnv(false), env).FIELD_ENCRYPTION_KEYS);
  return {
    env,
    db: database.db,
    storage,
    connection,
    queues,
    cipher,
    async close() {
      await closeQueues(queues);
      await database.close();
    },
  };
}

export type PipelineTestContext = ReturnType<typeof pipelineTestContext>;

export interface TestDocument {
  slot: UploadSlot;
  originalName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface TestApplicationOptions {
  businessName?: string;
  agent?: { name: string; email: string };
  documents?: TestDocument[];
  status?: Partial<
    Pick<typeof applications.$inferInsert, 'pdfStatus' | 'emailStatus' | 'pdfKey' | 'pdfSizeBytes'>
  >;
  /** Back-dates the row, e.g. to make it look forgotten to the sweeper. */
  createdAt?: Date;
}

export const newApplicationId = () => formatApplicationId(randomBytes(MIN_APPLICATION_ID_RANDOM_BYTES + 1));

/** Stores the documents and commits the row as a submission does, without queueing anything. */
export async function insertTestApplication(
  context: PipelineTestContext,
  options: TestApplicationOptions = {},
) {
  const applicationId = newApplicationId();
  const application = applicationSchema.parse(
    validApplicationInput({
      businessName: options.businessName ?? `Test Business ${randomUUID().slice(0, 8)}`,
    }),
  );
  const [row] = await context.db
    .insert(applications)
    .values({
      ...applicationColumns(application, applicationId, context.cipher),
      agentName: options.agent?.name,
      agentEmail: options.agent?.email,
      ...options.status,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: applications.id });
  for (const document of options.documents ?? []) {
    const storageKey = documentObjectKey(applicationId);
    await writeObjectBytes(context.storage, storageKey, document.bytes, document.contentType);
    await context.db.insert(documents).values({
      applicationId: row!.id,
      slot: document.slot,
      storageKey,
      originalName: document.originalName,
      contentType: document.contentType,
      sizeBytes: document.bytes.byteLength,
    });
  }
  return { id: row!.id, applicationId, businessName: application.businessName };
}

/** Sets columns of a test application directly, e.g. to start it at a later step. */
export async function updateTestApplication(
  context: PipelineTestContext,
  applicationId: string,
  values: Partial<typeof applications.$inferInsert>,
) {
  await context.db.update(applications).set(values).where(eq(applications.applicationId, applicationId));
}

export async function readApplicationRow(context: PipelineTestContext, applicationId: string) {
  const row = await context.db.query.applications.findFirst({
    where: eq(applications.applicationId, applicationId),
  });
  if (!row) throw new Error(`No application ${applicationId}`);
  return row;
}

export async function sentNotifications(context: PipelineTestContext, id: string) {
  return context.db.select().from(notifications).where(eq(notifications.applicationId, id));
}

/** Forgets every notification recorded for the application, so the mail step starts afresh. */
export async function forgetNotifications(context: PipelineTestContext, id: string) {
  await context.db.delete(notifications).where(eq(notifications.applicationId, id));
}

/**
 * A worker for one queue, in the test process, that runs `processor` only for the given
 * applications. Test files share Redis, and a submission test elsewhere may leave a job behind;
 * this worker completes such foreign jobs without doing anything, so they never turn into mail
 * jobs that a later test file would find waiting. Close it in `finally`.
 */
export function startTestWorker(
  context: PipelineTestContext,
  step: QueueName,
  processor: Processor<JobPayload>,
  ownApplicationIds: ReadonlySet<string>,
  options: { concurrency?: number } = {},
) {
  return new Worker<JobPayload>(
    QUEUE_NAMES[step],
    async (job, token) => (ownApplicationIds.has(job.data.applicationId) ? processor(job, token) : undefined),
    { connection: context.connection, prefix: QUEUE_PREFIX, concurrency: options.concurrency ?? 1 },
  );
}

/** Leaves nothing behind for the next test file: jobs, objects and the row. */
export async function removeTestApplication(context: PipelineTestContext, applicationId: string) {
  await removeApplicationJobs(context.queues, applicationId);
  const keys = await objectKeys(context.storage, applicationObjectPrefix(applicationId));
  // One at a time: s3rver answers 500 to parallel deletes in one folder (it prunes empty folders).
  for (const key of keys) await context.storage.removeObjects([key]);
  await context.db.delete(applications).where(eq(applications.applicationId, applicationId));
}
