import { type Analytics, analyticsQuerySchema } from '@funding/contracts';
import { schema } from '@funding/platform';
import { count, desc, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../errors.ts';
import { readQuery } from '../../validate.ts';

const { applications, agents } = schema;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `/api/admin/analytics`: counted by Postgres, never by loading rows. "This month" is the calendar
 * month in the caller's time zone (`?timeZone=`, the browser's), UTC by default.
 */
export const analyticsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { timeZone } = readQuery(c, analyticsQuerySchema);
  if (!isTimeZone(timeZone)) {
    throw new AppError('validation_failed', 'Unknown time zone', { timeZone: 'Unknown time zone' });
  }
  const { db } = c.get('deps');
  const monthStart = sql`date_trunc('month', now(), ${timeZone})`;
  const [[applicationCounts], [agentCounts], entityTypes] = await Promise.all([
    db
      .select({
        total: count(),
        thisMonth: sql<number>`(count(*) filter (where ${gte(applications.createdAt, monthStart)}))::int`,
      })
      .from(applications),
    db
      .select({ total: count(), active: sql<number>`(count(*) filter (where ${agents.isActive}))::int` })
      .from(agents),
    db
      .select({ entityType: applications.entityType, count: count() })
      .from(applications)
      .groupBy(applications.entityType)
      .orderBy(desc(count()), applications.entityType),
  ]);
  return c.json({
    totalApplications: applicationCounts?.total ?? 0,
    applicationsThisMonth: applicationCounts?.thisMonth ?? 0,
    activeAgents: agentCounts?.active ?? 0,
    totalAgents: agentCounts?.total ?? 0,
    entityTypes,
  } satisfies Analytics);
});
