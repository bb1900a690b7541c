import { analyticsSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';

export const analyticsKeys = {
  all: [...sessionKeys.all, 'analytics'] as const,
  inTimeZone: (timeZone: string) => [...analyticsKeys.all, timeZone] as const,
};

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
    queryKey: analyticsKeys.inTimeZone(timeZone),
    queryFn: () => adminFetch(`/api/admin/analytics?${new URLSearchParams({ timeZone })}`, analyticsSchema),
    staleTime: 0,
  });
}
