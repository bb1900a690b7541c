import { randomUUID } from 'node:crypto';
import { THANK_YOU, UPLOAD_SLOT_LABELS } from '@funding/contracts';
import { mailsAbout } from './admin-kit.ts';
import { statementPdf } from './applicant-files.ts';
import { chooseFile, expectStep, field, nextStep } from './applicant-form.ts';
import { baseUrl, expect, mailApiUrl, test } from './fixtures.ts';

// After a submission without all four bank statements: what the thank-you page promises, and the
// e-mail that keeps the promise as owner 1 reads it on a phone.

const PHONE = { width: 375, height: 812 };
const UPLOAD_LINK = /^https?:\/\/[^\s]+\/upload-documents#[A-Za-z0-9_-]{43}$/;

test('an application without two statements is told which, and the e-mail carries the link on a phone', async ({
  page,
  browser,
}) => {
  const owner1Email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/application');
  await page.getByRole('button', { name: 'Test Data' }).click();
  await nextStep(page);
  await field(page, 'Owner 1 Email').fill(owner1Email);
  await nextStep(page);
  await expectStep(page, 3);
  await chooseFile(page, 'bankStatement1', statementPdf('january.pdf'));
  await chooseFile(page, 'bankStatement3', statementPdf('march.pdf'));
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  const applicationId = (await page.getByTestId('application-id').textContent()) ?? '';
  expect(applicationId).toMatch(/^FA-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(page.getByText(`${THANK_YOU.applicationIdLabel}: ${applicationId}`)).toBeVisible();
  const missing = page.getByRole('region', { name: THANK_YOU.missingStatementsTitle });
  await expect(missing.getByRole('listitem')).toHaveText([
    UPLOAD_SLOT_LABELS.bankStatement2,
    UPLOAD_SLOT_LABELS.bankStatement4,
  ]);
  await expect(missing).toContainText(THANK_YOU.missingStatementsLinkSent);

  // Owner 1's confirmation, rendered as the mail catcher shows it, at a phone's width.
  const mails = await mailsAbout(applicationId, 2);
  const confirmation = mails.find((mail) => mail.to.some((to) => to.address === owner1Email));
  expect(confirmation, 'the confirmation to owner 1').toBeDefined();
  const phone = await browser.newContext({ viewport: PHONE });
  const mailPage = await phone.newPage();
  await mailPage.goto(`${mailApiUrl()}/email/${confirmation!.id}/html`);
  const upload = mailPage.getByRole('link', { name: 'Upload your bank statements' });
  await expect(upload).toBeVisible();
  const uploadUrl = (await upload.getAttribute('href')) ?? '';
  expect(uploadUrl).toMatch(UPLOAD_LINK);
  // The plain-text part carries the same link.
  expect(confirmation!.text).toContain(uploadUrl);
  const box = await upload.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const widths = await mailPage.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'no horizontal scroll').toBeLessThanOrEqual(widths.client);
  await phone.close();

  // The thank-you page opened without a submission in this browser session sends to the form.
  const fresh = await browser.newContext({ baseURL: baseUrl() });
  const visitor = await fresh.newPage();
  await visitor.goto('/thank-you');
  await expect(visitor).toHaveURL(/\/application$/);
  await expectStep(visitor, 1);
  await fresh.close();
});
