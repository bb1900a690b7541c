import { applicationIdParams, revealRequestSchema, revealResponseSchema } from '@funding/contracts';
import { revealPersonalData } from '../../../applications/reveal.ts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const reveal = route({
  method: 'post',
  path: '/{applicationId}/reveal',
  summary: 'SSN, EIN and dates of birth in full, with the reason why (admins; audited with the reason)',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams, body: jsonBody(revealRequestSchema) },
  responses: {
    200: jsonAnswer(revealResponseSchema, 'The values in full'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

/**
 * `/api/admin/applications/{applicationId}/reveal`: every other answer masks SSN, EIN and dates of
 * birth for every role; admins and super admins see them here, one audited reveal at a time.
 */
export const adminPersonalDataRoutes = routeApp().openapi(reveal, async (c) => {
  const { applicationId } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  return c.json(await revealPersonalData(c.get('deps'), actorOf(c), applicationId, reason), 200);
});
