import { type Analytics, REVIEW_STATUSES, type StageFigure } from '@funding/contracts';
import { type Database, medianFromBands, ROLLUP_STATUS_COUNT, schema, WAIT_BANDS_SECONDS } from '@funding/platform';
import { type AnyColumn, asc, between, count, desc, gt, sql } from 'drizzle-orm';

const { agents, analyticsDaily, analyticsDailyMix } = schema;

// Postgres sums bigints as numeric, which the driver hands over as text: whole dollars fit a double
// exactly, so they are read as one.
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

// One sum per band: Postgres adds up arrays element by element only this way, and it is fast.
const bandSums = (column: AnyColumn, size: number) =>
  sql<number[]>`array[${sql.join(
    Array.from({ length: size }, (_, index) => sql`coalesce(sum(${column}[${sql.raw(String(index + 1))}]), 0)::int`),
    sql`, `,
  )}]`;

interface FunnelSums {
  submitted: number;
  requestedDollars: number;
  reviewed: number;
  reviewedDollars: number;
  approved: number;
  approvedDollars: number;
  funded: number;
  fundedDollars: number;
  reviewWaits: number[];
  approvalWaits: number[];
  fundingWaits: number[];
  statusCounts: number[];
}

function funnelOf(sums: FunnelSums): StageFigure[] {
  return [
    { stage: 'submitted', applications: sums.submitted, dollars: sums.requestedDollars, medianSecondsFromPrevious: null },
    {
      stage: 'in_review',
      applications: sums.reviewed,
      dollars: sums.reviewedDollars,
      medianSecondsFromPrevious: medianFromBands(sums.reviewWaits),
    },
    {
      stage: 'approved',
      applications: sums.approved,
      dollars: sums.approvedDollars,
      medianSecondsFromPrevious: medianFromBands(sums.approvalWaits),
    },
    {
      stage: 'funded',
      applications: sums.funded,
      dollars: sums.fundedDollars,
      medianSecondsFromPrevious: medianFromBands(sums.fundingWaits),
    },
  ];
}

const addArrays = (a: number[], b: number[]) => a.map((value, index) => value + (b[index] ?? 0));

function total(rows: FunnelSums[]): FunnelSums {
  const zero = (size: number) => Array.from({ length: size }, () => 0);
  return rows.reduce<FunnelSums>(
    (sum, row) => ({
      submitted: sum.submitted + row.submitted,
      requestedDollars: sum.requestedDollars + row.requestedDollars,
      reviewed: sum.reviewed + row.reviewed,
      reviewedDollars: sum.reviewedDollars + row.reviewedDollars,
      approved: sum.approved + row.approved,
      approvedDollars: sum.approvedDollars + row.approvedDollars,
      funded: sum.funded + row.funded,
      fundedDollars: sum.fundedDollars + row.fundedDollars,
      reviewWaits: addArrays(sum.reviewWaits, row.reviewWaits),
      approvalWaits: addArrays(sum.approvalWaits, row.approvalWaits),
      fundingWaits: addArrays(sum.fundingWaits, row.fundingWaits),
      statusCounts: addArrays(sum.statusCounts, row.statusCounts),
    }),
    {
      submitted: 0,
      requestedDollars: 0,
      reviewed: 0,
      reviewedDollars: 0,
      approved: 0,
      approvedDollars: 0,
      funded: 0,
      fundedDollars: 0,
      reviewWaits: zero(WAIT_BANDS_SECONDS.length),
      approvalWaits: zero(WAIT_BANDS_SECONDS.length),
      fundingWaits: zero(WAIT_BANDS_SECONDS.length),
      statusCounts: zero(ROLLUP_STATUS_COUNT),
    },
  );
}

/**
 * The analytics tab for the applications submitted from `from` to `to` (UTC days, both included),
 * read from the rollups the triggers keep (analytics_daily, analytics_daily_mix): a few rows per day
 * and agent, whatever the table holds. Each stage is defined once (contracts' analytics.ts), and the
 * totals are the sums of the agents' figures, so the tables agree. A benchmark measures this very
 * function.
 */
export async function countAnalytics(db: Database, range: { from: string; to: string }): Promise<Analytics> {
  const inRange = between(analyticsDaily.day, range.from, range.to);
  const bands = WAIT_BANDS_SECONDS.length;
  const [perAgent, [allTime], [agentCounts], mix] = await Promise.all([
    db
      .select({
        agentName: analyticsDaily.agentName,
        agentEmail: analyticsDaily.agentEmail,
        submitted: sumOf(analyticsDaily.submitted),
        requestedDollars: sumOf(analyticsDaily.requestedDollars),
        reviewed: sumOf(analyticsDaily.reviewed),
        reviewedDollars: sumOf(analyticsDaily.reviewedDollars),
        approved: sumOf(analyticsDaily.approved),
        approvedDollars: sumOf(analyticsDaily.approvedDollars),
        funded: sumOf(analyticsDaily.funded),
        fundedDollars: sumOf(analyticsDaily.fundedDollars),
        reviewWaits: bandSums(analyticsDaily.reviewWaits, bands),
        approvalWaits: bandSums(analyticsDaily.approvalWaits, bands),
        fundingWaits: bandSums(analyticsDaily.fundingWaits, bands),
        statusCounts: bandSums(analyticsDaily.statusCounts, ROLLUP_STATUS_COUNT),
      })
      .from(analyticsDaily)
      .where(inRange)
      .groupBy(analyticsDaily.agentName, analyticsDaily.agentEmail)
      .having(gt(sql`sum(${analyticsDaily.submitted})`, 0))
      .orderBy(desc(sql`sum(${analyticsDaily.submitted})`), asc(analyticsDaily.agentName)),
    db.select({ total: sumOf(analyticsDaily.submitted) }).from(analyticsDaily),
    db
      .select({ total: count(), active: sql<number>`(count(*) filter (where ${agents.isActive}))::int` })
      .from(agents),
    db
      .select({
        dimension: analyticsDailyMix.dimension,
        value: analyticsDailyMix.value,
        count: sql<number>`sum(${analyticsDailyMix.count})::int`,
      })
      .from(analyticsDailyMix)
      .where(between(analyticsDailyMix.day, range.from, range.to))
      .groupBy(analyticsDailyMix.dimension, analyticsDailyMix.value)
      .having(gt(sql`sum(${analyticsDailyMix.count})`, 0))
      .orderBy(desc(sql`sum(${analyticsDailyMix.count})`), asc(analyticsDailyMix.value)),
  ]);
  const overall = total(perAgent);
  return {
    range,
    totalApplications: allTime?.total ?? 0,
    activeAgents: agentCounts?.active ?? 0,
    totalAgents: agentCounts?.total ?? 0,
    funnel: funnelOf(overall),
    // Direct applications (no agent) are listed with the agents, under no name.
    agents: perAgent.map((row) => ({
      agentName: row.agentName === '' ? null : row.agentName,
      agentEmail: row.agentEmail === '' ? null : row.agentEmail,
      funnel: funnelOf(row),
    })),
    reviewStatuses: REVIEW_STATUSES.map((reviewStatus, index) => ({
      reviewStatus,
      count: overall.statusCounts[index] ?? 0,
    })),
    entityTypes: mix
      .filter((row) => row.dimension === 'entity_type')
      .map((row) => ({ entityType: row.value, count: row.count })),
    industries: mix
      .filter((row) => row.dimension === 'industry' && row.value !== '')
      .map((row) => ({ industry: row.value, count: row.count })),
  };
}
