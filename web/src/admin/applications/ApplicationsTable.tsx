import type { ApplicationRecord } from '@funding/contracts';
import { DataTable } from '../ui/ScrollRegion';
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
    <DataTable label="Applications table" columns={COLUMNS}>
      {applications.map((application) => (
        <ApplicationRow
          key={application.id}
          application={application}
          retrying={retryingId === application.applicationId}
          {...actions}
        />
      ))}
    </DataTable>
  );
}
