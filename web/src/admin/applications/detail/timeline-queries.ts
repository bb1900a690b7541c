import { timelineResponseSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { applicationKeys } from '../application-queries';

export const timelinePath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/timeline`;

export function timelineOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.timeline(applicationId),
    queryFn: () => adminFetch(timelinePath(applicationId), timelineResponseSchema),
  });
}
