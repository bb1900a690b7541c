import {
  type BulkAssigneeChange,
  type BulkReviewStatusChange,
  bulkChangeResponseSchema,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { applicationKeys } from './application-queries';

/** A bulk change from the list: one call, an answer per application; the list and analytics read again. */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'assignee'; body: BulkAssigneeChange }
        | { kind: 'review-status'; body: BulkReviewStatusChange },
    ) =>
      adminFetch(`/api/admin/applications/bulk/${change.kind}`, bulkChangeResponseSchema, {
        method: 'POST',
        json: change.body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  });
}
