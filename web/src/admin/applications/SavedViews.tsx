import { SAVED_VIEW_LABELS, SAVED_VIEWS, type SavedView } from '@funding/contracts';
import { Link } from '@tanstack/react-router';
import type { ListDensity } from '../url/view-defaults';

const viewLink =
  'rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-slate-400 text-slate-800 hover:bg-slate-100 ' +
  'aria-[current=true]:bg-blue-700 aria-[current=true]:text-white aria-[current=true]:ring-blue-700';

/**
 * The saved views (the contracts' named filters) as links: each is an address, so it can be
 * bookmarked and shared. A view starts at page 1 and keeps the other filters in force.
 */
export function SavedViews({ current }: { current: SavedView | undefined }) {
  const entries: { view: SavedView | undefined; label: string }[] = [
    { view: undefined, label: 'All applications' },
    ...SAVED_VIEWS.map((view) => ({ view, label: SAVED_VIEW_LABELS[view] })),
  ];
  return (
    <nav aria-label="Saved views">
      <ul className="flex flex-wrap gap-2">
        {entries.map(({ view, label }) => (
          <li key={label}>
            <Link
              to="/admin"
              search={(previous) => ({ ...previous, view, page: 1 })}
              resetScroll={false}
              aria-current={view === current ? 'true' : undefined}
              className={viewLink}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Switches the rows between comfortable and compact; the choice is part of the address. */
export function DensityToggle({
  density,
  onChange,
}: {
  density: ListDensity;
  onChange: (density: ListDensity) => void;
}) {
  const compact = density === 'compact';
  return (
    <button
      type="button"
      aria-pressed={compact}
      onClick={() => onChange(compact ? 'comfortable' : 'compact')}
      className="rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 aria-pressed:bg-slate-800 aria-pressed:text-white"
    >
      Compact rows
    </button>
  );
}
