import { expectStep, field, goToDocumentsStep, nextStep, toast } from './applicant-form.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('errors', () => {
  test('moving between steps never validates', async ({ page }) => {
    await page.goto('/application');
    await nextStep(page);
    await expectStep(page, 2);
    await nextStep(page);
    await expectStep(page, 3);
    await expect(page.getByText('Business name is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectStep(page, 2);
  });

  test('an empty submission lists five fields, counts the rest, and leads to each field @phone', async ({
    page,
  }) => {
    await page.goto('/application');
    await goToDocumentsStep(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please complete these required fields:' });
    await expect(summary).toBeVisible();
    const entries = summary.getByRole('listitem');
    await expect(entries).toHaveCount(5);
    await expect(entries.nth(0)).toHaveText('Business Name: Business name is required');
    await expect(entries.nth(1)).toHaveText('Type of Entity: Entity type is required');
    await expect(entries.nth(2)).toHaveText('EIN: EIN must be in format XX-XXXXXXX');
    // 10 business, 11 owner-1 and 2 authorization fields are missing: 5 shown, 18 more.
    await expect(summary.getByText('... and 18 more')).toBeVisible();

    // The fields of the current step show their own messages, tied to the input.
    const signature = field(page, 'Owner Signature');
    await expect(signature).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Owner signature is required')).toBeVisible();
    await expect(page.getByText('You must accept the terms of service')).toBeVisible();
    await expectNoAxeViolations(page);

    await summary.getByRole('button', { name: /EIN/ }).click();
    await expectStep(page, 1);
    await expect(field(page, 'EIN')).toBeFocused();
    await expect(field(page, 'EIN')).toHaveAccessibleDescription('EIN must be in format XX-XXXXXXX');

    // Fixing a field takes it off the list.
    await field(page, 'Business Name').pressSequentially('Harbor Street Bakery LLC');
    await expect(summary.getByRole('button', { name: /Business Name/ })).toHaveCount(0);
    await expect(summary.getByText('... and 17 more')).toBeVisible();
  });

  test('an entry for an owner field opens step 2 at that field', async ({ page }) => {
    await page.goto('/application');
    await page.getByRole('button', { name: 'Test Data' }).click();
    await nextStep(page);
    await field(page, 'Owner 1 First Name').clear();
    await nextStep(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please complete these required fields:' });
    await expect(summary.getByRole('listitem')).toHaveCount(1);
    await summary.getByRole('button', { name: 'Owner 1 First Name: First name is required' }).click();
    await expectStep(page, 2);
    await expect(field(page, 'Owner 1 First Name')).toBeFocused();
  });

  test('a server validation failure shows the Validation Error toast and the server messages', async ({
    page,
  }) => {
    await page.goto('/application');
    await page.getByRole('button', { name: 'Test Data' }).click();
    await goToDocumentsStep(page);
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Application validation failed',
          code: 'validation_failed',
          fields: { businessCity: 'City is required', bankStatement1: 'File must be a PDF, JPG or PNG' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Please check all required fields are filled correctly.');
    const summary = page.getByRole('alert').filter({ hasText: 'Please complete these required fields:' });
    await expect(summary.getByRole('listitem')).toHaveText([
      'Business City: City is required',
      'Bank Statement (Most Recent Month): File must be a PDF, JPG or PNG',
    ]);
    await expect(page).toHaveURL(/\/application$/);
  });

  test('any other server failure shows Submission Failed with the server message', async ({ page }) => {
    await page.goto('/application');
    await page.getByRole('button', { name: 'Test Data' }).click();
    await goToDocumentsStep(page);
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Document storage is unavailable', code: 'unavailable' }),
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toContainText('Submission Failed');
    await expect(toast(page)).toContainText('Document storage is unavailable');
    // One toast at a time: a second failure replaces the first.
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page)).toHaveCount(1);
  });
});
