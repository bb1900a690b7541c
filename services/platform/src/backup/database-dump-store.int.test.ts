import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageFromEnv } from '../storage.ts';
import { integrationEnv } from '../testing/integration-env.ts';
import { objectKeys } from '../testing/objects.ts';
import { removeTestBucket } from '../testing/s3.ts';
import { pruneDatabaseDumps, storeDatabaseDump } from './database-dump-store.ts';

const DAY = 86_400_000;

describe('the nightly database dumps in object storage', () => {
  const env = integrationEnv();
  const bucket = `dumps-${randomBytes(4).toString('hex')}`;
  const storage = storageFromEnv({ ...env, S3_BUCKET: bucket });
  let dir = '';
  afterAll(async () => {
    await removeTestBucket(env, bucket).catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps each dump with its SHA-256, and removes those past the retention but never the newest', async () => {
    dir = await mkdtemp(join(tmpdir(), 'dumps-'));
    const file = join(dir, 'database.dump');
    const bytes = randomBytes(5_000);
    await writeFile(file, bytes);
    const now = new Date('2026-11-27T03:17:00Z');
    const old = await storeDatabaseDump(storage, file, new Date(now.getTime() - 40 * DAY));
    const recent = await storeDatabaseDump(storage, file, new Date(now.getTime() - 10 * DAY));
    const latest = await storeDatabaseDump(storage, file, now);
    expect(latest).toBe('database/2026-11-27T031700Z.dump');
    expect(await storage.getBytes(latest)).toEqual(bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect((await storage.getBytes(`${latest}.sha256`)).toString()).toBe(
      `${sha256}  2026-11-27T031700Z.dump\n`,
    );

    expect((await pruneDatabaseDumps(storage, 35, now)).sort()).toEqual([old, `${old}.sha256`]);
    expect(await objectKeys(storage, 'database/')).toEqual(
      [recent, `${recent}.sha256`, latest, `${latest}.sha256`].sort(),
    );

    // Long after the last dump (the job has been failing): the newest stays.
    const muchLater = new Date(now.getTime() + 100 * DAY);
    expect((await pruneDatabaseDumps(storage, 35, muchLater)).sort()).toEqual([recent, `${recent}.sha256`]);
    expect(await objectKeys(storage, 'database/')).toEqual([latest, `${latest}.sha256`]);
  });
});
