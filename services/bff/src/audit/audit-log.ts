import {
  type AuditEntry,
  type AuditLogExportQuery,
  type AuditLogPeopleResponse,
  type AuditLogQuery,
  type AuditLogResponse,
  UNKNOWN_TIME_ZONE,
} from '@funding/contracts';
import { type Database, isInvalidParameterValue, schema } from '@funding/platform';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';

const { auditLog, adminUsers } = schema;

/**
 * The trail's rows the filters match. The days are calendar days in `timeZone` (the browser's, or
 * the staff zone): from the start of `from` there to the start of the day after `to` there, so a
 * range read in New York and one read in Tokyo are the hours those people mean. Each filter has an
 * index that starts with it (person, action, application; a range alone: the time).
 */
export function auditLogWhere(filters: AuditLogExportQuery, staffTimeZone: string): SQL | undefined {
  const timeZone = filters.timeZone ?? staffTimeZone;
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.applicationId ? eq(auditLog.applicationId, filters.applicationId.toUpperCase()) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.from
      ? gte(auditLog.createdAt, sql`(${filters.from}::date)::timestamp at time zone ${timeZone}::text`)
      : undefined,
    filters.to
      ? lt(auditLog.createdAt, sql`(${filters.to}::date + 1)::timestamp at time zone ${timeZone}::text`)
      : undefined,
  );
}

/** Newest first; entries of the same instant by their order of writing, so pages never overlap. */
export const auditLogOrder = [sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id)];

/** A zone the browser knows and Postgres does not (their lists of zones are updated apart) is a 400. */
export function refuseUnknownTimeZone(error: unknown): never {
  if (isInvalidParameterValue(error))
    throw new AppError('validation_failed', UNKNOWN_TIME_ZONE, { timeZone: UNKNOWN_TIME_ZONE });
  throw error;
}

/** One page of the audit trail, newest first, filtered by person, action, application and days. */
export async function auditLogPage(
  db: Database,
  query: AuditLogQuery,
  staffTimeZone: string,
): Promise<AuditLogResponse> {
  const where = auditLogWhere(query, staffTimeZone);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...auditLogOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]).catch(refuseUnknownTimeZone);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }) as AuditEntry),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Everyone the trail names as having acted, by name: today's staff and those since deleted (the
 * trail outlives the account). Read by skipping from one actor to the next along the person index, a
 * lookup per person however long the trail is; the name is the account's, or the one last recorded.
 */
export async function auditLogPeople(db: Database): Promise<AuditLogPeopleResponse> {
  const rows = await db.execute<{ actorId: string; username: string | null }>(sql`
    with recursive actors(actor_id) as (
      (select actor_id from ${auditLog} where actor_id is not null order by actor_id limit 1)
      union all
      select (select candidate.actor_id from ${auditLog} candidate
              where candidate.actor_id > actors.actor_id order by candidate.actor_id limit 1)
      from actors where actors.actor_id is not null
    )
    select actors.actor_id as "actorId",
      coalesce(${adminUsers.username}, (
        select latest.actor_username from ${auditLog} latest
        where latest.actor_id = actors.actor_id and latest.actor_username is not null
        order by latest.created_at desc nulls last limit 1
      )) as username
    from actors left join ${adminUsers} on ${adminUsers.id} = actors.actor_id
    where actors.actor_id is not null`);
  const people = rows
    .map((row) => ({ actorId: row.actorId, username: row.username ?? row.actorId }))
    .sort(
      (one, other) => one.username.localeCompare(other.username) || one.actorId.localeCompare(other.actorId),
    );
  return { people };
}
