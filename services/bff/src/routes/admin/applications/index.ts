import {
  ADMIN_API_MESSAGES,
  actionResultSchema,
  applicationDetailSchema,
  applicationIdParams,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationRetryResponseSchema,
  MESSAGES,
} from '@funding/contracts';
import { retryFailedSteps, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../../audit.ts';
import { requireRole } from '../../../auth/session.ts';
import { AppError } from '../../../errors.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';
import { notesOf } from './notes.ts';
import { listApplications } from './query.ts';
import { toApplicationDetail } from './records.ts';
import { deleteApplication } from './removal.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const list = route({
  method: 'get',
  path: '/',
  summary: 'One page of applications, newest first (SSN and EIN masked)',
  request: { query: applicationListQuerySchema },
  responses: { 200: jsonAnswer(applicationListResponseSchema, 'The page'), ...errorAnswers(400, 401) },
});

const detail = route({
  method: 'get',
  path: '/{applicationId}',
  summary: 'One application in full, with its documents and notes (the view is audited)',
  request: { params: applicationIdParams },
  responses: { 200: jsonAnswer(applicationDetailSchema, 'The application'), ...errorAnswers(401, 404) },
});

const remove = route({
  method: 'delete',
  path: '/{applicationId}',
  summary: 'Delete an application with its documents, PDF and queued work',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams },
  responses: { 200: jsonAnswer(actionResultSchema, 'Deleted'), ...errorAnswers(401, 403, 404) },
});

const retry = route({
  method: 'post',
  path: '/{applicationId}/retry',
  summary: 'Run the failed processing steps again',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams },
  responses: {
    200: jsonAnswer(applicationRetryResponseSchema, 'The failed steps are queued again'),
    ...errorAnswers(401, 403, 404, 409),
  },
});

/**
 * `/api/admin/applications`: every role reads (the full record is audited); admins and super
 * admins delete and retry.
 */
export const adminApplicationRoutes = routeApp()
  .openapi(list, async (c) =>
    c.json(await listApplications(c.get('deps').db, c.req.valid('query'), c.get('admin').id), 200),
  )
  .openapi(detail, async (c) => {
    const { applicationId } = c.req.valid('param');
    const { db, cipher } = c.get('deps');
    const [found] = await db
      .select({ row: schema.applications, assigneeUsername: schema.adminUsers.username })
      .from(schema.applications)
      .leftJoin(schema.adminUsers, eq(schema.adminUsers.id, schema.applications.assigneeId))
      .where(eq(schema.applications.applicationId, applicationId));
    if (!found) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    const row = { ...found.row, assigneeUsername: found.assigneeUsername };
    const documents = await db
      .select({
        slot: schema.documents.slot,
        originalName: schema.documents.originalName,
        contentType: schema.documents.contentType,
        sizeBytes: schema.documents.sizeBytes,
      })
      .from(schema.documents)
      .where(eq(schema.documents.applicationId, row.id))
      .orderBy(schema.documents.slot);
    const notes = await notesOf(db, row.id);
    const applicationDetail = toApplicationDetail(row, documents, notes, cipher);
    // Written before answering: no unaudited view of full SSNs and EINs.
    await recordAudit(c, { action: 'application_view', applicationId });
    return c.json(applicationDetail, 200);
  })
  .openapi(remove, async (c) => {
    const { applicationId } = c.req.valid('param');
    if (!(await deleteApplication(c, applicationId))) {
      throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    }
    return c.json({ success: true as const, message: MESSAGES.applicationDeleted }, 200);
  })
  .openapi(retry, async (c) => {
    const { applicationId } = c.req.valid('param');
    const result = await retryFailedSteps(c.get('deps'), applicationId);
    if (!result) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    if (result.requeued.length === 0) throw new AppError('conflict', ADMIN_API_MESSAGES.nothingToRetry);
    await recordAudit(c, { action: 'application_retry', applicationId, detail: { steps: result.requeued } });
    return c.json(
      { success: true as const, message: ADMIN_API_MESSAGES.retryStarted, retried: result.requeued },
      200,
    );
  });
