import { FUNNEL_STAGE_DEFINITIONS, type StageFigure } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { emptyAnalytics } from '../../testing/analytics-fixtures';
import { answerWith, recordRequests } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { browserTimeZone } from './analytics-queries';

// docs/product.md: the analytics of a date range kept in the address: the funnel submitted, in
// review, approved, funded with counts, dollars and median times, the same per agent, and what
// each stage counts.

const DAY = 86_400;
const funnel = (
  counts: [number, number, number, number],
  dollars: [number, number, number, number],
): StageFigure[] =>
  (['submitted', 'in_review', 'approved', 'funded'] as const).map((stage, index) => ({
    stage,
    applications: counts[index]!,
    dollars: dollars[index]!,
    medianSecondsFromPrevious: index === 0 ? null : index * DAY,
  }));

const zone = `?${new URLSearchParams({ timeZone: browserTimeZone() })}`;

function answerAnalytics() {
  answerWith('get', '/api/admin/analytics', ({ request, reply }) => {
    const query = new URL(request.url).searchParams;
    const range = {
      from: query.get('from') ?? '2026-10-29',
      to: query.get('to') ?? '2026-11-27',
      timeZone: query.get('timeZone') ?? 'no zone asked',
    };
    const inNovember = range.from >= '2026-11-01';
    return reply(
      200,
      emptyAnalytics({
        range,
        totalApplications: 40,
        activeAgents: 2,
        totalAgents: 3,
        funnel: inNovember
          ? funnel([4, 3, 2, 1], [400_000, 300_000, 150_000, 90_000])
          : funnel([12, 9, 5, 3], [1_250_000, 900_000, 420_000, 300_000]),
        agents: [
          {
            agentName: 'Jordan Agent',
            agentEmail: 'jordan@agents.test',
            funnel: funnel([7, 5, 3, 2], [700_000, 500_000, 250_000, 200_000]),
          },
          {
            agentName: null,
            agentEmail: null,
            funnel: funnel([5, 4, 2, 1], [550_000, 400_000, 170_000, 100_000]),
          },
        ],
      }),
    );
  });
}

const funnelRows = () =>
  within(screen.getByRole('region', { name: 'Funnel table' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent));

describe('the analytics tab', () => {
  it('shows the funnel with counts, dollars and median times, per agent too, and what each stage counts', async () => {
    signedInAs('viewer');
    answerAnalytics();
    const requests = recordRequests();
    await renderApp('/admin?tab=analytics');
    await screen.findByRole('region', { name: 'Funnel table' });
    expect(funnelRows()).toEqual([
      ['Submitted', '12', '$1,250,000 requested'],
      ['In review', '9', '$900,000 requested'],
      ['Approved', '5', '$420,000 approved'],
      ['Funded', '3', '$300,000 funded'],
    ]);
    const approved = within(screen.getByRole('region', { name: 'Funnel table' }))
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('Approved'))!;
    expect(approved.textContent).toContain('2 days');
    expect(approved.textContent).toContain('from that first move to the approval');

    const agents = within(screen.getByRole('region', { name: 'Funnel by agent table' })).getAllByRole('row');
    expect(agents.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      'Jordan Agent',
      'Direct (no agent)',
    ]);
    expect(agents[1]!.textContent).toContain('$700K requested');
    expect(agents[1]!.textContent).toContain('median 3 days');

    const definitions = screen.getByRole('region', { name: 'What each stage counts' });
    for (const definition of Object.values(FUNNEL_STAGE_DEFINITIONS))
      expect(definitions.textContent).toContain(definition);
    // The default range is the server's, shown in the inputs.
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-29');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-27');
    expect(
      requests.filter(({ url }) => url.pathname === '/api/admin/analytics').map(({ url }) => url.search),
    ).toEqual([zone]);
    // The range is read as the browser's calendar reads it, and the screen names the zone.
    expect(screen.getByText(`2026-10-29 to 2026-11-27 (${browserTimeZone()})`)).toBeTruthy();
  });

  it('keeps the date range in the address, asks for it, and says so when From is after To', async () => {
    signedInAs('admin');
    answerAnalytics();
    const requests = recordRequests();
    const { user, router, history } = await renderApp('/admin?tab=analytics');
    await screen.findByRole('region', { name: 'Funnel table' });

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-30');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('From must not be after To');
    expect(router.state.location.href).toBe('/admin?tab=analytics');

    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/admin?from=2026-11-01&tab=analytics&to=2026-11-30'),
    );
    await waitFor(() => expect(funnelRows()[0]).toEqual(['Submitted', '4', '$400,000 requested']));
    expect(
      requests.filter(({ url }) => url.pathname === '/api/admin/analytics').map(({ url }) => url.search),
    ).toEqual([zone, `${zone}&from=2026-11-01&to=2026-11-30`]);

    history.back();
    await waitFor(() => expect(funnelRows()[0]).toEqual(['Submitted', '12', '$1,250,000 requested']));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-29');
  });
});
