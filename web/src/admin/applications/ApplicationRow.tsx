import type { ApplicationRecord } from '@funding/contracts';
import { rowButton, rowDangerButton } from '../ui/buttons';
import { cellClasses } from '../ui/ScrollRegion';
import { FileButtons } from './FileButtons';
import { entityTypeLabel, formatDateTime, formatProcessingTime, NOT_GIVEN } from './format';
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
  // Every button's name ends with the application id, so a screen reader's button list is unambiguous.
  const forThis = <span className="sr-only"> {applicationId}</span>;

  return (
    <tr>
      <td className={`${cellClasses} font-mono text-xs whitespace-nowrap`}>{applicationId}</td>
      <td className={cellClasses}>
        <span className="font-medium">{application.businessName}</span>
        {application.dba && <span className="block text-xs text-slate-700">DBA {application.dba}</span>}
      </td>
      <td className={cellClasses}>
        {application.owner1FirstName} {application.owner1LastName}
      </td>
      <td className={cellClasses}>{application.businessState}</td>
      <td className={`${cellClasses} whitespace-nowrap`}>{entityTypeLabel(application.entityType)}</td>
      <td className={cellClasses}>{application.agentName ?? NOT_GIVEN}</td>
      <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(application.createdAt)}</td>
      <td className={cellClasses}>
        <StatusIndicator step="PDF" status={application.pdfStatus} errors={application.processingErrors} />
      </td>
      <td className={cellClasses}>
        <StatusIndicator
          step="Email"
          status={application.emailStatus}
          errors={application.processingErrors}
        />
      </td>
      <td className={`${cellClasses} whitespace-nowrap`}>
        {formatProcessingTime(application.processingTimeMs)}
      </td>
      <td className={cellClasses}>
        <div className="flex min-w-60 flex-wrap gap-1.5">
          <button type="button" className={rowButton} onClick={() => onShowDetails(applicationId)}>
            Details{forThis}
          </button>
          <FileButtons
            files={files}
            file="pdf"
            ready={pdfReady}
            shownAfter=" PDF"
            heardAfter={applicationId}
          />
          {canChange && failed && (
            <button
              type="button"
              className={rowButton}
              disabled={retrying}
              onClick={() => onRetry(applicationId)}
            >
              {retrying ? 'Retrying...' : 'Retry'}
              {forThis}
            </button>
          )}
          {canChange && (
            <button type="button" className={rowDangerButton} onClick={() => onDelete(application)}>
              Delete{forThis}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
