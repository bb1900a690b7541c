import { CONTENT_TYPE_OF } from '@funding/contracts';
import { documentObjectKey, type Storage } from '@funding/platform';
import { sanitizeFileName } from './file-name.ts';
import type { ReceivedFile } from './received-file.ts';

export interface StoredDocument {
  slot: string;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  originalSha256: string;
  originalSizeBytes: number;
}

/**
 * Copies one received, checked file to object storage under a generated key, with its exact length
 * (what every S3 server accepts without a multipart upload): from memory, or streamed from its
 * file on disk (a spooled upload, a PDF as qpdf rewrote it). The client's name is kept for display
 * only; what the client sent is kept as its SHA-256 and size.
 */
export async function storeDocument(
  storage: Storage,
  applicationId: string,
  file: ReceivedFile,
): Promise<StoredDocument> {
  const document: StoredDocument = {
    slot: file.slot,
    storageKey: documentObjectKey(applicationId),
    originalName: sanitizeFileName(file.clientName, file.type),
    contentType: CONTENT_TYPE_OF[file.type],
    sizeBytes: file.size,
    originalSha256: file.original.sha256,
    originalSizeBytes: file.original.sizeBytes,
  };
  if ('path' in file.content) {
    await storage.putFile(document.storageKey, file.content.path, file.size, document.contentType);
  } else {
    await storage.putBytes(document.storageKey, file.content.chunks, document.contentType);
  }
  return document;
}
