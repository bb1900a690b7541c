import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closeQueues,
  createDatabase,
  createFieldCipher,
  createLogger,
  createQueues,
  disposeDueApplications,
  documentObjectKey,
  pdfObjectKey,
  redisConnection,
  restoreBackup,
  storageFromEnv,
  takeBackup,
} from '@funding/platform';
import { copyDatabase, createTemplateDatabase, dropDatabase } from '@funding/platform/testing/databases';
import { seedApplications } from './admin-reads.ts';
import type { Row, SectionResult } from './report.ts';
import { round } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

export interface RetentionSettings {
  /** Applications seeded, backed up, restored and then disposed of. */
  applications: number;
  /** Stored objects per application (bank statements and the PDF package), each this many bytes. */
  objectsPerApplication: number;
  objectBytes: number;
  /** The size the issue asks about; figures for it are extrapolated when fewer were measured. */
  target: number;
}

const OBJECTS_AT_ONCE = 16;

/** `work` over `items`, `limit` at a time. */
async function inLanes<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Disposal throughput and backup/restore time, measured with the real modules (takeBackup,
 * restoreBackup, disposeDueApplications) on the bench's own servers: applications seeded with
 * stored objects under their prefixes, a backup into a folder, a restore into a new database and
 * bucket, then the retention run disposing of every one of them (the policy applied ten years on).
 * It runs on a database and bucket of its own, so other sections' rows are not in its figures.
 */
