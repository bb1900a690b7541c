import { type AuditEntry, type AuditLogResponse, auditLogQuerySchema } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireRole } from '../../auth/session.ts';
import { readQuery } from '../../validate.ts';

const { auditLog } = schema;

/** `/api/admin/audit-log`: the trail of sign-ins, views, downloads and changes, newest first. */
export const auditLogRoutes = new Hono<AppEnv>().get('/', requireRole('super_admin'), async (c) => {
  const query = readQuery(c, auditLogQuerySchema);
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
  return c.json({
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }) as AuditEntry),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  } satisfies AuditLogResponse);
});
