import {
  AUDIT_EXPORT_MAX_ROWS,
  auditLogExportQuerySchema,
  auditLogPeopleResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from '@funding/contracts';
import { auditLogPage, auditLogPeople } from '../../audit/audit-log.ts';
import { exportAuditLog } from '../../audit/audit-log-export.ts';
import { actorOf } from '../../auth/actor.ts';
import { requireRole } from '../../auth/session.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';
import { contentDisposition } from './applications/content-disposition.ts';

const route = routeGroup({ tag: 'Admin: audit log', session: true });
const superAdmin = requireRole('super_admin');

const page = route({
  method: 'get',
  path: '/',
  summary:
    'One page of the audit trail, newest first, filtered by person, action, application and days in a time zone (super admins only)',
  middleware: [superAdmin],
  request: { query: auditLogQuerySchema },
  responses: { 200: jsonAnswer(auditLogResponseSchema, 'The page'), ...errorAnswers(400, 401, 403) },
});

const exportCsv = route({
  method: 'get',
  path: '/export',
  summary: `The filtered trail as CSV, newest first, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')} entries (super admins only; audited)`,
  middleware: [superAdmin],
  request: { query: auditLogExportQuerySchema },
  responses: {
    200: {
      description: 'CSV (UTF-8 with BOM): when, person, action, application, details, address',
      content: { 'text/csv': { schema: { type: 'string' } as const } },
    },
    ...errorAnswers(400, 401, 403),
  },
});

const people = route({
  method: 'get',
  path: '/people',
  summary: 'Everyone the trail names as having acted, by name, for the person filter (super admins only)',
  middleware: [superAdmin],
  responses: { 200: jsonAnswer(auditLogPeopleResponseSchema, 'The people'), ...errorAnswers(401, 403) },
});

/**
 * `/api/admin/audit-log`: the trail of sign-ins, views, downloads and changes. Days are read in the
 * zone the request names, or the staff zone (STAFF_TIME_ZONE).
 */
export const adminAuditLogRoutes = routeApp()
  .openapi(page, async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await auditLogPage(db, c.req.valid('query'), env.STAFF_TIME_ZONE), 200);
  })
  .openapi(exportCsv, async (c) => {
    const deps = c.get('deps');
    const body = await exportAuditLog(deps, actorOf(c), c.req.valid('query'), deps.env.STAFF_TIME_ZONE);
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', contentDisposition('attachment', `audit-log-${day}.csv`));
    return c.body(body, 200);
  })
  .openapi(people, async (c) => c.json(await auditLogPeople(c.get('deps').db), 200));
