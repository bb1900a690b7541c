import {
  type AuditLogExportQuery,
  type AuditLogQuery,
  auditLogPeopleResponseSchema,
  auditLogResponseSchema,
  DEFAULT_PAGE_SIZE,
} from '@funding/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserTimeZone } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { saveCsv } from '../api/save-csv';
import { sessionKeys } from '../session/session-queries';
import type { AdminView } from '../url/view-search';

export const auditLogKeys = {
  all: [...sessionKeys.all, 'audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditLogKeys.all, 'page', query] as const,
  people: () => [...auditLogKeys.all, 'people'] as const,
};

/** The filters of the view in the URL, with the days read in the browser's time zone. */
export function auditLogQueryOf(view: AdminView, timeZone: string = browserTimeZone()): AuditLogQuery {
  return {
    page: view.page,
    pageSize: DEFAULT_PAGE_SIZE,
    actorId: view.actor,
    action: view.action,
    from: view.from,
    to: view.to,
    timeZone,
  };
}

function filterSearchParams(query: AuditLogExportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actorId', 'action', 'from', 'to', 'timeZone'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** One page of the trail, newest first; a new page or filter keeps the rows until the answer. */
export function auditLogOptions(query: AuditLogQuery) {
  const params = filterSearchParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return queryOptions({
    queryKey: auditLogKeys.page(query),
    queryFn: () => adminFetch(`/api/admin/audit-log?${params}`, auditLogResponseSchema),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Everyone the trail names, for the person filter. */
export function auditLogPeopleOptions() {
  return queryOptions({
    queryKey: auditLogKeys.people(),
    queryFn: () => adminFetch('/api/admin/audit-log/people', auditLogPeopleResponseSchema),
    staleTime: 0,
  });
}

/** Saves the CSV of everything the filters match (not only the page). */
export function saveAuditLogCsv({
  page: _page,
  pageSize: _pageSize,
  ...filters
}: AuditLogQuery): Promise<void> {
  return saveCsv(`/api/admin/audit-log/export?${filterSearchParams(filters)}`, 'audit-log.csv');
}
