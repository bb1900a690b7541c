import {
  applicationIdParams,
  createDocumentRequestSchema,
  documentRequestListSchema,
  documentRequestParams,
  documentRequestSchema,
} from '@funding/contracts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import {
  cancelDocumentRequest,
  createDocumentRequest,
  listDocumentRequests,
} from '../../../document-requests/staff-requests.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

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

const cancel = route({
  method: 'post',
  path: '/{applicationId}/document-requests/{requestId}/cancel',
  summary: 'Withdraw an open request: its links stop working and no reminder goes out',
  middleware: [requireRole('admin')],
  request: { params: documentRequestParams },
  responses: {
    200: jsonAnswer(documentRequestSchema, 'The request, cancelled'),
    ...errorAnswers(401, 403, 404, 409),
  },
});

/**
 * `/api/admin/applications/{applicationId}/document-requests`: every role sees the requests;
 * admins and super admins make and cancel them. Making one sets the mail step back to `pending` and queues it:
 * the mail-worker makes the link's token and e-mails it to owner 1, once.
 */
export const adminDocumentRequestRoutes = routeApp()
  .openapi(list, async (c) => {
    const requests = await listDocumentRequests(c.get('deps').db, c.req.valid('param').applicationId);
    return c.json({ requests }, 200);
  })
  .openapi(create, async (c) => {
    const { applicationId } = c.req.valid('param');
    const { slots, message } = c.req.valid('json');
    const deps = c.get('deps');
    const created = await createDocumentRequest(deps, actorOf(c), {
      applicationId,
      slots,
      message,
      ttlSeconds: deps.env.DOCUMENT_REQUEST_TTL_SECONDS,
    });
    return c.json(created, 201);
  })
  .openapi(cancel, async (c) => {
    const { applicationId, requestId } = c.req.valid('param');
    const cancelled = await cancelDocumentRequest(c.get('deps').db, actorOf(c), { applicationId, requestId });
    return c.json(cancelled, 200);
  });
