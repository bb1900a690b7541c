import { goToDocumentsStep, nextStep } from './applicant-form.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('accessibility', () => {
  test('every step of the form has no axe violations @phone', async ({ page }) => {
    await page.goto('/application');
    await expectNoAxeViolations(page);
    await nextStep(page);
    await page.getByRole('checkbox', { name: 'Add second owner' }).check();
    await expectNoAxeViolations(page);
    await nextStep(page);
    await expect(page.getByRole('heading', { name: 'Documents and Authorization' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The thank-you page shows only after a submission: applicant-submit.spec.ts checks it with axe
  // and its noindex there.

  test('the form works from the keyboard alone', async ({ page }) => {
    await page.goto('/application');
    await page.getByRole('button', { name: 'Test Data' }).focus();
    await page.keyboard.press('Enter');
    // Next Step twice, by keyboard; focus moves to each new step's heading.
    await page.getByRole('button', { name: 'Next Step' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ownership Information' })).toBeFocused();
    await page.getByRole('button', { name: 'Next Step' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Documents and Authorization' })).toBeFocused();
    // Tab from the heading reaches the first file control's button.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Bank Statement (Most Recent Month) Choose files or drag here' }),
    ).toBeFocused();
  });

  test('an empty submission, its error summary and the invalid fields have no axe violations @phone', async ({
    page,
  }) => {
    await page.goto('/application');
    await goToDocumentsStep(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please complete these required fields:' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
