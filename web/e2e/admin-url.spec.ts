import { randomUUID } from 'node:crypto';
import { ADMIN_REFRESH_MS, DEFAULT_PAGE_SIZE } from '@funding/contracts';
import type { Browser, Page } from '@playwright/test';
import {
  APPLICANT_EMAIL,
  apiSignIn,
  bearer,
  type CaughtMail,
  createAdminUser,
  FIRST_ADMIN,
  mailsAbout,
  openPanelWithToken,
  rowOf,
  signInOnLoginScreen,
  submitApplication,
} from './admin-kit.ts';
import { expect, test } from './fixtures.ts';

// The admin portal keeps its place in the URL (docs/product.md#the-admin-portal). These tests drive
// it the way people do: reload, the back button, a link pasted into another browser, the link in
// the notification e-mail.

const adminUrl = (page: Page, search: Record<string, string> = {}) => {
  const query = new URLSearchParams(Object.entries(search).sort(([a], [b]) => a.localeCompare(b)));
  return `${new URL('/admin', page.url()).href}${query.size > 0 ? `?${query}` : ''}`;
};

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const table = (page: Page) => page.getByRole('region', { name: 'Applications table' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Applications pages' });

/** A browser of its own (no shared storage), as a colleague's would be. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('the admin portal in the URL', () => {
  test('a filtered page survives a reload, back steps through the views, and a copied link opens it elsewhere', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // One more than a page, all in Wyoming, found by a word no other test uses. The last one is
    // submitted alone, so it is the newest: with "Oldest first" it is the only row of page 2.
    const word = `urlview${randomUUID().slice(0, 8)}`;
    const older: string[] = [];
    for (let batch = 0; batch < DEFAULT_PAGE_SIZE; batch += 5) {
      const ids = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          submitApplication(request, {
            businessName: `${word} Ranch ${batch + index + 1}`,
            businessState: 'WY',
          }),
        ),
      );
      older.push(...ids);
    }
    const newest = await submitApplication(request, {
      businessName: `${word} Ranch ${DEFAULT_PAGE_SIZE + 1}`,
      businessState: 'WY',
    });

    await page.clock.install();
    await openPanelWithToken(page, await apiSignIn(request));
    await expect(page).toHaveURL(adminUrl(page));

    // Typing makes one history entry for the whole search, however pauses split it: the first pause
    // puts the search into the URL, later ones replace it there.
    await searchBox(page).pressSequentially(word.slice(0, 4), { delay: 40 });
    await expect(page).toHaveURL(adminUrl(page, { search: word.slice(0, 4) }));
    await searchBox(page).pressSequentially(word.slice(4), { delay: 40 });
    await expect(page).toHaveURL(adminUrl(page, { search: word }));
    await expect(table(page).getByRole('row')).toHaveCount(DEFAULT_PAGE_SIZE + 1); // with the header row
    await select(page, 'State').selectOption('WY');
    await expect(page).toHaveURL(adminUrl(page, { search: word, state: 'WY' }));
    await select(page, 'Sort').selectOption('oldest');
    await expect(page).toHaveURL(adminUrl(page, { search: word, state: 'WY', sort: 'oldest' }));
    await pages(page).getByRole('button', { name: 'Next' }).click();
    const secondPage = adminUrl(page, { page: '2', search: word, state: 'WY', sort: 'oldest' });
    await expect(page).toHaveURL(secondPage);
    await expect(pages(page)).toContainText('Page 2 of 2');
    await expect(rowOf(table(page), newest)).toBeVisible();

    // A reload shows the same filter, sort and page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(secondPage);
    await expect(searchBox(page)).toHaveValue(word);
    await expect(select(page, 'State')).toHaveValue('WY');
    await expect(select(page, 'Sort')).toHaveValue('oldest');
    await expect(pages(page)).toContainText('Page 2 of 2');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(table(page), newest)).toBeVisible();

    // The 30-second refresh asks for the view in the URL.
    const refresh = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/admin/applications' &&
        url.searchParams.get('page') === '2' &&
        url.searchParams.get('state') === 'WY' &&
        url.searchParams.get('sort') === 'oldest' &&
        url.searchParams.get('search') === word
      );
    });
    await page.clock.fastForward(ADMIN_REFRESH_MS);
    await refresh;

    // Back steps through the views: page 1, then the sort, the state and the search undone.
    await page.goBack();
    await expect(page).toHaveURL(adminUrl(page, { search: word, state: 'WY', sort: 'oldest' }));
    await expect(pages(page)).toContainText('Page 1 of 2');
    await expect(rowOf(table(page), older[0]!)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(adminUrl(page, { search: word, state: 'WY' }));
    await expect(select(page, 'Sort')).toHaveValue('newest');
    await expect(rowOf(table(page), newest)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(adminUrl(page, { search: word }));
    await expect(select(page, 'State')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(adminUrl(page));
    await expect(searchBox(page)).toHaveValue('');
    await page.goForward();
    await expect(searchBox(page)).toHaveValue(word);

    // The address of page 2, pasted into a colleague's signed-out browser: after sign-in, page 2.
    const colleague = await createAdminUser(request, 'viewer');
    const other = await freshPage(browser, baseURL);
    await other.goto(secondPage);
    await signInOnLoginScreen(other, colleague.username, colleague.password);
    await expect(other).toHaveURL(secondPage);
    await expect(searchBox(other)).toHaveValue(word);
    await expect(select(other, 'State')).toHaveValue('WY');
    await expect(pages(other)).toContainText('Page 2 of 2');
    await expect(rowOf(table(other), newest)).toBeVisible();
    await other.context().close();
  });

  test('the tab is in the URL; a hidden or hostile one falls back to Applications without an error', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await openPanelWithToken(page, await apiSignIn(request));
    await page.getByRole('tab', { name: 'Agents' }).click();
    await expect(page).toHaveURL(adminUrl(page, { tab: 'agents' }));
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(adminUrl(page, { tab: 'analytics' }));
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tabpanel', { name: 'Agents' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tabpanel', { name: 'Applications' })).toBeVisible();
    await expect(page).toHaveURL(adminUrl(page));

    // Only super admins have Admin Management: a link to it shows a viewer the Applications tab.
    const viewer = await createAdminUser(request, 'viewer');
    const other = await freshPage(browser, baseURL);
    await other.goto('/admin?tab=admins');
    await signInOnLoginScreen(other, viewer.username, viewer.password);
    await expect(other.getByRole('tab')).toHaveText(['Applications', 'Agents', 'Analytics']);
    await expect(other.getByRole('tabpanel', { name: 'Applications' })).toBeVisible();
    await expect(other).toHaveURL(adminUrl(other));
    await other.context().close();

    // Whatever a link holds, the panel opens on the defaults and the address is cleaned.
    await page.goto(
      '/admin?tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-7&sort=%00&state=ZZ&status=failed&_t=1&__proto__=x',
    );
    await expect(page.getByRole('tabpanel', { name: 'Applications' })).toBeVisible();
    await expect(page).toHaveURL(adminUrl(page, { status: 'failed' }));
    await expect(select(page, 'Status')).toHaveValue('failed');
    await expect(select(page, 'State')).toHaveValue('');
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });

  test("the staff e-mail links to the application, which opens after sign-in; the agent's has no portal link", async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { token } = await apiSignIn(request);
    const agentName = `Url Agent ${randomUUID().slice(0, 8)}`;
    const created = await request.post('/api/admin/agents', {
      headers: bearer(token),
      data: { name: agentName, email: `${agentName.replace(/\W+/g, '.').toLowerCase()}@agents.test` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const agent = (await created.json()) as { id: string; email: string };
    const businessName = `Mail Link Bakery ${randomUUID().slice(0, 8)}`;
    const applicationId = await submitApplication(request, { businessName }, agent.id);

    // The team's and the agent's notifications, and owner 1's confirmation (no portal link either).
    const mails = await mailsAbout(applicationId, 3);
    const sentTo = (address: string) => (mail: CaughtMail) =>
      mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());
    const toAgent = sentTo(agent.email);
    const toApplicant = sentTo(APPLICANT_EMAIL);
    const staffMail = mails.find((mail) => !toAgent(mail) && !toApplicant(mail));
    const agentMail = mails.find(toAgent);
    const applicantMail = mails.find(toApplicant);
    expect(staffMail && agentMail && applicantMail).toBeTruthy();
    expect(applicantMail?.text).not.toContain('/admin');
    const applicationUrl = new URL(`/admin/applications/${applicationId}`, baseURL).href;
    expect(staffMail?.text).toContain(`Open in the admin portal: ${applicationUrl}`);
    expect(staffMail?.html).toContain(`href="${applicationUrl}"`);
    expect(agentMail?.text).not.toContain('/admin');
    expect(agentMail?.html).not.toContain('/admin');
    for (const mail of mails) {
      for (const sensitive of ['123-45-6789', '12-3456789', '1980-05-15']) {
        expect(mail.text).not.toContain(sensitive);
        expect(mail.html).not.toContain(sensitive);
      }
    }

    // The link, opened by someone signed out: the login screen, then the application.
    const link = /Open in the admin portal: (\S+)/.exec(staffMail?.text ?? '')?.[1] ?? '';
    const page = await freshPage(browser, baseURL);
    await page.goto(link);
    await signInOnLoginScreen(page, FIRST_ADMIN.username, FIRST_ADMIN.password);
    const dialog = page.getByRole('dialog', { name: `Application ${applicationId}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Business Information' })).toContainText(businessName);
    await expect(page).toHaveURL(applicationUrl);

    // Closed, it leaves the list; opened from the list, it has the same address, survives a reload,
    // and closing it steps back to the list.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(adminUrl(page));
    await searchBox(page).fill(applicationId);
    await expect(page).toHaveURL(adminUrl(page, { search: applicationId }));
    await rowOf(table(page), applicationId)
      .getByRole('button', { name: `Details ${applicationId}` })
      .click();
    await expect(page).toHaveURL(`${applicationUrl}?search=${applicationId}`);
    await page.reload();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(adminUrl(page, { search: applicationId }));
    await expect(rowOf(table(page), applicationId)).toBeVisible();
    await page.context().close();
  });
});
