import type { Storage } from './storage.ts';

/**
 * Whole objects in and out of storage as bytes. Uploads are at most 10 MB each and the PDF is
 * built in memory anyway, so buffering is the simple choice; the length is always known, which
 * s3rver needs (it cannot take a stream of unknown length) and which spares MinIO a multipart upload.
 */
export async function readObjectBytes(storage: Storage, key: string): Promise<Buffer> {
  const stream = await storage.client.getObject(storage.bucket, key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function writeObjectBytes(
  storage: Storage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await storage.client.putObject(storage.bucket, key, buffer, buffer.length, { 'Content-Type': contentType });
}
