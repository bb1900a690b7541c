import type { ApplicationDetail, StatementAnalysis, StatementReading } from '@funding/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../query-client';
import { signedInAs } from '../../../testing/admin-fixtures';
import { answer } from '../../../testing/api-mock';
import { StatementsSection } from './StatementsSection';

const APPLICATION_ID = 'FA-TEST0-00027';
const PATH = '/api/admin/applications/{applicationId}/statements' as const;

function reading(overrides: Partial<StatementReading> = {}): StatementReading {
  return {
    slot: 'bankStatement1',
    fileName: 'march.pdf',
    check: 'reconciled',
    checkReason: null,
    bankName: 'First Harbor Bank',
    accountLast4: '4821',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-04',
    openingBalanceCents: 10_000,
    closingBalanceCents: -2_500,
    depositsCents: 50_000,
    depositCount: 1,
    withdrawalsCents: 62_500,
    withdrawalCount: 2,
    averageDailyBalanceCents: 23_750,
    lowestBalanceCents: -2_500,
    negativeDays: 1,
    nsfCount: 1,
    transactions: [
      {
        date: '2026-03-02',
        description: 'MOBILE DEPOSIT REF 1182',
        amountCents: 50_000,
        balanceCents: 60_000,
      },
      {
        date: '2026-03-03',
        description: 'ACH DEBIT RAPID FUNDERS ID: 99',
        amountCents: -62_465,
        balanceCents: null,
      },
      { date: '2026-03-04', description: 'NSF FEE', amountCents: -35, balanceCents: -2_500 },
    ],
    ...overrides,
  };
}

function analysis(overrides: Partial<StatementAnalysis> = {}): StatementAnalysis {
  return {
    status: 'done',
    statements: [
      reading(),
      reading({
        slot: 'bankStatement2',
        fileName: 'february.pdf',
        check: 'unreconciled',
        checkReason:
          'the opening balance and the transactions make $1,200.00, but the closing balance is $1,250.00',
        transactions: [],
      }),
    ],
    recurringDebits: [
      { description: 'ACH DEBIT RAPID FUNDERS', amountCents: 62_465, count: 18, cadence: 'daily' },
    ],
    summary: {
      months: 1,
      averageMonthlyDepositsCents: 50_000,
      averageDailyBalanceCents: 23_750,
      nsfCount: 1,
      negativeDays: 1,
    },
    ...overrides,
  };
}

function renderSection() {
  signedInAs('viewer');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatementsSection application={{ applicationId: APPLICATION_ID } as ApplicationDetail} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const section = () => screen.getByRole('region', { name: 'Bank Statements Analysis' });

describe('the statements section of the detail view', () => {
  it('shows the figures across the months, each month verified or not with the reason, the positions and the chart', async () => {
    answer('get', PATH, 200, { data: analysis() });
    renderSection();
    expect(within(section()).getByRole('status').textContent).toContain('Loading the statements analysis');

    const months = await within(section()).findByRole('table', { name: 'Statements by month' });
    const [verified, unverified] = within(months).getAllByTestId('statement-row');
    expect(verified!.textContent).toContain('Verified');
    expect(verified!.textContent).toContain('First Harbor Bank ····4821');
    expect(verified!.textContent).toContain('2026-03-01 to 2026-03-04');
    expect(verified!.textContent).toContain('-$25.00');
    expect(verified!.textContent).toContain('$500.00');
    expect(unverified!.textContent).toContain('Unverified');
    expect(unverified!.textContent).toContain('but the closing balance is $1,250.00');

    const summary = screen.getByLabelText('Figures across the statements');
    expect(summary.textContent).toContain('Average Monthly Deposits$500.00');
    expect(summary.textContent).toContain('Negative Days1');

    const positions = within(section()).getByRole('table', { name: /Positions/ });
    expect(within(positions).getByRole('row', { name: /RAPID FUNDERS/ }).textContent).toContain('$624.65');
    expect(positions.textContent).toContain('Daily (business days)');

    // The chart draws the verified month only: its four days, down to the negative day.
    expect(
      within(section()).getByRole('img', {
        name: 'Daily balance from 2026-03-01 to 2026-03-04: lowest -$25.00, last -$25.00',
      }),
    ).toBeTruthy();
  });

  it('shows a transaction list on demand', async () => {
    answer('get', PATH, 200, { data: analysis() });
    const user = renderSection();
    const show = await within(section()).findByRole('button', { name: 'Show 3 transactions' });
    expect(within(section()).queryByRole('table', { name: /Transactions of/ })).toBeNull();
    await user.click(show);
    const list = within(section()).getByRole('table', {
      name: 'Transactions of Bank Statement (Most Recent Month)',
    });
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(list.textContent).toContain('ACH DEBIT RAPID FUNDERS ID: 99');
    expect(list.textContent).toContain('-$624.65');
    await user.click(within(section()).getByRole('button', { name: 'Hide 3 transactions' }));
    expect(within(section()).queryByRole('table', { name: /Transactions of/ })).toBeNull();
  });

  it('says the statements are being read while none is', async () => {
    answer('get', PATH, 200, { data: analysis({ status: 'pending', statements: [], recurringDebits: [] }) });
    renderSection();
    expect(await within(section()).findByText('Reading the bank statements...')).toBeTruthy();
  });

  it('says when there is no statement to read', async () => {
    answer('get', PATH, 200, { data: analysis({ statements: [], recurringDebits: [] }) });
    renderSection();
    expect(await within(section()).findByText('No bank statements to read.')).toBeTruthy();
  });

  it('offers to try again when the analysis cannot be loaded', async () => {
    answer('get', PATH, 404, { message: 'Application not found' });
    renderSection();
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('The statements analysis could not be loaded');
    expect(alert.textContent).toContain('Application not found');
  });
});
