import { ADMIN_TOKEN_KEY } from '@funding/contracts';
import type { Page, Route } from '@playwright/test';
import {
  bearer,
  createAdminUser,
  field,
  openLoginScreen,
  signInThroughForm,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY);

test.describe('admin sign-in', () => {
  test('a refused sign-in is shown in an alert and stores nothing', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'Username').fill(uniqueName('nobody').replace(' ', '-'));
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('a successful sign-in opens the panel; Logout returns to the login screen', async ({
    page,
    request,
  }) => {
    // Logout ends every session of the user, so this signs in as a user of its own.
    const user = await createAdminUser(request, 'admin');
    await signInThroughForm(page, user.username, user.password);
    await expect(page.getByText(`Logged in as ${user.username} (Admin)`)).toBeVisible();
    for (const tab of ['Applications', 'Agents', 'Analytics']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    // Admin Management and the Audit Log are for super admins only.
    await expect(page.getByRole('tab', { name: 'Admin Management' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Audit Log' })).toHaveCount(0);
    expect(await storedToken(page)).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('the first super admin sees all five tabs', async ({ page }) => {
    await signInThroughForm(page, 'admin', 'admin-password');
    await expect(page.getByText('Logged in as admin (Super Admin)')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Applications',
      'Agents',
      'Admin Management',
      'Analytics',
      'Audit Log',
    ]);
  });

  test('a stale stored token is checked, removed, and the login screen shows', async ({ page }) => {
    await openLoginScreen(page);
    await page.evaluate((key) => localStorage.setItem(key, 'stale.token.value'), ADMIN_TOKEN_KEY);
    // The check is held until the test has seen the screen that waits for it (a fixed delay raced
    // the portal's own loading on a busy machine). The list's prefetch, which starts beside the
    // check, is held too: its 401 would otherwise end the session before that screen is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdUntilSeen = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/auth/verify', holdUntilSeen);
    await page.route('**/api/admin/**', holdUntilSeen);
    await page.reload();
    await expect(page.getByText('Verifying authentication...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a 401 from any admin call ends the session and shows the login screen', async ({ page, request }) => {
    const user = await createAdminUser(request, 'viewer');
    await signInThroughForm(page, user.username, user.password);
    // The session ends on the server (as after an expiry); the next call the screen makes gets a 401.
    const token = await storedToken(page);
    const ended = await request.post('/api/auth/logout', { headers: bearer(token ?? '') });
    expect(ended.ok()).toBe(true);
    // Opening a tab makes the next admin call; the list may make one first (it prefetches the view
    // in the URL and refreshes), and then the panel is already gone: either way the call gets 401.
    const loginHeading = page.getByRole('heading', { name: 'Admin Portal', level: 1 });
    const agentsTab = page.getByRole('tab', { name: 'Agents' });
    await agentsTab.click({ timeout: 5_000 }).catch(async (error: Error) => {
      if (!(await loginHeading.isVisible())) throw error;
    });
    await expect(loginHeading).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});
