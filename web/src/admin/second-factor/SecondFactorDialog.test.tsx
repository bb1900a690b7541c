import { ADMIN_TOKEN_KEY, SECOND_FACTOR_MESSAGES } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith } from '../../testing/api-mock';
import { field } from '../../testing/applicant-form';
import { renderApp } from '../../testing/render-app';

const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `7KQ2-M9XD-4PTH-0A${String(index).padStart(2, '0')}`,
);
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Funding:casey?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  issuer: 'Funding',
  accountName: 'casey-admin',
};

async function openDialog() {
  const opened = await renderApp('/admin');
  await opened.user.click(await screen.findByRole('button', { name: 'Two-Step Verification' }));
  const dialog = await screen.findByRole('dialog', { name: 'Two-Step Verification' });
  return { ...opened, dialog };
}

describe('the two-step verification dialog', () => {
  it('sets it up: the password again, the key, a code, then the recovery codes shown once', async () => {
    signedInAs('admin');
    let enabled = false;
    answerWith('get', '/api/admin/second-factor', ({ reply }) =>
      reply(200, {
        enabled,
        enabledAt: enabled ? '2026-03-02T10:00:00.000Z' : null,
        recoveryCodesLeft: enabled ? 10 : 0,
        required: false,
      }),
    );
    answerWith('post', '/api/admin/second-factor/enrolment', async ({ request, reply }) => {
      const { currentPassword } = (await request.json()) as { currentPassword: string };
      if (currentPassword !== 'my-password') {
        return reply(400, {
          message: 'Current password is incorrect',
          code: 'validation_failed',
          fields: { currentPassword: 'Current password is incorrect' },
        });
      }
      return reply(200, ENROLMENT);
    });
    answerWith('post', '/api/admin/second-factor/enrolment/confirm', async ({ request, reply }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '123456') {
        return reply(400, {
          message: SECOND_FACTOR_MESSAGES.codeInvalid,
          code: 'validation_failed',
          fields: { code: SECOND_FACTOR_MESSAGES.codeInvalid },
        });
      }
      enabled = true;
      return reply(200, {
        success: true,
        message: 'Two-step verification is on',
        token: 'token-after-enrolment',
        recoveryCodes: RECOVERY_CODES,
      });
    });
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(dialog.textContent).toContain('Two-step verification is off'));

    await user.click(within(dialog).getByRole('button', { name: 'Set up' }));
    await user.type(field('Current Password'), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('Current Password').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('Current password is incorrect');
    await user.clear(field('Current Password'));
    await user.type(field('Current Password'), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The QR code and the key as text, in groups of four.
    expect(
      await within(dialog).findByRole('img', { name: /QR code that adds casey-admin at Funding/ }),
    ).toBeTruthy();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(field('Code from the app'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-step verification' }));
    await waitFor(() => expect(dialog.textContent).toContain(SECOND_FACTOR_MESSAGES.codeInvalid));
    await user.clear(field('Code from the app'));
    await user.type(field('Code from the app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on two-step verification' }));

    // The recovery codes, shown once; Done only after saying they are saved.
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(dialog.textContent).toContain('Two-step verification is on: save your recovery codes');
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText('I have saved these recovery codes'));
    await user.click(done);
    await waitFor(() => expect(dialog.textContent).toContain('10 of 10 recovery codes left.'));
    expect(dialog.textContent).toContain('Two-step verification is on since');
    // This session goes on with the token the change handed it.
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-after-enrolment');
  });

  it('turns it off with a current code, checked for its form before it is sent', async () => {
    signedInAs('admin', { secondFactorEnabled: true });
    let enabled = true;
    answerWith('get', '/api/admin/second-factor', ({ reply }) =>
      reply(200, {
        enabled,
        enabledAt: enabled ? '2026-03-02T10:00:00.000Z' : null,
        recoveryCodesLeft: 9,
        required: false,
      }),
    );
    answerWith('post', '/api/admin/second-factor/disable', ({ reply }) => {
      enabled = false;
      return reply(200, { success: true, message: 'Two-step verification is off' });
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Turn off' }));
    expect(dialog.textContent).toContain('Signing in will then need only your password');
    await user.type(field('Authentication code'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(dialog.textContent).toContain(SECOND_FACTOR_MESSAGES.codeFormat));
    await user.clear(field('Authentication code'));
    await user.type(field('Authentication code'), RECOVERY_CODES[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('status')[0]?.textContent).toBe('Two-step verification is off'),
    );
    await waitFor(() =>
      expect(dialog.textContent).toContain('Two-step verification is off for your account'),
    );
  });

  it('makes new recovery codes after a current code, and shows a refused code under its field', async () => {
    signedInAs('admin', { secondFactorEnabled: true });
    answer('get', '/api/admin/second-factor', 200, {
      enabled: true,
      enabledAt: '2026-03-02T10:00:00.000Z',
      recoveryCodesLeft: 2,
      required: true,
    });
    let attempts = 0;
    answerWith('post', '/api/admin/second-factor/recovery-codes', ({ reply }) => {
      attempts += 1;
      if (attempts === 1) {
        return reply(400, {
          message: SECOND_FACTOR_MESSAGES.codeAlreadyUsed,
          code: 'validation_failed',
          fields: { code: SECOND_FACTOR_MESSAGES.codeAlreadyUsed },
        });
      }
      return reply(200, {
        success: true,
        message: 'New recovery codes created',
        recoveryCodes: RECOVERY_CODES,
      });
    });
    const { user, dialog } = await openDialog();
    // Required: it cannot be turned off here.
    await waitFor(() => expect(dialog.textContent).toContain('It is required for every staff account.'));
    expect(within(dialog).queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(dialog.textContent).toContain('2 of 10 recovery codes left.');

    await user.click(within(dialog).getByRole('button', { name: 'New recovery codes' }));
    expect(dialog.textContent).toContain(
      'New recovery codes replace all 10 of your current ones, used or not.',
    );
    await user.type(field('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Create new recovery codes' }));
    await waitFor(() => expect(field('Authentication code').getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain(SECOND_FACTOR_MESSAGES.codeAlreadyUsed);
    await user.clear(field('Authentication code'));
    await user.type(field('Authentication code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Create new recovery codes' }));
    expect(
      await within(dialog).findByText('New recovery codes created: save your recovery codes'),
    ).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
  });
});
