import { createReadStream } from 'node:fs';
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'minio';
import { neverThrows } from './never-throws.ts';

export interface StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
}

/** One object of a listing. */
export interface ListedObject {
  key: string;
  /** Absent when the server did not say: an object of unknown age is never taken for an old one. */
  lastModified?: Date;
}

/**
 * The one way into object storage: nothing outside this module talks to the S3 client (the
 * import-graph check refuses a `minio` import anywhere else in production code), so a change of
 * client or server touches this file only.
 */
export interface Storage {
  readonly bucket: string;
  ensureBucket(): Promise<void>;
  ping(): Promise<void>;
  /** Every object under `prefix` (all levels), page by page as the server sends them. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Whether `key` holds an object. */
  exists(key: string): Promise<boolean>;
  /** An object's size and content type (a backup keeps both), or null when there is none under `key`. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** An object as a stream, or null when there is none under `key`. */
  getStream(key: string): Promise<Readable | null>;
  /** Removes objects, ignoring keys that are already gone. */
  removeObjects(keys: string[]): Promise<void>;
  /** Streams a file from disk into an object, holding one chunk in memory at a time. */
  putFile(key: string, path: string, size: number, contentType: string): Promise<void>;
  /** Puts bytes already in memory (one buffer, or the chunks of one) into an object. */
  putBytes(key: string, bytes: Uint8Array | readonly Uint8Array[], contentType: string): Promise<void>;
  /**
   * A whole object as bytes in a Buffer of its own (not a slice of Node's shared pool), so it can
   * be handed to a thread without a copy. Throws the S3 error (`code: 'NoSuchKey'`) when it is gone.
   */
  getBytes(key: string): Promise<Buffer>;
}

/** S3 (MinIO, s3rver) answers a missing key with one of these codes; the minio client passes them on. */
export function isMissingObject(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
}

// Long enough for a 10 MiB file on a slow link inside the cluster; the URL never leaves the process.
const UPLOAD_URL_SECONDS = 300;

/**
 * One pool of kept-alive connections per storage endpoint, shared by the minio client and the
 * uploads: a put reuses a warm connection instead of opening one per object (seven per submission).
 * An idle socket is closed after 4 s, before a server's own keep-alive timeout (Node's 5 s, which
 * s3rver has) can close it under a new request; the timeout ends idle sockets only, never a request.
 */
function keepAliveAgent(useSSL: boolean): HttpAgent {
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 4_000 };
  return useSSL ? new HttpsAgent(options) : new HttpAgent(options);
}

export function createStorage(options: StorageOptions): Storage {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  const agent = keepAliveAgent(useSSL);
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    region: options.region,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    pathStyle: true,
    transportAgent: agent,
  });
  const { bucket } = options;

  /**
   * Not client.putObject: for objects up to its part size (64 MiB) the minio client reads the whole
   * body into one Buffer and hashes it to sign it, and above that it starts a multipart upload
   * (which s3rver, the local server, does not implement). A presigned PUT signs no payload, so the
   * body streams as it is, with its exact length, in one request of any size up to 5 GiB.
   */
  async function presignedPut(
    key: string,
    size: number,
    contentType: string,
    send: (upload: ClientRequest) => Promise<void>,
  ): Promise<void> {
    const target = new URL(await client.presignedPutObject(bucket, key, UPLOAD_URL_SECONDS));
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    await new Promise<void>((resolve, reject) => {
      const upload = request(target, {
        method: 'PUT',
        agent,
        headers: { 'content-length': size, 'content-type': contentType },
      });
      upload.once(
        'response',
        neverThrows((response: IncomingMessage) => {
          response.resume();
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`Storage refused the upload of ${key}: HTTP ${status}`));
        }, reject),
      );
      upload.once('error', reject);
      send(upload).catch((error: unknown) => {
        upload.destroy();
        reject(error);
      });
    });
  }

  return {
    bucket,
    async ensureBucket() {
      if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, options.region);
    },
    async ping() {
      if (!(await client.bucketExists(bucket))) throw new Error(`Bucket ${bucket} does not exist`);
    },
    async *list(prefix) {
      const listing = client.listObjectsV2(bucket, prefix, true);
      for await (const item of listing as AsyncIterable<{ name?: string; lastModified?: Date }>) {
        // Without a name it is a common prefix, which a recursive listing does not send.
        if (item.name)
          yield { key: item.name, ...(item.lastModified ? { lastModified: item.lastModified } : {}) };
      }
    },
    async exists(key) {
      try {
        await client.statObject(bucket, key);
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async stat(key) {
      try {
        const { size, metaData } = await client.statObject(bucket, key);
        const contentType = (metaData as Record<string, unknown>)['content-type'];
        return {
          size,
          contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async getStream(key) {
      try {
        return await client.getObject(bucket, key);
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async removeObjects(keys) {
      if (keys.length === 0) return;
      // One multi-object delete per 1,000 keys (the client batches): a disposal run removes
      // thousands, and s3rver answers 500 to single deletes racing in one folder.
      const results = await client.removeObjects(bucket, keys);
      const failed = results.flatMap((result) => (result?.Error ? [result.Error] : []));
      if (failed.length > 0) {
        const [first] = failed;
        throw new Error(
          `Storage could not remove ${failed.length} of ${keys.length} objects (${first?.Key}: ${first?.Code} ${first?.Message})`,
        );
      }
    },
    putFile(key, path, size, contentType) {
      return presignedPut(key, size, contentType, (upload) => pipeline(createReadStream(path), upload));
    },
    putBytes(key, bytes, contentType) {
      const chunks = Array.isArray(bytes) ? (bytes as readonly Uint8Array[]) : [bytes as Uint8Array];
      const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      return presignedPut(key, size, contentType, async (upload) => {
        for (const chunk of chunks) upload.write(chunk);
        upload.end();
      });
    },
    async getBytes(key) {
      const stream = (await client.getObject(bucket, key)) as Readable & Partial<IncomingMessage>;
      return collect(stream, Number(stream.headers?.['content-length'] ?? Number.NaN));
    },
  };
}

/** Reads a stream into one Buffer that owns its memory, copying each chunk once. */
async function collect(stream: Readable, announced: number): Promise<Buffer> {
  if (!Number.isSafeInteger(announced) || announced < 0) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const whole = Buffer.allocUnsafeSlow(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) at += chunk.copy(whole, at);
    return whole;
  }
  const whole = Buffer.allocUnsafeSlow(announced);
  let at = 0;
  for await (const chunk of stream) {
    const part = chunk as Buffer;
    if (at + part.length > announced) throw new Error('storage sent more bytes than it announced');
    at += part.copy(whole, at);
  }
  if (at !== announced) throw new Error(`storage sent ${at} of ${announced} bytes`);
  return whole;
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
