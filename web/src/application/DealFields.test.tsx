import { MESSAGES, OPEN_ADVANCES_QUESTION } from '@funding/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorSummary, field, goToDocumentsStep } from '../testing/applicant-form';
import { renderApp } from '../testing/render-app';

// Step 1's deal questions: how much, what for, the sector, the revenue, and open advances or loans.

function summaryEntries(): string[] {
  return within(errorSummary())
    .getAllByRole('listitem')
    .map((entry) => entry.textContent ?? '');
}

describe("step 1's deal fields", () => {
  it('group the amounts in thousands while typed and keep digits only', async () => {
    const { user } = await renderApp('/application');
    const amount = field('Amount Requested');
    await user.type(amount, '0250x00');
    expect(amount.value).toBe('25,000');
    await user.type(amount, '00');
    expect(amount.value).toBe('2,500,000');
    const revenue = field('Average Monthly Revenue');
    await user.click(revenue);
    await user.paste('$48,500');
    expect(revenue.value).toBe('48,500');
  });

  it('ask how many open advances or loans only when the answer is yes', async () => {
    const { user } = await renderApp('/application');
    expect(screen.queryByLabelText(/Number of Open Advances or Loans/)).toBeNull();
    await user.selectOptions(field(OPEN_ADVANCES_QUESTION), 'yes');
    const count = field('Number of Open Advances or Loans');
    expect(count.required).toBe(true);
    await user.selectOptions(field(OPEN_ADVANCES_QUESTION), 'no');
    expect(screen.queryByLabelText(/Number of Open Advances or Loans/)).toBeNull();
  });

  it("say what is missing or out of range with the contracts' messages", async () => {
    const { user } = await renderApp('/application');
    await user.click(screen.getByRole('button', { name: 'Test Data' }));
    await user.clear(field('Amount Requested'));
    await user.type(field('Amount Requested'), '4999');
    await user.selectOptions(field('Use of Funds'), '');
    await user.type(field('Average Monthly Revenue'), '999999999');
    await user.selectOptions(field(OPEN_ADVANCES_QUESTION), 'yes');
    await goToDocumentsStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('alert', { name: 'Please complete these required fields:' });
    expect(summaryEntries()).toEqual([
      `Amount Requested: ${MESSAGES.amountRequestedRange}`,
      `Use of Funds: ${MESSAGES.useOfFundsRequired}`,
      `Average Monthly Revenue: ${MESSAGES.monthlyRevenueRange}`,
      `Number of Open Advances or Loans: ${MESSAGES.openAdvancesCountRequired}`,
    ]);

    // Each entry leads to its field on step 1, which shows the same message.
    await user.click(within(errorSummary()).getByRole('button', { name: /Amount Requested/ }));
    await waitFor(() => expect(document.activeElement).toBe(field('Amount Requested')));
    expect(field('Amount Requested').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.amountRequestedRange)).toBeTruthy();
    await user.type(field('Number of Open Advances or Loans'), '100');
    await user.clear(field('Amount Requested'));
    await waitFor(() =>
      expect(summaryEntries()).toContain(`Amount Requested: ${MESSAGES.amountRequestedRequired}`),
    );
    expect(summaryEntries()).toContain(
      `Number of Open Advances or Loans: ${MESSAGES.openAdvancesCountRange}`,
    );
  });

  it('are kept in a saved draft and come back when it is resumed', async () => {
    const first = await renderApp('/application');
    await first.user.type(field('Amount Requested'), '150000');
    await first.user.selectOptions(field('Use of Funds'), 'equipment');
    await first.user.selectOptions(field('Industry'), 'construction');
    await first.user.type(field('Average Monthly Revenue'), '64000');
    await first.user.selectOptions(field(OPEN_ADVANCES_QUESTION), 'yes');
    await first.user.type(field('Number of Open Advances or Loans'), '2');
    await first.user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Draft Saved');
    cleanup();

    const second = await renderApp('/application');
    await second.user.click(await screen.findByRole('button', { name: 'Resume Draft' }));
    await waitFor(() => expect(field('Amount Requested').value).toBe('150,000'));
    expect(field('Use of Funds').value).toBe('equipment');
    expect(field('Industry').value).toBe('construction');
    expect(field('Average Monthly Revenue').value).toBe('64,000');
    expect(field(OPEN_ADVANCES_QUESTION).value).toBe('yes');
    expect(field('Number of Open Advances or Loans').value).toBe('2');
  });
});
