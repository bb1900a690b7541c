import type { AuditEntry } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith, recordRequests } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { browserTimeZone } from '../analytics/analytics-queries';
import { auditTimeFormat } from './AuditLogTable';

// docs/product.md: the audit log screen, super admins only: the trail filtered by person, action
// and days, a page at a time, the place kept in the address.

const ANN = { actorId: '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab', username: 'ann.reviewer' };
const BOB = { actorId: '7d2f9a10-5b6c-4e3d-8a1b-abcdefabcdef', username: 'bob.admin' };

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actorId: ANN.actorId,
    actorUsername: ANN.username,
    action: 'review_status_change',
    applicationId: 'FA-20261127-ABC123',
    detail: { from: 'new', to: 'in_review' },
    ip: '203.0.113.7',
    createdAt: '2026-11-27T15:04:05.000Z',
    ...overrides,
  };
}

function answerPeople() {
  answer('get', '/api/admin/audit-log/people', 200, { people: [ANN, BOB] });
}

/** Answers the page the request asks for: Ann's entries, or Bob's sign-in, 60 entries in all. */
function answerLog() {
  answerWith('get', '/api/admin/audit-log', ({ request, reply }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page'));
    const entries =
      query.get('actorId') === BOB.actorId
        ? [
            entry({
              id: 9,
              actorId: BOB.actorId,
              actorUsername: BOB.username,
              action: 'login',
              applicationId: null,
              detail: null,
            }),
          ]
        : [
            entry({ id: 100 - page }),
            entry({
              id: 50,
              actorId: null,
              actorUsername: null,
              action: 'document_request_upload',
              detail: { slots: ['bankStatement1'] },
            }),
          ];
    return reply(200, { entries, total: query.get('actorId') ? entries.length : 60, page, pageSize: 25 });
  });
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Audit log table' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const logSearches = (requests: { url: URL }[]) =>
  requests.filter(({ url }) => url.pathname === '/api/admin/audit-log').map(({ url }) => url.searchParams);

describe('the audit log tab', () => {
  it('shows who did what, when in the named zone, to which application, with the details in words', async () => {
    signedInAs('super_admin');
    answerPeople();
    answerLog();
    await renderApp('/admin?tab=audit');
    await screen.findByRole('region', { name: 'Audit log table' });
    const when = auditTimeFormat(browserTimeZone()).format(new Date('2026-11-27T15:04:05.000Z'));
    expect(rows()).toEqual([
      [when, 'ann.reviewer', 'Changed the review status', 'FA-20261127-ABC123', 'from: new; to: in_review'],
      [
        when,
        'No one signed in',
        'Uploaded requested documents',
        'FA-20261127-ABC123',
        'slots: ["bankStatement1"]',
      ],
    ]);
    // The zone is named in every time and beside the days.
    expect(when).toMatch(/[A-Z]{2,}|GMT/);
    expect(screen.getByText(`Days and times in ${browserTimeZone()}.`)).toBeTruthy();
    const link = screen.getAllByRole('link', { name: 'FA-20261127-ABC123' })[0]!;
    expect(link.getAttribute('href')).toBe('/admin/applications/FA-20261127-ABC123');
    expect(screen.getByText('60 total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('keeps person, action, days and page in the address, asks for them, and steps back through them', async () => {
    signedInAs('super_admin');
    answerPeople();
    answerLog();
    const requests = recordRequests();
    const { user, router, history } = await renderApp('/admin?tab=audit');
    await screen.findByRole('region', { name: 'Audit log table' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.href).toBe('/admin?page=2&tab=audit'));

    await user.selectOptions(screen.getByLabelText('Person'), BOB.username);
    await waitFor(() => expect(router.state.location.href).toBe(`/admin?actor=${BOB.actorId}&tab=audit`));
    await user.selectOptions(screen.getByLabelText('Action'), 'Signed in');
    await waitFor(() =>
      expect(router.state.location.href).toBe(`/admin?action=login&actor=${BOB.actorId}&tab=audit`),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.[1]).toBe('bob.admin');

    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply Dates' }));
    expect(screen.getByText('From must not be after To')).toBeTruthy();
    await user.clear(screen.getByLabelText('To'));
    await user.click(screen.getByRole('button', { name: 'Apply Dates' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        `/admin?action=login&actor=${BOB.actorId}&from=2026-11-30&tab=audit`,
      ),
    );
    const last = logSearches(requests).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      actorId: BOB.actorId,
      action: 'login',
      from: '2026-11-30',
      timeZone: browserTimeZone(),
      page: '1',
      pageSize: '25',
    });

    history.back();
    await waitFor(() =>
      expect(router.state.location.href).toBe(`/admin?action=login&actor=${BOB.actorId}&tab=audit`),
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    history.back();
    await waitFor(() => expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText('Person') as HTMLSelectElement).value).toBe(BOB.actorId);
    history.back();
    await waitFor(() => expect(router.state.location.href).toBe('/admin?page=2&tab=audit'));
    expect((screen.getByLabelText('Person') as HTMLSelectElement).value).toBe('');
  });

  it('says when nothing matches, and offers Try Again when the log cannot be read', async () => {
    signedInAs('super_admin');
    answerPeople();
    let failures = 1;
    answerWith('get', '/api/admin/audit-log', ({ reply }) =>
      failures-- > 0
        ? reply(400, {
            message: 'Unknown time zone',
            code: 'validation_failed',
            fields: { timeZone: 'Unknown time zone' },
          })
        : reply(200, { entries: [], total: 0, page: 1, pageSize: 25 }),
    );
    const { user } = await renderApp('/admin?tab=audit');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the audit log');
    expect(alert.textContent).toContain('Unknown time zone');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });

  it('is not offered to admins: a link to it shows the applications', async () => {
    signedInAs('admin');
    answer('get', '/api/admin/applications', 200, { applications: [], total: 0, page: 1, pageSize: 25 });
    answer('get', '/api/admin/assignees', 200, { assignees: [] });
    const { router } = await renderApp('/admin?tab=audit');
    await waitFor(() => expect(router.state.location.href).toBe('/admin'));
    expect(screen.queryByRole('tab', { name: 'Audit Log' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Applications' }).getAttribute('aria-selected')).toBe('true');
  });
});
