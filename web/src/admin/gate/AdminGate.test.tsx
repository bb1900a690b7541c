import { ADMIN_TOKEN_KEY, DEFAULT_PAGE_SIZE } from '@funding/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, signedInAs } from '../../testing/admin-fixtures';
import { answer, answerWith } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { startSession } from '../session/session-store';

// The gate in front of the panel: a stored session is checked before the panel opens, and a session
// the server no longer knows ends wherever the portal learns it.

const loginHeading = () => screen.findByRole('heading', { name: 'Admin Portal', level: 1 });
const UNAUTHORIZED = { message: 'Unauthorized', code: 'unauthorized' } as const;

describe('the admin gate', () => {
  it('checks a stale stored token, removes it, and shows the login screen', async () => {
    startSession('stale.token.value', adminUser('admin'));
    // The check is held until the test has seen the screen that waits for it. The list's prefetch,
    // which starts beside the check, is held too and then answered: only the check can end it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answerWith('get', '/api/auth/verify', async ({ reply }) => {
      await held;
      return reply(401, UNAUTHORIZED);
    });
    answerWith('get', '/api/admin/applications', async ({ reply }) => {
      await held;
      return reply(200, { applications: [], total: 0, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    });
    answerWith('get', '/api/admin/assignees', async ({ reply }) => {
      await held;
      return reply(200, { assignees: [] });
    });
    await renderApp('/admin');
    expect(await screen.findByText('Verifying authentication...')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('stale.token.value');
    release();
    await loginHeading();
    expect(screen.queryByRole('heading', { name: 'Admin Panel', level: 1 })).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('ends the session and shows the login screen on a 401 from any admin call', async () => {
    signedInAs('viewer');
    const { user } = await renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Panel', level: 1 });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-of-casey-viewer');

    // The session ended on the server (as after an expiry): the next call the panel makes, opening a
    // tab, gets a 401.
    answer('get', '/api/admin/agents', 401, UNAUTHORIZED);
    await user.click(screen.getByRole('tab', { name: 'Agents' }));
    await loginHeading();
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });
});
