import type { ApplicationRecord } from '@funding/contracts';
import { ScrollRegion } from '../ui/ScrollRegion';
import { ApplicationRow, pinnedCell } from './ApplicationRow';

// Fixed widths (px) for every column but Business, which takes what is left: at 1280 px and wider
// the table fits its region (the widths add up to 1,214 px; a header may take two lines), so
// nothing is clipped; narrower, the region scrolls sideways while the
// Actions column stays pinned at its right edge. Long text truncates (the full text is the cell's
// title and stays in the accessible name).
const COLUMNS: { label: string; width?: number; pinned?: boolean }[] = [
  { label: 'Application ID', width: 136 },
  { label: 'Business' },
  { label: 'Owner', width: 120 },
  { label: 'State', width: 56 },
  { label: 'Agent', width: 112 },
  { label: 'Submitted', width: 104 },
  { label: 'Review', width: 140 },
  { label: 'Assignee', width: 104 },
  { label: 'Monthly Deposits', width: 100 },
  { label: 'Processing', width: 120 },
  { label: 'Actions', width: 72, pinned: true },
];
const MIN_BUSINESS_WIDTH = 150;
const TABLE_MIN_WIDTH = COLUMNS.reduce((sum, column) => sum + (column.width ?? MIN_BUSINESS_WIDTH), 0);

const headerCell = 'sticky top-0 z-10 bg-slate-100 px-3 py-2.5 align-bottom font-semibold text-slate-800';

interface ApplicationsTableProps {
  applications: readonly ApplicationRecord[];
  canChange: boolean;
  onShowDetails: (applicationId: string) => void;
  onDelete: (application: ApplicationRecord) => void;
  onRetry: (applicationId: string) => void;
  retryingId: string | undefined;
}

export function ApplicationsTable({ applications, retryingId, ...actions }: ApplicationsTableProps) {
  return (
    // The region scrolls down inside itself, so the header row stays in view over long pages.
    <ScrollRegion label="Applications table" className="max-h-[75vh] overflow-auto">
      <table
        className="w-full table-fixed divide-y divide-slate-200 text-left text-sm"
        style={{ minWidth: TABLE_MIN_WIDTH }}
      >
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.label} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.pinned ? `${headerCell} ${pinnedCell} z-20` : headerCell}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {applications.map((application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              retrying={retryingId === application.applicationId}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
