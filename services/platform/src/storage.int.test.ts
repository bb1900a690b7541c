import { randomBytes, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createStorage, storageFromEnv } from './storage.ts';
import { integrationEnv } from './testing/integration-env.ts';

describe('object storage against a real S3 server', () => {
  const env = integrationEnv();
  const storage = storageFromEnv(env);

  it('round-trips an object byte for byte, then removes it', async () => {
    const key = `test/${randomUUID()}`;
    const body = randomBytes(256 * 1024);
    await storage.client.putObject(storage.bucket, key, body, body.length, {
      'Content-Type': 'application/pdf',
    });
    const stat = await storage.client.statObject(storage.bucket, key);
    expect(stat.size).toBe(body.length);
    const read = await buffer(await storage.client.getObject(storage.bucket, key));
    expect(read.equals(body)).toBe(true);

    await storage.removeObjects([key]);
    await expect(storage.client.statObject(storage.bucket, key)).rejects.toThrow();
  });

  it('answers ping when the bucket exists and refuses when it does not', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    const missing = createStorage({
      endpoint: env.S3_ENDPOINT!,
      region: 'us-east-1',
      bucket: `missing-${Date.now()}`,
      accessKey: env.S3_ACCESS_KEY!,
      secretKey: env.S3_SECRET_KEY!,
    });
    await expect(missing.ping()).rejects.toThrow(/does not exist/);
  });
});