export async function measureRetention(
  system: BenchSystem,
  settings: RetentionSettings,
): Promise<SectionResult> {
  const count = settings.applications;
  const suffix = randomBytes(3).toString('hex');
  const sourceName = `bench_retention_${suffix}`;
  const restoredName = `bench_restored_${suffix}`;
  const sourceUrl = await createTemplateDatabase(system.env.DATABASE_URL!, sourceName);
  const env: Record<string, string> = {
    ...system.env,
    DATABASE_URL: sourceUrl,
    S3_BUCKET: `bench-retention-${suffix}`,
  };
  const storage = storageFromEnv(env);
  await storage.ensureBucket();
  const restoredStorage = storageFromEnv({ ...env, S3_BUCKET: `bench-restored-${suffix}` });
  progress(`retention: seeding ${count} applications with ${settings.objectsPerApplication} objects each`);
  await seedApplications({ ...system, env }, count);
  const database = createDatabase({ url: sourceUrl, poolSize: 6 });
  const dir = await mkdtemp(join(tmpdir(), 'bench-retention-'));
  const queues = createQueues({ connection: redisConnection(env.REDIS_URL!) });
  try {
    const ids = (await database.sql`select application_id from applications`).map(
      (row) => row.application_id as string,
    );
    const keys = ids.flatMap((applicationId) => [
      pdfObjectKey(applicationId),
      ...Array.from({ length: settings.objectsPerApplication - 1 }, () => documentObjectKey(applicationId)),
    ]);
    const body = randomBytes(settings.objectBytes);
    const seeding = performance.now();
    await inLanes(keys, OBJECTS_AT_ONCE, (key) => storage.putBytes(key, body, 'application/pdf'));
    const seedSeconds = seconds(seeding);
    progress(`retention: ${keys.length} objects stored in ${seedSeconds.toFixed(0)} s; backing up`);

    const backupStarted = performance.now();
    const manifest = await takeBackup({ databaseUrl: sourceUrl, storage, dir: join(dir, 'backup') });
    const backupSeconds = seconds(backupStarted);
    progress(`retention: backup in ${backupSeconds.toFixed(0)} s; restoring`);

    const restoredUrl = await copyDatabase(sourceUrl, 'template0', restoredName);
    const restoreStarted = performance.now();
    await restoreBackup({
      databaseUrl: restoredUrl,
      storage: restoredStorage,
      dir: join(dir, 'backup'),
      cipher: createFieldCipher(env.FIELD_ENCRYPTION_KEYS!),
    });
    const restoreSeconds = seconds(restoreStarted);
    progress(`retention: restore in ${restoreSeconds.toFixed(0)} s; disposing of every application`);

    const disposalStarted = performance.now();
    const run = await disposeDueApplications(
      {
        db: database.db,
        storage,
        queues,
        cipher: createFieldCipher(env.FIELD_ENCRYPTION_KEYS!),
        logger: createLogger({ name: 'bench-retention', level: 'silent' }),
      },
      { policy: { closedDays: 180, inactiveDays: 730 }, now: new Date(Date.now() + 3_650 * 86_400_000) },
    );
    const disposalSeconds = seconds(disposalStarted);
    if (run.disposed !== count) throw new Error(`disposed of ${run.disposed} of ${count} applications`);
    const left = [];
    for await (const item of storage.list('applications/')) left.push(item.key);
    if (left.length > 0) throw new Error(`${left.length} objects left after disposal`);

    const perApplication = (total: number) => total / count;
    const scaled = (total: number) => perApplication(total) * settings.target;
    const extrapolated = count !== settings.target;
    const label = (what: string) =>
      extrapolated
        ? `${what}, ${count} measured, x${round(settings.target / count, 1)} for ${settings.target}`
        : what;
    const megabytes = (manifest.objects.bytes + manifest.database.bytes) / 1e6;
    const rows: Row[] = [
      {
        section: 'retention',
        measure: `disposal (each application with its ${settings.objectsPerApplication} objects)`,
        value: `${round(count / disposalSeconds, 1)} applications/s`,
        baseline: `storing those objects: ${round(keys.length / seedSeconds, 0)} objects/s`,
        versus: `${round((count * settings.objectsPerApplication) / disposalSeconds, 0)} objects/s removed`,
        status: '',
        data: { applications: count, seconds: disposalSeconds, run },
      },
      {
        section: 'retention',
        measure: label(`backup of ${settings.target} applications (${round(megabytes, 0)} MB measured)`),
        value: `${round(scaled(backupSeconds), 0)} s${extrapolated ? ' (extrapolated)' : ''}`,
        baseline: `measured: ${round(backupSeconds, 1)} s for ${count}`,
        versus: `${round(megabytes / backupSeconds, 1)} MB/s`,
        status: '',
        data: { applications: count, seconds: backupSeconds, manifest },
      },
      {
        section: 'retention',
        measure: label(`restore of ${settings.target} applications`),
        value: `${round(scaled(restoreSeconds), 0)} s${extrapolated ? ' (extrapolated)' : ''}`,
        baseline: `measured: ${round(restoreSeconds, 1)} s for ${count}`,
        versus: `${round(megabytes / restoreSeconds, 1)} MB/s`,
        status: '',
        data: { applications: count, seconds: restoreSeconds },
      },
    ];
    return {
      rows,
      notes: [
        {
          title: 'retention: what was measured',
          body:
            `${count} applications, each with ${settings.objectsPerApplication} stored objects of ${settings.objectBytes} bytes, on the bench's s3rver and Postgres. ` +
            `Backup: pg_dump (custom format) then every object copied to a local folder with its SHA-256; restore: pg_restore into a new database, the key check, every object checked and put back. ` +
            `Disposal: the retention run in batches of 100, four at a time, each application in its own transaction with its objects removed.` +
            (extrapolated
              ? ` Backup and restore scale with the number of objects, so the ${settings.target} figures are the measured per-application time times ${settings.target}, not a run of that size.`
              : ''),
        },
      ],
      data: { retention: { settings, seedSeconds, backupSeconds, restoreSeconds, disposalSeconds } },
    };
  } finally {
    await closeQueues(queues);
    await database.close();
    await rm(dir, { recursive: true, force: true });
    for (const name of [restoredName, sourceName]) await dropDatabase(sourceUrl, name).catch(() => {});
  }
}
