import { analyticsSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../session/admin-keys';

/** The browser's time zone decides which calendar month "this month" is. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function analyticsOptions(timeZone: string) {
  return queryOptions({
    queryKey: adminKeys.analytics(timeZone),
    queryFn: () => adminFetch(`/api/admin/analytics?${new URLSearchParams({ timeZone })}`, analyticsSchema),
    staleTime: 0,
  });
}
