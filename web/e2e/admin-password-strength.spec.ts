import { createAdminUser, field, openTab, signInThroughForm } from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const ADVICE =
  'Choose a stronger password: This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.';

test("a weak staff password is refused under its field, when adding a user and when changing one's own", async ({
  page,
  request,
}) => {
  const self = await createAdminUser(request, 'super_admin');
  await signInThroughForm(page, self.username, self.password);
  const panel = await openTab(page, 'Admin Management');

  await panel.getByRole('button', { name: 'Add Admin User' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Admin User' });
  await field(page, 'Username').fill(`e2e-weak-${Date.now()}`);
  await field(page, 'Email').fill('weak@staff.test');
  await field(page, 'Password').fill('Password1');
  await addDialog.getByRole('button', { name: 'Add User' }).click();
  await expect(field(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Password')).toHaveAccessibleDescription(ADVICE);
  await expectNoAxeViolations(page);
  await addDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const changeDialog = page.getByRole('dialog', { name: 'Change Password' });
  await field(page, 'Current Password').fill(self.password);
  await field(page, 'New Password').fill('Password1');
  await field(page, 'Confirm New Password').fill('Password1');
  await changeDialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(field(page, 'New Password')).toHaveAccessibleDescription(ADVICE);
  await expect(changeDialog).toBeVisible();
});
