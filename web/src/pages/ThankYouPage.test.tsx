import { THANK_YOU } from '@funding/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { rememberSubmission } from './last-submission';

describe('the thank-you page', () => {
  it('sends a visitor who submitted nothing in this tab to the form', async () => {
    const { router } = await renderApp('/thank-you');
    await waitFor(() => expect(router.state.location.pathname).toBe('/application'));
    expect(screen.queryByText(THANK_YOU.title)).toBeNull();
  });

  it('shows the application ID, and no statements section when all four were sent', async () => {
    rememberSubmission('FA-7KQ2M-9XD4P', [
      'bankStatement1',
      'bankStatement2',
      'bankStatement3',
      'bankStatement4',
    ]);
    await renderApp('/thank-you');
    expect((await screen.findByTestId('application-id')).textContent).toBe('FA-7KQ2M-9XD4P');
    expect(screen.queryByText(THANK_YOU.missingStatementsTitle)).toBeNull();
  });

  it('names only the statements that were not sent', async () => {
    rememberSubmission('FA-7KQ2M-9XD4P', ['bankStatement1', 'bankStatement3']);
    await renderApp('/thank-you');
    const missing = await screen.findByRole('region', { name: THANK_YOU.missingStatementsTitle });
    expect(missing.textContent).toContain('2nd Most Recent Month');
    expect(missing.textContent).not.toContain('(Most Recent Month)');
  });
});
