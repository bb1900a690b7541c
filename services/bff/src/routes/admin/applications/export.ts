import { applicationExportQuerySchema } from '@funding/contracts';
import { exportApplications } from '../../../applications/export.ts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import { errorAnswers, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';
import { contentDisposition } from './content-disposition.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const exportCsv = route({
  method: 'get',
  path: '/export',
  summary: 'Every application the list filters match, as CSV (SSN and EIN masked; admins only; audited)',
  middleware: [requireRole('admin')],
  request: { query: applicationExportQuerySchema },
  responses: {
    200: {
      description: 'CSV (UTF-8 with BOM), one line per application, in the order of the list',
      content: { 'text/csv': { schema: { type: 'string' } as const } },
    },
    ...errorAnswers(400, 401, 403),
  },
});

/**
 * `/api/admin/applications/export`: streamed as the client reads it (applications/export.ts).
 * Registered before the `/{applicationId}` routes.
 */
export const adminApplicationExportRoutes = routeApp().openapi(exportCsv, async (c) => {
  const body = await exportApplications(c.get('deps'), actorOf(c), c.req.valid('query'));
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', contentDisposition('attachment', `applications-${day}.csv`));
  return c.body(body, 200);
});
