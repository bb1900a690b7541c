import type { Page } from '@playwright/test';
import {
  createAdminUser,
  enrolSecondFactor,
  enterPassword,
  enterSecondFactorCode,
  field,
  openTab,
  rowOf,
  signInThroughForm,
  toast,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { nextTotpCode, totpCode } from './totp.ts';

const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Panel', level: 1 });

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
}

test.describe('two-step verification', () => {
  test('an admin turns it on from the portal, then signs in with a code and with a recovery code; a reused and a wrong code are refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Logout ends every session of the user, so the spec has a user of its own.
    const user = await createAdminUser(request, 'admin');
    await signInThroughForm(page, user.username, user.password);

    await page.getByRole('button', { name: 'Two-Step Verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Step Verification' });
    await expect(dialog).toContainText('Two-step verification is off');
    await dialog.getByRole('button', { name: 'Set up' }).click();
    // Setting up asks for the password again.
    await field(page, 'Current Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The QR code and the key as text; the key is what this test types into its "app".
    await expect(dialog.getByRole('img', { name: /QR code that adds/ })).toBeVisible();
    const secret = (await dialog.locator('code').innerText()).replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page);
    await field(page, 'Code from the app').fill(totpCode(secret));
    await dialog.getByRole('button', { name: 'Turn on two-step verification' }).click();

    // The recovery codes, shown once.
    const list = dialog.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('I have saved these recovery codes').check();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toContainText('Two-step verification is on');
    await expect(dialog).toContainText('10 of 10 recovery codes left');
    await page.keyboard.press('Escape');
    // This session goes on (with the new token) after a reload.
    await page.reload();
    await expect(panelHeading(page)).toBeVisible();
    await logout(page);

    // Password, then a code from the app (the next step's: the enrolment used this one).
    const signInCode = nextTotpCode(secret);
    await enterPassword(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
    await expect(page.getByText('Authorized personnel only')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Two-step verification', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page);
    await enterSecondFactorCode(page, signInCode);
    await expect(panelHeading(page)).toBeVisible();
    await logout(page);

    // The same code again: refused; a wrong code: refused; a recovery code signs in. (Which refusal
    // says what: the BFF's second-factor tests; how the screen shows one: LoginScreen.test.tsx.)
    await enterPassword(page, user.username, user.password);
    await enterSecondFactorCode(page, signInCode);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    const wrongCode = signInCode === '000000' ? '111111' : '000000';
    await field(page, 'Authentication code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Refused: the field is emptied for the next try, and the panel stays closed.
    await expect(field(page, 'Authentication code')).toHaveValue('');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(panelHeading(page)).toHaveCount(0);
    await field(page, 'Authentication code').fill(recoveryCodes[0]!.toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(panelHeading(page)).toBeVisible();

    await page.getByRole('button', { name: 'Two-Step Verification' }).click();
    await expect(dialog).toContainText('9 of 10 recovery codes left');
    await page.keyboard.press('Escape');
    await logout(page);

    // A recovery code works once.
    await enterPassword(page, user.username, user.password);
    await enterSecondFactorCode(page, recoveryCodes[0]!);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(panelHeading(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('turning it off needs a current code', async ({ page, request }) => {
    const user = await createAdminUser(request, 'viewer');
    const { secret, recoveryCodes } = await enrolSecondFactor(request, user);
    await enterPassword(page, user.username, user.password);
    await enterSecondFactorCode(page, nextTotpCode(secret));
    await expect(panelHeading(page)).toBeVisible();

    await page.getByRole('button', { name: 'Two-Step Verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Step Verification' });
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    // The app's current codes were used by the enrolment and the sign-in: a recovery code confirms.
    await field(page, 'Authentication code').fill(recoveryCodes[0]!);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog.getByRole('status').first()).toHaveText('Two-step verification is off');
    await expect(dialog).toContainText('Two-step verification is off for your account');
    await expectNoAxeViolations(page);
  });

  test('a super admin resets the two-step verification of another user, after confirming', async ({
    page,
    request,
  }) => {
    const superAdmin = await createAdminUser(request, 'super_admin');
    const user = await createAdminUser(request, 'admin');
    await enrolSecondFactor(request, user);
    await signInThroughForm(page, superAdmin.username, superAdmin.password);
    const panel = await openTab(page, 'Admin Management');
    const row = rowOf(panel, user.username);
    await expect(row).toContainText('On');
    // Nobody resets their own from here.
    await expect(
      rowOf(panel, superAdmin.username).getByRole('button', { name: /Reset two-step/ }),
    ).toHaveCount(0);

    await row.getByRole('button', { name: `Reset two-step ${user.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset Two-Step Verification' });
    await expect(confirm).toContainText(`Reset two-step verification for ${user.username}?`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('On');

    await row.getByRole('button', { name: `Reset two-step ${user.username}` }).click();
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page)).toContainText(`Two-step verification was reset for ${user.username}`);
    await expect(row.getByRole('cell').nth(4)).toHaveText('Off');
    // The user signs in with the password alone again (two-step verification is optional here).
    await logout(page);
    await signInThroughForm(page, user.username, user.password);
  });
});
