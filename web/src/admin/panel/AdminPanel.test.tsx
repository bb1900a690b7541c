import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { emptyAnalytics } from '../../testing/analytics-fixtures';
import { answer, apiServer } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// docs/product.md: where the admin is lives in the URL. The tab is one part of it (the list's
// filters, sort and page: ApplicationsTab.test.tsx).

function answerTheOtherTabs() {
  answer('get', '/api/admin/agents', 200, []);
  answer('get', '/api/admin/analytics', 200, emptyAnalytics());
}

const panelHeading = () => screen.findByRole('heading', { name: 'Admin Panel', level: 1 });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the panel in the URL', () => {
  it('keeps the tab in the address; reload, back and forward follow it', async () => {
    signedInAs('admin');
    answerTheOtherTabs();
    const { user, router, history } = await renderApp('/admin');
    await panelHeading();
    expect(selectedTab()).toBe('Applications');

    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?tab=agents'));
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?tab=analytics'));

    history.back();
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Agents' })).toBeTruthy());
    history.back();
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Applications' })).toBeTruthy());
    expect(router.state.location.href).toBe('/admin');
    history.forward();
    await waitFor(() => expect(selectedTab()).toBe('Agents'));

    // A reload (the app started again at this address) opens the same tab.
    cleanup();
    await renderApp('/admin?tab=analytics');
    await panelHeading();
    expect(selectedTab()).toBe('Analytics');
  });

  it('shows Applications, and cleans the address, for a tab the role does not have', async () => {
    signedInAs('viewer');
    const { router } = await renderApp('/admin?tab=admins');
    await panelHeading();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Applications',
      'Agents',
      'Analytics',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Applications' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.href).toBe('/admin'));
  });

  it('opens on the defaults whatever a link holds, keeping what it can read', async () => {
    signedInAs('admin');
    const { router } = await renderApp(
      '/admin?tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-7&sort=%00&state=ZZ&status=failed&_t=1&__proto__=x',
    );
    await panelHeading();
    expect(screen.getByRole('tabpanel', { name: 'Applications' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.href).toBe('/admin?status=failed'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'failed');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveProperty('value', '');
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it('says a tab could not load its list, and loads it again on Try Again', async () => {
    signedInAs('admin');
    // The server cannot be reached.
    apiServer.use(
      http.get('/api/admin/applications', () => HttpResponse.error()),
      http.get('/api/admin/agents', () => HttpResponse.error()),
    );
    const { user } = await renderApp('/admin');
    const applications = await screen.findByRole('tabpanel', { name: 'Applications' });
    expect((await within(applications).findByRole('alert')).textContent).toContain(
      'Failed to fetch applications',
    );
    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    const agents = await screen.findByRole('tabpanel', { name: 'Agents' });
    expect((await within(agents).findByRole('alert')).textContent).toContain('Failed to fetch agents');

    answer('get', '/api/admin/agents', 200, []);
    await user.click(within(agents).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(agents).queryByRole('alert')).toBeNull());
    expect(within(agents).getByRole('button', { name: 'Add Agent' })).toBeTruthy();
  });
});
