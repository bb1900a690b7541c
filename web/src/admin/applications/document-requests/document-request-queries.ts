import { documentRequestListSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { applicationKeys } from '../application-queries';

export const documentRequestsPath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/document-requests`;

/** An application's document requests; refreshed while the detail is open, so "fulfilled" shows up. */
export function documentRequestsOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.documentRequests(applicationId),
    queryFn: () => adminFetch(documentRequestsPath(applicationId), documentRequestListSchema),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}
