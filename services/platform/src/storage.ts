import { Client } from 'minio';

export interface StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
}

export interface Storage {
  readonly client: Client;
  readonly bucket: string;
  ensureBucket(): Promise<void>;
  ping(): Promise<void>;
  /** Removes objects, ignoring keys that are already gone. */
  removeObjects(keys: string[]): Promise<void>;
}

export function createStorage(options: StorageOptions): Storage {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    region: options.region,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    pathStyle: true,
  });
  const { bucket } = options;

  return {
    client,
    bucket,
    async ensureBucket() {
      if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, options.region);
    },
    async ping() {
      if (!(await client.bucketExists(bucket))) throw new Error(`Bucket ${bucket} does not exist`);
    },
    async removeObjects(keys) {
      await Promise.all(keys.map((key) => client.removeObject(bucket, key)));
    },
  };
}

/** The S3_* variables of an environment: a service's parsed env, or a test stack's. */
export interface StorageEnv {
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
}

export function storageFromEnv(env: StorageEnv): Storage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY || !S3_SECRET_KEY) {
    throw new Error('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY are required');
  }
  return createStorage({
    endpoint: S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    bucket: S3_BUCKET,
    accessKey: S3_ACCESS_KEY,
    secretKey: S3_SECRET_KEY,
  });
}
