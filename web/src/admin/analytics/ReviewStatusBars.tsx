import { type Analytics, REVIEW_STATUS_LABELS } from '@funding/contracts';

/**
 * Where the range's applications are now, per review status in the order of the work; each bar is
 * the share of the range's applications.
 */
export function ReviewStatusBars({ statuses }: { statuses: Analytics['reviewStatuses'] }) {
  const total = statuses.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section
      aria-labelledby="review-funnel-heading"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="review-funnel-heading" className="font-semibold text-slate-900">
        Review Status
      </h3>
      <ul className="mt-4 space-y-3">
        {statuses.map((entry) => {
          const percent = total === 0 ? 0 : Math.round((entry.count / total) * 100);
          const label = REVIEW_STATUS_LABELS[entry.reviewStatus];
          return (
            <li key={entry.reviewStatus} data-review-status={entry.reviewStatus}>
              <div className="flex justify-between text-sm text-slate-800">
                <span className="font-medium">{label}</span>
                <span className="tabular-nums">
                  {entry.count} ({percent}%)
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-200">
                <div className="h-full rounded-full bg-indigo-700" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
