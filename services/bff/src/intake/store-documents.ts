import { CONTENT_TYPE_OF } from '@funding/contracts';
import { documentObjectKey, type Storage } from '@funding/platform';
import { sanitizeFileName } from './file-name.ts';
import type { SpooledFile } from './spool.ts';

export interface StoredDocument {
  slot: string;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Copies spooled files to object storage under generated keys, streaming from disk with a known
 * length (what every S3 server accepts without a multipart upload, and without buffering). If any copy fails, the ones
 * that succeeded are removed, so a refused submission leaves no objects behind.
 */
export async function storeDocuments(storage: Storage, applicationId: string, files: SpooledFile[]) {
  const stored: StoredDocument[] = [];
  const results = await Promise.allSettled(
    files.map(async (file) => {
      const document: StoredDocument = {
        slot: file.slot,
        storageKey: documentObjectKey(applicationId),
        originalName: sanitizeFileName(file.clientName, file.type),
        contentType: CONTENT_TYPE_OF[file.type],
        sizeBytes: file.size,
      };
      await storage.putFile(document.storageKey, file.path, file.size, document.contentType);
      stored.push(document);
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await storage.removeObjects(stored.map((d) => d.storageKey)).catch(() => {});
    throw failure.reason;
  }
  return stored;
}
