import {
  applicationIdParams,
  disposalRequestSchema,
  legalHoldChangeSchema,
  RETENTION_MESSAGES,
  retentionChangeResponseSchema,
} from '@funding/contracts';
import { changeLegalHold, disposeOnRequest } from '../../../applications/retention.ts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const legalHold = route({
  method: 'put',
  path: '/{applicationId}/legal-hold',
  summary: 'Place or lift a legal hold, with a reason: a held application is never disposed of (audited)',
  middleware: [requireRole('super_admin')],
  request: { params: applicationIdParams, body: jsonBody(legalHoldChangeSchema) },
  responses: {
    200: jsonAnswer(retentionChangeResponseSchema, 'The hold is placed or lifted'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

const disposal = route({
  method: 'post',
  path: '/{applicationId}/disposal',
  summary:
    "Dispose of the application's personal data and documents now, with a reason: an applicant's deletion request (audited)",
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams, body: jsonBody(disposalRequestSchema) },
  responses: {
    200: jsonAnswer(retentionChangeResponseSchema, 'The personal data and documents are disposed of'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

/**
 * `/api/admin/applications/{applicationId}/...`: retention (docs/decisions/retention.md). Super
 * admins place and lift legal holds; admins and super admins dispose of an application on request.
 */
export const adminApplicationRetentionRoutes = routeApp()
  .openapi(legalHold, async (c) => {
    const change = c.req.valid('json');
    const retention = await changeLegalHold(
      c.get('deps'),
      actorOf(c),
      c.req.valid('param').applicationId,
      change,
    );
    const message = change.held ? RETENTION_MESSAGES.legalHoldPlaced : RETENTION_MESSAGES.legalHoldLifted;
    return c.json({ success: true as const, message, retention }, 200);
  })
  .openapi(disposal, async (c) => {
    const { applicationId } = c.req.valid('param');
    const retention = await disposeOnRequest(
      c.get('deps'),
      actorOf(c),
      applicationId,
      c.req.valid('json').reason,
    );
    return c.json({ success: true as const, message: RETENTION_MESSAGES.disposed, retention }, 200);
  });
