import {
  APPLICATION_SORTS,
  APPLICATION_STATUS_FILTERS,
  AUDIT_ACTIONS,
  analyticsQuerySchema,
  applicationListQuerySchema,
  auditLogQuerySchema,
  REVIEW_STATUSES,
  SAVED_VIEWS,
  SEARCH_MAX,
  US_STATE_CODES,
} from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchString } from '../../search-string';
import { ADMIN_TABS, ADMIN_VIEW_DEFAULTS, LIST_DENSITIES } from './view-defaults';
import { type AdminView, adminViewSearchString, parseAdminView } from './view-search';

const RUNS = { seed: 19, numRuns: propertyRuns(3000) };
const VIEW_KEYS = [
  'tab',
  'page',
  'sort',
  'search',
  'state',
  'status',
  'reviewStatus',
  'assignee',
  'minMonthlyDeposits',
  'view',
  'density',
  'from',
  'to',
  'actor',
  'action',
] as const;

/** Keys a URL may carry: the view's own, prototype names, and anything else. */
const anyKey = fc.oneof(
  fc.constantFrom(...VIEW_KEYS, '__proto__', 'constructor', 'toString', '_t'),
  fc.string({ maxLength: 12 }),
);
/** Values of the view's kind, near misses, and text of any kind. */
const anyText = fc.oneof(
  fc.constantFrom(
    ...ADMIN_TABS,
    ...APPLICATION_SORTS,
    ...APPLICATION_STATUS_FILTERS,
    ...US_STATE_CODES,
    ...REVIEW_STATUSES,
    ...SAVED_VIEWS,
    ...LIST_DENSITIES,
    ...AUDIT_ACTIONS,
    '2026-11-01',
    '2026-02-30',
    '1999-12-31',
    'me',
    'none',
    '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab',
  ),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '100001',
    ' 2 ',
    'tx',
    'ADMINS',
  ),
  fc.string({ unit: 'binary', maxLength: 140 }),
  fc.integer().map(String),
);
/** What `?…` can hold: text values only. */
const urlSearch = fc.dictionary(anyKey, anyText, { maxKeys: 10 });
/** What a caller could pass in code: any value at all. */
const anySearch = fc.oneof(urlSearch, fc.dictionary(anyKey, fc.anything(), { maxKeys: 8 }), fc.anything());

function expectValidView(view: AdminView) {
  expect(ADMIN_TABS).toContain(view.tab);
  expect(Number.isInteger(view.page) && view.page >= 1 && view.page <= 100_000).toBe(true);
  expect(APPLICATION_SORTS).toContain(view.sort);
  if (view.search !== undefined) {
    expect(view.search.length).toBeGreaterThan(0);
    expect(view.search.length).toBeLessThanOrEqual(SEARCH_MAX);
    expect(view.search).toBe(view.search.trim());
  }
  if (view.state !== undefined) expect(US_STATE_CODES).toContain(view.state);
  if (view.status !== undefined) expect(APPLICATION_STATUS_FILTERS).toContain(view.status);
  if (view.reviewStatus !== undefined) expect(REVIEW_STATUSES).toContain(view.reviewStatus);
  if (view.view !== undefined) expect(SAVED_VIEWS).toContain(view.view);
  expect(LIST_DENSITIES).toContain(view.density);
  // The list query the tab sends from it, and the analytics range, pass the API's own schemas.
  const { tab: _tab, density: _density, from, to, actor, action, ...query } = view;
  expect(applicationListQuerySchema.safeParse(query).success).toBe(true);
  // The audit log's filters pass its API's schema, whatever range the URL holds is sent as it is.
  const auditRange = from !== undefined && to !== undefined && from > to ? {} : { from, to };
  expect(auditLogQuerySchema.safeParse({ actorId: actor, action, ...auditRange }).success).toBe(true);
  for (const day of [from, to]) {
    if (day !== undefined) expect(analyticsQuerySchema.safeParse({ from: day, to: day }).success).toBe(true);
  }
}

