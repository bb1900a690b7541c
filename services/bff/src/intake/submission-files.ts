import type { Readable } from 'node:stream';
import type { UploadSlot } from '@funding/contracts';
import type { AdmissionGate, Logger, Storage } from '@funding/platform';
import type { PdfCheck } from '@funding/platform/pdf-check';
import { AppError } from '../errors.ts';
import { MEMORY_MAX_FILE_BYTES } from './intake-limits.ts';
import { receiveFile } from './received-file.ts';
import { type StoredDocument, storeDocument } from './store-documents.ts';

export const STORAGE_DOWN =
  'We could not store your documents right now. Nothing was saved; please try again in a few minutes.';

/**
 * The files of one submission, each stored as soon as it has arrived and passed its checks, while
 * the rest of the request still streams in: storage works beside the upload instead of after it.
 * Only a file that passed every check is ever stored, under a key we generate; when the request
 * fails afterwards (a later file refused, invalid data, storage or database down), `discard`
 * removes what was stored, so a refused submission leaves nothing behind.
 */
/** What receiving and storing files takes. */
export interface FileIntake {
  env: { INTAKE_TMP_DIR: string };
  intakeMemory: AdmissionGate;
  pdfCheck: PdfCheck;
  storage: Storage;
  logger: Logger;
}

export function submissionFiles(deps: FileIntake, applicationId: string) {
  const receiving = {
    spoolDir: deps.env.INTAKE_TMP_DIR,
    memory: deps.intakeMemory,
    memoryMaxFileBytes: MEMORY_MAX_FILE_BYTES,
    pdfCheck: deps.pdfCheck,
  };
  return {
    async receive(
      slot: UploadSlot,
      stream: Readable,
      clientName: string | undefined,
    ): Promise<StoredDocument> {
      const file = await receiveFile(slot, stream, clientName, receiving);
      try {
        return await storeDocument(deps.storage, applicationId, file);
      } catch (error) {
        deps.logger.error({ err: error, applicationId }, 'storing a document failed');
        throw new AppError('unavailable', STORAGE_DOWN);
      } finally {
        await file.release();
      }
    },
    async discard(documents: StoredDocument[]): Promise<void> {
      if (documents.length === 0) return;
      await deps.storage.removeObjects(documents.map((document) => document.storageKey)).catch((error) =>
        // Left for storage:sweep-orphans, which removes objects no application owns.
        deps.logger.warn(
          { err: error, applicationId },
          'removing the documents of a refused submission failed',
        ),
      );
    },
  };
}
