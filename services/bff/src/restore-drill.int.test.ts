import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  analyticsSchema,
  applicationDetailSchema,
  BANK_STATEMENT_SLOTS,
  REVIEW_STATUSES,
  statementAnalysisResponseSchema,
} from '@funding/contracts';
import {
  createFieldCipher,
  restoreBackup,
  type Storage,
  schema,
  sweepUnfinishedApplications,
  takeBackup,
  UnreadableDataError,
} from '@funding/platform';
import { copyDatabase, dropDatabase } from '@funding/platform/testing/databases';
import { tinyPdf } from '@funding/platform/testing/documents';
import { eventually } from '@funding/platform/testing/eventually';
import { integrationEnv, scratchDatabase } from '@funding/platform/testing/integration-env';
import { objectKeys } from '@funding/platform/testing/objects';
import { removeTestBucket } from '@funding/platform/testing/s3';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedServiceBundle } from '../../../scripts/stack/env.ts';
import { freePort } from '../../../scripts/stack/process.ts';
import { type ServiceName, spawnService, waitUntilReady } from '../../../scripts/stack/services.ts';
import {
  createAdmin,
  giveSecondFactor,
  insertApplication,
  type TestAdmin,
} from './testing/admin-fixtures.ts';
import { createTestApp } from './testing/test-app.ts';

/**
 * The restore drill (docs/operations.md#backups-and-restore): a system seeded with applications in
 * every state, their documents and audit entries is backed up, wiped (database, bucket, Redis) and
 * restored into a new database and bucket; everything is compared with the originals. A restore
 * with a field key other than the data's fails naming the key, and leaves nothing a service could
 * start on. The system runs on a database and bucket of its own (the worker's are left alone).
 */
const newName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
const serverUrl = integrationEnv().DATABASE_URL!;
const storageEnv = integrationEnv();

function systemOn(databaseUrl: string, bucket: string) {
  return createTestApp({ DATABASE_URL: databaseUrl, S3_BUCKET: bucket });
}

