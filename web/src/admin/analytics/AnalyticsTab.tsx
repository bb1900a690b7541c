import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { EmptyState, ErrorState, LoadingState } from '../ui/QueryStates';
import { useAdminView, useAdminViewNavigation } from '../url/use-admin-view';
import { AnalyticsRange } from './AnalyticsRange';
import { analyticsOptions } from './analytics-queries';
import { EntityTypeBars } from './EntityTypeBars';
import { AgentFunnelTable, FunnelTable } from './FunnelTable';
import { ReviewStatusBars } from './ReviewStatusBars';
import { StageDefinitions } from './StageDefinitions';
import { StatCard } from './StatCard';

/** The funnel of the applications submitted in the range in the address (the last 30 days without one). */
export function AnalyticsTab() {
  const view = useAdminView();
  const move = useAdminViewNavigation();
  const analytics = useQuery(analyticsOptions({ from: view.from, to: view.to }));
  const range = analytics.data?.range;
  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="analytics-heading" className="text-xl font-semibold text-slate-900">
          Analytics
        </h2>
        {range && (
          // A new answer (another range in the address) starts the inputs afresh.
          <AnalyticsRange
            key={`${range.from}/${range.to}`}
            range={range}
            onApply={move.changeAnalyticsRange}
          />
        )}
      </div>
      {analytics.isPending ? (
        <LoadingState text="Loading analytics..." />
      ) : analytics.isError ? (
        <ErrorState
          title="Failed to fetch analytics"
          detail={errorMessageOf(analytics.error, '')}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label="Total Applications"
              value={analytics.data.totalApplications}
              note="Ever submitted"
            />
            <StatCard
              label="Active Agents"
              value={`${analytics.data.activeAgents} of ${analytics.data.totalAgents}`}
            />
            <StatCard
              label="Submitted in Range"
              value={analytics.data.funnel[0]?.applications ?? 0}
              note={`${analytics.data.range.from} to ${analytics.data.range.to} (${analytics.data.range.timeZone})`}
            />
          </dl>
          <section aria-labelledby="funnel-heading" className="space-y-3">
            <h3 id="funnel-heading" className="font-semibold text-slate-900">
              Funnel
            </h3>
            <FunnelTable funnel={analytics.data.funnel} />
          </section>
          <StageDefinitions />
          <section aria-labelledby="agent-funnel-heading" className="space-y-3">
            <h3 id="agent-funnel-heading" className="font-semibold text-slate-900">
              Funnel by Agent
            </h3>
            {analytics.data.agents.length === 0 ? (
              <EmptyState text="No applications in this range." />
            ) : (
              <AgentFunnelTable agents={analytics.data.agents} />
            )}
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <EntityTypeBars entityTypes={analytics.data.entityTypes} />
            <ReviewStatusBars statuses={analytics.data.reviewStatuses} />
          </div>
        </>
      )}
    </section>
  );
}