describe('parseAdminView', () => {
  it('lands an empty URL on the defaults', () => {
    expect(parseAdminView({})).toEqual(ADMIN_VIEW_DEFAULTS);
    expect(adminViewSearchString(parseAdminView({}))).toBe('');
  });

  it('reads a view from its address', () => {
    const view = parseAdminView(
      parseSearchString('?page=2&search=Acme+Bakery&sort=oldest&state=TX&status=failed&tab=applications'),
    );
    expect(view).toEqual({
      tab: 'applications',
      page: 2,
      sort: 'oldest',
      search: 'Acme Bakery',
      state: 'TX',
      status: 'failed',
      density: 'comfortable',
    });
    expect(adminViewSearchString(view)).toBe('?page=2&search=Acme+Bakery&sort=oldest&state=TX&status=failed');
  });

  it('drops hostile or unreadable parts one by one, keeping the rest', () => {
    const view = parseAdminView({
      tab: '<script>alert(1)</script>',
      page: '-3',
      sort: 'price',
      search: 'x'.repeat(SEARCH_MAX + 1),
      state: 'XX',
      status: 'failed',
      __proto__: { polluted: true },
      _t: '1700000000000',
    });
    expect(view).toEqual({ ...ADMIN_VIEW_DEFAULTS, status: 'failed' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns any search object into a valid view without throwing', () => {
    fc.assert(
      fc.property(anySearch, (raw) => {
        expectValidView(parseAdminView(raw));
      }),
      RUNS,
    );
  });

  it('turns any query string into a valid view without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (searchStr) => {
        expectValidView(parseAdminView(parseSearchString(searchStr)));
      }),
      RUNS,
    );
  });

  it("gives every view one address that opens the same view (the address bar's fixed point)", () => {
    fc.assert(
      fc.property(anySearch, (raw) => {
        const view = parseAdminView(raw);
        const address = adminViewSearchString(view);
        const reopened = parseAdminView(parseSearchString(address));
        expect(reopened).toEqual(view);
        expect(adminViewSearchString(reopened)).toBe(address);
      }),
      RUNS,
    );
  });

  it('reads the saved view, the density and the analytics range, and drops days that are not days', () => {
    const view = parseAdminView(
      parseSearchString('?view=my-queue&density=compact&from=2026-11-01&to=2026-02-30&tab=analytics'),
    );
    expect(view).toEqual({
      ...ADMIN_VIEW_DEFAULTS,
      tab: 'analytics',
      view: 'my-queue',
      density: 'compact',
      from: '2026-11-01',
    });
    expect(adminViewSearchString(view)).toBe('?density=compact&from=2026-11-01&tab=analytics&view=my-queue');
    expect(parseAdminView({ view: 'everything', density: 'tiny', from: '1999-12-31' })).toEqual(
      ADMIN_VIEW_DEFAULTS,
    );
  });

  it("reads the audit log's person and action, and drops what is neither", () => {
    const actor = '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab';
    const view = parseAdminView(parseSearchString(`?tab=audit&actor=${actor}&action=pdf_download&page=2`));
    expect(view).toEqual({ ...ADMIN_VIEW_DEFAULTS, tab: 'audit', actor, action: 'pdf_download', page: 2 });
    expect(adminViewSearchString(view)).toBe(`?action=pdf_download&actor=${actor}&page=2&tab=audit`);
    expect(parseAdminView({ tab: 'audit', actor: "1' or 1=1", action: 'coffee' })).toEqual({
      ...ADMIN_VIEW_DEFAULTS,
      tab: 'audit',
    });
  });

  it('keeps every valid view exactly through its address', () => {
    const isoDay = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const validView = fc.record(
      {
        tab: fc.constantFrom(...ADMIN_TABS),
        page: fc.integer({ min: 1, max: 100_000 }),
        sort: fc.constantFrom(...APPLICATION_SORTS),
        search: fc
          .string({ minLength: 1, maxLength: SEARCH_MAX })
          .map((text) => text.trim())
          .filter((text) => text !== '' && !/\p{Cc}/u.test(text)),
        state: fc.constantFrom(...US_STATE_CODES),
        status: fc.constantFrom(...APPLICATION_STATUS_FILTERS),
        reviewStatus: fc.constantFrom(...REVIEW_STATUSES),
        assignee: fc.oneof(fc.constantFrom('me' as const, 'none' as const), fc.uuid()),
        minMonthlyDeposits: fc.integer({ min: 0, max: 1_000_000_000 }),
        view: fc.constantFrom(...SAVED_VIEWS),
        density: fc.constantFrom(...LIST_DENSITIES),
        from: isoDay,
        to: isoDay,
        actor: fc.uuid(),
        action: fc.constantFrom(...AUDIT_ACTIONS),
      },
      { requiredKeys: ['tab', 'page', 'sort', 'density'] },
    );
    fc.assert(
      fc.property(validView, (view) => {
        expect(parseAdminView(parseSearchString(adminViewSearchString(view)))).toEqual(view);
      }),
      RUNS,
    );
  });
});