/** Every row of every table of the application's and drizzle's schemas, as JSON, in a stable order. */
async function everyRow(databaseUrl: string): Promise<Record<string, unknown[]>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`;
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables)
      rows[name] = (
        await sql.unsafe(`select to_jsonb(t) as row from ${name} t order by to_jsonb(t)::text`)
      ).map(({ row }) => row);
    return rows;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Every object of the bucket by key: the SHA-256 of its bytes and its content type. */
async function everyObject(storage: Storage): Promise<Record<string, string>> {
  const objects: Record<string, string> = {};
  for (const key of await objectKeys(storage, '')) {
    const sha256 = createHash('sha256')
      .update(await storage.getBytes(key))
      .digest('hex');
    objects[key] = `${sha256} ${(await storage.stat(key))?.contentType}`;
  }
  return objects;
}

describe('the restore drill', () => {
  const source = { bucket: newName('drill-source-'), database: undefined as undefined | { url: string } };
  const restoredDatabase = newName('drill_restored_');
  const restoredBucket = newName('drill-restored-');
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('brings back every application, document, audit entry and figure, and the pipeline picks up what was in flight', async () => {
    // 1. A system with applications in every state, documents and audit entries.
    const sourceDatabase = await scratchDatabase();
    cleanups.push(sourceDatabase.drop);
    const system = systemOn(sourceDatabase.url, source.bucket);
    cleanups.push(system.close);
    await system.deps.storage.ensureBucket();
    cleanups.push(() => removeTestBucket(storageEnv, source.bucket));
    const { app, deps } = system;
    const [admin, superAdmin] = await Promise.all([
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'super_admin' }),
    ]);
    await giveSecondFactor(deps, admin.id);
    const send = (method: string, path: string, as: TestAdmin, body?: unknown) =>
      app.request(`/api/admin/${path}`, {
        method,
        headers: { ...as.headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    const applicationIds: string[] = [];
    for (const [index, reviewStatus] of REVIEW_STATUSES.entries()) {
      const { applicationId } = await insertApplication(deps, {
        pdf: tinyPdf(),
        emailStatus: 'done',
        reviewStatus: reviewStatus === 'in_review' ? 'new' : reviewStatus,
        documents: [
          { slot: 'bankStatement1', name: `statement-${index}.pdf`, body: Buffer.from(`%PDF-1.4 ${index}`) },
          { slot: 'bankStatement2', name: `statement-${index}b.pdf`, body: randomBytes(2_000) },
        ],
      });
      applicationIds.push(applicationId);
      // One moved through the API, so the trail holds a status change; the others as they stand.
      if (reviewStatus === 'in_review') {
        const changed = await send('PUT', `applications/${applicationId}/review-status`, admin, {
          status: reviewStatus,
        });
        expect(changed.status).toBe(200);
      }
      const noted = await send('POST', `applications/${applicationId}/notes`, admin, {
        text: `Note ${index}`,
      });
      expect(noted.status).toBe(201);
    }
    // In flight: a PDF being made, an e-mail not yet sent; their jobs are in the Redis about to be lost.
    const rendering = await insertApplication(deps, { pdfStatus: 'processing' });
    const mailing = await insertApplication(deps, { pdf: tinyPdf(), emailStatus: 'pending' });
    const failed = await insertApplication(deps, { pdfStatus: 'failed' });
    applicationIds.push(rendering.applicationId, mailing.applicationId, failed.applicationId);
    // Held, and disposed of on request.
    const [held, disposed] = applicationIds as [string, string];
    const holding = await send('PUT', `applications/${held}/legal-hold`, superAdmin, {
      held: true,
      reason: 'Subpoena 24-117',
    });
    expect(holding.status).toBe(200);
    const disposing = await send('POST', `applications/${disposed}/disposal`, admin, {
      reason: 'The applicant asked',
    });
    expect(disposing.status).toBe(200);

    const detailsOf = async (target: typeof app) =>
      Promise.all(
        applicationIds.map(async (applicationId) => {
          const response = await target.request(`/api/admin/applications/${applicationId}`, {
            headers: admin.headers,
          });
          expect(response.status).toBe(200);
          return applicationDetailSchema.parse(await response.json());
        }),
      );
    const analyticsOf = async (target: typeof app) => {
      const response = await target.request('/api/admin/analytics', { headers: admin.headers });
      expect(response.status).toBe(200);
      return analyticsSchema.parse(await response.json());
    };
    // Read last: reading the details writes their audit entries, which the backup then holds.
    const details = await detailsOf(app);
    const analytics = await analyticsOf(app);
    const original = {
      details,
      analytics,
      rows: await everyRow(sourceDatabase.url),
      objects: await everyObject(deps.storage),
    };
    // What the drill compares is really there: every state, documents, PDFs and an audit trail.
    expect(new Set(original.details.map((detail) => detail.reviewStatus))).toEqual(new Set(REVIEW_STATUSES));
    // Three objects for each application of a status but the one disposed of, and the in-flight mail's PDF.
    expect(Object.keys(original.objects)).toHaveLength((REVIEW_STATUSES.length - 1) * 3 + 1);
    const actions = original.rows['public.audit_log']!.map((entry) => (entry as { action: string }).action);
    for (const action of ['note_add', 'review_status_change', 'legal_hold_place', 'application_dispose'])
      expect(actions).toContain(action);
    expect(original.rows['public.documents']!.length).toBeGreaterThan(0);

    // 2. Back up.
    const dir = await mkdtemp(join(tmpdir(), 'restore-drill-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const backupDir = join(dir, 'backup');
    const manifest = await takeBackup({
      databaseUrl: sourceDatabase.url,
      storage: deps.storage,
      dir: backupDir,
    });
    expect(manifest.objects.count).toBe(Object.keys(original.objects).length);
    expect(manifest.fieldKeyIds).toEqual(deps.cipher.keyIds.slice(0, 1));

    // 3. Wipe everything: the database, the bucket, Redis.
    await deps.redis.flushdb();
    await system.close();
    await sourceDatabase.drop();
    await removeTestBucket(storageEnv, source.bucket);

    // 4. Restore into a new, empty database and bucket: first with keys that are not the data's.
    const restoredUrl = await copyDatabase(serverUrl, 'template0', restoredDatabase);
    cleanups.push(() => dropDatabase(serverUrl, restoredDatabase));
    const restored = systemOn(restoredUrl, restoredBucket);
    cleanups.push(restored.close);
    cleanups.push(() => removeTestBucket(storageEnv, restoredBucket));
    await restored.deps.storage.ensureBucket();
    const [keyId] = deps.cipher.keyIds as [string];
    const otherKey = `${keyId}:${randomBytes(32).toString('base64')}`;
    for (const [cipher, named] of [
      [createFieldCipher(`elsewhere:${randomBytes(32).toString('base64')}`), `no key "${keyId}"`],
      [createFieldCipher(otherKey), `key "${keyId}" of FIELD_ENCRYPTION_KEYS does not decrypt`],
    ] as const) {
      const refused = restoreBackup({
        databaseUrl: restoredUrl,
        storage: restored.deps.storage,
        dir: backupDir,
        cipher,
      });
      await expect(refused).rejects.toThrow(UnreadableDataError);
      await expect(refused).rejects.toThrow(named);
      // Nothing left to start on: the database is empty again, and no object was put back.
      expect(Object.keys(await everyRow(restoredUrl))).toEqual([]);
      expect(await objectKeys(restored.deps.storage, '')).toEqual([]);
    }

    await restoreBackup({
      databaseUrl: restoredUrl,
      storage: restored.deps.storage,
      dir: backupDir,
      cipher: deps.cipher,
    });

    // 5. Everything as it was: every row (audit trail included), every object's bytes, every
    // application as staff see it, and the analytics.
    expect(await everyRow(restoredUrl)).toEqual(original.rows);
    expect(await everyObject(restored.deps.storage)).toEqual(original.objects);
    expect(await detailsOf(restored.app)).toEqual(original.details);
    expect(await analyticsOf(restored.app)).toEqual(original.analytics);

    // A worker started with a key other than the data's refuses to start, naming the key.
    const restoredEnv = { DATABASE_URL: restoredUrl, S3_BUCKET: restoredBucket, RETENTION_INTERVAL_MS: '0' };
    const lines: string[] = [];
    const startWorker = async (name: ServiceName, overrides: Record<string, string> = {}) => {
      const port = await freePort();
      const worker = spawnService(
        name,
        { ...integrationEnv({ LOG_LEVEL: 'info', ...restoredEnv, ...overrides }), HEALTH_PORT: String(port) },
        (_service, line) => lines.push(line),
        { bundleDir: sharedServiceBundle() },
      );
      cleanups.push(() => worker.stop());
      return { worker, readyUrl: `http://127.0.0.1:${port}/api/ready` };
    };
    const refusing = await startWorker('mail-worker', { FIELD_ENCRYPTION_KEYS: otherKey });
    const [code] = await once(refusing.worker.child, 'exit');
    expect(code).not.toBe(0);
    expect(lines.join('\n')).toContain('the field encryption keys do not read the stored data');
    expect(lines.join('\n')).toContain(`key "${keyId}" of FIELD_ENCRYPTION_KEYS does not decrypt`);

    // The jobs Redis held are gone with it; the sweeper queues the unfinished steps again (the
    // failed one waits for an admin's retry), and the real workers, started on the restored data
    // with the right key, finish them.
    const swept = await sweepUnfinishedApplications({
      db: restored.deps.db,
      queues: restored.deps.queues,
      graceMs: 0,
    });
    const steps = (step: string) =>
      swept.filter((each) => each.step === step).map(({ applicationId }) => applicationId);
    expect(steps('mail')).toEqual([mailing.applicationId]);
    expect(steps('pdf')).toEqual([rendering.applicationId]);
    // Bank statements never read (the seed stores files, not readings) are read after the restore:
    // those of every application still holding one.
    const withStatements = await restored.deps.db
      .selectDistinct({ applicationId: schema.applications.applicationId })
      .from(schema.documents)
      .innerJoin(schema.applications, eq(schema.applications.id, schema.documents.applicationId))
      .where(
        and(
          inArray(schema.documents.slot, [...BANK_STATEMENT_SLOTS]),
          isNull(schema.applications.disposedAt),
        ),
      );
    const reading = steps('statements');
    expect(reading.sort()).toEqual(withStatements.map(({ applicationId }) => applicationId).sort());
    expect(reading.length).toBeGreaterThan(0);
    for (const name of ['pdf-worker', 'mail-worker'] as const) {
      const { worker, readyUrl } = await startWorker(name, { SWEEP_INTERVAL_MS: '0' });
      await waitUntilReady(worker, readyUrl);
    }
    const staffRead = async (path: string) =>
      (await restored.app.request(`/api/admin/applications/${path}`, { headers: admin.headers })).json();
    for (const { applicationId } of [rendering, mailing])
      await eventually(`${applicationId} to finish its PDF and e-mail`, async () => {
        const detail = applicationDetailSchema.parse(await staffRead(applicationId));
        return detail.pdfStatus === 'done' && detail.emailStatus === 'done';
      });
    for (const applicationId of reading)
      await eventually(`${applicationId}'s statements to be read`, async () => {
        const { data } = statementAnalysisResponseSchema.parse(
          await staffRead(`${applicationId}/statements`),
        );
        return data.status === 'done';
      });
  });
});
