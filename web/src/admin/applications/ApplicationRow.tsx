import { type ApplicationRecord, alsoAppliedAs, formatDollars, formatUsd } from '@funding/contracts';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { ListDensity } from '../url/view-defaults';
import { AgentLinkInactiveFlag } from './AgentLinkInactiveFlag';
import { entityTypeLabel, formatAge, formatDate, formatProcessingTime, NOT_GIVEN } from './format';
import { formatDateAndTime } from './list-format';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { RowMenu, type RowMenuItem } from './RowMenu';
import { StatusIndicator } from './StatusIndicator';
import { useFileActions } from './use-file-actions';

interface ApplicationRowProps {
  application: ApplicationRecord;
  canChange: boolean;
  density: ListDensity;
  /** The time the ages are counted to (one for the whole table, so the rows agree). */
  now: Date;
  /** Whether the row's checkbox is ticked; undefined: the rows cannot be chosen (viewers). */
  selected: boolean | undefined;
  onSelectedChange: (applicationId: string, selected: boolean) => void;
  onShowDetails: (applicationId: string) => void;
  onDelete: (application: ApplicationRecord) => void;
  onRetry: (applicationId: string) => void;
  retrying: boolean;
}

/** How many duplicate flags a row names; more would make it taller than a screen. */
const FLAGS_SHOWN = 2;

// The Actions column stays pinned at the right edge; its shadow tells that more of the row lies under it.
export const pinnedCell = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.35)]';

/** The list's cells: narrower padding than the other tables (it has the most columns), lower when compact. */
export function listCellClasses(density: ListDensity): string {
  return `px-2 align-top text-slate-800 ${density === 'compact' ? 'py-1' : 'py-2.5'}`;
}

/** Text cut to one line; the whole of it is the title (on hover) and stays in the page's text. */
function Truncated({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

/** A moment on two lines that never wrap further: the date, then the time. */
function DateAndTime({ iso }: { iso: string }) {
  const { date, time } = formatDateAndTime(iso);
  return (
    <>
      <span className="block whitespace-nowrap">{date}</span>
      <span className="block text-xs whitespace-nowrap text-slate-700">{time}</span>
    </>
  );
}

// A click on the row opens the detail, unless it was meant for a control inside it.
function isOnControl(event: MouseEvent): boolean {
  return (
    event.target instanceof Element &&
    event.target.closest('button, a, input, label, [role="menuitem"]') !== null
  );
}

export function ApplicationRow({
  application,
  canChange,
  density,
  now,
  selected,
  onSelectedChange,
  onShowDetails,
  onDelete,
  onRetry,
  retrying,
}: ApplicationRowProps) {
  const { applicationId } = application;
  const cell = listCellClasses(density);
  const files = useFileActions(applicationId);
  const pdfReady = application.pdfStatus === 'done';
  const failed = application.pdfStatus === 'failed' || application.emailStatus === 'failed';
  const owner = `${application.owner1FirstName} ${application.owner1LastName}`;
  const secondLine = [
    owner,
    entityTypeLabel(application.entityType),
    application.dba && `DBA ${application.dba}`,
  ]
    .filter(Boolean)
    .join(' · ');

  const menu: RowMenuItem[] = [
    { label: 'View PDF', onSelect: () => void files.view('pdf'), disabled: !pdfReady || files.busy !== null },
    {
      label: 'Download PDF',
      onSelect: () => void files.download('pdf'),
      disabled: !pdfReady || files.busy !== null,
    },
    ...(canChange && failed
      ? [
          {
            label: retrying ? 'Retrying...' : 'Retry',
            onSelect: () => onRetry(applicationId),
            disabled: retrying,
          },
        ]
      : []),
    ...(canChange ? [{ label: 'Delete', onSelect: () => onDelete(application), danger: true }] : []),
  ];

  return (
    <tr
      className={`group cursor-pointer ${selected ? 'bg-blue-50' : 'hover:bg-slate-50'}`}
      onClick={(event) => {
        if (!isOnControl(event)) onShowDetails(applicationId);
      }}
    >
      {selected !== undefined && (
        <td className={cell}>
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-blue-700"
            aria-label={`Select ${applicationId}`}
            checked={selected}
            onChange={(event) => onSelectedChange(applicationId, event.target.checked)}
          />
        </td>
      )}
      <td className={cell}>
        {/* The keyboard's way into the detail; the row's click is the mouse's. */}
        <button
          type="button"
          className="font-mono text-xs whitespace-nowrap text-blue-800 underline-offset-2 hover:underline"
          onClick={() => onShowDetails(applicationId)}
        >
          <span className="sr-only">Details </span>
          {applicationId}
        </button>
      </td>
      <td className={cell}>
        <Truncated text={application.businessName} className="font-medium" />
        <Truncated text={secondLine} className="text-xs text-slate-700" />
        {/* One line per flag (the whole text is its title and its name); the detail lists them all. */}
        {application.duplicates.slice(0, FLAGS_SHOWN).map((match) => {
          const flag = alsoAppliedAs(match, formatDate(match.createdAt));
          return (
            <Link
              key={match.applicationId}
              to="/admin/applications/$applicationId"
              params={{ applicationId: match.applicationId }}
              title={flag}
              className="mt-0.5 block truncate text-xs font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
            >
              {flag}
            </Link>
          );
        })}
        {application.duplicates.length > FLAGS_SHOWN && (
          <span className="block text-xs text-red-800">
            and {application.duplicates.length - FLAGS_SHOWN} more
          </span>
        )}
      </td>
      <td className={cell}>{application.businessState}</td>
      {/* People's names wrap rather than lose their end: two short lines beat a guess. */}
      <td className={`${cell} break-words`}>
        {application.agentName ?? NOT_GIVEN}
        {application.agentLinkInactive && <AgentLinkInactiveFlag />}
      </td>
      <td className={`${cell} text-right tabular-nums`}>
        {application.amountRequested === null ? NOT_GIVEN : formatUsd(application.amountRequested)}
      </td>
      {/* The average of the verified bank statements; none verified (yet) is a dash. */}
      <td className={`${cell} text-right tabular-nums`}>
        {application.averageMonthlyDepositsCents === null
          ? NOT_GIVEN
          : formatDollars(application.averageMonthlyDepositsCents)}
      </td>
      <td className={cell}>
        <DateAndTime iso={application.createdAt} />
      </td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatAge(application.createdAt, now)}</td>
      <td className={cell}>
        <DateAndTime iso={application.lastActivityAt} />
      </td>
      <td className={cell}>
        <ReviewStatusBadge status={application.reviewStatus} />
      </td>
      <td className={`${cell} break-words`}>{application.assigneeUsername ?? 'Unassigned'}</td>
      <td className={cell}>
        <div className="flex flex-col items-start gap-1">
          <StatusIndicator step="PDF" status={application.pdfStatus} errors={application.processingErrors} />
          <StatusIndicator
            step="Email"
            status={application.emailStatus}
            errors={application.processingErrors}
          />
          <span className="text-xs text-slate-700">
            <span className="sr-only">Processing time: </span>
            {formatProcessingTime(application.processingTimeMs)}
          </span>
        </div>
      </td>
      <td className={`${cell} ${pinnedCell} ${selected ? 'bg-blue-50' : 'bg-white group-hover:bg-slate-50'}`}>
        <RowMenu label={`More actions for ${applicationId}`} items={menu} />
      </td>
    </tr>
  );
}
