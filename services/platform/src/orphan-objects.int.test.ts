import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/client.ts';
import { writeObjectBytes } from './object-bytes.ts';
import { documentObjectKey, pdfObjectKey } from './object-keys.ts';
import { sweepOrphanObjects } from './orphan-objects.ts';
import { createStorage } from './storage.ts';
import { integrationEnv } from './testing/integration-env.ts';
import { objectKeys } from './testing/objects.ts';
import {
  insertTestApplication,
  newApplicationId,
  pipelineTestContext,
  removeTestApplication,
} from './testing/pipeline.ts';
import { removeTestBucket } from './testing/s3.ts';

// A bucket of its own: the sweep removes every unowned object it lists, and other test files store
// files in the shared bucket moments before they commit the rows that own them.
const env = integrationEnv();
const storage = createStorage({
  endpoint: env.S3_ENDPOINT!,
  region: env.S3_REGION ?? 'us-east-1',
  bucket: `orphans-${randomBytes(4).toString('hex')}`,
  accessKey: env.S3_ACCESS_KEY!,
  secretKey: env.S3_SECRET_KEY!,
});
const context = pipelineTestContext();
const database = createDatabase({ url: env.DATABASE_URL!, poolSize: 2 });
let ownerId: string;

const storedKeys = async () => (await objectKeys(storage, '')).sort();

beforeAll(async () => {
  await storage.ensureBucket();
  ownerId = (await insertTestApplication(context)).applicationId;
});

afterAll(async () => {
  await removeTestBucket(env, storage.bucket);
  await removeTestApplication(context, ownerId);
  await database.close();
  await context.close();
});

describe('sweepOrphanObjects', () => {
  it('removes only objects older than the grace period under an application that does not exist', async () => {
    const orphanId = newApplicationId();
    const put = (key: string) =>
      writeObjectBytes(storage, key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    const owned = [documentObjectKey(ownerId), pdfObjectKey(ownerId)];
    const orphans = [documentObjectKey(orphanId), documentObjectKey(orphanId), pdfObjectKey(orphanId)];
    for (const key of [...owned, ...orphans, 'elsewhere/report.csv']) await put(key);
    const sweep = (options: { graceMs: number; dryRun?: boolean; now?: Date }) =>
      sweepOrphanObjects({ sql: database.sql, storage, batchSize: 1, ...options });

    // Fresh objects may belong to a submission still committing its row.
    expect(await sweep({ graceMs: 3_600_000 })).toEqual({ objectsScanned: 5, orphans: [] });

    // Two seconds on (S3 times are whole seconds on some servers): past the grace of 100 ms.
    const later = new Date(Date.now() + 2_000);
    const dryRun = await sweep({ graceMs: 100, dryRun: true, now: later });
    expect(dryRun.orphans.sort()).toEqual([...orphans].sort());
    expect(await storedKeys()).toHaveLength(6);

    const swept = await sweep({ graceMs: 100, now: later });
    expect(swept.orphans.sort()).toEqual([...orphans].sort());
    expect(await storedKeys()).toEqual([...owned, 'elsewhere/report.csv'].sort());
  });

  it('takes objects under an application disposed of for orphans: its row no longer owns any', async () => {
    const { applicationId } = await insertTestApplication(context);
    const late = pdfObjectKey(applicationId);
    await writeObjectBytes(
      storage,
      late,
      Buffer.from('%PDF-1.7 written during the disposal'),
      'application/pdf',
    );
    try {
      // Two seconds on (S3 times are whole seconds on some servers): past the grace of 100 ms.
      const later = new Date(Date.now() + 2_000);
      const sweep = () =>
        sweepOrphanObjects({ sql: database.sql, storage, graceMs: 100, dryRun: true, now: later });
      expect((await sweep()).orphans).not.toContain(late);
      await database.sql`update applications set disposed_at = now() where application_id = ${applicationId}`;
      expect((await sweep()).orphans).toContain(late);
    } finally {
      await storage.removeObjects([late]);
      await removeTestApplication(context, applicationId);
    }
  });
});
