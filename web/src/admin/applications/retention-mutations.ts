import {
  type ApplicationDetail,
  type DisposalRequest,
  type LegalHoldChange,
  retentionChangeResponseSchema,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { applicationKeys } from './application-queries';

const retentionPath = (applicationId: string, part: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/${part}`;

/** A super admin places or lifts a legal hold; the open detail takes the new state from the answer. */
export function useChangeLegalHold(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalHoldChange) =>
      adminFetch(retentionPath(applicationId, 'legal-hold'), retentionChangeResponseSchema, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (result) =>
      queryClient.setQueryData<ApplicationDetail>(applicationKeys.detail(applicationId), (detail) =>
        detail ? { ...detail, retention: result.retention } : detail,
      ),
  });
}

/** An admin disposes of the application now; the detail, the lists and the analytics read themselves again. */
export function useDisposeApplication(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisposalRequest) =>
      adminFetch(retentionPath(applicationId, 'disposal'), retentionChangeResponseSchema, {
        method: 'POST',
        json: body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}
