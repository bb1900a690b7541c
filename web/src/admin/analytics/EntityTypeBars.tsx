import { type Analytics, ENTITY_TYPES } from '@funding/contracts';

/** One bar per entity type of the form (zero included), its length the share of all applications. */
export function EntityTypeBars({ entityTypes }: { entityTypes: Analytics['entityTypes'] }) {
  const total = entityTypes.reduce((sum, entry) => sum + entry.count, 0);
  const rows = ENTITY_TYPES.map((option) => {
    const count = entityTypes.find((entry) => entry.entityType === option.value)?.count ?? 0;
    return { label: option.label, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
  return (
    <section
      aria-labelledby="entity-types-heading"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="entity-types-heading" className="font-semibold text-slate-900">
        Entity Type Distribution
      </h3>
      <ul className="mt-4 space-y-3">
        {rows.map((row) => (
          <li key={row.label} data-entity-type={row.label}>
            <div className="flex justify-between text-sm text-slate-800">
              <span className="font-medium">{row.label}</span>
              <span className="tabular-nums">
                {row.count} ({row.percent}%)
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-blue-700" style={{ width: `${row.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
