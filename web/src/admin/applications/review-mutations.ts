import {
  type ApplicationDetail,
  type AssigneeChange,
  noteCreatedResponseSchema,
  type ReviewChangeResponse,
  type ReviewStatusChange,
  reviewChangeResponseSchema,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-client';
import { analyticsKeys } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { applicationKeys } from './application-queries';

const reviewPath = (applicationId: string, part: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/${part}`;

// The open page takes a success's answer as it is (reading it again would be another audited view
// of the record). A refusal because the application changed meanwhile (409: a stale status, a
// conflict) reads it again, so the page shows the state the refusal speaks of. The list and the
// history read themselves again either way.
function useReviewUpdate(applicationId: string) {
  const queryClient = useQueryClient();
  return {
    apply: (change: (detail: ApplicationDetail) => ApplicationDetail) =>
      queryClient.setQueryData<ApplicationDetail>(applicationKeys.detail(applicationId), (detail) =>
        detail ? change(detail) : detail,
      ),
    refetchWhenStale: (error: Error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(applicationId), exact: true });
    },
    refreshListsAndHistory: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.timeline(applicationId) });
    },
  };
}

// The outcome (message or error) is shown beside the control that caused it (ReviewPanel), where
// the change was asked for.
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
    reviewStatusChangedAt: result.reviewStatusChangedAt,
    assigneeId: result.assigneeId,
    assigneeUsername: result.assigneeUsername,
    lastActivityAt: result.lastActivityAt,
    decision: result.decision,
  });
}

export function useChangeReviewStatus(applicationId: string) {
  const update = useReviewUpdate(applicationId);
  return useMutation({
    ...reviewMutation<ReviewStatusChange>(applicationId, 'review-status'),
    onSuccess: (result) => update.apply(withState(result)),
    onError: update.refetchWhenStale,
    onSettled: update.refreshListsAndHistory,
  });
}

export function useAssignApplication(applicationId: string) {
  const update = useReviewUpdate(applicationId);
  return useMutation({
    ...reviewMutation<AssigneeChange>(applicationId, 'assignee'),
    onSuccess: (result) => update.apply(withState(result)),
    onError: update.refetchWhenStale,
    onSettled: update.refreshListsAndHistory,
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
    onSettled: update.refreshListsAndHistory,
  });
}
