import { type ApplicationRecord, formatDollars } from '@funding/contracts';
import type { MouseEvent } from 'react';
import { cellClasses } from '../ui/ScrollRegion';
import { entityTypeLabel, formatDateTime, formatProcessingTime, NOT_GIVEN } from './format';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { RowMenu, type RowMenuItem } from './RowMenu';
import { StatusIndicator } from './StatusIndicator';
import { useFileActions } from './use-file-actions';

interface ApplicationRowProps {
  application: ApplicationRecord;
  canChange: boolean;
  onShowDetails: (applicationId: string) => void;
  onDelete: (application: ApplicationRecord) => void;
  onRetry: (applicationId: string) => void;
  retrying: boolean;
}

// The Actions column stays pinned at the right edge; its shadow tells that more of the row lies under it.
export const pinnedCell = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.35)]';

/** Text cut to one line; the whole of it is the title (on hover) and stays in the page's text. */
function Truncated({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

// A click on the row opens the detail, unless it was meant for a control inside it.
function isOnControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('button, a, [role="menuitem"]') !== null;
}

export function ApplicationRow({
  application,
  canChange,
  onShowDetails,
  onDelete,
  onRetry,
  retrying,
}: ApplicationRowProps) {
  const { applicationId } = application;
  const files = useFileActions(applicationId);
  const pdfReady = application.pdfStatus === 'done';
  const failed = application.pdfStatus === 'failed' || application.emailStatus === 'failed';
  const owner = `${application.owner1FirstName} ${application.owner1LastName}`;
  const secondLine = [entityTypeLabel(application.entityType), application.dba && `DBA ${application.dba}`]
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
      className="group cursor-pointer hover:bg-slate-50"
      onClick={(event) => {
        if (!isOnControl(event)) onShowDetails(applicationId);
      }}
    >
      <td className={cellClasses}>
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
      <td className={cellClasses}>
        <Truncated text={application.businessName} className="font-medium" />
        <Truncated text={secondLine} className="text-xs text-slate-700" />
      </td>
      <td className={cellClasses}>
        <Truncated text={owner} />
      </td>
      <td className={cellClasses}>{application.businessState}</td>
      <td className={cellClasses}>
        <Truncated text={application.agentName ?? NOT_GIVEN} />
      </td>
      <td className={cellClasses}>{formatDateTime(application.createdAt)}</td>
      <td className={cellClasses}>
        <ReviewStatusBadge status={application.reviewStatus} />
      </td>
      <td className={cellClasses}>
        <Truncated text={application.assigneeUsername ?? 'Unassigned'} />
      </td>
      {/* The average of the verified bank statements; none verified (yet) is a dash. */}
      <td className={`${cellClasses} text-right tabular-nums`}>
        {application.averageMonthlyDepositsCents === null
          ? NOT_GIVEN
          : formatDollars(application.averageMonthlyDepositsCents)}
      </td>
      <td className={cellClasses}>
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
      <td className={`${cellClasses} ${pinnedCell} bg-white group-hover:bg-slate-50`}>
        <RowMenu label={`More actions for ${applicationId}`} items={menu} />
      </td>
    </tr>
  );
}
