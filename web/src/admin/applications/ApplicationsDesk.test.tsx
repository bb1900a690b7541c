import { BULK_MESSAGES, DEFAULT_PAGE_SIZE } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationRecord, signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith, recordRequests } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';

// docs/product.md: the list a desk works from: its deal columns, sortable headers, compact rows,
// saved views (all in the address), the duplicate flag, and admins' bulk changes.

const DAY_MS = 86_400_000;
const table = () => screen.getByRole('region', { name: 'Applications table' });
const rowWith = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));
const header = (name: string) => within(table()).getByRole('columnheader', { name });
const listRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests
    .filter(({ url }) => url.pathname === '/api/admin/applications')
    .map(({ url }) => Object.fromEntries(url.searchParams));

function answerList(applications: ReturnType<typeof applicationRecord>[]) {
  answer('get', '/api/admin/applications', 200, {
    applications,
    total: applications.length,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
}

describe('the list a desk works from', () => {
  it('shows the amount requested, the monthly deposits, the age, the last activity, the duplicate and agent link flags', async () => {
    signedInAs('viewer');
    const submitted = new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString();
    const deal = applicationRecord({
      businessName: 'Column Works',
      amountRequested: 250_000,
      averageMonthlyDepositsCents: 4_200_000,
      createdAt: submitted,
      lastActivityAt: '2026-11-20T15:04:00.000Z',
      agentName: 'Jordan Agent',
      duplicates: [
        { applicationId: 'FA-7K3QD-9XW2M', createdAt: '2026-11-20T12:00:00.000Z', matchedOn: ['ein'] },
      ],
    });
    const unread = applicationRecord({
      businessName: 'Unread Works',
      amountRequested: null,
      agentName: 'Gone Agent',
      agentLinkInactive: true,
    });
    answerList([deal, unread]);
    await renderApp('/admin');
    await waitFor(() => expect(rowWith('Column Works')).toBeTruthy());

    const cells = within(rowWith('Column Works')!).getAllByRole('cell');
    const columns = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''));
    const cellOf = (column: string) => cells[columns.indexOf(column)]!.textContent;
    // A viewer has no checkbox column.
    expect(columns[0]).toBe('Application ID');
    expect(cellOf('Amount Requested')).toBe('$250,000');
    expect(cellOf('Monthly Deposits')).toBe('$42,000.00');
    expect(cellOf('Age')).toBe('3 days');
    expect(cellOf('Last Activity')).toMatch(/^Nov (19|20|21), 2026\d{1,2}:04\s[AP]M$/);
    expect(cellOf('Agent')).toBe('Jordan Agent');
    const flag = within(rowWith('Column Works')!).getByRole('link', {
      name: /^Also applied as FA-7K3QD-9XW2M on Nov (19|20|21), 2026 \(same EIN\)$/,
    });
    expect(flag.getAttribute('href')).toBe('/admin/applications/FA-7K3QD-9XW2M');

    // Nothing read or asked yet is a dash.
    const unreadCells = within(rowWith('Unread Works')!).getAllByRole('cell');
    expect(unreadCells[columns.indexOf('Amount Requested')]!.textContent).toBe('—');
    expect(unreadCells[columns.indexOf('Monthly Deposits')]!.textContent).toBe('—');
    // Submitted through a deactivated agent's link: credited, and flagged for the desk.
    expect(unreadCells[columns.indexOf('Agent')]!.textContent).toBe('Gone AgentAgent link inactive');
    expect(within(table()).queryAllByRole('checkbox')).toEqual([]);
  });

  it('sorts by a header, from the mouse and the keyboard, through the address', async () => {
    signedInAs('admin');
    answerList([applicationRecord({ businessName: 'Sorted Works' })]);
    const requests = recordRequests();
    const { user, router } = await renderApp('/admin');
    await waitFor(() => expect(rowWith('Sorted Works')).toBeTruthy());
    expect(header('Submitted').getAttribute('aria-sort')).toBe('descending');
    expect(header('Amount Requested').getAttribute('aria-sort')).toBe('none');
    // Columns that do not sort say nothing.
    expect(header('Agent').hasAttribute('aria-sort')).toBe(false);

    await user.click(within(header('Amount Requested')).getByRole('button'));
    await waitFor(() => expect(router.state.location.href).toBe('/admin?sort=amount-high'));
    await waitFor(() => expect(header('Amount Requested').getAttribute('aria-sort')).toBe('descending'));
    expect(header('Submitted').getAttribute('aria-sort')).toBe('none');
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('amount-high');

    // The same header again turns the order round; Enter on a focused header works as a click.
    within(header('Amount Requested')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/admin?sort=amount-low'));
    await waitFor(() => expect(header('Amount Requested').getAttribute('aria-sort')).toBe('ascending'));

    within(header('Business')).getByRole('button').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.href).toBe('/admin?sort=business-az'));
    await user.click(within(header('Last Activity')).getByRole('button'));
    await waitFor(() => expect(router.state.location.href).toBe('/admin?sort=activity-recent'));
    await waitFor(() =>
      expect(listRequests(requests).map((query) => query.sort)).toEqual([
        'newest',
        'amount-high',
        'amount-low',
        'business-az',
        'activity-recent',
      ]),
    );
  });

  it('keeps the compact density and the saved view in the address and asks the API for the view', async () => {
    signedInAs('admin');
    answerList([applicationRecord({ businessName: 'Viewed Works' })]);
    const requests = recordRequests();
    const { user, router, history } = await renderApp('/admin');
    await waitFor(() => expect(rowWith('Viewed Works')).toBeTruthy());
    const views = screen.getByRole('group', { name: 'Saved views' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All applications',
      'My queue',
      'New and unassigned',
      'Missing documents for more than 3 days',
    ]);
    expect(within(views).getByRole('button', { name: 'All applications' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(views).getByRole('button', { name: 'My queue' }));
    await waitFor(() => expect(router.state.location.href).toBe('/admin?view=my-queue'));
    await waitFor(() =>
      expect(within(views).getByRole('button', { name: 'My queue' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await waitFor(() => expect(listRequests(requests).at(-1)?.view).toBe('my-queue'));

    const compact = screen.getByRole('button', { name: 'Compact rows' });
    expect(compact.getAttribute('aria-pressed')).toBe('false');
    await user.click(compact);
    await waitFor(() => expect(router.state.location.href).toBe('/admin?density=compact&view=my-queue'));
    expect(screen.getByRole('button', { name: 'Compact rows' }).getAttribute('aria-pressed')).toBe('true');
    expect(table().querySelector('table')?.dataset.density).toBe('compact');
    // The density is no filter: the list is not asked for again.
    expect(listRequests(requests).filter((query) => query.view === 'my-queue')).toHaveLength(1);

    history.back();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compact rows' }).getAttribute('aria-pressed')).toBe('false'),
    );
    history.back();
    await waitFor(() => expect(router.state.location.href).toBe('/admin'));
  });

  it('lets an admin assign two ticked applications after a confirmation and shows what happened to each', async () => {
    const admin = signedInAs('admin');
    const first = applicationRecord({ businessName: 'Bulk Works One' });
    const second = applicationRecord({ businessName: 'Bulk Works Two' });
    const third = applicationRecord({ businessName: 'Bulk Works Three' });
    answerList([first, second, third]);
    answer('get', '/api/admin/assignees', 200, { assignees: [{ id: admin.id, username: admin.username }] });
    const bodies: unknown[] = [];
    answerWith('post', '/api/admin/applications/bulk/assignee', async ({ request, reply }) => {
      bodies.push(await request.json());
      return reply(200, {
        success: true,
        message: BULK_MESSAGES.assigned(1, 2, admin.username),
        results: [
          { applicationId: first.applicationId, changed: true, message: `Assigned to ${admin.username}` },
          { applicationId: third.applicationId, changed: false, message: 'Application not found' },
        ],
      });
    });
    const { user } = await renderApp('/admin');
    await waitFor(() => expect(rowWith('Bulk Works One')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Bulk changes' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: `Select ${first.applicationId}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${third.applicationId}` }));
    const selectAll = screen.getByRole('checkbox', {
      name: 'Select all applications on this page',
    }) as HTMLInputElement;
    expect(selectAll.indeterminate).toBe(true);
    const bar = screen.getByRole('region', { name: 'Bulk changes' });
    expect(bar.textContent).toContain('2 selected');

    // Nothing is sent without a choice, nor before the confirmation.
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Choose whom to assign them to');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), admin.username);
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Assign 2 applications?' });
    expect(confirm.textContent).toContain(
      `${first.applicationId}, ${third.applicationId} will be assigned to ${admin.username}.`,
    );
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Assign' }));

    await waitFor(() =>
      expect(bodies).toEqual([
        { applicationIds: [first.applicationId, third.applicationId], assigneeId: admin.id },
      ]),
    );
    const outcome = await screen.findByRole('region', { name: `Assigned 1 of 2 to ${admin.username}` });
    const perApplication = within(outcome)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(perApplication).toEqual([
      `${first.applicationId}: Assigned to ${admin.username}`,
      `${third.applicationId}: Not changed: Application not found`,
    ]);
    // The ticks are gone with the change made; the list is read again.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk changes' })).toBeNull());
    expect(
      (screen.getByRole('checkbox', { name: `Select ${first.applicationId}` }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(within(outcome).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /^Assigned/ })).toBeNull();
  });

  it('moves the ticked applications to a status, asking for the reason a decline records', async () => {
    signedInAs('admin');
    const first = applicationRecord({ businessName: 'Decline Works One' });
    const second = applicationRecord({ businessName: 'Decline Works Two' });
    answerList([first, second]);
    const bodies: unknown[] = [];
    answerWith('post', '/api/admin/applications/bulk/review-status', async ({ request, reply }) => {
      bodies.push(await request.json());
      return reply(200, {
        success: true,
        message: BULK_MESSAGES.moved(2, 2, 'declined'),
        results: [first, second].map(({ applicationId }) => ({
          applicationId,
          changed: true,
          message: 'Status changed to Declined',
        })),
      });
    });
    const { user } = await renderApp('/admin');
    await waitFor(() => expect(rowWith('Decline Works One')).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk changes' });
    expect(bar.textContent).toContain('2 selected');
    const moveTo = within(bar).getByRole('combobox', { name: 'Move to' });
    expect(
      within(moveTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'In review', 'Missing documents', 'Declined', 'Withdrawn']);
    await user.selectOptions(moveTo, 'declined');
    await user.click(within(bar).getByRole('button', { name: 'Move' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Choose why they are declined');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Reason' }), 'stacking');
    await user.click(within(bar).getByRole('button', { name: 'Move' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move 2 applications to Declined?' });
    // Cancel sends nothing; the ticks stay.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    expect(screen.getByRole('region', { name: 'Bulk changes' }).textContent).toContain('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Move' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Move 2 applications to Declined?' })).getByRole(
        'button',
        { name: 'Move' },
      ),
    );
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          applicationIds: [first.applicationId, second.applicationId],
          status: 'declined',
          declineReason: 'stacking',
        },
      ]),
    );
    expect((await screen.findByRole('region', { name: 'Moved 2 of 2 to Declined' })).textContent).toContain(
      'Status changed to Declined',
    );
  });
});
