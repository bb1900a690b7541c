import { expectStep, field, nextStep } from './applicant-form.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const DRAFT_KEY = 'fundingApplicationDraft';

test.describe('drafts', () => {
  test('a saved draft keeps no SSN, EIN or birth date, and can be resumed after a reload @phone', async ({
    page,
  }) => {
    await page.goto('/application');
    await expect(
      page.getByText(/SSNs, the EIN, dates of birth and uploaded files are never saved/),
    ).toBeVisible();
    await field(page, 'Business Name').pressSequentially('Harbor Street Bakery LLC');
    await field(page, 'EIN').pressSequentially('123456789');
    await field(page, 'Business City').pressSequentially('Portland');
    await field(page, 'Business Phone').pressSequentially('5035550142');
    await nextStep(page);
    await field(page, 'Owner 1 First Name').pressSequentially('Maria');
    await field(page, 'Owner 1 Email').pressSequentially('maria@harbor-bakery.test');
    await field(page, 'Owner 1 SSN').pressSequentially('123456789');
    await field(page, 'Owner 1 Date of Birth').fill('1979-04-12');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    const storedDraft = () => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
    await expect.poll(storedDraft).toContain('Harbor Street Bakery LLC');
    const stored = await storedDraft();
    for (const secret of ['123-45-6789', '12-3456789', '1979-04-12']) expect(stored).not.toContain(secret);

    await page.reload();
    const offer = page.getByRole('region', { name: 'Resume your saved draft?' });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Resume Draft' }).click();
    await expect(offer).toHaveCount(0);
    // Back on the step where it was saved.
    await expectStep(page, 2);
    await expect(field(page, 'Owner 1 First Name')).toHaveValue('Maria');
    await expect(field(page, 'Owner 1 Email')).toHaveValue('maria@harbor-bakery.test');
    await expect(field(page, 'Owner 1 SSN')).toHaveValue('');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 1);
    await expect(field(page, 'Business Name')).toHaveValue('Harbor Street Bakery LLC');
    await expect(field(page, 'Business City')).toHaveValue('Portland');
    // How to reach the applicant is kept: it is not among the fields a draft never holds.
    await expect(field(page, 'Business Phone')).toHaveValue('(503) 555-0142');
    await expect(field(page, 'EIN')).toHaveValue('');
  });

  test('a draft can be discarded', async ({ page }) => {
    await page.goto('/application');
    await field(page, 'Business Name').pressSequentially('Discard Me Inc');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY))
      .not.toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Discard Draft' }).click();
    await expect(page.getByRole('region', { name: 'Resume your saved draft?' })).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Resume your saved draft?' })).toHaveCount(0);
  });
});
