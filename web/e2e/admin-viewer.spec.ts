import { type Analytics, ENTITY_TYPES } from '@funding/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  bearer,
  createAdminUser,
  openTab,
  signInThroughForm,
  submitApplication,
  uniqueName,
} from './admin-kit.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The figures of the default range (the last 30 days), as the tab without a range in its address shows. */
async function analyticsFromApi(request: APIRequestContext, token: string): Promise<Analytics> {
  const response = await request.get('/api/admin/analytics', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Analytics;
}

/** What the Analytics tab shows, read the way a person reads it. */
async function analyticsOnScreen(page: Page) {
  const panel = await openTab(page, 'Analytics');
  const stat = (label: string) => panel.getByRole('term').filter({ hasText: label }).locator('+ dd');
  await expect(stat('Total Applications')).toBeVisible();
  const bars: Record<string, string> = {};
  for (const { label } of ENTITY_TYPES) {
    bars[label] = (await panel.getByRole('listitem').filter({ hasText: label }).innerText()).replace(
      /\s+/g,
      ' ',
    );
  }
  return {
    total: await stat('Total Applications').innerText(),
    agents: await stat('Active Agents').innerText(),
    inRange: await stat('Submitted in Range').first().innerText(),
    bars,
  };
}

test.describe('a viewer', () => {
  test('reads everything but is offered no changes, and the analytics match the data', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const businessName = uniqueName('Viewer Visible Supply');
    const applicationId = await submitApplication(request, {
      businessName,
      entityType: 'sole-proprietorship',
    });
    const viewer = await createAdminUser(request, 'viewer');
    await signInThroughForm(page, viewer.username, viewer.password);
    await expect(page.getByText(`Logged in as ${viewer.username} (Viewer)`)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Applications', 'Agents', 'Analytics']);

    // Applications: details and the PDF, but no delete or retry.
    const applications = await openTab(page, 'Applications');
    await page.getByRole('searchbox', { name: 'Search' }).fill(applicationId);
    const row = applications.getByRole('row').filter({ hasText: applicationId });
    await expect(row.getByRole('button', { name: `Details ${applicationId}` })).toBeVisible();
    await expect(row.getByRole('button', { name: /^(Delete|Retry)/ })).toHaveCount(0);

    // Agents: the referral links can be copied; nothing else.
    const agents = await openTab(page, 'Agents');
    await expect(agents.getByRole('heading', { name: 'Agents' })).toBeVisible();
    await expect(agents.getByRole('button', { name: 'Add Agent' })).toHaveCount(0);
    await expect(agents.getByRole('button', { name: /^(Edit|Delete|Activate|Deactivate)\b/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Analytics: the numbers the API counts, compared until no other test changes them in between.
    const { token } = await apiSignIn(request, viewer);
    await expect
      .poll(
        async () => {
          const expected = await analyticsFromApi(request, token);
          await openTab(page, 'Agents');
          const shown = await analyticsOnScreen(page);
          const total = expected.entityTypes.reduce((sum, entry) => sum + entry.count, 0);
          const bars = Object.fromEntries(
            ENTITY_TYPES.map(({ value, label }) => {
              const count = expected.entityTypes.find((entry) => entry.entityType === value)?.count ?? 0;
              const percent = total === 0 ? 0 : Math.round((count / total) * 100);
              return [label, `${label} ${count} (${percent}%)`];
            }),
          );
          return (
            JSON.stringify(shown) ===
            JSON.stringify({
              total: String(expected.totalApplications),
              agents: `${expected.activeAgents} of ${expected.totalAgents}`,
              inRange: String(expected.funnel[0]?.applications),
              bars,
            })
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const analytics = await analyticsFromApi(request, token);
    expect(analytics.totalApplications).toBeGreaterThanOrEqual(1);
    expect(analytics.funnel[0]?.applications).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);
  });

  test('the panel works on a tablet and from the keyboard', async ({ page, request }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const viewer = await createAdminUser(request, 'viewer');
    await signInThroughForm(page, viewer.username, viewer.password);
    await openTab(page, 'Applications');
    await expect(page.getByRole('region', { name: 'Applications table' })).toBeVisible();
    // The page itself never scrolls sideways: the wide table scrolls inside its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const table = page.getByRole('region', { name: 'Applications table' });
    expect(await table.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);

    // Tabs follow the arrow keys (WAI-ARIA tabs pattern).
    await page.getByRole('tab', { name: 'Applications' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Agents' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Analytics' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
