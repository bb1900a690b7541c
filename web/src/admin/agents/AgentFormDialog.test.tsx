import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith } from '../../testing/api-mock';
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

  it("writes the agent's phone as every phone number of the product is written, and refuses one that is not a US number", async () => {
    signedInAs('admin');
    answer('get', '/api/admin/agents', 200, []);
    const sent: unknown[] = [];
    answerWith('post', '/api/admin/agents', async ({ request, reply }) => {
      sent.push(await request.json());
      return reply(400, { message: 'not saved in this test' });
    });
    const { user } = await renderApp('/admin?tab=agents');
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Agent' });
    await user.type(field('Name'), 'Phone Agent');
    await user.type(field('Email'), 'phone@agents.test');
    await user.type(field('Phone'), '1235550100');
    expect((field('Phone') as HTMLInputElement).value).toBe('(123) 555-0100');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Phone number must be a valid US phone number')).toBeTruthy(),
    );
    expect(sent).toEqual([]);

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+1 212 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Create Agent' }));
    await waitFor(() =>
      expect(sent).toEqual([{ name: 'Phone Agent', email: 'phone@agents.test', phone: '(212) 555-0100' }]),
    );
  });
});
