import { randomUUID } from 'node:crypto';
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

// The admin portal keeps its place in the URL (docs/product.md). These tests drive it through the
// whole system: a reload, a link pasted into another browser, the link in the notification e-mail.

const adminUrl = (page: Page, search: Record<string, string> = {}) => {
  const query = new URLSearchParams(Object.entries(search).sort(([a], [b]) => a.localeCompare(b)));
  return `${new URL('/admin', page.url()).href}${query.size > 0 ? `?${query}` : ''}`;
};

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const table = (page: Page) => page.getByRole('region', { name: 'Applications table' });

/** A browser of its own (no shared storage), as a colleague's would be. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('the admin portal in the URL', () => {
  test("a filtered view survives a reload, and a copied link opens it in a colleague's browser", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // Two applications in Wyoming and one elsewhere, found by a word no other test uses. How the
    // panel writes and reads each part of its address, and steps back through them, is
    // ApplicationsTab.test.tsx (the tab: AdminPanel.test.tsx); here the server answers the view.
    const word = `urlview${randomUUID().slice(0, 8)}`;
    const first = await submitApplication(request, { businessName: `${word} Ranch 1`, businessState: 'WY' });
    const second = await submitApplication(request, { businessName: `${word} Ranch 2`, businessState: 'WY' });
    const elsewhere = await submitApplication(request, {
      businessName: `${word} Ranch 3`,
      businessState: 'MT',
    });

    await openPanelWithToken(page, await apiSignIn(request));
    await searchBox(page).fill(word);
    await expect(page).toHaveURL(adminUrl(page, { search: word }));
    await expect(table(page).getByRole('row')).toHaveCount(4); // with the header row
    await select(page, 'State').selectOption('WY');
    await select(page, 'Sort').selectOption('oldest');
    const filtered = adminUrl(page, { search: word, state: 'WY', sort: 'oldest' });
    await expect(page).toHaveURL(filtered);
    const expectTheView = async (shown: Page) => {
      await expect(table(shown).getByRole('row')).toHaveCount(3);
      await expect(table(shown).getByRole('row').nth(1)).toContainText(first);
      await expect(table(shown).getByRole('row').nth(2)).toContainText(second);
      await expect(rowOf(table(shown), elsewhere)).toHaveCount(0);
    };
    await expectTheView(page);

    // A reload shows the same view.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(filtered);
    await expect(searchBox(page)).toHaveValue(word);
    await expectTheView(page);

    // The address, pasted into a colleague's signed-out browser: after sign-in, the same view.
    const colleague = await createAdminUser(request, 'viewer');
    const other = await freshPage(browser, baseURL);
    await other.goto(filtered);
    await signInOnLoginScreen(other, colleague.username, colleague.password);
    await expect(other).toHaveURL(filtered);
    await expectTheView(other);
    await other.context().close();
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
    const applicationId = await submitApplication(request, { businessName }, { agentId: agent.id });

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
    const applicationPage = page.getByRole('article', { name: `Application ${applicationId}` });
    await expect(applicationPage).toBeVisible();
    await expect(applicationPage.getByRole('heading', { name: businessName, level: 2 })).toBeVisible();
    await expect(page).toHaveURL(applicationUrl);

    // Left, it goes to the list; opened from the list, it has the same address, survives a reload,
    // and going back returns to the list with its search.
    const back = page.getByRole('button', { name: /Back to applications/ });
    await back.click();
    await expect(applicationPage).toBeHidden();
    await expect(page).toHaveURL(adminUrl(page));
    await searchBox(page).fill(applicationId);
    await expect(page).toHaveURL(adminUrl(page, { search: applicationId }));
    await rowOf(table(page), applicationId)
      .getByRole('button', { name: `Details ${applicationId}` })
      .click();
    await expect(page).toHaveURL(`${applicationUrl}?search=${applicationId}`);
    await page.reload();
    await expect(applicationPage).toBeVisible();
    await back.click();
    await expect(applicationPage).toBeHidden();
    await expect(page).toHaveURL(adminUrl(page, { search: applicationId }));
    await expect(rowOf(table(page), applicationId)).toBeVisible();
    await page.context().close();
  });
});
