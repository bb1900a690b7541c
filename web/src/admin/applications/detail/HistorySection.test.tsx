import type { ApplicationDetail, TimelineResponse } from '@funding/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../query-client';
import { signedInAs } from '../../../testing/admin-fixtures';
import { answer, answerWith } from '../../../testing/api-mock';
import { HistorySection } from './HistorySection';

const APPLICATION_ID = 'FA-TEST0-00029';
const PATH = '/api/admin/applications/{applicationId}/timeline' as const;

const history = (overrides: Partial<TimelineResponse> = {}): TimelineResponse => ({
  entries: [
    {
      at: '2026-03-03T14:30:00.000Z',
      who: 'jane',
      kind: 'review_status_change',
      text: 'Status changed from In review to Approved; approved amount $50,000',
    },
    {
      at: '2026-03-02T09:15:00.000Z',
      who: 'System',
      kind: 'email_sent',
      text: 'Confirmation e-mailed to the applicant',
    },
    { at: '2026-03-02T09:14:00.000Z', who: 'Applicant', kind: 'submitted', text: 'Application submitted' },
  ],
  limit: 500,
  truncated: false,
  ...overrides,
});

function renderSection() {
  signedInAs('viewer');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HistorySection application={{ applicationId: APPLICATION_ID } as ApplicationDetail} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const section = () => screen.getByRole('region', { name: 'History' });
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const zoneName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')!.value;

describe('the history section of the detail view', () => {
  it('lists what happened newest first, each with who and when in the browser zone, named', async () => {
    answer('get', PATH, 200, history());
    renderSection();
    expect(within(section()).getByRole('status').textContent).toContain('Loading the history');

    const list = await within(section()).findByRole('list', { name: 'History, newest first' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Status changed from In review to Approved; approved amount \$50,000jane · /),
      expect.stringMatching(/^Confirmation e-mailed to the applicantSystem · /),
      expect.stringMatching(/^Application submittedApplicant · /),
    ]);
    const first = within(entries[0]!).getByText(/2026/);
    expect(first.getAttribute('datetime')).toBe('2026-03-03T14:30:00.000Z');
    const shown = new Date('2026-03-03T14:30:00.000Z').toLocaleString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(first.textContent).toBe(`${shown} ${zoneName('2026-03-03T14:30:00.000Z')}`);
    expect(section().textContent).toContain(`Times in your browser's time zone (${zone}).`);
    expect(section().textContent).not.toContain('The newest');
  });

  it('says when older entries were left out', async () => {
    answer('get', PATH, 200, history({ truncated: true }));
    renderSection();
    expect(await within(section()).findByText(/The newest 500 entries are shown\./)).toBeTruthy();
  });

  it('says when nothing has happened yet', async () => {
    answer('get', PATH, 200, history({ entries: [] }));
    renderSection();
    expect(await within(section()).findByText('Nothing has happened to this application yet.')).toBeTruthy();
  });

  it('offers to try again when the history cannot be loaded, and shows it once it can', async () => {
    let calls = 0;
    answerWith('get', PATH, ({ reply }) =>
      ++calls === 1 ? reply(404, { message: 'Application not found' }) : reply(200, history()),
    );
    const user = renderSection();
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('The history could not be loaded');
    expect(alert.textContent).toContain('Application not found');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section()).findByText('Application submitted')).toBeTruthy();
  });
});
