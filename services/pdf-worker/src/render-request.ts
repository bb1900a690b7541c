import {
  detectFileType,
  FILE_SIGNATURE_BYTES,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import {
  type ApplicationRow,
  applicationDocuments,
  type Database,
  type FieldCipher,
  isMissingObject,
  maskedApplication,
  openApplication,
  readObjectBytes,
  type Storage,
} from '@funding/platform';
import type { RenderDocument, RenderRequest } from './render/render-types.ts';
import { summaryContent } from './summary-content.ts';

interface RenderRequestSource {
  db: Database;
  storage: Storage;
  cipher: FieldCipher;
  providerName: string;
  row: ApplicationRow;
}

const slotOrder = (slot: string) => {
  const index = UPLOAD_SLOTS.indexOf(slot as UploadSlot);
  return index === -1 ? UPLOAD_SLOTS.length : index;
};

/** A stored upload that vanished is listed as not embeddable; any other storage error is retried. */
async function readDocumentBytes(storage: Storage, key: string): Promise<Uint8Array | null> {
  try {
    // Bytes that own their ArrayBuffer (never a view into Node's shared pool): the render thread
    // takes these buffers over (transfer) rather than copying them.
    return await readObjectBytes(storage, key);
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/** Everything the render thread needs: the decrypted application, in words, and the upload bytes. */
export async function loadRenderRequest({
  db,
  storage,
  cipher,
  providerName,
  row,
}: RenderRequestSource): Promise<RenderRequest> {
  const documentRows = await applicationDocuments(db, row.id);
  documentRows.sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot));

  const documents = await Promise.all(
    documentRows.map(async (document): Promise<RenderDocument> => {
      const bytes = await readDocumentBytes(storage, document.storageKey);
      return {
        label: UPLOAD_SLOT_LABELS[document.slot as UploadSlot] ?? document.slot,
        originalName: document.originalName,
        kind: bytes ? detectFileType(bytes.subarray(0, FILE_SIGNATURE_BYTES)) : null,
        sizeBytes: document.sizeBytes,
        bytes: bytes ?? new Uint8Array(0),
        ...(bytes ? {} : { unavailable: 'the stored file is missing' }),
      };
    }),
  );

  const agent = row.agentName || row.agentEmail ? { name: row.agentName, email: row.agentEmail } : null;
  const summaryOf = (application: ReturnType<typeof openApplication>) =>
    summaryContent({ applicationId: row.applicationId, application, submittedAt: row.createdAt, agent, providerName });
  return {
    content: summaryOf(openApplication(row, cipher)),
    documents,
    // An external broker's inbox gets SSN, EIN and dates of birth as the lists show them, never in full.
    ...(agent ? { agentCopy: summaryOf(maskedApplication(row)) } : {}),
  };
}
