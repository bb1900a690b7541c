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
import { readApplicationDetail } from '../../../applications/application-detail.ts';
import { listApplications } from '../../../applications/list-query.ts';
import { deleteApplication } from '../../../applications/removal.ts';
import { retryApplication } from '../../../applications/retry.ts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

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
    return c.json(await readApplicationDetail(c.get('deps'), actorOf(c), applicationId), 200);
  })
  .openapi(remove, async (c) => {
    await deleteApplication(c.get('deps'), actorOf(c), c.req.valid('param').applicationId);
    return c.json({ success: true as const, message: MESSAGES.applicationDeleted }, 200);
  })
  .openapi(retry, async (c) => {
    const retried = await retryApplication(c.get('deps'), actorOf(c), c.req.valid('param').applicationId);
    return c.json({ success: true as const, message: ADMIN_API_MESSAGES.retryStarted, retried }, 200);
  });
