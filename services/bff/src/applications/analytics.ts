import { type Analytics, REVIEW_STATUSES, type StageFigure, UNKNOWN_TIME_ZONE } from '@funding/contracts';
import {
  type Database,
  isInvalidParameterValue,
  medianFromBands,
  ROLLUP_STATUS_COUNT,
  schema,
  WAIT_BANDS_SECONDS,
} from '@funding/platform';
import { count, sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';

const { agents, analyticsDaily } = schema;

// The rows of a range come from SQL functions (analytics_in_range and analytics_mix_in_range,
// migration 0010) with the shape of the rollup tables, so these statements name their columns.
const column = (name: string) => sql.identifier(name);

// Postgres sums bigints as numeric, which the driver hands over as text: whole dollars fit a double
// exactly, so they are read as one.
const sumOf = (name: string) => sql`coalesce(sum(${column(name)}), 0)::float8`;

// One sum per band: Postgres adds up arrays element by element only this way, and it is fast.
const bandSums = (name: string, size: number) =>
  sql`array[${sql.join(
    Array.from(
      { length: size },
      (_, index) => sql`coalesce(sum(${column(name)}[${sql.raw(String(index + 1))}]), 0)::int`,
    ),
    sql`, `,
  )}]`;

// A type, not an interface: the driver's rows are records.
type FunnelSums = {
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
};

function funnelOf(sums: FunnelSums): StageFigure[] {
  return [
    {
      stage: 'submitted',
      applications: sums.submitted,
      dollars: sums.requestedDollars,
      medianSecondsFromPrevious: null,
    },
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
 * The analytics tab for the applications submitted from `from` to `to` (calendar days in `timeZone`,
 * both included), read from the rollups the triggers keep (analytics_daily, analytics_daily_mix): a
 * few rows per day and agent, whatever the table holds, plus the applications of the partial UTC
 * days at the range's edges when the zone is not UTC (analytics_in_range). Each stage is defined once
 * (contracts' analytics.ts; analytics_fact in SQL), and the totals are the sums of the agents'
 * figures, so the tables agree. A benchmark measures this very function.
 */
export async function countAnalytics(
  db: Database,
  range: { from: string; to: string; timeZone: string },
): Promise<Analytics> {
  const bands = WAIT_BANDS_SECONDS.length;
  const rangeArguments = sql`${range.from}::date, ${range.to}::date, ${range.timeZone}::text`;
  const [perAgent, [allTime], [agentCounts], mix] = await Promise.all([
    db.execute<FunnelSums & { agentName: string; agentEmail: string }>(sql`
      select agent_name as "agentName", agent_email as "agentEmail",
        ${sumOf('submitted')} as submitted, ${sumOf('requested_dollars')} as "requestedDollars",
        ${sumOf('reviewed')} as reviewed, ${sumOf('reviewed_dollars')} as "reviewedDollars",
        ${sumOf('approved')} as approved, ${sumOf('approved_dollars')} as "approvedDollars",
        ${sumOf('funded')} as funded, ${sumOf('funded_dollars')} as "fundedDollars",
        ${bandSums('review_waits', bands)} as "reviewWaits",
        ${bandSums('approval_waits', bands)} as "approvalWaits",
        ${bandSums('funding_waits', bands)} as "fundingWaits",
        ${bandSums('status_counts', ROLLUP_STATUS_COUNT)} as "statusCounts"
      from analytics_in_range(${rangeArguments})
      group by agent_name, agent_email
      having sum(submitted) > 0
      order by sum(submitted) desc, agent_name, agent_email`),
    db
      .select({ total: sql<number>`coalesce(sum(${analyticsDaily.submitted}), 0)::float8` })
      .from(analyticsDaily),
    db
      .select({ total: count(), active: sql<number>`(count(*) filter (where ${agents.isActive}))::int` })
      .from(agents),
    db.execute<{ dimension: string; value: string; count: number }>(sql`
      select dimension, value, sum(count)::int as count
      from analytics_mix_in_range(${rangeArguments})
      group by dimension, value
      having sum(count) > 0
      order by sum(count) desc, value`),
  ]).catch((error: unknown) => {
    // A zone the browser knows and Postgres does not: their lists of zones are updated apart.
    if (isInvalidParameterValue(error))
      throw new AppError('validation_failed', UNKNOWN_TIME_ZONE, { timeZone: UNKNOWN_TIME_ZONE });
    throw error;
  });
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
