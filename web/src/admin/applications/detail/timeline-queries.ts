import { timelineResponseSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { applicationKeys } from '../application-queries';

export const timelinePath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/timeline`;

/** Under the detail's key: whatever changes the application refreshes its history too. */
export function timelineOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...applicationKeys.detail(applicationId), 'timeline'] as const,
    queryFn: () => adminFetch(timelinePath(applicationId), timelineResponseSchema),
  });
}
