import type { Agent } from '@funding/contracts';
import {
  apiSignIn,
  field,
  openPanelWithToken,
  openTab,
  rowOf,
  submitApplication,
  toast,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('admin agents', () => {
  test('an agent is created, edited, copied, deactivated, counted, opened by its link and deleted', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPanelWithToken(page, await apiSignIn(request));
    const panel = await openTab(page, 'Agents');

    // Create: the spec's message when a required field is missing.
    await panel.getByRole('button', { name: 'Add Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Agent' });
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    const name = uniqueName('Casey Broker');
    await field(page, 'Name').fill(name);
    await field(page, 'Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@agents.test`);
    await field(page, 'Phone').fill('(512) 555-0199');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/agents') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create Agent' }).click();
    const agent = (await (await created).json()) as Agent;
    await expect(toast(page)).toContainText('Agent created successfully');
    await expect(dialog).toBeHidden();
    const row = rowOf(panel, name);
    await expect(row).toContainText('Active');
    await expect(row.getByRole('cell').nth(4)).toHaveText('0');
    await expectNoAxeViolations(page);

    // Edit: the name changes, the referral link (made from the first name) stays.
    const link = agent.referralLink;
    expect(link).toMatch(/-funding-application$/);
    await expect(row.getByRole('link')).toHaveText(link);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await expect(field(page, 'Name')).toHaveValue(name);
    const renamed = `${name} Jr`;
    await field(page, 'Name').fill(renamed);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Agent updated successfully');
    const renamedRow = rowOf(panel, renamed);
    await expect(renamedRow.getByRole('link')).toHaveText(link);

    // Copy the referral link.
    await renamedRow.getByRole('button', { name: `Copy Link ${renamed}` }).click();
    await expect(toast(page)).toContainText('Link Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // An application through the agent's link counts for the agent.
    await submitApplication(
      request,
      { businessName: uniqueName('Agent Referred Cafe') },
      {
        agentId: agent.id,
      },
    );
    await openTab(page, 'Applications');
    await openTab(page, 'Agents');
    await expect(renamedRow.getByRole('cell').nth(4)).toHaveText('1');

    // The link opens the form with the agent's card.
    const form = await context.newPage();
    await form.goto(link);
    await expect(form.getByRole('region', { name: renamed })).toContainText('Business Funding Specialist');
    await form.close();

    // Deactivate and activate again.
    await renamedRow.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    await expect(renamedRow).toContainText('Inactive');
    await renamedRow.getByRole('button', { name: `Activate ${renamed}` }).click();
    await expect(renamedRow.getByRole('button', { name: `Deactivate ${renamed}` })).toBeVisible();

    // Delete, after a confirmation.
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Agent' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Agent deleted successfully');
    await expect(renamedRow).toHaveCount(0);
  });
});
