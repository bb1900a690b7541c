import { readFile } from 'node:fs/promises';
import { apiSignIn, createAdminUser, openPanelWithToken, openTab } from './admin-kit';
import { expect, test } from './fixtures';

test.describe('admin audit log', () => {
  test('a super admin filters the trail by action and person, the address keeps them through a reload, and the CSV downloads', async ({
    page,
    request,
  }) => {
    // A person who did something the trail records: signed in.
    const reviewer = await createAdminUser(request, 'admin');
    await apiSignIn(request, reviewer);
    const superAdmin = await createAdminUser(request, 'super_admin');
    await openPanelWithToken(page, await apiSignIn(request, superAdmin));

    const panel = await openTab(page, 'Audit Log');
    await expect(panel.getByRole('region', { name: 'Audit log table' })).toBeVisible();
    await panel.getByLabel('Action').selectOption({ label: 'Signed in' });
    await expect(page).toHaveURL(/[?&]action=login(&|$)/);
    await panel.getByLabel('Person').selectOption({ label: reviewer.username });
    await expect(page).toHaveURL(new RegExp(`[?&]actor=${reviewer.id}(&|$)`));
    await expect(page).toHaveURL(/[?&]action=login(&|$)/);

    const rows = panel.getByRole('region', { name: 'Audit log table' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(reviewer.username);
    await expect(rows.nth(1)).toContainText('Signed in');

    await page.reload();
    const reloaded = page.getByRole('tabpanel', { name: 'Audit Log' });
    await expect(reloaded.getByLabel('Person')).toHaveValue(reviewer.id);
    await expect(reloaded.getByLabel('Action')).toHaveValue('login');
    await expect(reloaded.getByRole('region', { name: 'Audit log table' }).getByRole('row')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await reloaded.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    // UTF-8 with a BOM (so Excel reads it as UTF-8), every cell quoted, CRLF line ends.
    const [header, ...entries] = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(header).toBe('\uFEFF"When (UTC)","Person","Action","Application ID","Details","IP Address"');
    const lines = [header, ...entries.filter((line) => line !== '')];
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${reviewer.username}","Signed in"`);
  });
});
