import { healthSchema, readinessReportSchema } from '@funding/contracts';
import { checkReadiness } from '@funding/platform';
import { jsonAnswer, routeGroup } from '../openapi/define-route.ts';
import { routeApp } from '../openapi/route-app.ts';

const route = routeGroup({ tag: 'Operations' });

const health = route({
  method: 'get',
  path: '/',
  summary: 'The process answers',
  responses: { 200: jsonAnswer(healthSchema, 'Up') },
});

const ready = route({
  method: 'get',
  path: '/',
  summary: 'Postgres, Redis and storage answer too',
  responses: {
    200: jsonAnswer(readinessReportSchema, 'Ready for traffic'),
    503: jsonAnswer(readinessReportSchema, 'A dependency does not answer'),
  },
});

/** `/api/health`: the process answers. */
export const healthRoutes = routeApp().openapi(health, (c) => c.json({ status: 'ok' as const }, 200));

/** `/api/ready`: Postgres, Redis and storage answer too. */
export const readinessRoutes = routeApp().openapi(ready, async (c) => {
  const report = await checkReadiness(c.get('deps').readinessChecks);
  return report.ready ? c.json(report, 200) : c.json(report, 503);
});
