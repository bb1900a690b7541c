import { Client } from 'minio';
import type { StorageEnv } from '../storage.ts';

/**
 * The S3 server as a test sees it from outside the storage port: what the server recorded for an
 * object (its content type), and a test's own bucket removed at the end. Production code goes
 * through the port (storage.ts) only.
 */
export function s3TestClient(env: StorageEnv): Client {
  const url = new URL(env.S3_ENDPOINT ?? '');
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    useSSL: url.protocol === 'https:',
    region: env.S3_REGION ?? 'us-east-1',
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    pathStyle: true,
  });
}

/** Empties a test's own bucket (one object at a time: s3rver refuses parallel removes in a folder) and removes it. */
export async function removeTestBucket(env: StorageEnv, bucket: string): Promise<void> {
  const client = s3TestClient(env);
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
  for (const key of keys) await client.removeObject(bucket, key);
  await client.removeBucket(bucket);
}
