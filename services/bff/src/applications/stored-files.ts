import type { Readable } from 'node:stream';
import { ADMIN_API_MESSAGES, type DownloadableFile } from '@funding/contracts';
import {
  type Database,
  maskedSummaryPdfFileName,
  maskedSummaryPdfObjectKey,
  type Storage,
  schema,
} from '@funding/platform';
import { and, eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';

const { applications, documents } = schema;

export interface StoredFile {
  key: string;
  contentType: string;
  /** Null when only the object itself knows (the PDF). */
  sizeBytes: number | null;
  fileName: string;
}

/**
 * Where `file` of an application is stored: the generated PDF or an uploaded document. `masked`
 * (a viewer's download) gives the PDF's masked summary instead of the package, which holds SSN, EIN
 * and dates of birth in full; the uploads are as the applicant sent them. Throws not_found when
 * there is no such application or document, conflict while the PDF is not ready.
 */
export async function findStoredFile(
  db: Database,
  applicationId: string,
  file: DownloadableFile,
  { masked = false }: { masked?: boolean } = {},
): Promise<StoredFile> {
  const [row] = await db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      pdfStatus: applications.pdfStatus,
      pdfKey: applications.pdfKey,
    })
    .from(applications)
    .where(eq(applications.applicationId, applicationId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  if (file === 'pdf') {
    if (row.pdfStatus === 'failed') throw new AppError('conflict', ADMIN_API_MESSAGES.pdfFailed);
    if (row.pdfStatus !== 'done' || !row.pdfKey)
      throw new AppError('conflict', ADMIN_API_MESSAGES.pdfNotReady);
    return {
      key: masked ? maskedSummaryPdfObjectKey(applicationId) : row.pdfKey,
      contentType: 'application/pdf',
      // Not from the row: a re-run overwrites the object before the row records the new size.
      sizeBytes: null,
      fileName: masked ? maskedSummaryPdfFileName(applicationId) : `${applicationId} ${row.businessName}.pdf`,
    };
  }
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, row.id), eq(documents.slot, file)));
  if (!document) throw new AppError('not_found', ADMIN_API_MESSAGES.documentNotFound);
  return {
    key: document.storageKey,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    fileName: document.originalName,
  };
}

export interface FileRead {
  applicationId: string;
  file: DownloadableFile;
  /** How the reader was let in, for the audit entry: the session header or a single-use link. */
  via: 'header' | 'link';
  /** Saved as a file rather than shown in a tab, for the audit entry. */
  attachment: boolean;
  /** The masked copy of the PDF (a viewer's download). */
  masked: boolean;
}

/**
 * A stored file opened for `actor`, its audit entry (`pdf_download` or `document_download`) written
 * before a byte is returned: no unaudited download. Throws as findStoredFile, and not_found when
 * the object is gone from storage.
 */
export async function openStoredFile(
  { db, storage }: { db: Database; storage: Storage },
  actor: Actor,
  read: FileRead,
): Promise<StoredFile & { body: Readable }> {
  const { applicationId, file, via, attachment, masked } = read;
  const stored = await findStoredFile(db, applicationId, file, { masked });
  const body = await storage.getStream(stored.key);
  if (!body) throw new AppError('not_found', ADMIN_API_MESSAGES.documentNotFound);
  try {
    await recordAudit(db, actor, {
      action: file === 'pdf' ? 'pdf_download' : 'document_download',
      applicationId,
      detail: { file, via, attachment, ...(masked && file === 'pdf' ? { masked } : {}) },
    });
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { ...stored, body };
}
