import { ADMIN_REFRESH_MS, DEAL_FIELDS, FIELD_LABELS, STEP_FIELDS } from '@funding/contracts';
import type { Page } from '@playwright/test';
import {
  apiSignIn,
  bearer,
  openPanelWithToken,
  openTab,
  rowMenuItem,
  rowOf,
  submitApplication,
  toast,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

test.describe('admin applications', () => {
  test('a submitted application appears, its indicators turn green, and its PDF can be viewed and downloaded', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const businessName = uniqueName('Admin Review Bakery');
    const applicationId = await submitApplication(request, { businessName, entityType: 'partnership' });
    const session = await apiSignIn(request);

    // A controllable clock: the 30-second refresh is run forward instead of waited for.
    await page.clock.install();
    await openPanelWithToken(page, session);
    const panel = await openTab(page, 'Applications');
    await searchFor(page, businessName);
    const row = rowOf(panel, applicationId);
    await expect(row).toContainText(businessName);
    await expect(row).toContainText('Partnership');
    await expect(row).toContainText('Jordan Reviewer');
    await expectNoAxeViolations(page);

    // The workers run in this system: the list's own refresh shows both steps turning green.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(ADMIN_REFRESH_MS);
          return row.innerText();
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toMatch(/Generated[\s\S]*Sent/);
    await expect(row.getByText('PDF status:')).toBeAttached();
    await expect(row).toContainText(/Processing time: \d+s/);

    // View: a new tab opens the PDF through a single-use link, never through the session token.
    const pdfResponse = page
      .context()
      .waitForEvent('response', (response) => response.url().includes(`/${applicationId}/download-pdf`));
    const popup = page.waitForEvent('popup');
    await (await rowMenuItem(page, row, applicationId, 'View PDF')).click();
    await popup;
    const viewed = await pdfResponse;
    expect(viewed.status()).toBe(200);
    expect(viewed.headers()['content-type']).toBe('application/pdf');
    expect(viewed.url()).toContain('token=');
    expect(viewed.url()).not.toContain(session.token);

    // Download: saved as a file named after the application.
    const download = page.waitForEvent('download');
    await (await rowMenuItem(page, row, applicationId, 'Download PDF')).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${applicationId}.*\\.pdf$`));
  });

  test("an application's page lists every answer in form order with its documents; delete asks first", async ({
    page,
    request,
  }) => {
    const businessName = uniqueName('Admin Detail Works');
    // Found in the list by owner 1's e-mail address, which only this application has.
    const owner1Email = `${businessName.toLowerCase().replace(/\W+/g, '.')}@owners.test`;
    const applicationId = await submitApplication(request, { businessName, entityType: 'llc', owner1Email });
    await openPanelWithToken(page, await apiSignIn(request));
    const panel = await openTab(page, 'Applications');
    await searchFor(page, owner1Email.toUpperCase());
    const row = rowOf(panel, applicationId);

    await row.getByRole('button', { name: `Details ${applicationId}` }).click();
    const applicationPage = page.getByRole('article', { name: `Application ${applicationId}` });
    await expect(applicationPage).toBeVisible();
    const answers = applicationPage.getByRole('region', { name: 'Application answers' });
    const business = answers.getByRole('region', { name: 'Business Information' });
    const deal: readonly string[] = DEAL_FIELDS;
    await expect(business.locator('dt')).toHaveText(
      STEP_FIELDS[1].filter((field) => !deal.includes(field)).map((field) => FIELD_LABELS[field]),
    );
    await expect(business.locator('dd').first()).toHaveText(businessName);
    // SSN and EIN are masked until an admin reveals them with a reason.
    await expect(business).toContainText('**-***6789');
    await expect(business).not.toContainText('12-3456789');
    const owner = answers.getByRole('region', { name: 'Owner 1' });
    await expect(owner).toContainText('***-**-6789');
    // How to reach the applicant: links staff can click to call or write.
    await expect(business.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+15125550100',
    );
    await expect(owner.getByRole('link', { name: owner1Email })).toHaveAttribute(
      'href',
      `mailto:${owner1Email}`,
    );
    await expect(answers.getByRole('region', { name: 'Authorization' }).locator('dt')).toHaveText(
      STEP_FIELDS[3].map((field) => FIELD_LABELS[field]),
    );
    const documents = applicationPage.getByRole('region', { name: 'Documents' });
    await expect(documents).toContainText('Bank Statement (Most Recent Month)');
    await expect(documents).toContainText('march-statement.pdf');
    // The pipeline's statements step has read the upload: a one-page letter, not a bank statement.
    const statements = applicationPage.getByRole('region', { name: 'Bank Statements Analysis' });
    await expect(statements.getByRole('table', { name: 'Statements by month' })).toContainText(
      'march-statement.pdf',
      { timeout: 20_000 },
    );
    await expect(statements.getByTestId('statement-row')).toContainText('Not a bank statement');
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: /^Download .*march-statement\.pdf$/ }).click();
    expect((await download).suggestedFilename()).toBe('march-statement.pdf');
    await page.getByRole('button', { name: /Back to applications/ }).click();
    await expect(applicationPage).toBeHidden();

    await (await rowMenuItem(page, row, applicationId, 'Delete')).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Application' });
    await expect(confirm).toContainText(applicationId);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await (await rowMenuItem(page, row, applicationId, 'Delete')).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Application deleted successfully');
    await expect(panel.getByText('No applications found.')).toBeVisible();
    const gone = await request.get(`/api/admin/applications/${applicationId}`, {
      headers: bearer((await apiSignIn(request)).token),
    });
    expect(gone.status()).toBe(404);
  });
  test('a failed step shows red with its errors on hover, click and focus, and can be retried', async ({
    page,
    request,
  }) => {
    const businessName = uniqueName('Admin Retry Foods');
    const applicationId = await submitApplication(request, { businessName });
    // The workers rarely fail on purpose, so the list is made to report a failed PDF for this one.
    const error = 'PDF rendering failed: march-statement.pdf could not be read';
    await page.route(
      (url) => url.pathname === '/api/admin/applications',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { applications: Record<string, unknown>[] };
        for (const application of body.applications) {
          if (application.applicationId !== applicationId) continue;
          Object.assign(application, {
            pdfStatus: 'failed',
            pdfGenerated: false,
            emailStatus: 'processing',
            emailSent: undefined,
            processingTimeMs: null,
            processingErrors: [error],
          });
        }
        await route.fulfill({ response, json: body });
      },
    );
    let retried = false;
    await page.route(`**/api/admin/applications/${applicationId}/retry`, async (route) => {
      retried = route.request().method() === 'POST';
      await route.fulfill({ json: { success: true, message: 'Processing restarted', retried: ['pdf'] } });
    });

    await openPanelWithToken(page, await apiSignIn(request));
    const panel = await openTab(page, 'Applications');
    await searchFor(page, applicationId);
    const row = rowOf(panel, applicationId);
    const failed = row.getByRole('button', { name: 'PDF status: Failed' });
    await expect(failed).toBeVisible();
    await expect(row.getByText('Email status:')).toBeAttached();
    await expect(row).toContainText('Processing');
    await expect(await rowMenuItem(page, row, applicationId, 'View PDF')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(failed).toHaveAccessibleDescription(new RegExp(error));

    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await failed.hover();
    await expect(tooltip).toContainText(error);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await failed.click();
    await page.mouse.move(0, 0);
    await expect(failed).toHaveAttribute('aria-expanded', 'true');
    await expect(tooltip).toContainText(error);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(failed).toBeFocused();
    await expect(tooltip).toBeVisible();

    await (await rowMenuItem(page, row, applicationId, 'Retry')).click();
    await expect(toast(page)).toContainText('Processing restarted');
    expect(retried).toBe(true);
    // The list may be refetching through the handler above right now; let it go quietly.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
