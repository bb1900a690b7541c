import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { answer } from '../../testing/api-mock';
import { field } from '../../testing/applicant-form';
import { renderApp } from '../../testing/render-app';

// Staff passwords: the form's own rules before sending, and the server's strength check shown
// under the field it refused (the check itself: services/bff/src/auth/password-strength.ts).

const ADVICE = ADMIN_API_MESSAGES.weakPassword(
  'This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
);

/** The text that describes a control (its hint and its error), as a screen reader reads it. */
function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('password messages', () => {
  it('adding a user: required fields first, then a weak password under its field', async () => {
    signedInAs('super_admin');
    answer('get', '/api/admin/users', 200, []);
    answer('post', '/api/admin/users', 400, {
      message: ADVICE,
      code: 'validation_failed',
      fields: { password: ADVICE },
    });
    const { user } = await renderApp('/admin?tab=admins');
    await user.click(await screen.findByRole('button', { name: 'Add Admin User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Admin User' });
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Please fill in all required fields').length).toBeGreaterThan(0),
    );

    await user.type(field('Username'), 'e2e-weak');
    await user.type(field('Email'), 'weak@staff.test');
    await user.type(field('Password'), 'Password1');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('Password'))).toBe(ADVICE);
  });

  it("changing one's own: the length and the match checked first, then a weak one refused under New Password", async () => {
    signedInAs('admin');
    answer('post', '/api/admin/users/me/password', 400, {
      message: ADVICE,
      code: 'validation_failed',
      fields: { newPassword: ADVICE },
    });
    const { user } = await renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const submit = within(dialog).getByRole('button', { name: 'Change Password' });
    await user.type(field('Current Password'), 'my-password');
    await user.type(field('New Password'), 'short');
    await user.type(field('Confirm New Password'), 'different');
    await user.click(submit);
    await waitFor(() =>
      expect(dialog.textContent).toContain('New password must be at least 8 characters long'),
    );
    expect(dialog.textContent).toContain('New passwords do not match');

    await user.clear(field('New Password'));
    await user.type(field('New Password'), 'Password1');
    await user.clear(field('Confirm New Password'));
    await user.type(field('Confirm New Password'), 'Password1');
    await user.click(submit);
    await waitFor(() => expect(descriptionOf(field('New Password'))).toBe(ADVICE));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
  });
});
