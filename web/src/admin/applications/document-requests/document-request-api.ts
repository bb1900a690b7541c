import {
  type CreateDocumentRequest,
  DOCUMENT_REQUEST_MESSAGES,
  documentRequestListSchema,
  documentRequestSchema,
} from '@funding/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast-store';
import { adminFetch } from '../../api/admin-fetch';
import { adminKeys } from '../../session/admin-keys';

const requestsPath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/document-requests`;

const requestsKey = (applicationId: string) =>
  [...adminKeys.applicationDetail(applicationId), 'document-requests'] as const;

/** An application's document requests; refreshed while the detail is open, so "fulfilled" shows up. */
export function documentRequestsOptions(applicationId: string) {
  return queryOptions({
    queryKey: requestsKey(applicationId),
    queryFn: () => adminFetch(requestsPath(applicationId), documentRequestListSchema),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

export function useCreateDocumentRequest(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDocumentRequest) =>
      adminFetch(requestsPath(applicationId), documentRequestSchema, { method: 'POST', body }),
    onSuccess: () => showToast({ title: DOCUMENT_REQUEST_MESSAGES.requestSent, variant: 'success' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: requestsKey(applicationId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.applications() });
    },
  });
}
