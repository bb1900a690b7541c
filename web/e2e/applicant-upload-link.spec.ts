import { DOCUMENT_REQUEST_MESSAGES, MESSAGES } from '@funding/contracts';
import { photoPng, statementPdf, statementPdfWithJavaScript } from './applicant-files.ts';
import { fileInput } from './applicant-form.ts';
import {
  applicationForRequests,
  requestDocuments,
  uploadLinkMailedTo,
  withDatabase,
} from './document-request-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The applicant's page of a document request, reached from the e-mail's link.

test.describe('the upload page of a document request', () => {
  test('shows the business and the message, takes the requested files one by one, then says it is done @phone', async ({
    page,
    request,
  }) => {
    const { applicationId, businessName, owner1Email } = await applicationForRequests(request);
    await requestDocuments(
      request,
      applicationId,
      ['bankStatement2', 'additionalDoc1'],
      'Your February statement and a voided cheque, please.',
    );
    const link = await uploadLinkMailedTo(owner1Email);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Upload Documents', level: 1 })).toBeVisible();
    await expect(page.getByText(businessName)).toBeVisible();
    await expect(page.getByText('Your February statement and a voided cheque, please.')).toBeVisible();
    // Whoever holds the link sees no personal data.
    const text = await page.locator('main').innerText();
    for (const personal of ['Jordan', 'Reviewer', owner1Email, '123-45-6789', '12-3456789', 'Oak Avenue']) {
      expect(text).not.toContain(personal);
    }
    // Exactly the requested controls.
    await expect(page.locator('input[type="file"]')).toHaveCount(2);
    await expectNoAxeViolations(page);

    const upload = page.getByRole('button', { name: 'Upload Documents' });
    await expect(upload).toBeDisabled();
    await fileInput(page, 'bankStatement2').setInputFiles(statementPdf('february.pdf'));
    await upload.click();
    await expect(
      page.getByRole('status').filter({ hasText: DOCUMENT_REQUEST_MESSAGES.uploadedSome }),
    ).toBeVisible();
    await expect(page.getByText('Received', { exact: true })).toHaveCount(1);
    await expect(page.locator('input[type="file"]')).toHaveCount(1);

    await fileInput(page, 'additionalDoc1').setInputFiles(photoPng('cheque.png'));
    await upload.click();
    await expect(page.getByRole('heading', { name: 'Documents received' })).toBeVisible();
    await expect(page.getByText(DOCUMENT_REQUEST_MESSAGES.linkFulfilled)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Documents received' })).toBeVisible();
  });

  test('shows a refused file under its control, as the form does', async ({ page, request }) => {
    const { applicationId, owner1Email } = await applicationForRequests(request);
    await requestDocuments(request, applicationId, ['bankStatement3'], 'March, please.');
    await page.goto(await uploadLinkMailedTo(owner1Email));
    await fileInput(page, 'bankStatement3').setInputFiles(statementPdfWithJavaScript('march.pdf'));
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.uploadActiveContent })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload Documents', level: 1 })).toBeVisible();
  });

  test('explains a link that does not work and one that has expired', async ({ page, request }) => {
    await page.goto('/upload-documents#not-a-real-link');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.goto(`/upload-documents#${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByText(DOCUMENT_REQUEST_MESSAGES.linkInvalid)).toBeVisible();

    const { applicationId, owner1Email } = await applicationForRequests(request);
    await requestDocuments(request, applicationId, ['bankStatement4'], 'April, please.');
    const link = await uploadLinkMailedTo(owner1Email);
    await withDatabase(
      (sql) =>
        sql`update document_requests set expires_at = now() - interval '1 minute'
            where application_id = (select id from applications where application_id = ${applicationId})`,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expect(page.getByText(DOCUMENT_REQUEST_MESSAGES.linkExpired)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
