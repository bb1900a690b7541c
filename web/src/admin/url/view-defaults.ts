// The parts of the admin's place in the URL that the route tree itself needs. This module is in the
// JS that `/` loads (the router imports it), so it holds plain values only: the zod schema that
// checks a URL lives in view-search.ts, which loads with the admin portal.

/**
 * The panel's tabs as the URL names them (`/admin?tab=agents`); the five of
 * docs/product.md#the-admin-portal.
 */
export const ADMIN_TABS = ['applications', 'agents', 'admins', 'analytics', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * Where a fresh visit to `/admin` lands. A part of the URL equal to its default is left out of the
 * address, and a part that cannot be read falls back to it.
 */
export const ADMIN_VIEW_DEFAULTS = {
  tab: 'applications',
  page: 1,
  sort: 'newest',
  density: 'comfortable',
} as const satisfies { tab: AdminTab; page: number; sort: string; density: ListDensity };

/** How tall the list's rows are: compact fits more of them on a screen. */
export const LIST_DENSITIES = ['comfortable', 'compact'] as const;
export type ListDensity = (typeof LIST_DENSITIES)[number];
