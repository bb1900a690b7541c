import type { ApplicationDetail, TimelineEntry } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../api/api-client';
import { EmptyState, ErrorState, LoadingState } from '../../ui/QueryStates';
import { browserTimeZone, formatZonedDateTime } from '../format';
import { timelineOptions } from './timeline-queries';

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className="border-b border-slate-100 py-2 text-sm" data-testid="history-entry">
      <p className="text-slate-900">{entry.text}</p>
      <p className="text-xs text-slate-700">
        <span className="font-semibold">{entry.who}</span>
        {' · '}
        <time dateTime={entry.at}>{formatZonedDateTime(entry.at)}</time>
      </p>
    </li>
  );
}

/** What happened to the application, newest first (docs/product.md, "History"). */
export function HistorySection({ application }: { application: ApplicationDetail }) {
  const timeline = useQuery(timelineOptions(application.applicationId));
  return (
    <section aria-labelledby="detail-history" className="space-y-2">
      <h3 id="detail-history" className="font-semibold text-slate-900">
        History
      </h3>
      {timeline.isPending ? (
        <LoadingState text="Loading the history..." />
      ) : timeline.isError ? (
        <ErrorState
          title="The history could not be loaded"
          detail={errorMessageOf(timeline.error, '')}
          onRetry={() => void timeline.refetch()}
        />
      ) : timeline.data.entries.length === 0 ? (
        <EmptyState text="Nothing has happened to this application yet." />
      ) : (
        <>
          <p className="text-xs text-slate-700">
            Newest first. Times in your browser's time zone ({browserTimeZone()}).
            {timeline.data.truncated && ` The newest ${timeline.data.limit} entries are shown.`}
          </p>
          <ol aria-label="History, newest first">
            {timeline.data.entries.map((entry, index) => (
              // Two entries may share their instant, who and text (two downloads in one second).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
              <Entry key={index} entry={entry} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
