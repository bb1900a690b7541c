import { actionResultSchema, applicationRetryResponseSchema, MESSAGES } from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { analyticsKeys } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { applicationKeys } from './application-queries';

const applicationPath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}`;

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      adminFetch(applicationPath(applicationId), actionResultSchema, { method: 'DELETE' }),
    onSuccess: () => showToast({ title: MESSAGES.applicationDeleted, variant: 'success' }),
    onError: (error) =>
      showToast({
        title: MESSAGES.applicationDeleteFailed,
        description: errorMessageOf(error, ''),
        variant: 'destructive',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}

/** Queues the failed steps (PDF, e-mail) of an application again. */
export function useRetryApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      adminFetch(`${applicationPath(applicationId)}/retry`, applicationRetryResponseSchema, {
        method: 'POST',
      }),
    onSuccess: (result) => showToast({ title: result.message, variant: 'success' }),
    onError: (error) =>
      showToast({ title: 'Retry Failed', description: errorMessageOf(error, ''), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
