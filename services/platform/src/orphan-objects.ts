import type { Sql } from 'postgres';
import { APPLICATION_OBJECTS_ROOT } from './object-keys.ts';
import type { Storage } from './storage.ts';

export interface OrphanSweepOptions {
  sql: Sql;
  storage: Storage;
  /** Older than any submission or delete can take, so work in flight is never touched. */
  graceMs: number;
  /** Report what would be removed, remove nothing. */
  dryRun?: boolean;
  /** Distinct applications looked up in the database at a time. */
  batchSize?: number;
  /** The time the grace period is counted back from (a test's clock; the sweep's own time otherwise). */
  now?: Date;
}

export interface OrphanSweepResult {
  objectsScanned: number;
  /** Keys of the objects removed (or, in a dry run, that would be). */
  orphans: string[];
}

/**
 * Removes stored objects that no application owns: files of a submission whose process died between
 * storing them and committing the row (a kill, an out-of-memory, a lost node), or objects written
 * under an application while it was being deleted or disposed of. They are bank statements and IDs
 * with no owner and no way to reach them, so they must not be kept. An object is an orphan when no
 * application row with its data has the id of its prefix (`applications/<applicationId>/`: none, or
 * one disposed of) and it is older than `graceMs`.
 * The listing streams; the database is asked once per batch of applications.
 */
export async function sweepOrphanObjects({
  sql,
  storage,
  graceMs,
  dryRun = false,
  batchSize = 500,
  now = new Date(),
}: OrphanSweepOptions): Promise<OrphanSweepResult> {
  const cutoff = now.getTime() - graceMs;
  const result: OrphanSweepResult = { objectsScanned: 0, orphans: [] };
  let batch = new Map<string, string[]>();

  const settle = async () => {
    const ids = [...batch.keys()];
    const owned = await sql<{ applicationId: string }[]>`
      select application_id as "applicationId" from applications
      where application_id in ${sql(ids)} and disposed_at is null`;
    for (const { applicationId } of owned) batch.delete(applicationId);
    const orphans = [...batch.values()].flat();
    // One at a time: orphans are few, and a background job should not burst deletes at the store.
    if (!dryRun) for (const key of orphans) await storage.removeObjects([key]);
    result.orphans.push(...orphans);
    batch = new Map();
  };

  for await (const item of storage.list(APPLICATION_OBJECTS_ROOT)) {
    result.objectsScanned++;
    const applicationId = item.key.slice(APPLICATION_OBJECTS_ROOT.length).split('/')[0];
    if (!applicationId || !item.lastModified || item.lastModified.getTime() >= cutoff) continue;
    const keys = batch.get(applicationId) ?? [];
    keys.push(item.key);
    batch.set(applicationId, keys);
    if (batch.size >= batchSize) await settle();
  }
  if (batch.size > 0) await settle();
  return result;
}
