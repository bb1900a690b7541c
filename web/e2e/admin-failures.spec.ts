import { apiSignIn, field, openPanelWithToken, openTab, toast, uniqueName } from './admin-kit.ts';
import { expect, test } from './fixtures.ts';

test.describe('admin failures', () => {
  test("failed loads and changes show the spec's messages, and a load can be tried again", async ({
    page,
    request,
  }) => {
    const failing = new Set<string>(['/api/admin/applications', '/api/admin/agents']);
    await page.route(
      (url) => failing.has(url.pathname),
      async (route) => {
        const method = route.request().method();
        if (method === 'GET' && failing.has('GET')) return route.continue();
        await route.fulfill({
          status: 500,
          json: { message: 'The server is unavailable', code: 'internal' },
        });
      },
    );
    await openPanelWithToken(page, await apiSignIn(request));

    const applications = await openTab(page, 'Applications');
    await expect(applications.getByRole('alert')).toContainText('Failed to fetch applications');
    const agents = await openTab(page, 'Agents');
    await expect(agents.getByRole('alert')).toContainText('Failed to fetch agents');

    // Loads work again: Try Again shows the list; a refused create says so in a toast.
    failing.add('GET');
    await agents.getByRole('button', { name: 'Try Again' }).click();
    await expect(agents.getByRole('alert')).toHaveCount(0);
    await agents.getByRole('button', { name: 'Add Agent' }).click();
    await field(page, 'Name').fill(uniqueName('Refused Agent'));
    await field(page, 'Email').fill('refused@agents.test');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    // Inside the open dialog (the toast behind it is hidden from screen readers while it is open).
    const dialog = page.getByRole('dialog', { name: 'Add Agent' });
    await expect(dialog.getByRole('alert')).toHaveText('Failed to create agent: The server is unavailable');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page)).toContainText('Failed to create agent');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
