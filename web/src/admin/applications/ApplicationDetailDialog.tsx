import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { AdminDialog } from '../ui/AdminDialog';
import { ErrorState, LoadingState } from '../ui/QueryStates';
import { ApplicationDetailView } from './ApplicationDetailView';
import { applicationDetailOptions } from './application-queries';

interface ApplicationDetailDialogProps {
  applicationId: string | null;
  onClose: () => void;
}

export function ApplicationDetailDialog({ applicationId, onClose }: ApplicationDetailDialogProps) {
  const detail = useQuery({
    ...applicationDetailOptions(applicationId ?? ''),
    enabled: applicationId !== null,
  });
  return (
    <AdminDialog
      open={applicationId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Application ${applicationId ?? ''}`}
      description={
        detail.data
          ? `${detail.data.businessName}: every field in the order of the form`
          : 'Application details'
      }
      wide
    >
      {detail.isPending ? (
        <LoadingState text="Loading application..." />
      ) : detail.isError ? (
        <ErrorState
          title="Failed to load the application"
          detail={errorMessageOf(detail.error, '')}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <ApplicationDetailView application={detail.data} />
      )}
    </AdminDialog>
  );
}
