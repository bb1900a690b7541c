import { analyticsSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';

/** The days the address names (`2026-11-01`), either of them possibly left out. */
export interface AnalyticsRangeQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/** The browser's time zone: the days of the range, and "today", are the calendar's days there. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const analyticsKeys = {
  all: [...sessionKeys.all, 'analytics'] as const,
  range: (range: AnalyticsRangeQuery, timeZone: string) =>
    [...analyticsKeys.all, range.from ?? '', range.to ?? '', timeZone] as const,
};

/**
 * The figures of the applications submitted in a range of days in the browser's time zone; a day
 * left out is the server's default (the last 30 days up to today), and the answer says which range
 * it counted.
 */
export function analyticsOptions(range: AnalyticsRangeQuery, timeZone: string = browserTimeZone()) {
  const params = new URLSearchParams({ timeZone });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return queryOptions({
    queryKey: analyticsKeys.range(range, timeZone),
    queryFn: () => adminFetch(`/api/admin/analytics?${params}`, analyticsSchema),
    staleTime: 0,
  });
}
