import type { Page } from '@playwright/test';
import {
  createAdminUser,
  openTab,
  rowOf,
  signInThroughForm,
  submitApplication,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { boxOf, expectInside, overlaps } from './layout-kit.ts';

// An underwriter's way through one application's page: from the list to the page, its key facts and
// a duplicate flag, a document beside the figures, a reveal with a reason, a decision with its
// amount; the page's layout at three desktop widths and on a phone.

/** The facts of the header neither overlap one another nor leave the header or the window. */
async function expectHeaderLaidOut(page: Page, what: string) {
  const facts = page.getByRole('region', { name: 'Key facts' });
  const outer = await boxOf(facts);
  const width = page.viewportSize()?.width ?? 0;
  expectInside(outer, { x: 0, y: 0, width, height: 0 }, `${what}: the header in the window`);
  const boxes = await facts.locator('dl > div').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(11);
  boxes.forEach((box, index) => {
    expectInside(box, outer, `${what}: fact ${index}`);
    for (const other of boxes.slice(index + 1))
      expect(overlaps(box, other), `${what}: facts overlap`).toBe(false);
  });
  // Each value fits its box (no text cut off sideways).
  const clipped = await facts
    .locator('dd')
    .evaluateAll(
      (elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).length,
    );
  expect(clipped, `${what}: clipped values`).toBe(0);
  // The page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('an underwriter works one application on its page', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const marker = uniqueName('Page Journey').replace(' ', '');
  // An EIN, SSN, business phone and owner e-mail of this test alone: the two applications below share
  // them, and nothing else does (other specs' applications share the kit's defaults, and a page
  // names only the five newest matches).
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const ein = `${digits.slice(0, 2)}-${digits.slice(2)}`;
  const unique = {
    ein,
    owner1Ssn: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
    // An exchange whose middle digit is 2-9 is never an N11 code.
    businessPhone: `(512) ${2 + (Number(digits[0]) % 8)}${2 + (Number(digits[1]) % 8)}${digits[2]}-${digits.slice(5)}`,
    owner1Email: `${marker.toLowerCase().replace(/\W+/g, '.')}@owners.test`,
  };
  const complete = { bankStatements: 4 };
  const earlierId = await submitApplication(
    request,
    { businessName: `${marker} Earlier Bakery`, ...unique },
    complete,
  );
  const applicationId = await submitApplication(
    request,
    {
      businessName: `${marker} Harbor Bakery`,
      ...unique,
      amountRequested: '150,000',
      industry: 'restaurants',
    },
    complete,
  );
  const underwriter = await createAdminUser(request, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughForm(page, underwriter.username, underwriter.password);
  const panel = await openTab(page, 'Applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  await rowOf(panel, applicationId)
    .getByRole('button', { name: `Details ${applicationId}` })
    .click();

  // The page, with its key facts and the duplicate flag linking the earlier application.
  const article = page.getByRole('article', { name: `Application ${applicationId}` });
  await expect(article.getByRole('heading', { name: `${marker} Harbor Bakery`, level: 2 })).toBeVisible();
  const facts = article.getByRole('region', { name: 'Key facts' });
  await expect(facts).toContainText('Amount requested$150,000');
  await expect(facts).toContainText('IndustryRestaurants and food service');
  await expect(facts).toContainText('Review statusReview status: New');
  const flag = facts.getByRole('link', {
    name: new RegExp(`^Also applied as ${earlierId} on .+ \\(same EIN`),
  });
  await expect(flag).toBeVisible();

  // A bank statement opens beside the figures, shown through its single-use link.
  const documents = article.getByRole('region', { name: 'Documents' });
  const shown = page.waitForResponse((response) =>
    /\/documents\/bankStatement1\?token=/.test(response.url()),
  );
  await documents.getByRole('button', { name: /^View .*march-statement\.pdf$/ }).click();
  expect((await shown).status()).toBe(200);
  const viewer = article.getByRole('region', { name: /march-statement\.pdf/ });
  await expect(viewer.locator('iframe')).toBeVisible();
  const sections = article.getByRole('region', { name: 'Bank Statements Analysis' });
  await expect(sections).toBeVisible();
  expect(overlaps(await boxOf(viewer), await boxOf(sections))).toBe(false);
  expect((await boxOf(viewer)).x).toBeGreaterThan((await boxOf(sections)).x);

  // The answers are masked until revealed with a reason.
  const answers = article.getByRole('region', { name: 'Application answers' });
  const business = answers.getByRole('region', { name: 'Business Information' });
  await expect(business).not.toContainText(ein);
  await answers.getByRole('button', { name: 'Reveal SSN, EIN and dates of birth' }).click();
  const reveal = page.getByRole('dialog', { name: 'Reveal SSN, EIN and dates of birth' });
  await reveal.getByLabel(/^Reason/).fill('Checking the EIN against the IRS letter');
  await reveal.getByRole('button', { name: 'Reveal' }).click();
  await expect(reveal).toBeHidden();
  await expect(business).toContainText(ein);

  // A decision with its amount: to In review, then Approved for $120,000.
  const review = article.getByRole('region', { name: 'Review' });
  await review.getByLabel('Move to').selectOption({ label: 'In review' });
  await review.getByRole('button', { name: 'Change status' }).click();
  await expect(facts).toContainText('Review status: In review');
  await review.getByLabel('Move to').selectOption({ label: 'Approved' });
  await review.getByRole('button', { name: 'Change status' }).click();
  const decision = page.getByRole('dialog', { name: 'Mark as Approved' });
  await decision.getByLabel(/^Approved amount/).pressSequentially('120000');
  await expect(decision.getByLabel(/^Approved amount/)).toHaveValue('120,000');
  await decision.getByRole('button', { name: 'Mark as Approved' }).click();
  await expect(decision).toBeHidden();
  await expect(facts).toContainText('Approved amount$120,000');
  await expect(review.getByRole('status').filter({ hasText: 'Status changed' })).toHaveText(
    'Status changed to Approved',
  );
  await expectNoAxeViolations(page);

  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(viewer).toBeVisible();
    await expectHeaderLaidOut(page, `${width}px`);
    // The document and the figures side by side, neither over the other nor out of the window.
    const viewerBox = await boxOf(viewer);
    expect(overlaps(viewerBox, await boxOf(sections)), `${width}px: viewer over the figures`).toBe(false);
    expectInside(viewerBox, { x: 0, y: 0, width, height: 0 }, `${width}px: the viewer in the window`);
    await page.screenshot({ path: testInfo.outputPath(`application-page-${width}.png`), fullPage: true });
    await testInfo.attach(`application page at ${width}px`, {
      path: testInfo.outputPath(`application-page-${width}.png`),
      contentType: 'image/png',
    });
  }

  // On a phone the sections stack, and a document opens as a page of its own rather than beside them.
  await page.setViewportSize({ width: 393, height: 852 });
  await expect(viewer).toBeHidden();
  await expectHeaderLaidOut(page, 'phone');
  const inTab = page
    .context()
    .waitForEvent('response', (response) => /\/documents\/bankStatement1\?token=/.test(response.url()));
  const popup = page.waitForEvent('popup');
  await documents.getByRole('button', { name: /^View .*march-statement\.pdf$/ }).click();
  expect((await inTab).status()).toBe(200);
  await (await popup).close();
  await expect(viewer).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('application-page-phone.png'), fullPage: true });
  await testInfo.attach('application page on a phone', {
    path: testInfo.outputPath('application-page-phone.png'),
    contentType: 'image/png',
  });
  await expectNoAxeViolations(page);

  // The flag leads to the earlier application, which is flagged back; back returns to the list.
  await flag.click();
  await expect(page.getByRole('article', { name: `Application ${earlierId}` })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Key facts' })
      .getByRole('link', { name: new RegExp(`^Also applied as ${applicationId} `) }),
  ).toBeVisible();
});
