import { ADMIN_REFRESH_MS, type ApplicationRecord, DEFAULT_PAGE_SIZE } from '@funding/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, applicationRecord, signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith, recordRequests } from '../../testing/api-mock';
import { field } from '../../testing/applicant-form';
import { renderApp } from '../../testing/render-app';

// docs/product.md: the list's search, filters, sort and page live in the URL, are asked of the API
// as they stand there, and the back button steps through them.

const ALL = Array.from({ length: DEFAULT_PAGE_SIZE + 1 }, (_, index) =>
  applicationRecord({ businessName: `Urlview Ranch ${index + 1}`, businessState: 'WY' }),
);

/**
 * The list API over ALL: page `page`, oldest first when asked (the filters are the server's job).
 * A page answers with its first two rows only: the page count comes from `total`, and a table of
 * 25 rows costs jsdom a second per change.
 */
function answerTheList() {
  answerWith('get', '/api/admin/applications', ({ request, reply }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page'));
    const sorted = query.get('sort') === 'oldest' ? ALL : [...ALL].reverse();
    return reply(200, {
      applications: sorted.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE).slice(0, 2),
      total: ALL.length,
      page,
      pageSize: DEFAULT_PAGE_SIZE,
    });
  });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const pages = () => screen.getByRole('navigation', { name: 'Applications pages' });
const rowOf = (application: ApplicationRecord) =>
  within(screen.getByRole('region', { name: 'Applications table' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(application.applicationId));

const SECOND_PAGE = '/admin?page=2&search=urlview&sort=oldest&state=WY';

describe('the applications list in the URL', () => {
  afterEach(() => vi.useRealTimers());

  it('puts the search, filters, sort and page into the address and steps back through them', async () => {
    signedInAs('admin');
    answerTheList();
    const { user, router, history } = await renderApp('/admin');
    const href = () => router.state.location.href;
    await screen.findByRole('region', { name: 'Applications table' });

    // Typing makes one history entry for the whole search, however pauses split it: the first pause
    // puts the search into the URL, later ones replace it there.
    await user.type(searchBox(), 'urlv');
    await waitFor(() => expect(href()).toBe('/admin?search=urlv'));
    await user.type(searchBox(), 'iew');
    await waitFor(() => expect(href()).toBe('/admin?search=urlview'));
    await user.selectOptions(select('State'), 'WY');
    await waitFor(() => expect(href()).toBe('/admin?search=urlview&state=WY'));
    await user.selectOptions(select('Sort'), 'oldest');
    await waitFor(() => expect(href()).toBe('/admin?search=urlview&sort=oldest&state=WY'));
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(href()).toBe(SECOND_PAGE));
    await waitFor(() => expect(pages().textContent).toContain('Page 2 of 2'));
    expect(rowOf(ALL[DEFAULT_PAGE_SIZE]!)).toBeTruthy();

    // Back steps through the views: page 1, then the sort, the state and the search undone.
    history.back();
    await waitFor(() => expect(href()).toBe('/admin?search=urlview&sort=oldest&state=WY'));
    await waitFor(() => expect(pages().textContent).toContain('Page 1 of 2'));
    history.back();
    await waitFor(() => expect(select('Sort').value).toBe('newest'));
    history.back();
    await waitFor(() => expect(select('State').value).toBe(''));
    expect(href()).toBe('/admin?search=urlview');
    history.back();
    await waitFor(() => expect(searchBox().value).toBe(''));
    expect(href()).toBe('/admin');
    history.forward();
    await waitFor(() => expect(searchBox().value).toBe('urlview'));
  });

  it('asks the API for the view in the address, on opening and every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signedInAs('admin');
    answerTheList();
    const requests = recordRequests();
    await renderApp(SECOND_PAGE);
    await waitFor(() => expect(pages().textContent).toContain('Page 2 of 2'));
    expect(searchBox().value).toBe('urlview');
    expect(select('State').value).toBe('WY');
    expect(select('Sort').value).toBe('oldest');
    expect(screen.getAllByRole('row')).toHaveLength(2); // with the header row

    const listRequests = () =>
      requests
        .filter(({ url }) => url.pathname === '/api/admin/applications')
        .map(({ url }) => Object.fromEntries(url.searchParams));
    const viewQuery = {
      page: '2',
      pageSize: String(DEFAULT_PAGE_SIZE),
      search: 'urlview',
      sort: 'oldest',
      state: 'WY',
    };
    expect(listRequests()).toEqual([viewQuery]);
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS));
    await waitFor(() => expect(listRequests()).toEqual([viewQuery, viewQuery]));
  });

  it('filters on the average monthly deposits from the address and shows them in their column', async () => {
    signedInAs('admin');
    const rich = applicationRecord({
      businessName: 'Deposits Works',
      averageMonthlyDepositsCents: 3_456_789,
    });
    const unread = applicationRecord({ businessName: 'Unread Works' });
    answerWith('get', '/api/admin/applications', ({ request, reply }) => {
      const minimum = new URL(request.url).searchParams.get('minMonthlyDeposits');
      const applications = minimum === '25000' ? [rich] : [rich, unread];
      return reply(200, { applications, total: applications.length, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    });
    const requests = recordRequests();
    const { user, router } = await renderApp('/admin?minMonthlyDeposits=25000');
    await waitFor(() => expect(rowOf(rich)).toBeTruthy());
    expect(select('Monthly deposits').value).toBe('25000');
    expect(rowOf(rich)!.textContent).toContain('$34,567.89');
    expect(rowOf(unread)).toBeUndefined();
    expect(
      requests
        .filter(({ url }) => url.pathname === '/api/admin/applications')[0]
        ?.url.searchParams.get('minMonthlyDeposits'),
    ).toBe('25000');

    await user.selectOptions(select('Monthly deposits'), '');
    await waitFor(() => expect(router.state.location.href).toBe('/admin'));
    await waitFor(() => expect(rowOf(unread)).toBeTruthy());
    expect(
      within(rowOf(unread)!)
        .getAllByRole('cell')
        .some((cell) => cell.textContent === '—'),
    ).toBe(true);
  });

  it('opens a link to a view, sent to someone signed out, on that view after sign-in', async () => {
    answerTheList();
    answer('get', '/api/admin/assignees', 200, { assignees: [] });
    const colleague = adminUser('viewer');
    answer('post', '/api/auth/login', 200, {
      success: true,
      message: 'Login successful',
      data: { token: 'token-of-colleague', user: colleague },
    });
    const { user, router } = await renderApp(SECOND_PAGE);
    await user.type(await screen.findByLabelText(/^Username/), colleague.username);
    await user.type(field('Password'), 'a-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(pages().textContent).toContain('Page 2 of 2'));
    expect(router.state.location.href).toBe(SECOND_PAGE);
    expect(searchBox().value).toBe('urlview');
    expect(select('State').value).toBe('WY');
    expect(rowOf(ALL[DEFAULT_PAGE_SIZE]!)).toBeTruthy();
  });
});
