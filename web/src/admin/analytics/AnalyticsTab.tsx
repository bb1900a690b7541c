import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { ErrorState, LoadingState } from '../ui/QueryStates';
import { AgentOutcomes } from './AgentOutcomes';
import { analyticsOptions, browserTimeZone } from './analytics-queries';
import { EntityTypeBars } from './EntityTypeBars';
import { ReviewFunnel } from './ReviewFunnel';
import { StatCard } from './StatCard';

export function AnalyticsTab() {
  const [timeZone] = useState(browserTimeZone);
  const analytics = useQuery(analyticsOptions(timeZone));
  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <h2 id="analytics-heading" className="text-xl font-semibold text-slate-900">
        Analytics
      </h2>
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
            <StatCard label="Total Applications" value={analytics.data.totalApplications} />
            <StatCard
              label="Active Agents"
              value={`${analytics.data.activeAgents} of ${analytics.data.totalAgents}`}
            />
            <StatCard
              label="Applications This Month"
              value={analytics.data.applicationsThisMonth}
              note={`Calendar month in ${timeZone}`}
            />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <EntityTypeBars entityTypes={analytics.data.entityTypes} />
            <ReviewFunnel funnel={analytics.data.reviewFunnel} />
          </div>
          <AgentOutcomes outcomes={analytics.data.agentOutcomes} />
        </>
      )}
    </section>
  );
}
