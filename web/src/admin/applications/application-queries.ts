import {
  ADMIN_REFRESH_MS,
  type ApplicationExportQuery,
  type ApplicationListQuery,
  applicationDetailSchema,
  applicationListResponseSchema,
  assigneeListResponseSchema,
  DEFAULT_PAGE_SIZE,
} from '@funding/contracts';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';
import { currentToken } from '../session/session-store';
import type { AdminView } from '../url/view-search';

export const applicationKeys = {
  all: [...sessionKeys.all, 'applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ApplicationListQuery) => [...applicationKeys.lists(), query] as const,
  detail: (applicationId: string) => [...applicationKeys.all, 'detail', applicationId] as const,
  documentRequests: (applicationId: string) =>
    [...applicationKeys.detail(applicationId), 'document-requests'] as const,
  /** Under the detail's key: whatever reads the detail again reads its history again too. */
  timeline: (applicationId: string) => [...applicationKeys.detail(applicationId), 'timeline'] as const,
  /** The staff an application can be assigned to (their own key: a change to an application leaves them). */
  assignees: () => [...sessionKeys.all, 'assignees'] as const,
};

/** The filters of a list query as search params (the export sends the same, without the page). */
export function filterSearchParams(query: ApplicationExportQuery): URLSearchParams {
  const params = new URLSearchParams({ sort: query.sort });
  if (query.search) params.set('search', query.search);
  if (query.state) params.set('state', query.state);
  if (query.status) params.set('status', query.status);
  if (query.reviewStatus) params.set('reviewStatus', query.reviewStatus);
  if (query.assignee) params.set('assignee', query.assignee);
  if (query.minMonthlyDeposits !== undefined)
    params.set('minMonthlyDeposits', String(query.minMonthlyDeposits));
  if (query.view) params.set('view', query.view);
  return params;
}

function listSearchParams(query: ApplicationListQuery): URLSearchParams {
  const params = filterSearchParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params;
}

/** The list query of the view in the URL (the page size is the portal's, not the URL's). */
export function applicationListQueryOf(view: AdminView): ApplicationListQuery {
  const {
    page,
    sort,
    search,
    state,
    status,
    reviewStatus,
    assignee,
    minMonthlyDeposits,
    view: savedView,
  } = view;
  return {
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort,
    search,
    state,
    status,
    reviewStatus,
    assignee,
    minMonthlyDeposits,
    view: savedView,
  };
}

/** The staff an application can be assigned to (for the assignee filter and the detail's picker). */
export function assigneeListOptions() {
  return queryOptions({
    queryKey: applicationKeys.assignees(),
    queryFn: () => adminFetch('/api/admin/assignees', assigneeListResponseSchema),
    staleTime: ADMIN_REFRESH_MS,
  });
}

/**
 * One page of the list: refreshed every 30 seconds, but only while the page is
 * visible (and, because the tab's content unmounts, only while the Applications tab is open).
 */
export function applicationListOptions(query: ApplicationListQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: () =>
      adminFetch(`/api/admin/applications?${listSearchParams(query)}`, applicationListResponseSchema),
    refetchInterval: ADMIN_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: ADMIN_REFRESH_MS,
    // A new page or filter keeps the rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** Starts the list of a view ahead of the tab (the route's loader); nothing while signed out. */
export async function prefetchApplicationList(queryClient: QueryClient, view: AdminView): Promise<void> {
  if (!currentToken()) return;
  await queryClient.prefetchQuery(applicationListOptions(applicationListQueryOf(view)));
}

/** The full record (SSN and EIN in full: the server audits each view), with its documents. */
export function applicationDetailOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: () =>
      adminFetch(`/api/admin/applications/${encodeURIComponent(applicationId)}`, applicationDetailSchema),
    staleTime: 0,
    gcTime: 0,
  });
}
