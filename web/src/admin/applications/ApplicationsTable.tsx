import type { ApplicationRecord } from '@funding/contracts';
import { headerCellClasses, ScrollRegion, tableClasses } from '../ui/ScrollRegion';
import { ApplicationRow } from './ApplicationRow';

const COLUMNS = [
  'Application ID',
  'Business',
  'Owner',
  'State',
  'Entity Type',
  'Agent',
  'Submitted',
  'PDF',
  'Email',
  'Processing Time',
  'Actions',
];

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
    <ScrollRegion label="Applications table">
      <table className={tableClasses}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={headerCellClasses}>
                {column}
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
