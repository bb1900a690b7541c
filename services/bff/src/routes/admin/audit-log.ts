import { type AuditEntry, auditLogQuerySchema, auditLogResponseSchema } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { requireRole } from '../../auth/session.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const { auditLog } = schema;

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
export const adminAuditLogRoutes = routeApp().openapi(page, async (c) => {
  const query = c.req.valid('query');
  const { db } = c.get('deps');
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.applicationId ? eq(auditLog.applicationId, query.applicationId.toUpperCase()) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return c.json(
    {
      entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }) as AuditEntry),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    },
    200,
  );
});
