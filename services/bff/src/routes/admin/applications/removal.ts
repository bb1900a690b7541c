import { applicationObjectPrefix, removeApplicationJobs, type Storage, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../../app-env.ts';
import { recordAudit } from '../../../audit.ts';

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
 * Returns false when there is no such application.
 */
export async function deleteApplication(c: Context<AppEnv>, applicationId: string): Promise<boolean> {
  const { db, storage, queues, logger } = c.get('deps');
  const [row] = await db
    .select({ id: schema.applications.id, pdfKey: schema.applications.pdfKey })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  if (!row) return false;

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
    await recordAudit(
      c,
      {
        action: 'application_delete',
        applicationId,
        detail: { objectsRemoved: keys.size, jobsRemoved: jobs.removed, jobsRunning: jobs.running },
      },
      tx,
    );
  });

  try {
    const late = await objectKeysUnder(storage, prefix);
    if (late.length > 0) await storage.removeObjects(late);
  } catch (error) {
    logger.warn({ err: error, applicationId }, 'could not sweep objects written during a delete');
  }
  return true;
}
