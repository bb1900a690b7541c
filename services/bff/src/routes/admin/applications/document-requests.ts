import {
  ADMIN_API_MESSAGES,
  applicationIdParams,
  createDocumentRequestSchema,
  DOCUMENT_REQUEST_MESSAGES,
  documentRequestListSchema,
  documentRequestSchema,
  documentRequestState,
  UPLOAD_SLOTS,
} from '@funding/contracts';
import { applicantEmailOf, type Database, requeueStep, schema } from '@funding/platform';
import { desc, eq, type InferSelectModel } from 'drizzle-orm';
import { recordAudit } from '../../../audit.ts';
import { requireRole } from '../../../auth/session.ts';
import { lockApplicationRow } from '../../../document-requests/lock-application.ts';
import { markMissingDocuments } from '../../../document-requests/return-to-review.ts';
import { AppError } from '../../../errors.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

type DocumentRequestRow = InferSelectModel<typeof schema.documentRequests>;

const inOrder = (slots: string[]) => UPLOAD_SLOTS.filter((slot) => slots.includes(slot));

function toDocumentRequest(row: DocumentRequestRow) {
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

const route = routeGroup({ tag: 'Admin: document requests', session: true });

const list = route({
  method: 'get',
  path: '/{applicationId}/document-requests',
  summary: "An application's document requests, newest first, with their state",
  request: { params: applicationIdParams },
  responses: { 200: jsonAnswer(documentRequestListSchema, 'The requests'), ...errorAnswers(401, 404) },
});

const create = route({
  method: 'post',
  path: '/{applicationId}/document-requests',
  summary: 'Ask owner 1 for documents: e-mails a link that accepts exactly the chosen slots',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams, body: jsonBody(createDocumentRequestSchema) },
  responses: {
    201: jsonAnswer(documentRequestSchema, 'The request; the mail step sends the link'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

async function findApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({ id: schema.applications.id, owner1Email: schema.applications.owner1Email })
    .from(schema.applications)
    .where(eq(schema.applications.applicationId, applicationId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  return row;
}

/**
 * `/api/admin/applications/{applicationId}/document-requests`: every role sees the requests;
 * admins and super admins make them. Making one sets the mail step back to `pending` and queues it:
 * the mail-worker makes the link's token and e-mails it to owner 1, once.
 */
export const adminDocumentRequestRoutes = routeApp()
  .openapi(list, async (c) => {
    const { applicationId } = c.req.valid('param');
    const application = await findApplication(c.get('deps').db, applicationId);
    const rows = await c
      .get('deps')
      .db.select()
      .from(schema.documentRequests)
      .where(eq(schema.documentRequests.applicationId, application.id))
      .orderBy(desc(schema.documentRequests.createdAt));
    return c.json({ requests: rows.map(toDocumentRequest) }, 200);
  })
  .openapi(create, async (c) => {
    const { applicationId } = c.req.valid('param');
    const { slots, message } = c.req.valid('json');
    const deps = c.get('deps');
    const application = await findApplication(c.get('deps').db, applicationId);
    if (!applicantEmailOf(application))
      throw new AppError('conflict', DOCUMENT_REQUEST_MESSAGES.noApplicantEmail);
    const admin = c.get('admin');
    const created = await deps.db.transaction(async (tx) => {
      await lockApplicationRow(tx, application.id);
      const [row] = await tx
        .insert(schema.documentRequests)
        .values({
          applicationId: application.id,
          slots: inOrder(slots),
          message,
          requestedById: admin.id,
          requestedByUsername: admin.username,
          expiresAt: new Date(Date.now() + deps.env.DOCUMENT_REQUEST_TTL_SECONDS * 1000),
        })
        .returning();
      await tx
        .update(schema.applications)
        .set({ emailStatus: 'pending' })
        .where(eq(schema.applications.id, application.id));
      await markMissingDocuments(c, tx, applicationId, row!.id);
      await recordAudit(
        c,
        {
          action: 'document_request_create',
          applicationId,
          detail: { requestId: row!.id, slots: row!.slots },
        },
        tx,
      );
      return row!;
    });
    await requeueStep(deps.queues, 'mail', applicationId).catch((error: unknown) =>
      deps.logger.warn({ err: error, applicationId }, 'enqueue failed; the sweeper will pick it up'),
    );
    return c.json(toDocumentRequest(created), 201);
  });
