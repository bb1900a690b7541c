import { type Analytics, analyticsQuerySchema, analyticsSchema, REVIEW_STATUSES } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { count, desc, gte, sql } from 'drizzle-orm';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const { applications, agents } = schema;

const route = routeGroup({ tag: 'Admin: analytics', session: true });

const counts = route({
  method: 'get',
  path: '/',
  summary:
    'Applications in total and this month, agents, per entity type, per review status, and per agent (applications, approved, funded)',
  request: { query: analyticsQuerySchema },
  responses: { 200: jsonAnswer(analyticsSchema, 'The counts'), ...errorAnswers(400, 401) },
});

/**
 * The counts of the analytics tab, by Postgres, never by loading rows. "This month" is the
 * calendar month in `timeZone`. A benchmark measures this very function.
 */
export async function countAnalytics(db: Database, timeZone: string): Promise<Analytics> {
  const monthStart = sql`date_trunc('month', now(), ${timeZone})`;
  const [[applicationCounts], [agentCounts], entityTypes, byReviewStatus, agentOutcomes] = await Promise.all([
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
    db
      .select({ reviewStatus: applications.reviewStatus, count: count() })
      .from(applications)
      .groupBy(applications.reviewStatus),
    // "Approved" counts what was approved and is now funded too: funding follows approval.
    db
      .select({
        agentName: applications.agentName,
        applications: count(),
        approved: sql<number>`(count(*) filter (where ${applications.reviewStatus} in ('approved', 'funded')))::int`,
        funded: sql<number>`(count(*) filter (where ${applications.reviewStatus} = 'funded'))::int`,
      })
      .from(applications)
      .groupBy(applications.agentName)
      .orderBy(desc(count()), sql`${applications.agentName} asc nulls last`),
  ]);
  const perStatus = new Map(byReviewStatus.map((row) => [row.reviewStatus, row.count]));
  return {
    totalApplications: applicationCounts?.total ?? 0,
    applicationsThisMonth: applicationCounts?.thisMonth ?? 0,
    activeAgents: agentCounts?.active ?? 0,
    totalAgents: agentCounts?.total ?? 0,
    entityTypes,
    // In the order of the workflow, every status present, so the funnel's shape never shifts.
    reviewFunnel: REVIEW_STATUSES.map((reviewStatus) => ({
      reviewStatus,
      count: perStatus.get(reviewStatus) ?? 0,
    })),
    agentOutcomes,
  };
}

/**
 * `/api/admin/analytics`: "this month" is the calendar month in the caller's time zone
 * (`?timeZone=`, the browser's), UTC by default.
 */
export const adminAnalyticsRoutes = routeApp().openapi(counts, async (c) =>
  c.json(await countAnalytics(c.get('deps').db, c.req.valid('query').timeZone), 200),
);
