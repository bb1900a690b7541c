import type { Storage } from './storage.ts';

/**
 * Whole objects in and out of storage as bytes. Uploads are at most 10 MB each and the PDF is
 * built in memory anyway, so buffering is the simple choice; the length is always known, which
 * s3rver needs (it cannot take a stream of unknown length) and which spares MinIO a multipart upload.
 * The bytes read own their memory (never a slice of a shared pool): the pdf-worker hands them to its
 * render thread without copying them again.
 */
export function readObjectBytes(storage: Storage, key: string): Promise<Buffer> {
  return storage.getBytes(key);
}

export function writeObjectBytes(
  storage: Storage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  return storage.putBytes(key, bytes, contentType);
}
