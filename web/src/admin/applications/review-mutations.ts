import {
  type ApplicationDetail,
  type AssigneeChange,
  noteCreatedResponseSchema,
  type ReviewChangeResponse,
  type ReviewStatusChange,
  reviewChangeResponseSchema,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { applicationKeys } from './application-queries';

const reviewPath = (applicationId: string, part: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/${part}`;

// The open detail takes the answer as it is (reading it again would be another audited view of the
// full record); the list reads itself again.
function useReviewUpdate(applicationId: string) {
  const queryClient = useQueryClient();
  return {
    apply: (change: (detail: ApplicationDetail) => ApplicationDetail) =>
      queryClient.setQueryData<ApplicationDetail>(applicationKeys.detail(applicationId), (detail) =>
        detail ? change(detail) : detail,
      ),
    refreshLists: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
    },
  };
}

// The outcome (message or error) is shown beside the control that caused it (ReviewPanel), not in a
// toast: the detail is a modal dialog, which hides everything outside it from screen readers.
function reviewMutation<Body>(applicationId: string, part: string) {
  return {
    mutationFn: (body: Body) =>
      adminFetch(reviewPath(applicationId, part), reviewChangeResponseSchema, { method: 'PUT', json: body }),
  };
}

function withState(result: ReviewChangeResponse) {
  return (detail: ApplicationDetail): ApplicationDetail => ({
    ...detail,
    reviewStatus: result.reviewStatus,
    assigneeId: result.assigneeId,
    assigneeUsername: result.assigneeUsername,
  });
}

export function useChangeReviewStatus(applicationId: string) {
  const update = useReviewUpdate(applicationId);
  return useMutation({
    ...reviewMutation<ReviewStatusChange>(applicationId, 'review-status'),
    onSuccess: (result) => update.apply(withState(result)),
    onSettled: update.refreshLists,
  });
}

export function useAssignApplication(applicationId: string) {
  const update = useReviewUpdate(applicationId);
  return useMutation({
    ...reviewMutation<AssigneeChange>(applicationId, 'assignee'),
    onSuccess: (result) => update.apply(withState(result)),
    onSettled: update.refreshLists,
  });
}

export function useAddNote(applicationId: string) {
  const update = useReviewUpdate(applicationId);
  return useMutation({
    mutationFn: (text: string) =>
      adminFetch(reviewPath(applicationId, 'notes'), noteCreatedResponseSchema, {
        method: 'POST',
        json: { text },
      }),
    onSuccess: (result) => update.apply((detail) => ({ ...detail, notes: [result.note, ...detail.notes] })),
  });
}
