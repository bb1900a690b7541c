import {
  ADMIN_API_MESSAGES,
  DOCUMENT_REQUEST_MESSAGES,
  type DocumentRequest,
  documentRequestState,
  UPLOAD_SLOTS,
  type UploadSlot,
} from '@funding/contracts';
import {
  applicantEmailOf,
  type Database,
  type Logger,
  type Queues,
  requeueStep,
  schema,
} from '@funding/platform';
import { and, desc, eq, type InferSelectModel, sql } from 'drizzle-orm';
import { tellStatusChange } from '../applications/status-change-emails.ts';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { lockApplicationRow } from './lock-application.ts';
import { markMissingDocuments } from './return-to-review.ts';

type DocumentRequestRow = InferSelectModel<typeof schema.documentRequests>;

const inOrder = (slots: readonly string[]) => UPLOAD_SLOTS.filter((slot) => slots.includes(slot));

function toDocumentRequest(row: DocumentRequestRow): DocumentRequest {
  return {
    id: row.id,
    slots: inOrder(row.slots),
    receivedSlots: inOrder(row.receivedSlots),
    message: row.message,
    state: documentRequestState(row),
    requestedBy: row.requestedByUsername,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    emailedAt: row.emailedAt?.toISOString() ?? null,
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  };
}

async function findApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({ id: schema.applications.id, owner1Email: schema.applications.owner1Email })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  return row;
}

/** An application's document requests, newest first, with their state. Throws not_found. */
export async function listDocumentRequests(db: Database, applicationId: string): Promise<DocumentRequest[]> {
  const application = await findApplication(db, applicationId);
  const rows = await db
    .select()
    .from(schema.documentRequests)
    .where(eq(schema.documentRequests.applicationId, application.id))
    .orderBy(desc(schema.documentRequests.createdAt));
  return rows.map(toDocumentRequest);
}

export interface NewDocumentRequest {
  applicationId: string;
  slots: readonly UploadSlot[];
  message: string;
  /** How long the link stays open (DOCUMENT_REQUEST_TTL_SECONDS). */
  ttlSeconds: number;
}

/**
 * Staff ask owner 1 for documents: the request, the mail step back to `pending`, the review status
 * to Missing documents (from New or In review) and the audit entry in one transaction; then the
 * mail step is queued, which makes the link's token and e-mails it, once (a failed enqueue is left
 * to the sweeper). Throws not_found, or conflict when the application has no applicant e-mail.
 */
export async function createDocumentRequest(
  deps: { db: Database; queues: Queues; logger: Logger },
  actor: StaffActor,
  request: NewDocumentRequest,
): Promise<DocumentRequest> {
  const { applicationId } = request;
  const application = await findApplication(deps.db, applicationId);
  if (!applicantEmailOf(application))
    throw new AppError('conflict', DOCUMENT_REQUEST_MESSAGES.noApplicantEmail);
  const created = await deps.db.transaction(async (tx) => {
    await lockApplicationRow(tx, application.id);
    const [row] = await tx
      .insert(schema.documentRequests)
      .values({
        applicationId: application.id,
        slots: inOrder(request.slots),
        message: request.message,
        requestedById: actor.id,
        requestedByUsername: actor.username,
        expiresAt: new Date(Date.now() + request.ttlSeconds * 1000),
      })
      .returning();
    if (!row) throw new Error('no document request inserted');
    await tx
      .update(schema.applications)
      .set({ emailStatus: 'pending', lastActivityAt: sql`now()` })
      .where(eq(schema.applications.id, application.id));
    const statusChangeId = await markMissingDocuments(tx, actor, applicationId, row.id);
    await recordAudit(tx, actor, {
      action: 'document_request_create',
      applicationId,
      detail: { requestId: row.id, slots: row.slots },
    });
    return { row, statusChangeId };
  });
  await tellStatusChange(deps, created.statusChangeId);
  await requeueStep(deps.queues, 'mail', applicationId).catch((error: unknown) =>
    deps.logger.warn({ err: error, applicationId }, 'enqueue failed; the sweeper will pick it up'),
  );
  return toDocumentRequest(created.row);
}

/**
 * Staff withdraw an open request: its links stop working at once (open-link.ts refuses a cancelled
 * request) and its reminders find it cancelled and send nothing. The change and its audit entry
 * commit together. Throws not_found, or conflict when the request is no longer open.
 */
export async function cancelDocumentRequest(
  db: Database,
  actor: StaffActor,
  { applicationId, requestId }: { applicationId: string; requestId: string },
): Promise<DocumentRequest> {
  const application = await findApplication(db, applicationId);
  const cancelled = await db.transaction(async (tx) => {
    await lockApplicationRow(tx, application.id);
    const [row] = await tx
      .select()
      .from(schema.documentRequests)
      .where(
        and(
          eq(schema.documentRequests.id, requestId),
          eq(schema.documentRequests.applicationId, application.id),
        ),
      );
    if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.documentRequestNotFound);
    if (documentRequestState(row) !== 'sent')
      throw new AppError('conflict', DOCUMENT_REQUEST_MESSAGES.requestNotOpen);
    const [updated] = await tx
      .update(schema.documentRequests)
      .set({ cancelledAt: new Date(), cancelledByUsername: actor.username })
      .where(eq(schema.documentRequests.id, requestId))
      .returning();
    await tx
      .update(schema.applications)
      .set({ lastActivityAt: sql`now()` })
      .where(eq(schema.applications.id, application.id));
    await recordAudit(tx, actor, {
      action: 'document_request_cancel',
      applicationId,
      detail: { requestId, slots: row.slots },
    });
    return updated!;
  });
  return toDocumentRequest(cancelled);
}
