import { auditLogQuerySchema, auditLogResponseSchema } from '@funding/contracts';
import { auditLogPage } from '../../audit/audit-log.ts';
import { requireRole } from '../../auth/session.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: audit log', session: true });

const page = route({
  method: 'get',
  path: '/',
  summary: 'One page of the audit trail, newest first (super admins only)',
  middleware: [requireRole('super_admin')],
  request: { query: auditLogQuerySchema },
  responses: { 200: jsonAnswer(auditLogResponseSchema, 'The page'), ...errorAnswers(400, 401, 403) },
});

/** `/api/admin/audit-log`: the trail of sign-ins, views, downloads and changes, newest first. */
export const adminAuditLogRoutes = routeApp().openapi(page, async (c) =>
  c.json(await auditLogPage(c.get('deps').db, c.req.valid('query')), 200),
);
