import { SAVED_VIEW_LABELS, SAVED_VIEWS, type SavedView } from '@funding/contracts';
import type { ListDensity } from '../url/view-defaults';

const viewButton =
  'rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-slate-400 text-slate-800 hover:bg-slate-100 ' +
  'aria-pressed:bg-blue-700 aria-pressed:text-white aria-pressed:ring-blue-700';

/**
 * The saved views (the contracts' named filters). Choosing one puts it into the address, so a view
 * can be bookmarked and shared; it starts at page 1 and keeps the other filters in force.
 */
export function SavedViews({
  current,
  onChange,
}: {
  current: SavedView | undefined;
  onChange: (view: SavedView | undefined) => void;
}) {
  const entries: { view: SavedView | undefined; label: string }[] = [
    { view: undefined, label: 'All applications' },
    ...SAVED_VIEWS.map((view) => ({ view, label: SAVED_VIEW_LABELS[view] })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Saved views</legend>
      {entries.map(({ view, label }) => (
        <button
          key={label}
          type="button"
          aria-pressed={view === current}
          onClick={() => onChange(view)}
          className={viewButton}
        >
          {label}
        </button>
      ))}
    </fieldset>
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
