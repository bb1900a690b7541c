import { ADMIN_TOKEN_KEY } from '@funding/contracts';
import type { Page } from '@playwright/test';
import { createAdminUser, field, signInThroughForm, uniqueName } from './admin-kit.ts';
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
});
