import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { answer } from '../../testing/api-mock';
import { field } from '../../testing/applicant-form';
import { renderApp } from '../../testing/render-app';
import { visibleToast } from '../../testing/toasts';

describe('the agent dialog', () => {
  it('asks for the missing fields, focusing the first; a refused save shows inside the dialog, then in a toast', async () => {
    signedInAs('admin');
    answer('get', '/api/admin/agents', 200, []);
    answer('post', '/api/admin/agents', 403, { message: 'Your role cannot add agents', code: 'forbidden' });
    const { user } = await renderApp('/admin?tab=agents');
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Agent' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() => expect(within(dialog).getAllByText('Please fill in all fields')).toHaveLength(2));
    expect(document.activeElement).toBe(field('Name'));

    await user.type(field('Name'), 'Refused Agent');
    await user.type(field('Email'), 'refused@agents.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    // Inside the open dialog (the toast behind it is hidden from screen readers while it is open).
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Failed to create agent: Your role cannot add agents',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await visibleToast()).textContent).toContain('Failed to create agent');
  });
});
