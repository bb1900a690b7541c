import type { AuditEntry, AuditLogQuery, AuditLogResponse } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { and, count, desc, eq, sql } from 'drizzle-orm';

const { auditLog } = schema;

/** One page of the audit trail, newest first, filtered by action, application and actor. */
export async function auditLogPage(db: Database, query: AuditLogQuery): Promise<AuditLogResponse> {
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
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }) as AuditEntry),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
