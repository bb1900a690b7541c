import {
  type CreateDocumentRequest,
  DOCUMENT_REQUEST_MESSAGES,
  documentRequestSchema,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast-store';
import { adminFetch } from '../../api/admin-fetch';
import { applicationKeys } from '../application-queries';
import { documentRequestsPath } from './document-request-queries';

export function useCreateDocumentRequest(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDocumentRequest) =>
      adminFetch(documentRequestsPath(applicationId), documentRequestSchema, { method: 'POST', json: body }),
    onSuccess: () => showToast({ title: DOCUMENT_REQUEST_MESSAGES.requestSent, variant: 'success' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.documentRequests(applicationId) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

/** Withdraws an open request: its links stop working and no reminder goes out. */
export function useCancelDocumentRequest(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      adminFetch(`${documentRequestsPath(applicationId)}/${requestId}/cancel`, documentRequestSchema, {
        method: 'POST',
      }),
    onSuccess: () => showToast({ title: DOCUMENT_REQUEST_MESSAGES.requestCancelled, variant: 'success' }),
    onError: (error) =>
      showToast({
        title: DOCUMENT_REQUEST_MESSAGES.requestNotOpen,
        description: error.message,
        variant: 'destructive',
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.documentRequests(applicationId) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
