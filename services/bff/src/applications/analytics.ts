import { type Analytics, REVIEW_STATUSES } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { count, desc, gte, sql } from 'drizzle-orm';

const { applications, agents } = schema;

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
