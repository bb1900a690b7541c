import type { ApplicationRecord, ApplicationSort } from '@funding/contracts';
import { useEffect, useRef } from 'react';
import { ScrollRegion } from '../ui/ScrollRegion';
import type { ListDensity } from '../url/view-defaults';
import { ApplicationRow, pinnedCell } from './ApplicationRow';
import { columnSortState, nextColumnSort, type SortableColumn } from './list-sorts';

// Fixed widths (px) for every column but Business, which takes what is left. From 1440 px the table
// fits its region (the widths add up to 1,364 px with the checkboxes); narrower, the region scrolls
// sideways while the Actions column stays pinned at its right edge. Long text truncates (the full
// text is the cell's title and stays in the accessible name); dates take two lines, never three.
interface Column {
  label: string;
  width?: number;
  pinned?: boolean;
  sort?: SortableColumn;
  numeric?: boolean;
}
const COLUMNS: Column[] = [
  { label: 'Application ID', width: 120 },
  { label: 'Business', sort: 'business' },
  { label: 'State', width: 48 },
  { label: 'Agent', width: 128 },
  { label: 'Amount Requested', width: 96, sort: 'amount', numeric: true },
  { label: 'Monthly Deposits', width: 96, numeric: true },
  { label: 'Submitted', width: 104, sort: 'submitted' },
  { label: 'Age', width: 60 },
  { label: 'Last Activity', width: 104, sort: 'activity' },
  { label: 'Review', width: 144 },
  { label: 'Assignee', width: 100 },
  { label: 'Processing', width: 104 },
  { label: 'Actions', width: 64, pinned: true },
];
const SELECT_COLUMN_WIDTH = 36;
const MIN_BUSINESS_WIDTH = 160;
const COLUMNS_MIN_WIDTH = COLUMNS.reduce((sum, column) => sum + (column.width ?? MIN_BUSINESS_WIDTH), 0);

const headerCell = 'sticky top-0 z-10 bg-slate-100 px-2 py-2.5 align-bottom font-semibold text-slate-800';
const SORT_ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

interface ApplicationsTableProps {
  applications: readonly ApplicationRecord[];
  canChange: boolean;
  density: ListDensity;
  sort: ApplicationSort;
  onSortChange: (sort: ApplicationSort) => void;
  /** The ticked rows' application IDs; undefined: rows cannot be chosen (viewers). */
  selection: ReadonlySet<string> | undefined;
  onSelectionChange: (selection: ReadonlySet<string>) => void;
  onShowDetails: (applicationId: string) => void;
  onDelete: (application: ApplicationRecord) => void;
  onRetry: (applicationId: string) => void;
  retryingId: string | undefined;
}

/** The page's checkbox for all its rows: mixed while only some are ticked. */
function SelectAll({
  applicationIds,
  selection,
  onSelectionChange,
}: {
  applicationIds: readonly string[];
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: ReadonlySet<string>) => void;
}) {
  const ticked = applicationIds.filter((applicationId) => selection.has(applicationId)).length;
  const all = ticked > 0 && ticked === applicationIds.length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-blue-700"
      aria-label="Select all applications on this page"
      checked={all}
      onChange={() => onSelectionChange(new Set(all ? [] : applicationIds))}
    />
  );
}

function SortableHeader({
  column,
  sort,
  onSortChange,
}: {
  column: Column & { sort: SortableColumn };
  sort: ApplicationSort;
  onSortChange: (sort: ApplicationSort) => void;
}) {
  const state = columnSortState(column.sort, sort);
  return (
    // A button in the header: reached with Tab, pressed with Enter or Space; aria-sort on the cell
    // tells the order in force.
    <button
      type="button"
      className={`inline-flex items-end gap-1 text-left font-semibold underline-offset-2 hover:underline ${column.numeric ? 'flex-row-reverse text-right' : ''}`}
      onClick={() => onSortChange(nextColumnSort(column.sort, sort))}
    >
      <span>{column.label}</span>
      <span aria-hidden="true" className={state === 'none' ? 'text-slate-500' : 'text-blue-800'}>
        {SORT_ARROWS[state]}
      </span>
    </button>
  );
}

export function ApplicationsTable({
  applications,
  density,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  retryingId,
  ...actions
}: ApplicationsTableProps) {
  // One clock per render for the whole table, so every row's age is counted to the same moment.
  const now = new Date();
  const selectable = selection !== undefined;
  const minWidth = COLUMNS_MIN_WIDTH + (selectable ? SELECT_COLUMN_WIDTH : 0);
  return (
    // The region scrolls down inside itself, so the header row stays in view over long pages.
    <ScrollRegion label="Applications table" className="max-h-[75vh] overflow-auto">
      <table
        className="w-full table-fixed divide-y divide-slate-200 text-left text-sm"
        style={{ minWidth }}
        data-density={density}
      >
        <colgroup>
          {selectable && <col style={{ width: SELECT_COLUMN_WIDTH }} />}
          {COLUMNS.map((column) => (
            <col key={column.label} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className={headerCell}>
                <SelectAll
                  applicationIds={applications.map((application) => application.applicationId)}
                  selection={selection}
                  onSelectionChange={onSelectionChange}
                />
              </th>
            )}
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={column.sort ? columnSortState(column.sort, sort) : undefined}
                className={`${column.pinned ? `${headerCell} ${pinnedCell} z-20` : headerCell} ${column.numeric ? 'text-right' : ''}`}
              >
                {column.sort ? (
                  <SortableHeader
                    column={{ ...column, sort: column.sort }}
                    sort={sort}
                    onSortChange={onSortChange}
                  />
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {applications.map((application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              density={density}
              now={now}
              selected={selection?.has(application.applicationId)}
              onSelectedChange={(applicationId, selected) => {
                if (!selection) return;
                const next = new Set(selection);
                if (selected) next.add(applicationId);
                else next.delete(applicationId);
                onSelectionChange(next);
              }}
              retrying={retryingId === application.applicationId}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
