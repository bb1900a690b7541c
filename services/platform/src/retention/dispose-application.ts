import { applicantValuesOf, withoutValues } from '@funding/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type ApplicationRow, openApplication } from '../application-store.ts';
import { type Actor, recordAudit } from '../audit-trail.ts';
import type { Database, DbTransaction } from '../db/client.ts';
import { applications, documents } from '../db/schema.ts';
import type { FieldCipher } from '../field-cipher.ts';
import { removeApplicationJobs } from '../pipeline/control.ts';
import type { Queues } from '../queues.ts';
import type { Storage } from '../storage.ts';
import { disposedRowValues, PERSONAL_TABLES, personalObjectPrefixes } from './personal-records.ts';
import { dueForDisposal, type RetentionPolicy } from './policy.ts';

export interface DisposalDependencies {
  db: Database;
  storage: Storage;
  queues: Queues;
  cipher: FieldCipher;
  logger: Logger;
}

/**
 * Why an application is disposed of: the retention policy said it was due (checked again under the
 * row's lock, at `now`), or staff asked on an applicant's request, with a reason.
 */
export type DisposalTrigger =
  | { kind: 'policy'; policy: RetentionPolicy; now: Date }
  | { kind: 'request'; reason: string };

/**
 * What happened: `disposed`; or nothing, because the application is `missing`, was `already`
 * disposed of, is `held`, is `not-due` any more (reopened meanwhile), or is `busy` (another run
 * holds its row: that run disposes of it).
 */
export type DisposalOutcome = 'disposed' | 'missing' | 'already' | 'held' | 'not-due' | 'busy';

async function lockedRow(
  tx: DbTransaction,
  applicationId: string,
  trigger: DisposalTrigger,
): Promise<ApplicationRow | 'busy' | undefined> {
  const where = eq(applications.applicationId, applicationId);
  if (trigger.kind === 'request') {
    // Staff wait for a run that holds the row; they then see it disposed of.
    const [row] = await tx.select().from(applications).where(where).for('update');
    return row;
  }
  // Several replicas may run at once: one takes the row, the others pass it by.
  const [row] = await tx.select().from(applications).where(where).for('update', { skipLocked: true });
  if (row) return row;
  const [exists] = await tx.select({ id: applications.id }).from(applications).where(where);
  return exists ? 'busy' : undefined;
}

async function isStillDue(tx: DbTransaction, row: ApplicationRow, trigger: DisposalTrigger) {
  if (trigger.kind !== 'policy') return true;
  const [due] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, row.id), dueForDisposal(trigger.policy, trigger.now)));
  return due !== undefined;
}

async function storedKeys(tx: DbTransaction, storage: Storage, row: ApplicationRow): Promise<string[]> {
  const keys = new Set<string>(row.pdfKey ? [row.pdfKey] : []);
  const rows = await tx
    .select({ key: documents.storageKey })
    .from(documents)
    .where(eq(documents.applicationId, row.id));
  for (const { key } of rows) keys.add(key);
  for (const prefix of personalObjectPrefixes(row.applicationId))
    for await (const item of storage.list(prefix)) keys.add(item.key);
  return [...keys];
}

/**
 * Disposes of one application's personal data (docs/decisions/retention.md): its queued jobs, every
 * stored object, the rows of PERSONAL_TABLES, and the personal answers in its row (replaced by the
 * marker), with the audit entry in the same transaction. The row is locked throughout, so a legal
 * hold, a review change or another run waits; objects are removed before the commit, so a failure
 * leaves the application undisposed and the next run finishes it, never a row that says disposed
 * while files remain. A step that was running meanwhile finds the application gone for the pipeline
 * (pipeline/status.ts) and removes what it wrote; the prefixes are swept once more after the commit.
 *
 * Idempotent: an application already disposed of is left as it is.
 */
export async function disposeApplication(
  deps: DisposalDependencies,
  actor: Actor,
  applicationId: string,
  trigger: DisposalTrigger,
): Promise<DisposalOutcome> {
  const { db, storage, queues, cipher, logger } = deps;
  const outcome = await db.transaction(async (tx): Promise<DisposalOutcome> => {
    const row = await lockedRow(tx, applicationId, trigger);
    if (row === undefined) return 'missing';
    if (row === 'busy') return 'busy';
    if (row.disposedAt) return 'already';
    if (row.legalHoldPlacedAt) return 'held';
    if (!(await isStillDue(tx, row, trigger))) return 'not-due';

    await removeApplicationJobs(queues, applicationId);
    const keys = await storedKeys(tx, storage, row);
    await storage.removeObjects(keys);

    await tx
      .update(applications)
      .set({ ...disposedRowValues(row, cipher), disposedAt: new Date() })
      .where(eq(applications.id, row.id));
    for (const { table, applicationRowId } of PERSONAL_TABLES)
      await tx.delete(table).where(inArray(applicationRowId, [row.id]));
    await recordAudit(tx, actor, {
      action: 'application_dispose',
      applicationId,
      detail: {
        trigger: trigger.kind,
        // Scrubbed of the applicant's own values, which are gone from everywhere else now.
        ...(trigger.kind === 'request'
          ? { reason: withoutValues(trigger.reason, applicantValuesOf(openApplication(row, cipher))) }
          : {}),
        objectsRemoved: keys.length,
      },
    });
    return 'disposed';
  });
  if (outcome === 'disposed') await sweepLateObjects(storage, applicationId, logger);
  return outcome;
}

async function sweepLateObjects(storage: Storage, applicationId: string, logger: Logger): Promise<void> {
  try {
    const late: string[] = [];
    for (const prefix of personalObjectPrefixes(applicationId))
      for await (const item of storage.list(prefix)) late.push(item.key);
    await storage.removeObjects(late);
  } catch (error) {
    // The next run does not see a disposed application again: the orphan sweep removes these.
    logger.warn({ err: error, applicationId }, 'could not sweep objects written during a disposal');
  }
}
