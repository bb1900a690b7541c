import { UUID_PATTERN } from '@funding/contracts';
import { mailsAbout } from './admin-kit.ts';
import { photoJpeg, photoPng, statementPdf } from './applicant-files.ts';
import {
  BUSINESS,
  chooseFile,
  expectStep,
  field,
  fillBusinessStep,
  fillOwner,
  nextStep,
  OWNER_1,
  OWNER_2,
  signAndAccept,
  toast,
} from './applicant-form.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test.describe('submitting an application', () => {
  test('a typed application with real documents reaches the thank-you page @phone', async ({ page }) => {
    await page.goto('/application');
    await expect(page.getByRole('heading', { name: 'Funding Application', level: 1 })).toBeVisible();
    await expect(page.getByText('Complete all sections below to submit your funding request.')).toBeVisible();
    await expect(page.getByText('SSL Secured')).toBeVisible();
    await expectStep(page, 1);
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(field(page, 'Country')).toHaveValue('United States');
    await expect(field(page, 'Country')).toBeDisabled();

    await fillBusinessStep(page);
    await nextStep(page);
    await expectStep(page, 2);
    await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    await fillOwner(page, 1, OWNER_1);
    await page.getByRole('checkbox', { name: 'Add second owner' }).check();
    await fillOwner(page, 2, OWNER_2);
    await nextStep(page);
    await expectStep(page, 3);

    await chooseFile(page, 'bankStatement1', statementPdf('january.pdf'));
    await chooseFile(page, 'bankStatement2', statementPdf('february.pdf'));
    await chooseFile(page, 'bankStatement3', photoJpeg('march-scan.jpg'));
    await chooseFile(page, 'bankStatement4', photoPng('april-scan.png'));
    await chooseFile(page, 'additionalDoc1', photoJpeg('drivers-license.jpeg'));
    await expect(page.getByText('january.pdf')).toBeVisible();
    await expect(page.getByText('april-scan.png')).toBeVisible();

    await expect(page.getByRole('region', { name: 'Authorization', exact: true })).toContainText('credit');
    await signAndAccept(page, 'Maria Lopez');
    await field(page, 'Partner Signature').pressSequentially('James Okafor');
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    await expect(field(page, 'Date')).toHaveValue(today);

    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/applications'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const request = await submitted;
    expect(request.method()).toBe('POST');
    expect(request.headers()['idempotency-key']).toMatch(UUID_PATTERN);
    expect(request.headers()['content-type']).toContain('multipart/form-data');

    await expect(page).toHaveURL(/\/thank-you$/);
    // The toast names the id the server gave (its wording: ApplicationForm.test.tsx).
    await expect(toast(page)).toContainText(/FA-[0-9A-Z]{5}-[0-9A-Z]{5}/);
    const applicationId = /FA-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(
      (await toast(page).first().textContent()) ?? '',
    )?.[0];
    expect(applicationId).toBeDefined();

    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
    await expect(page.getByText('Thank you for submitting your funding application.')).toBeVisible();
    await expect(page.getByText('24-48 hours')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Another Application' })).toHaveAttribute(
      'href',
      '/application',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    // Owner 1 gets one confirmation at the address typed, in the thank-you page's words, with no
    // SSN, EIN or date of birth and nothing attached; the processing team gets its notification.
    const mails = await mailsAbout(applicationId ?? '', 2);
    const confirmations = mails.filter((mail) => mail.to.some((to) => to.address === OWNER_1.email));
    expect(confirmations).toHaveLength(1);
    const [confirmation] = confirmations;
    expect(confirmation?.subject).toBe(`We received your funding application (${applicationId})`);
    expect(confirmation?.text).toContain(BUSINESS.businessName);
    expect(confirmation?.text).toContain(
      'A representative will contact you to discuss your funding options.',
    );
    for (const secret of [
      '123-45-6789',
      '987-65-4321',
      '12-3456789',
      OWNER_1.dateOfBirth,
      OWNER_2.dateOfBirth,
    ]) {
      expect(confirmation?.text).not.toContain(secret);
      expect(confirmation?.html).not.toContain(secret);
    }
    expect(confirmation?.attachments ?? []).toEqual([]);

    await page.getByRole('link', { name: 'Submit Another Application' }).click();
    await expect(page).toHaveURL(/\/application$/);
    await expectStep(page, 1);
    await expect(field(page, 'Business Name')).toHaveValue('');
  });
});
