import { applicationIdParams, timelineResponseSchema } from '@funding/contracts';
import { readTimeline } from '../../../applications/timeline.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const timeline = route({
  method: 'get',
  path: '/{applicationId}/timeline',
  summary:
    'The history of an application, newest first: when, who (a staff username, `Applicant`, `Agent` or `System`) and what (a kind and a short text), at most `limit` entries. No personal data: e-mails by kind and recipient role only',
  request: { params: applicationIdParams },
  responses: { 200: jsonAnswer(timelineResponseSchema, 'The history'), ...errorAnswers(401, 404) },
});

/** `/api/admin/applications/{applicationId}/timeline`: every staff role reads it. */
export const adminTimelineRoutes = routeApp().openapi(timeline, async (c) =>
  c.json(await readTimeline(c.get('deps').db, c.req.valid('param').applicationId), 200),
);
