import { randomUUID } from 'node:crypto';
import {
  apiSignIn,
  createAdminUser,
  field,
  openTab,
  rowOf,
  signInThroughForm,
  strongPassword,
  toast,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('admin management', () => {
  test('a super admin adds, edits and deletes an admin user, and cannot delete or demote themselves', async ({
    page,
    request,
  }) => {
    const self = await createAdminUser(request, 'super_admin');
    await signInThroughForm(page, self.username, self.password);
    const panel = await openTab(page, 'Admin Management');

    // The current user is listed as themselves, with their real role.
    const selfRow = rowOf(panel, self.username);
    await expect(selfRow).toContainText('You');
    await expect(selfRow).toContainText('Super Admin');
    await expectNoAxeViolations(page);

    await selfRow.getByRole('button', { name: `Delete ${self.username}` }).click();
    await expect(toast(page)).toContainText('Cannot Delete');
    await expect(toast(page)).toContainText('You cannot delete your own account');

    await selfRow.getByRole('button', { name: `Edit ${self.username}` }).click();
    const selfEdit = page.getByRole('dialog', { name: 'Edit Admin User' });
    await expect(field(page, 'Role')).toBeDisabled();
    await expect(selfEdit.getByRole('switch', { name: 'Account status' })).toBeDisabled();
    await expect(selfEdit).toContainText('You cannot change your own role or active status');
    await selfEdit.getByRole('button', { name: 'Cancel' }).click();

    // Add: the spec's message when a required field is missing.
    await panel.getByRole('button', { name: 'Add Admin User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Admin User' });
    await expect(field(page, 'Role').locator('option')).toHaveText(['Admin', 'Viewer']);
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    const username = `e2e-new-${randomUUID().slice(0, 8)}`;
    await field(page, 'Username').fill(username);
    await field(page, 'Email').fill(`${username}@staff.test`);
    await field(page, 'Password').fill('a-strong-password');
    await field(page, 'Role').selectOption('viewer');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toast(page)).toContainText('Admin user created successfully');
    const row = rowOf(panel, username);
    await expect(row).toContainText('Viewer');
    await expect(row).toContainText('Active');

    // Edit: e-mail, role (all three offered) and the Active/Inactive toggle.
    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Admin User' });
    await expect(field(page, 'Role').locator('option')).toHaveText(['Super Admin', 'Admin', 'Viewer']);
    await field(page, 'Email').fill(`${username}@renamed.test`);
    await field(page, 'Role').selectOption('admin');
    const status = editDialog.getByRole('switch', { name: 'Account status' });
    await expect(status).toHaveAttribute('aria-checked', 'true');
    await status.click();
    await expect(status).toHaveAttribute('aria-checked', 'false');
    await expect(status).toContainText('Inactive');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Admin user updated successfully');
    await expect(row).toContainText(`${username}@renamed.test`);
    await expect(row).toContainText('Admin');
    await expect(row).toContainText('Inactive');

    // Delete, after a confirmation.
    await row.getByRole('button', { name: `Delete ${username}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Admin User' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page)).toContainText('Admin user deleted successfully');
    await expect(row).toHaveCount(0);
  });

  test('changing your own password checks the rules and keeps you signed in', async ({ page, request }) => {
    // Never the shared first admin: a password change ends every other session of the user.
    const self = await createAdminUser(request, 'super_admin');
    await signInThroughForm(page, self.username, self.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Change Password' });

    await field(page, 'Current Password').fill(self.password);
    await field(page, 'New Password').fill('short');
    await field(page, 'Confirm New Password').fill('different');
    await submit.click();
    await expect(field(page, 'New Password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const newPassword = strongPassword();
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill(newPassword);
    await submit.click();
    await expect(toast(page)).toContainText('Password changed successfully');
    await expect(dialog).toBeHidden();

    // The new token was stored: the panel still opens after a reload, and the new password works.
    await openTab(page, 'Admin Management');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await apiSignIn(request, { username: self.username, password: newPassword });
    const old = await request.post('/api/auth/login', {
      data: { username: self.username, password: self.password },
    });
    expect(old.status()).toBe(401);
  });
});
