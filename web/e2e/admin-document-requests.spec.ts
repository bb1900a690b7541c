import { DOCUMENT_REQUEST_MESSAGES, UPLOAD_SLOT_LABELS } from '@funding/contracts';
import { createAdminUser, mailReader, signInThroughForm } from './admin-kit.ts';
import { photoPng, statementPdf } from './applicant-files.ts';
import { fileInput } from './applicant-form.ts';
import { applicationForRequests, requestDocuments, uploadLinkMailedTo } from './document-request-kit.ts';
import { baseUrl, expect, expectNoAxeViolations, test } from './fixtures.ts';

// A staff member works an application from first look to approval, asking the applicant for the
// documents that are missing on the way (issue 16: assign -> note -> request documents -> the
// applicant uploads through the link -> approve).

test('staff assign, note, request documents, the applicant uploads through the link, staff approve', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const { applicationId, businessName, owner1Email } = await applicationForRequests(request);
  const staff = await createAdminUser(request, 'admin');
  await signInThroughForm(page, staff.username, staff.password);
  await page.goto(`/admin/applications/${applicationId}`);
  const applicationPage = page.getByRole('article', { name: `Application ${applicationId}` });
  const review = applicationPage.getByRole('region', { name: 'Review' });
  const requests = applicationPage.getByRole('region', { name: 'Document Requests' });
  const facts = applicationPage.getByRole('region', { name: 'Key facts' });
  await expect(requests).toContainText('No documents have been requested.');

  // Assign to self, then a note.
  await review.getByLabel('Assigned to').selectOption({ label: staff.username });
  await expect(review.getByRole('status').filter({ hasText: 'Assigned to' })).toHaveText(
    `Assigned to ${staff.username}`,
  );
  await review
    .getByLabel('Add a note')
    .fill('Only one statement came with the application; asking for February.');
  await review.getByRole('button', { name: 'Add note' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Note added' })).toBeVisible();

  // Request the missing documents; an empty request says what is missing.
  await requests.getByRole('button', { name: 'Request Documents' }).click();
  const form = requests.getByRole('form', { name: 'Request documents' });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText(DOCUMENT_REQUEST_MESSAGES.slotsRequired)).toBeVisible();
  await form.getByRole('checkbox', { name: UPLOAD_SLOT_LABELS.bankStatement2 }).check();
  await form.getByRole('checkbox', { name: UPLOAD_SLOT_LABELS.additionalDoc1 }).check();
  await form
    .getByLabel('Message to the applicant')
    .fill('Please send your February statement and a voided cheque.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(DOCUMENT_REQUEST_MESSAGES.requestSent).first()).toBeVisible();
  const item = requests.getByTestId('document-request');
  await expect(item).toContainText('Sent');
  await expect(item).toContainText(UPLOAD_SLOT_LABELS.bankStatement2);
  await expect(facts.getByText('Review status: Missing documents')).toBeVisible();

  // The applicant, in a browser of their own, uploads through the link from the e-mail.
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  try {
    await applicant.goto(`${baseUrl()}${await uploadLinkMailedTo(owner1Email)}`);
    await expect(applicant.getByText(businessName)).toBeVisible();
    await expect(
      applicant.getByText('Please send your February statement and a voided cheque.'),
    ).toBeVisible();
    await fileInput(applicant, 'bankStatement2').setInputFiles(statementPdf('february.pdf'));
    await fileInput(applicant, 'additionalDoc1').setInputFiles(photoPng('cheque.png'));
    await applicant.getByRole('button', { name: 'Upload Documents' }).click();
    await expect(applicant.getByRole('heading', { name: 'Documents received' })).toBeVisible();
  } finally {
    await applicantContext.close();
  }

  // The team is told, with the package rendered again.
  const subject = `Documents received: ${businessName} (${applicationId})`;
  const readReceived = mailReader({ subject });
  await expect
    .poll(async () => (await readReceived()).filter((mail) => mail.subject === subject).length, {
      timeout: 45_000,
      intervals: [500],
    })
    .toBe(1);

  // Staff see the request fulfilled, the new files, the status back In review; then approve.
  await page.reload();
  await expect(item).toContainText('Fulfilled');
  const documents = applicationPage.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('february.pdf');
  await expect(documents).toContainText('cheque.png');
  await expect(facts.getByText('Review status: In review')).toBeVisible();
  await review.getByLabel('Move to').selectOption({ label: 'Approved' });
  await review.getByRole('button', { name: 'Change status' }).click();
  const approval = page.getByRole('dialog', { name: 'Mark as Approved' });
  await approval.getByLabel(/^Approved amount/).fill('60,000');
  await approval.getByRole('button', { name: 'Mark as Approved' }).click();
  await expect(review.getByRole('status').filter({ hasText: 'Status changed' })).toHaveText(
    'Status changed to Approved',
  );
  await expect(facts.getByText('Review status: Approved')).toBeVisible();
});

test('a viewer sees the requests and their state, and is offered no request of their own', async ({
  page,
  request,
}) => {
  const { applicationId } = await applicationForRequests(request);
  await requestDocuments(request, applicationId, ['bankStatement3'], 'March, please.');
  const viewer = await createAdminUser(request, 'viewer');
  await signInThroughForm(page, viewer.username, viewer.password);
  await page.goto(`/admin/applications/${applicationId}`);
  const requests = page
    .getByRole('article', { name: `Application ${applicationId}` })
    .getByRole('region', { name: 'Document Requests' });
  await expect(requests.getByTestId('document-request')).toContainText(UPLOAD_SLOT_LABELS.bankStatement3);
  await expect(requests.getByTestId('document-request')).toContainText('March, please.');
  await expect(requests.getByRole('button', { name: 'Request Documents' })).toHaveCount(0);
});
