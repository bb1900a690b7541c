import { analyticsQuerySchema, analyticsSchema } from '@funding/contracts';
import { countAnalytics } from '../../applications/analytics.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: analytics', session: true });

const counts = route({
  method: 'get',
  path: '/',
  summary:
    'The funnel submitted, in review, approved, funded (counts, dollars, median times) of the applications submitted in a date range, overall and per agent; where they are now; entity types and industries',
  request: { query: analyticsQuerySchema },
  responses: { 200: jsonAnswer(analyticsSchema, 'The figures'), ...errorAnswers(400, 401) },
});

/** `/api/admin/analytics?from=&to=&timeZone=`: submission days in the caller's zone, the last 30 by default. */
export const adminAnalyticsRoutes = routeApp().openapi(counts, async (c) =>
  c.json(await countAnalytics(c.get('deps').db, c.req.valid('query')), 200),
);
