import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { prefetchApplicationList } from '../applications/application-queries';
import { type AdminView, adminViewSearchString, parseAdminView } from './view-search';

// What the /admin route does on every visit, once the portal's chunk is there (see admin-route.ts,
// which calls these from the route tree).

/**
 * The route's `beforeLoad`: the view shown is the one the address names, and the address is the
 * one address of that view. A URL with hostile, unreadable, unknown or default parts, or one the
 * router let through before this chunk had arrived (`recheck`), is replaced by that address, and
 * the router validates it again.
 */
export function settleAdminSearch(
  location: ParsedLocation,
  search: AdminView,
  { recheck }: { recheck: boolean },
): void {
  const wanted = adminViewSearchString(parseAdminView(location.search));
  // location.searchStr went through the router's stringifySearch, as `wanted` did, so one view has
  // one text; after one redirect (with the schema loaded) both hold, so this cannot loop.
  if (!recheck && location.searchStr === wanted && adminViewSearchString(search) === wanted) return;
  const path = location.href.split(/[?#]/, 1)[0];
  throw redirect({ href: `${path}${wanted}`, replace: true });
}

/**
 * The route's `loader`: starts the applications list of the view in the URL while the session check
 * is still on its way, so the list does not wait for it. It does not hold up the navigation (the
 * tab shows its own loading and error states), and it only starts the list: the other tabs' queries
 * are refetched whenever their tab mounts (staleTime 0), so fetching them here would ask twice, and
 * an application's detail is audited on every read.
 */
export function prefetchAdminView(queryClient: QueryClient, view: AdminView): void {
  if (view.tab === 'applications') void prefetchApplicationList(queryClient, view).catch(() => undefined);
}
