import {
  bulkAssigneeChangeSchema,
  bulkChangeResponseSchema,
  bulkReviewStatusChangeSchema,
  decisionFor,
} from '@funding/contracts';
import { bulkAssign, bulkChangeReviewStatus } from '../../../applications/bulk-changes.ts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const bulkReviewStatus = route({
  method: 'post',
  path: '/bulk/review-status',
  summary: 'Move several applications to one review status (each from where it is; each audited)',
  middleware: [requireRole('admin')],
  request: { body: jsonBody(bulkReviewStatusChangeSchema) },
  responses: {
    200: jsonAnswer(bulkChangeResponseSchema, 'What happened to each application'),
    ...errorAnswers(400, 401, 403),
  },
});

const bulkAssignee = route({
  method: 'post',
  path: '/bulk/assignee',
  summary: 'Assign several applications to one admin, or remove their assignments (each audited)',
  middleware: [requireRole('admin')],
  request: { body: jsonBody(bulkAssigneeChangeSchema) },
  responses: {
    200: jsonAnswer(bulkChangeResponseSchema, 'What happened to each application'),
    ...errorAnswers(400, 401, 403),
  },
});

/** `/api/admin/applications/bulk/...`: the list's bulk changes, for admins and super admins. */
export const adminApplicationBulkRoutes = routeApp()
  .openapi(bulkReviewStatus, async (c) => {
    const body = c.req.valid('json');
    const change = {
      applicationIds: body.applicationIds,
      to: body.status,
      decision: decisionFor(body.status, body),
    };
    return c.json(await bulkChangeReviewStatus(c.get('deps'), actorOf(c), change), 200);
  })
  .openapi(bulkAssignee, async (c) =>
    c.json(await bulkAssign(c.get('deps').db, actorOf(c), c.req.valid('json')), 200),
  );
