import {
  ANALYTICS_EARLIEST_DATE,
  AUDIT_ACTIONS,
  applicationListQuerySchema,
  isIsoCalendarDate,
  uuidSchema,
} from '@funding/contracts';
import { z } from 'zod';
import { stringifySearchObject } from '../../search-string';
import { ADMIN_TABS, ADMIN_VIEW_DEFAULTS, LIST_DENSITIES } from './view-defaults';

const list = applicationListQuerySchema.shape;

/** A day of the analytics range or the audit log's (`2026-11-01`), as both APIs read it. */
const analyticsDay = z
  .string()
  .refine((value) => isIsoCalendarDate(value) && value >= ANALYTICS_EARLIEST_DATE)
  .optional()
  .catch(undefined);

/**
 * The admin's place as search params of `/admin`: the tab; the Applications tab's saved view,
 * filters, sort, search, page and row density, each checked by the same schema the API checks its
 * list query with; the Analytics tab's date range; the Audit Log tab's person, action and date range
 * (the same `from` and `to`: a tab starts fresh, so the two never share a visit). A URL is
 * typed, pasted and edited by hand, so nothing in it is an error: every part that cannot be read
 * falls back to its default (`catch`), and unknown parts are dropped.
 */
export const adminViewSearchSchema = z.object({
  tab: z.enum(ADMIN_TABS).catch(ADMIN_VIEW_DEFAULTS.tab),
  page: list.page.catch(ADMIN_VIEW_DEFAULTS.page),
  sort: list.sort.catch(ADMIN_VIEW_DEFAULTS.sort),
  // The list query trims after its blank check, so '  ' would read as the search ''.
  search: list.search
    .transform((text) => text || undefined)
    .optional()
    .catch(undefined),
  state: list.state.catch(undefined),
  status: list.status.catch(undefined),
  reviewStatus: list.reviewStatus.catch(undefined),
  assignee: list.assignee.catch(undefined),
  minMonthlyDeposits: list.minMonthlyDeposits.catch(undefined),
  view: list.view.catch(undefined),
  density: z.enum(LIST_DENSITIES).catch(ADMIN_VIEW_DEFAULTS.density),
  from: analyticsDay,
  to: analyticsDay,
  actor: uuidSchema.optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
});
export type AdminView = z.output<typeof adminViewSearchSchema>;

const VIEW_KEYS = Object.keys(adminViewSearchSchema.shape) as (keyof AdminView)[];

/**
 * Never throws: whatever the URL holds becomes a view the panel can show. Only text and numbers
 * (what an address or the panel's own links carry) reach the schema; an object could not be turned
 * into a number without running code of its own.
 */
export function parseAdminView(raw: unknown): AdminView {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const input: Record<string, string | number> = {};
  for (const key of VIEW_KEYS) {
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    if (typeof value === 'string' || typeof value === 'number') input[key] = value;
  }
  return adminViewSearchSchema.parse(input);
}

/** The view's parts that differ from their defaults (what goes into its address). */
function withoutDefaults(view: AdminView): Partial<AdminView> {
  const kept: Record<string, unknown> = {};
  for (const key of VIEW_KEYS) {
    const value = view[key];
    if (value !== undefined && value !== (ADMIN_VIEW_DEFAULTS as Record<string, unknown>)[key]) {
      kept[key] = value;
    }
  }
  return kept as Partial<AdminView>;
}

/** The one address (search part) of a view: `?page=2&status=failed`, or '' for the defaults. */
export function adminViewSearchString(view: AdminView): string {
  return stringifySearchObject(withoutDefaults(view));
}
