import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectStep, field } from './applicant-form.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Agents are made through the admin API as staff would; the local system's first admin has the
// documented development credentials.
async function createAgent(request: APIRequestContext, name: string) {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin-password' },
  });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await request.post('/api/admin/agents', {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@agents.test`, phone: '(503) 555-0142' },
  });
  return created;
}

test.describe('routes', () => {
  test('/ and /application show the form; unknown paths show the 404 page @phone', async ({ page }) => {
    for (const path of ['/', '/application']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Funding Application', level: 1 })).toBeVisible();
      await expectStep(page, 1);
    }

    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /application form/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(field(page, 'Business Name')).toBeVisible();
  });

  test('a path that merely ends like an agent link but has no slug is a 404', async ({ page }) => {
    await page.goto('/-funding-application');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('a logo that fails to load is replaced by the fallback image', async ({ page }) => {
    await page.goto('/application');
    const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}') as {
      logoUrl: string;
      logoFallbackUrl: string;
    };
    const logoUrl = new URL(config.logoUrl, page.url()).href;
    await page.route(logoUrl, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const logo = page.getByRole('banner').getByRole('img').first();
    await expect(logo).toHaveAttribute('src', config.logoFallbackUrl);
    // The src switches before the fallback has loaded; wait for the load rather than read it once.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  });

  test('/admin-login leads to the admin area', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('agent links by id and by slug show the agent card @phone', async ({ page, request }) => {
    const name = `Dana Whitfield ${randomUUID().slice(0, 8)}`;
    const created = await createAgent(request, name);
    expect(created.ok()).toBe(true);
    const agent = (await created.json()) as { id: string; slug?: string };

    await page.goto(`/apply/agent/${agent.id}`);
    const card = page.getByRole('region', { name });
    await expect(card).toContainText('Business Funding Specialist');
    await expect(card).toContainText('processing team');
    await expect(card.getByRole('link', { name: /@agents\.test/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const slug =
      agent.slug ??
      name
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, '')
        .trim()
        .replace(/\s+/g, '-');
    await page.goto(`/${slug}-funding-application`);
    await expect(page.getByRole('region', { name })).toContainText('Business Funding Specialist');
  });
});
