import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  apiSignIn,
  bearer,
  createAdminUser,
  openTab,
  rowOf,
  signInThroughForm,
  submitApplication,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { type Box, boxOf, overlaps } from './layout-kit.ts';

// The desk's journey through the list: a saved view, a sort by a header, a bulk assignment; the
// list's layout from a phone to 1920 px; the analytics of a date range. What each control does in
// detail is proven by the component tests beside the screens.

/** No two of the boxes overlap, and each lies wholly inside the window's width (none clipped). */
async function expectLaidOut(page: Page, parts: Locator[], what: string) {
  const width = page.viewportSize()!.width;
  const boxes: Box[] = [];
  for (const part of parts) {
    for (const element of await part.all()) {
      if (await element.isVisible()) boxes.push(await boxOf(element));
    }
  }
  expect(boxes.length, `${what}: parts on screen`).toBeGreaterThan(1);
  boxes.forEach((box, index) => {
    expect(box.x, `${what}: part ${index} left edge`).toBeGreaterThanOrEqual(-1);
    expect(box.x + box.width, `${what}: part ${index} right edge`).toBeLessThanOrEqual(width + 1);
    for (const other of boxes.slice(index + 1)) {
      expect(overlaps(box, other), `${what}: part ${index} overlaps another`).toBe(false);
    }
  });
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** Neither the text of a control nor its placeholder is cut off. */
async function expectWholeText(control: Locator, what: string) {
  const fits = await control.evaluate((element) => {
    const input = element as HTMLInputElement | HTMLSelectElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text =
      input instanceof HTMLSelectElement
        ? (input.selectedOptions[0]?.text ?? '')
        : input.value || input.placeholder;
    // A select's arrow takes about 2rem at its right.
    const room =
      input.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      (input instanceof HTMLSelectElement ? 8 : 0);
    return context.measureText(text).width <= room;
  });
  expect(fits, `${what}: whole text shown`).toBe(true);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

test('an underwriter works the list: a saved view, a sort by a header, two applications assigned at once; the layout holds from a phone to 1920 px; analytics of a date range', async ({
  page,
  request,
}, testInfo) => {
  // A long journey on a machine shared with other test tiers: minutes, not seconds, under load.
  test.setTimeout(300_000);
  const marker = uniqueName('Desk').replace(' ', '');
  const amounts = { small: '40,000', large: '250,000', middle: '120,000' };
  const ids: Record<keyof typeof amounts, string> = { small: '', large: '', middle: '' };
  for (const size of Object.keys(amounts) as (keyof typeof amounts)[]) {
    ids[size] = await submitApplication(
      request,
      { businessName: `${marker} ${size} Bakery`, amountRequested: amounts[size] },
      { bankStatements: 4 },
    );
  }
  // An agent with a name of ordinary length, which the list shows whole from 1440 px.
  const { token } = await apiSignIn(request);
  const agentName = `Morgan Alvarez ${marker.slice(-4)}`;
  const agent = await request.post('/api/admin/agents', {
    headers: bearer(token),
    data: { name: agentName, email: `${marker.toLowerCase()}@agents.test` },
  });
  expect(agent.status(), await agent.text()).toBe(201);
  const agentId = ((await agent.json()) as { id: string }).id;
  const withAgent = await submitApplication(
    request,
    { businessName: `${marker} agent Bakery`, amountRequested: '60,000' },
    { agentId, bankStatements: 4 },
  );
  const underwriter = await createAdminUser(request, 'admin');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughForm(page, underwriter.username, underwriter.password);
  const panel = await openTab(page, 'Applications');
  const views = panel.getByRole('group', { name: 'Saved views' });
  const search = panel.getByRole('searchbox', { name: 'Search' });

  // A saved view, then the marker: the four new, unassigned applications.
  await views.getByRole('button', { name: 'New and unassigned' }).click();
  await expect(page).toHaveURL(/view=new-unassigned/);
  await search.fill(marker);
  const region = panel.getByRole('region', { name: 'Applications table' });
  await expect(region.getByRole('row')).toHaveCount(5);

  // Largest amount first from the header, then the other way round.
  const amountHeader = region.getByRole('columnheader', { name: 'Amount Requested' });
  await amountHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=amount-high/);
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  const businessOrder = () =>
    region
      .getByRole('row')
      .filter({ hasText: marker })
      .evaluateAll((rows) => rows.map((row) => /Desk\w+ (\w+) Bakery/.exec(row.textContent ?? '')?.[1]));
  await expect.poll(businessOrder).toEqual(['large', 'middle', 'agent', 'small']);
  await amountHeader.getByRole('button').press('Enter');
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(businessOrder).toEqual(['small', 'agent', 'middle', 'large']);

  // The two largest to the underwriter, after the confirmation.
  await region.getByRole('checkbox', { name: `Select ${ids.large}` }).check();
  await region.getByRole('checkbox', { name: `Select ${ids.middle}` }).check();
  const bar = panel.getByRole('region', { name: 'Bulk changes' });
  await expect(bar).toContainText('2 selected');
  await bar.getByLabel('Assign to').selectOption({ label: underwriter.username });
  await bar.getByRole('button', { name: 'Assign' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Assign 2 applications?' });
  await expect(confirm).toContainText(
    `${ids.middle}, ${ids.large} will be assigned to ${underwriter.username}`,
  );
  await confirm.getByRole('button', { name: 'Assign' }).click();
  const outcome = panel.getByRole('region', { name: `Assigned 2 of 2 to ${underwriter.username}` });
  await expect(outcome.getByRole('listitem')).toHaveCount(2);
  // No longer new and unassigned; in the underwriter's queue instead.
  await expect(region.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await views.getByRole('button', { name: 'My queue' }).click();
  await expect(page).toHaveURL(/view=my-queue/);
  await expect(rowOf(region, ids.large)).toContainText(underwriter.username);
  await expect(rowOf(region, ids.middle)).toContainText(underwriter.username);
  await expect(region.getByRole('row')).toHaveCount(3);

  // The whole marker's list, compact, ticked rows showing the bar: the layout at each width.
  await views.getByRole('button', { name: 'All applications' }).click();
  await expect(region.getByRole('row')).toHaveCount(5);
  await region.getByRole('checkbox', { name: `Select ${withAgent}` }).check();
  const row = rowOf(region, withAgent);
  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
    [1920, 1080],
    [393, 852],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectLaidOut(
      page,
      [
        page.getByRole('tab'),
        views.getByRole('button'),
        panel.getByRole('button', { name: 'Compact rows' }),
        panel.getByRole('search', { name: 'Filter applications' }).locator(':scope > div'),
        bar,
        region,
      ],
      `${width}px`,
    );
    await screenshot(page, testInfo, `desk-list-${width}`);
    if (width >= 1280) {
      await expectWholeText(search, `search at ${width}px`);
      for (const select of await panel.getByRole('search').getByRole('combobox').all()) {
        await expectWholeText(select, `${await select.getAttribute('id')} at ${width}px`);
      }
      // A date takes two lines, its day and its time, each whole on one line.
      for (const line of await row.getByRole('cell').nth(7).locator('span').all()) {
        expect((await boxOf(line)).height).toBeLessThan(24);
      }
      // The Actions cell stays inside the table's visible box, scrolled sideways or not.
      const regionBox = await boxOf(region);
      const actions = await boxOf(row.getByRole('cell').last());
      expect(actions.x).toBeGreaterThanOrEqual(regionBox.x - 1);
      expect(actions.x + actions.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
    }
    if (width >= 1440) {
      // Room enough: the table fits without scrolling sideways, and the agent's name shows whole.
      const [scrollWidth, clientWidth] = await region.evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
      ]);
      expect(scrollWidth, `table ${scrollWidth} px in a region of ${clientWidth} px`).toBeLessThanOrEqual(
        clientWidth!,
      );
      const agentCell = row.getByRole('cell').nth(4);
      await expect(agentCell).toHaveText(agentName);
      expect(await agentCell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    if (width === 393) {
      // On a phone every tab can be reached and pressed.
      for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport();
    }
  }
  await panel.getByRole('button', { name: 'Compact rows' }).click();
  await expect(page).toHaveURL(/density=compact/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, testInfo, 'desk-list-compact-1440');

  // Analytics of today: at least the four submitted above, by their amounts requested.
  const analytics = await openTab(page, 'Analytics');
  await analytics.getByLabel('From').fill(todayUtc());
  await analytics.getByLabel('To').fill(todayUtc());
  await analytics.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${todayUtc()}.*to=${todayUtc()}`));
  const submittedRow = analytics
    .getByRole('region', { name: 'Funnel table' })
    .getByRole('row', { name: /^Submitted/ });
  await expect
    .poll(async () => Number((await submittedRow.getByRole('cell').first().innerText()).trim()))
    .toBeGreaterThanOrEqual(4);
  await expect(analytics.getByRole('region', { name: 'What each stage counts' })).toBeVisible();
  await expect(analytics.getByRole('region', { name: 'Funnel by agent table' })).toContainText(agentName);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'desk-analytics-1440');
  await page.setViewportSize({ width: 393, height: 852 });
  await expectLaidOut(
    page,
    [
      page.getByRole('tab'),
      analytics.getByLabel('From'),
      analytics.getByLabel('To'),
      analytics.getByRole('button', { name: 'Show' }),
    ],
    'analytics on a phone',
  );
  await screenshot(page, testInfo, 'desk-analytics-phone');
});
