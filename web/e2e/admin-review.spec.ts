import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiSignIn,
  bearer,
  createAdminUser,
  openPanelWithToken,
  openTab,
  rowMenuItem,
  rowOf,
  signInThroughForm,
  submitApplication,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { boxOf, expectInside } from './layout-kit.ts';

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

test.describe('admin review workflow', () => {
  test('the list holds its layout at 1280, 1440 and 1920 px and still works at 768 px', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const marker = uniqueName('Layout').replace(' ', '');
    const longName = `${marker} Northern Prairie Commercial Landscaping and Snow Removal Services of Greater Minneapolis Holdings`;
    const session = await apiSignIn(request);
    const applicationIds: string[] = [];
    for (let index = 0; index < 10; index++) {
      applicationIds.push(
        await submitApplication(request, {
          businessName: index === 0 ? longName : `${marker} Bakery ${index}`,
        }),
      );
    }
    const longId = applicationIds[0]!;
    const assigned = await request.put(`/api/admin/applications/${longId}/assignee`, {
      headers: bearer(session.token),
      data: { assigneeId: session.user.id },
    });
    expect(assigned.status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openPanelWithToken(page, session);
    const panel = await openTab(page, 'Applications');
    await searchFor(page, marker);
    await expect(panel.getByRole('row')).toHaveCount(11);
    const region = page.getByRole('region', { name: 'Applications table' });
    const row = rowOf(panel, longId);

    for (const width of [1280, 1440, 1920, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(row).toBeVisible();
      await region.scrollIntoViewIfNeeded();
      await row.scrollIntoViewIfNeeded();
      // Sideways at the start: whatever is right of the window is clipped unless it is pinned.
      await region.evaluate((element) => {
        element.scrollLeft = 0;
      });
      const regionBox = await boxOf(region);
      const actions = row.getByRole('cell').last();
      // The Actions cell and its menu button are wholly inside the region's visible box and the window.
      expectInside(await boxOf(actions), regionBox, `Actions cell at ${width}px`);
      expectInside(
        await boxOf(actions),
        { x: 0, y: 0, width, height: 800 },
        `Actions cell in the window at ${width}px`,
      );
      await expect(row.getByRole('button', { name: `More actions for ${longId}` })).toBeInViewport();
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const scrollsSideways = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      // From 1440 px the whole table fits; narrower it scrolls inside its region, Actions pinned.
      expect(scrollsSideways).toBe(width < 1440);
      // The long name is cut to one line, with the whole of it as the title.
      const name = row.getByTitle(longName);
      await expect(name).toHaveText(longName);
      expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect((await boxOf(name)).height).toBeLessThan(30);
      await page.screenshot({ path: testInfo.outputPath(`applications-${width}.png`) });
      await testInfo.attach(`applications list at ${width}px`, {
        path: testInfo.outputPath(`applications-${width}.png`),
        contentType: 'image/png',
      });
    }

    // At 768 px, scrolled sideways to the start, the Actions column stays in view and works.
    expectInside(await boxOf(row.getByRole('cell').last()), await boxOf(region), 'Actions cell, pinned');
    await expect(await rowMenuItem(page, row, longId, 'Download PDF')).toBeVisible();
    await page.keyboard.press('Escape');

    // The header row stays in view while the rows scroll under it.
    const header = panel.getByRole('columnheader', { name: 'Business' });
    await region.evaluate((element) => element.scrollTo(0, 0));
    const headerTop = (await boxOf(header)).y;
    expect(await region.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await region.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(async () => Math.abs((await boxOf(header)).y - headerTop)).toBeLessThan(2);
    await expect(header).toBeInViewport();

    // A click anywhere on a row opens its page.
    // The State cell: nothing in it is a control (the Business cell holds the duplicate flags' links).
    await row.getByRole('cell').nth(3).click();
    await expect(page.getByRole('article', { name: `Application ${longId}` })).toBeVisible();
  });

  test('a staff member assigns, writes notes and moves the status; filters and export follow; a viewer reads', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const businessName = uniqueName('Review Flow Dental');
    const applicationId = await submitApplication(request, { businessName }, { bankStatements: 4 });
    const staff = await createAdminUser(request, 'admin');
    await signInThroughForm(page, staff.username, staff.password);
    const panel = await openTab(page, 'Applications');
    await searchFor(page, applicationId);
    const row = rowOf(panel, applicationId);
    await expect(row).toContainText('New');
    await expect(row).toContainText('Unassigned');

    await row.getByRole('cell').nth(1).click();
    const applicationPage = page.getByRole('article', { name: `Application ${applicationId}` });
    const review = applicationPage.getByRole('region', { name: 'Review' });
    const facts = applicationPage.getByRole('region', { name: 'Key facts' });
    await expect(review).toContainText('No notes yet.');

    // Assign to self.
    await review.getByLabel('Assigned to').selectOption({ label: staff.username });
    await expect(review.getByRole('status').filter({ hasText: 'Assigned to' })).toHaveText(
      `Assigned to ${staff.username}`,
    );

    // Two notes; the newest is listed first, with its author.
    const note = review.getByLabel('Add a note');
    await review.getByRole('button', { name: 'Add note' }).click();
    await expect(review.getByText('Please write a note')).toBeVisible();
    await note.fill('Called the owner: statements for April on the way.');
    await review.getByRole('button', { name: 'Add note' }).click();
    await expect(review.getByRole('status').filter({ hasText: 'Note added' })).toBeVisible();
    await expect(note).toHaveValue('');
    await note.fill('April statement received; revenue checks out.');
    await review.getByRole('button', { name: 'Add note' }).click();
    const notes = review.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText('April statement received; revenue checks out.');
    await expect(notes.first()).toContainText(staff.username);
    await expect(notes.last()).toContainText('Called the owner');

    // Only the moves the contracts allow are offered: from New, not Approved.
    const moveTo = review.getByLabel('Move to');
    await expect(moveTo.locator('option')).toHaveText([
      'Choose a status',
      'In review',
      'Missing documents',
      'Declined',
      'Withdrawn',
    ]);
    await moveTo.selectOption({ label: 'In review' });
    await review.getByRole('button', { name: 'Change status' }).click();
    await expect(review.getByRole('status').filter({ hasText: 'Status changed' })).toHaveText(
      'Status changed to In review',
    );
    await expect(facts.getByText('Review status: In review')).toBeVisible();
    // Declining asks why first.
    await moveTo.selectOption({ label: 'Declined' });
    await review.getByRole('button', { name: 'Change status' }).click();
    const decline = page.getByRole('dialog', { name: 'Mark as Declined' });
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect(facts.getByText('Review status: In review')).toBeVisible();
    await moveTo.selectOption({ label: 'Approved' });
    await review.getByRole('button', { name: 'Change status' }).click();
    const approval = page.getByRole('dialog', { name: 'Mark as Approved' });
    await approval.getByLabel(/^Approved amount/).fill('75,000');
    await approval.getByRole('button', { name: 'Mark as Approved' }).click();
    await expect(review.getByRole('status').filter({ hasText: 'Status changed' })).toHaveText(
      'Status changed to Approved',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Back to applications/ }).click();
    await expect(applicationPage).toBeHidden();

    // The list shows both columns; the filters live in the URL and survive a reload.
    await expect(row).toContainText('Approved');
    await expect(row).toContainText(staff.username);
    await panel.getByLabel('Review status').selectOption({ label: 'Approved' });
    await panel.getByLabel('Assignee').selectOption({ label: 'Assigned to me' });
    await expect(page).toHaveURL(/assignee=me/);
    await expect(page).toHaveURL(/reviewStatus=approved/);
    await page.reload();
    await expect(panel.getByLabel('Assignee')).toHaveValue('me');
    await expect(rowOf(panel, applicationId)).toBeVisible();
    await panel.getByLabel('Review status').selectOption({ label: 'Declined' });
    await expect(panel.getByText('No applications found.')).toBeVisible();
    await panel.getByLabel('Review status').selectOption({ label: 'Approved' });

    // The CSV of the filtered list.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await saved.path())!, 'utf8');
    expect(csv).toContain(applicationId);
    expect(csv).toContain(`,"Approved","${staff.username}",`);
    expect(csv).not.toContain('123-45-6789');

    // A viewer reads status, assignee and notes, and changes nothing.
    const viewer = await createAdminUser(request, 'viewer');
    const viewerContext = await browser.newContext();
    const viewerPage = await viewerContext.newPage();
    await signInThroughForm(viewerPage, viewer.username, viewer.password);
    const viewerPanel = await openTab(viewerPage, 'Applications');
    await expect(viewerPanel.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
    await searchFor(viewerPage, applicationId);
    const viewerRow = rowOf(viewerPanel, applicationId);
    const items = viewerPage.getByRole('menu').getByRole('menuitem');
    await rowMenuItem(viewerPage, viewerRow, applicationId, 'View PDF');
    await expect(items).toHaveText(['View PDF', 'Download PDF']);
    await viewerPage.keyboard.press('Escape');
    await viewerRow.getByRole('button', { name: `Details ${applicationId}` }).click();
    const viewerReview = viewerPage.getByRole('region', { name: 'Review' });
    const viewerFacts = viewerPage.getByRole('region', { name: 'Key facts' });
    await expect(viewerFacts).toContainText('Review status: Approved');
    await expect(viewerFacts).toContainText(staff.username);
    await expect(viewerFacts).toContainText('Approved amount$75,000');
    await expect(viewerReview.getByRole('listitem')).toHaveCount(2);
    await expect(viewerReview.getByRole('button')).toHaveCount(0);
    await expect(viewerReview.getByRole('combobox')).toHaveCount(0);
    await viewerContext.close();
  });
});
