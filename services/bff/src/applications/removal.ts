import { ADMIN_API_MESSAGES } from '@funding/contracts';
import {
  applicationObjectPrefix,
  type Database,
  type Logger,
  type Queues,
  removeApplicationJobs,
  type Storage,
  schema,
} from '@funding/platform';
import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

async function objectKeysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys;
}

/**
 * Deletes an application whole: its queued jobs first (so no worker starts on it again), then its
 * stored objects (documents, PDF, anything else under its prefix), then the row with its document
 * rows and the audit entry in one transaction. Objects go before the row so a failure part way
 * leaves a row that a second delete finishes, never objects that nothing points to. A step that
 * was running meanwhile may write after the sweep; the prefix is swept once more at the end.
 * Throws not_found when there is no such application.
 */
export async function deleteApplication(
  { db, storage, queues, logger }: { db: Database; storage: Storage; queues: Queues; logger: Logger },
  actor: Actor,
  applicationId: string,
): Promise<void> {
  const [row] = await db
    .select({ id: schema.applications.id, pdfKey: schema.applications.pdfKey })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);

  const jobs = await removeApplicationJobs(queues, applicationId);
  const documentKeys = await db
    .select({ key: schema.documents.storageKey })
    .from(schema.documents)
    .where(eq(schema.documents.applicationId, row.id));
  const prefix = applicationObjectPrefix(applicationId);
  const keys = new Set([
    ...documentKeys.map((document) => document.key),
    ...(row.pdfKey ? [row.pdfKey] : []),
    ...(await objectKeysUnder(storage, prefix)),
  ]);
  await storage.removeObjects([...keys]);

  await db.transaction(async (tx) => {
    await tx.delete(schema.applications).where(eq(schema.applications.id, row.id));
    await recordAudit(tx, actor, {
      action: 'application_delete',
      applicationId,
      detail: { objectsRemoved: keys.size, jobsRemoved: jobs.removed, jobsRunning: jobs.running },
    });
  });

  try {
    const late = await objectKeysUnder(storage, prefix);
    if (late.length > 0) await storage.removeObjects(late);
  } catch (error) {
    logger.warn({ err: error, applicationId }, 'could not sweep objects written during a delete');
  }
}
