import { normalizeApplicationId } from '@funding/contracts';
import { getRouteApi, useParams, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import type { AdminTab } from './view-defaults';
import type { AdminView } from './view-search';

// The panel reads where it is from the URL and moves by navigating (the route leaves the default
// parts out of every address it builds). What makes a history entry is chosen here, once: a tab, a
// filter, the sort or a page is a step the back button returns from; a correction the panel makes
// itself (a page that no longer exists) replaces the entry; the search box decides per edit (see
// ApplicationSearchBox).

const adminRoute = getRouteApi('/admin');

export type ListFilters = Pick<
  AdminView,
  'state' | 'status' | 'sort' | 'reviewStatus' | 'assignee' | 'minMonthlyDeposits' | 'view'
>;

export type AuditFilters = Pick<AdminView, 'actor' | 'action' | 'from' | 'to'>;

/** The view in the URL, checked by the route's schema. */
export function useAdminView(): AdminView {
  return adminRoute.useSearch();
}

/**
 * The application whose detail is open (its own address), or null. The id is read as staff may
 * type it into the address bar (case and look-alike letters forgiven), as the API reads it.
 */
export function useOpenApplicationId(): string | null {
  const applicationId = useParams({ strict: false, select: (params) => params.applicationId });
  return applicationId === undefined ? null : normalizeApplicationId(applicationId);
}

export function useAdminViewNavigation() {
  const navigate = adminRoute.useNavigate();
  const router = useRouter();
  const openedFromList = useRouterState({ select: (state) => state.location.state.openedFromList === true });

  const showTab = useCallback(
    // A tab starts fresh: the list's filters belong to the Applications tab's own visit.
    (tab: AdminTab, { replace = false }: { replace?: boolean } = {}) =>
      navigate({ to: '/admin', search: { tab }, replace }),
    [navigate],
  );

  const changeFilters = useCallback(
    (filters: Partial<ListFilters>) =>
      navigate({
        to: '/admin',
        search: (view) => ({ ...view, ...filters, page: 1 }),
        resetScroll: false,
      }),
    [navigate],
  );

  const changeSearch = useCallback(
    (search: string, { replace }: { replace: boolean }) =>
      navigate({
        to: '/admin',
        search: (view) => ({ ...view, search: search || undefined, page: 1 }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  );

  // The rows' height changes neither what is listed nor the page.
  const changeDensity = useCallback(
    (density: AdminView['density']) =>
      navigate({ to: '/admin', search: (view) => ({ ...view, density }), resetScroll: false }),
    [navigate],
  );

  const changeAnalyticsRange = useCallback(
    (range: Pick<AdminView, 'from' | 'to'>) =>
      navigate({ to: '/admin', search: (view) => ({ ...view, ...range }), resetScroll: false }),
    [navigate],
  );

  // The audit log's filters, each a step back; a new filter starts at the first page.
  const changeAuditFilters = useCallback(
    (filters: Partial<AuditFilters>) =>
      navigate({ to: '/admin', search: (view) => ({ ...view, ...filters, page: 1 }), resetScroll: false }),
    [navigate],
  );

  const changePage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      navigate({
        to: '/admin',
        search: (view) => ({ ...view, page }),
        replace,
        resetScroll: !replace,
      }),
    [navigate],
  );

  const openApplication = useCallback(
    (applicationId: string) =>
      navigate({
        to: '/admin/applications/$applicationId',
        params: { applicationId },
        search: true,
        state: { openedFromList: true },
      }),
    [navigate],
  );

  // Opened from the list, leaving steps back to it (the entry the list left, filters and all); opened
  // from a link or an e-mail, the list replaces the page, so back leaves the portal as it came. Once
  // per entry: a second click before the router has moved must not step back out of the portal.
  const closedEntry = useRef<string | undefined>(undefined);
  const closeApplication = useCallback(() => {
    const entry = router.state.location.state.__TSR_key;
    if (entry !== undefined && closedEntry.current === entry) return;
    closedEntry.current = entry;
    if (openedFromList) router.history.back();
    else void navigate({ to: '/admin', search: true, replace: true, resetScroll: false });
  }, [navigate, router, openedFromList]);

  return {
    showTab,
    changeFilters,
    changeSearch,
    changeDensity,
    changeAnalyticsRange,
    changeAuditFilters,
    changePage,
    openApplication,
    closeApplication,
  };
}
