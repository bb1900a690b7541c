import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation, SearchSchemaInput } from '@tanstack/react-router';
import type { AdminView } from './admin/url/view-search';
import { loadChunk } from './new-build/new-build-reload';

// The /admin route's steps, as the route tree (in the JS that `/` loads) sees them: thin, because
// the work and the zod schema that checks the URL load with the portal (admin/portal.ts).
//
// TanStack Router calls validateSearch synchronously, and the schema arrives asynchronously. Until
// it has, validateSearch passes the URL's values through unchecked (so that nothing the router
// builds in the meantime, such as its first canonical address, loses them) and notes that it did;
// the route's beforeLoad then loads the portal and, whenever anything was let through unchecked,
// sends the browser on to the address of what the URL asked for (admin/url/route-steps.ts), which
// the router validates again, now with the schema. No screen renders before beforeLoad is done, so
// no screen ever sees an unchecked value.

type Portal = typeof import('./admin/portal');
let portal: Portal | undefined;
let passedUnchecked = false;

/** The portal's chunk: its screens, the schema of its URL, its queries. */
export async function loadPortal(): Promise<Portal> {
  portal ??= await loadChunk(() => import('./admin/portal'));
  return portal;
}

/**
 * `validateSearch`. The input type says what links may set (any part, or none); the router hands
 * over the raw text of the address.
 */
export function validateAdminSearch(raw: Partial<AdminView> & SearchSchemaInput): AdminView {
  if (portal) return portal.parseAdminView(raw);
  passedUnchecked = true;
  return raw as AdminView;
}

/** `beforeLoad` */
export async function settleAdminSearch(location: ParsedLocation, search: AdminView): Promise<void> {
  const recheck = passedUnchecked;
  passedUnchecked = false;
  (await loadPortal()).settleAdminSearch(location, search, { recheck });
}

/** `loader`: never holds up the navigation. */
export function prefetchAdminView(queryClient: QueryClient, view: AdminView): void {
  loadPortal()
    .then((loaded) => loaded.prefetchAdminView(queryClient, view))
    .catch(() => undefined);
}
