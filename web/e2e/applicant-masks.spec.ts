import { field, nextStep } from './applicant-form.ts';
import { expect, test } from './fixtures.ts';

test.describe('input masks', () => {
  test('format the EIN, zip, SSN and phones while typing and drop anything but digits @phone', async ({
    page,
  }) => {
    await page.goto('/application');
    const ein = field(page, 'EIN');
    await ein.pressSequentially('12a3456789999');
    await expect(ein).toHaveValue('12-3456789');

    const zip = field(page, 'Business Zip Code');
    await zip.pressSequentially('97209');
    await expect(zip).toHaveValue('97209');
    await zip.pressSequentially('1234567');
    await expect(zip).toHaveValue('97209-1234');

    const businessPhone = field(page, 'Business Phone');
    await businessPhone.pressSequentially('503');
    await expect(businessPhone).toHaveValue('(503');
    await businessPhone.pressSequentially('x555-01429');
    await expect(businessPhone).toHaveValue('(503) 555-0142');
    await businessPhone.press('Backspace');
    await expect(businessPhone).toHaveValue('(503) 555-014');
    // A pasted number with the country code keeps the ten digits that matter.
    await businessPhone.fill('+1 503 555 0199');
    await expect(businessPhone).toHaveValue('(503) 555-0199');

    await nextStep(page);
    const ssn = field(page, 'Owner 1 SSN');
    await ssn.pressSequentially('123 45 6789 0');
    await expect(ssn).toHaveValue('123-45-6789');
    const ownerZip = field(page, 'Owner 1 Zip Code');
    await ownerZip.pressSequentially('9720x1');
    await expect(ownerZip).toHaveValue('97201');
    const mobile = field(page, 'Owner 1 Mobile Phone');
    await mobile.pressSequentially('1 (971) 555.0163');
    await expect(mobile).toHaveValue('(971) 555-0163');

    await page.getByRole('checkbox', { name: 'Add second owner' }).check();
    const secondSsn = field(page, 'Owner 2 SSN');
    await secondSsn.pressSequentially('98765');
    await expect(secondSsn).toHaveValue('987-65');
    const secondMobile = field(page, 'Owner 2 Mobile Phone');
    await secondMobile.pressSequentially('5415550100');
    await expect(secondMobile).toHaveValue('(541) 555-0100');
  });
});
