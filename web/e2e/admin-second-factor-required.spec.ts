import { freePort } from '../../scripts/stack/process.ts';
import { type RunningService, spawnService, waitUntilReady } from '../../scripts/stack/services.ts';
import { createAdminUser, field } from './admin-kit.ts';
import { expect, expectNoAxeViolations, serviceBundle, systemEnv, test } from './fixtures.ts';
import { nextTotpCode, totpCode } from './totp.ts';

// A second BFF on the same servers with STAFF_SECOND_FACTOR=required, as a deployment sets it: the
// users are the same, the rule is the one under test.
let requiredBff: RunningService | undefined;
let requiredUrl = '';

test.beforeAll(async () => {
  const port = await freePort();
  requiredUrl = `http://127.0.0.1:${port}`;
  requiredBff = spawnService(
    'bff',
    { ...systemEnv(), PORT: String(port), PUBLIC_BASE_URL: requiredUrl, STAFF_SECOND_FACTOR: 'required' },
    () => undefined,
    { bundleDir: serviceBundle() },
  );
  await waitUntilReady(requiredBff, `${requiredUrl}/api/ready`);
});

test.afterAll(async () => {
  await requiredBff?.stop();
});

test('when it is required, an admin without it is led through enrolment before the panel opens', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createAdminUser(request, 'viewer');

  await page.goto(`${requiredUrl}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-step verification', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code that adds/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const secret = (await page.locator('code').innerText()).replaceAll(' ', '');
  await field(page, 'Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();

  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByLabel('I have saved these recovery codes').check();
  await page.getByRole('button', { name: 'Continue to the Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

  // Required: it cannot be turned off, and the next sign-in asks for a code.
  await page.getByRole('button', { name: 'Two-Step Verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-Step Verification' });
  await expect(dialog).toContainText('Two-step verification is on');
  await expect(dialog.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Logout' }).click();
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await field(page, 'Authentication code').fill(nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
});
