import { ADMIN_TOKEN_KEY, SECOND_FACTOR_MESSAGES } from '@funding/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../testing/admin-fixtures';
import { answer, answerWith } from '../../testing/api-mock';
import { field } from '../../testing/applicant-form';
import { renderApp } from '../../testing/render-app';

// The sign-in steps: the password, then (for accounts that need one) the second factor.

const CHALLENGE = 'c'.repeat(43);
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Funding:casey?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  issuer: 'Funding',
  accountName: 'casey-viewer',
};

function answerSignInWithSecondFactor(step: 'verify' | 'enrol') {
  answer('post', '/api/auth/login', 200, {
    success: true,
    message: SECOND_FACTOR_MESSAGES.enterCode,
    secondFactor: { challenge: CHALLENGE, step, expiresAt: '2026-03-02T10:05:00.000Z' },
  });
}

function answerPanel(user = adminUser('viewer')) {
  answer('get', '/api/admin/applications', 200, { applications: [], total: 0, page: 1, pageSize: 25 });
  answer('get', '/api/admin/assignees', 200, { assignees: [] });
  return user;
}

async function enterPassword(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText(/^Username/), 'casey-viewer');
  await user.type(field('Password'), 'a-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const panelHeading = () => screen.findByRole('heading', { name: 'Admin Panel', level: 1 });

describe('signing in', () => {
  it('asks for both fields, shows a refusal in an alert and clears both fields', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerWith('post', '/api/auth/login', async ({ reply }) => {
      await held;
      return reply(401, { message: 'Invalid username or password', code: 'unauthorized' });
    });
    const { user } = await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Portal', level: 1 })).toBeTruthy();
    expect(screen.getByText('Authorized personnel only')).toBeTruthy();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toHaveProperty('disabled', true);
    await user.type(field('Username'), 'nobody');
    expect(signIn).toHaveProperty('disabled', true);
    await user.type(field('Password'), 'not-the-password');
    expect(signIn).toHaveProperty('disabled', false);

    // Show/hide toggles what the password field reveals.
    expect(field('Password').type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');

    await user.click(signIn);
    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid username or password'));
    expect(field('Username').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', true);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('asks for a code next; a refused code is shown and cleared, the right one opens the panel', async () => {
    answerSignInWithSecondFactor('verify');
    const user = answerPanel();
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerWith('post', '/api/auth/second-factor/verify', async ({ request, reply }) => {
      const { code } = (await request.json()) as { code: string };
      sent.push(code);
      if (sent.length === 1) await held;
      const refusal = { 1: SECOND_FACTOR_MESSAGES.codeAlreadyUsed, 2: SECOND_FACTOR_MESSAGES.codeInvalid }[
        sent.length
      ];
      if (refusal) return reply(401, { message: refusal, code: 'unauthorized', fields: { code: refusal } });
      return reply(200, { success: true, message: 'Login successful', data: { token: 'token-1', user } });
    });
    const { user: person } = await renderApp('/admin');
    await enterPassword(person);

    const heading = await screen.findByRole('heading', { name: 'Two-step verification', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeTruthy();
    await person.type(field('Authentication code'), '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(SECOND_FACTOR_MESSAGES.codeAlreadyUsed),
    );
    expect(field('Authentication code').value).toBe('');

    await person.type(field('Authentication code'), '000000');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(SECOND_FACTOR_MESSAGES.codeInvalid),
    );
    // A recovery code goes into the same field.
    await person.type(field('Authentication code'), '7KQ2-M9XD-4PTH-0AAV');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await panelHeading();
    expect(sent).toEqual(['123456', '000000', '7KQ2-M9XD-4PTH-0AAV']);
  });

  it('goes back to the password, saying why, when the sign-in has expired; or when asked', async () => {
    answerSignInWithSecondFactor('verify');
    answer('post', '/api/auth/second-factor/verify', 401, {
      message: SECOND_FACTOR_MESSAGES.challengeExpired,
      code: 'unauthorized',
    });
    const { user } = await renderApp('/admin');
    await enterPassword(user);
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(SECOND_FACTOR_MESSAGES.challengeExpired),
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    await enterPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leads an account that must have it through setting it up before the panel opens', async () => {
    answerSignInWithSecondFactor('enrol');
    const user = answerPanel();
    answer('post', '/api/auth/second-factor/enrolment', 200, ENROLMENT);
    answer('post', '/api/auth/second-factor/enrolment/confirm', 200, {
      success: true,
      message: 'Login successful',
      data: { token: 'token-1', user },
      recoveryCodes: Array.from({ length: 10 }, (_, index) => `7KQ2-M9XD-4PTH-0A${index}V`),
    });
    const { user: person } = await renderApp('/admin');
    await enterPassword(person);

    const heading = await screen.findByRole('heading', { name: 'Set up two-step verification', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      await screen.findByRole('img', { name: /QR code that adds casey-viewer at Funding/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Panel', level: 1 })).toBeNull();
    await person.type(field('Code from the app'), '123456');
    await person.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const continueButton = screen.getByRole('button', { name: 'Continue to the Admin Panel' });
    expect(continueButton).toHaveProperty('disabled', true);
    await person.click(screen.getByLabelText('I have saved these recovery codes'));
    await person.click(continueButton);
    await panelHeading();
  });
});
