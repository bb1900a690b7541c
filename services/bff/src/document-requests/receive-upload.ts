import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_REQUEST_MESSAGES,
  documentRequestState,
  openSlots,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import { type Database, type Queues, requeueStep, schema } from '@funding/platform';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tellStatusChange } from '../applications/status-change-emails.ts';
import { type Actor, recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { parseSubmission } from '../intake/multipart.ts';
import type { StoredDocument } from '../intake/store-documents.ts';
import { type FileIntake, submissionFiles } from '../intake/submission-files.ts';
import { lockApplicationRow } from './lock-application.ts';
import { assertLinkOpen, type OpenedUploadLink } from './open-link.ts';
import { returnToInReview } from './return-to-review.ts';

function slotRefusal(slot: UploadSlot, message: string): AppError {
  return new AppError('validation_failed', `${UPLOAD_SLOT_LABELS[slot]}: ${message}`, { [slot]: message });
}

/** Refuses files of slots this link did not ask for, or already received through it. */
function assertSlotsOpen(link: OpenedUploadLink, slots: UploadSlot[]): void {
  const open = new Set(openSlots(link.request));
  for (const slot of slots) {
    if (open.has(slot)) continue;
    const received = link.request.receivedSlots.includes(slot);
    throw slotRefusal(
      slot,
      received ? DOCUMENT_REQUEST_MESSAGES.slotAlreadyReceived : DOCUMENT_REQUEST_MESSAGES.slotNotRequested,
    );
  }
}

/** What an upload through a link takes: intake's file receiving, the database and the queues. */
export interface UploadLinkIntake extends FileIntake {
  env: FileIntake['env'] & { UPLOAD_IDLE_TIMEOUT_MS: number };
  db: Database;
  queues: Queues;
}

export interface ReceivedUpload {
  received: UploadSlot[];
  fulfilled: boolean;
}

/**
 * The applicant's upload through a document request's link. The body is read by the intake's own
 * parser, so every file is checked exactly as at submission (type from its bytes, size while it
 * streams, qpdf for PDFs, generated object names, stored as they arrive); a file for a slot the link
 * does not wait for is refused at once. The new documents replace what those slots held, in one transaction with the request's
 * progress, and the application's PDF is rendered again (both pipeline steps back to `pending`;
 * mail tells the processing team once the request is fulfilled).
 */
export async function receiveRequestedDocuments(
  deps: UploadLinkIntake,
  uploader: Actor,
  link: OpenedUploadLink,
  upload: { body: Readable | null; headers: Record<string, string> },
): Promise<ReceivedUpload> {
  await mkdir(deps.env.INTAKE_TMP_DIR, { recursive: true });
  const { body, headers } = upload;
  // Intake's own receiving: each file checked and stored as it arrives, all removed on a refusal.
  const files = submissionFiles(deps, link.applicationId);
  const submission = await parseSubmission(body, headers, {
    idleTimeoutMs: deps.env.UPLOAD_IDLE_TIMEOUT_MS,
    // A slot the link does not wait for is refused at once, before any of its bytes are read.
    receiveFile: async (slot, stream, clientName) => {
      assertSlotsOpen(link, [slot]);
      return files.receive(slot, stream, clientName);
    },
    discardFiles: files.discard,
  });
  let committed = false;
  try {
    const extraField = Object.keys(submission.fields)[0];
    if (extraField) throw new AppError('bad_request', `Unknown form field: "${extraField}"`);
    if (submission.files.length === 0)
      throw new AppError('validation_failed', DOCUMENT_REQUEST_MESSAGES.noFiles);
    const slots = UPLOAD_SLOTS.filter((slot) => submission.files.some((file) => file.slot === slot));
    const outcome = await commitUpload(deps.db, uploader, link, slots, submission.files);
    committed = true;
    await deps.storage.removeObjects(outcome.replacedKeys).catch((error: unknown) =>
      // Left for storage:sweep-orphans, which removes objects no document row names.
      deps.logger.warn(
        { err: error, applicationId: link.applicationId },
        'removing replaced documents failed',
      ),
    );
    await tellStatusChange(deps, outcome.statusChangeId);
    // A new bank statement is read by its own step, beside the package's new render.
    for (const step of ['pdf', 'statements'] as const) {
      await requeueStep(deps.queues, step, link.applicationId).catch((error: unknown) =>
        deps.logger.warn(
          { err: error, applicationId: link.applicationId, step },
          'enqueue failed; the sweeper will pick it up',
        ),
      );
    }
    return { received: outcome.received, fulfilled: outcome.fulfilled };
  } finally {
    if (!committed) await files.discard(submission.files);
  }
}

async function commitUpload(
  db: Database,
  uploader: Actor,
  link: OpenedUploadLink,
  slots: UploadSlot[],
  stored: StoredDocument[],
) {
  return db.transaction(async (tx) => {
    await lockApplicationRow(tx, link.applicationRowId);
    // Locked, then judged again: two uploads through one link at once cannot both fill a slot.
    const [current] = await tx
      .select()
      .from(schema.documentRequests)
      .where(eq(schema.documentRequests.id, link.request.id))
      .for('update');
    if (!current) throw new AppError('not_found', DOCUMENT_REQUEST_MESSAGES.linkInvalid);
    const locked = { ...link, request: current, state: documentRequestState(current) };
    assertLinkOpen(locked);
    assertSlotsOpen(locked, slots);

    const replaced = await tx
      .delete(schema.documents)
      .where(
        and(eq(schema.documents.applicationId, link.applicationRowId), inArray(schema.documents.slot, slots)),
      )
      .returning({ storageKey: schema.documents.storageKey });
    await tx
      .insert(schema.documents)
      .values(stored.map((document) => ({ ...document, applicationId: link.applicationRowId })));
    const receivedSlots = UPLOAD_SLOTS.filter(
      (slot) => current.receivedSlots.includes(slot) || slots.includes(slot),
    );
    const fulfilled = current.slots.every((slot) => receivedSlots.includes(slot as UploadSlot));
    await tx
      .update(schema.documentRequests)
      .set({ receivedSlots, ...(fulfilled ? { fulfilledAt: sql`now()` } : {}) })
      .where(eq(schema.documentRequests.id, current.id));
    // The package is rendered again with the new files; mail then runs for the team's notice.
    await tx
      .update(schema.applications)
      .set({ pdfStatus: 'pending', emailStatus: 'pending', lastActivityAt: sql`now()` })
      .where(eq(schema.applications.id, link.applicationRowId));
    const statusChangeId = fulfilled
      ? await returnToInReview(tx, uploader, link.applicationId, current.id)
      : null;
    await recordAudit(tx, uploader, {
      action: 'document_request_upload',
      applicationId: link.applicationId,
      detail: { requestId: current.id, slots, fulfilled },
    });
    return {
      replacedKeys: replaced.map((row) => row.storageKey),
      received: slots,
      fulfilled,
      statusChangeId,
    };
  });
}
