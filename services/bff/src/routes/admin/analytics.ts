import { analyticsQuerySchema, analyticsSchema } from '@funding/contracts';
import { countAnalytics } from '../../applications/analytics.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: analytics', session: true });

const counts = route({
  method: 'get',
  path: '/',
  summary:
    'Applications in total and this month, agents, per entity type, per review status, and per agent (applications, approved, funded)',
  request: { query: analyticsQuerySchema },
  responses: { 200: jsonAnswer(analyticsSchema, 'The counts'), ...errorAnswers(400, 401) },
});

/**
 * `/api/admin/analytics`: "this month" is the calendar month in the caller's time zone
 * (`?timeZone=`, the browser's), UTC by default.
 */
export const adminAnalyticsRoutes = routeApp().openapi(counts, async (c) =>
  c.json(await countAnalytics(c.get('deps').db, c.req.valid('query').timeZone), 200),
);
