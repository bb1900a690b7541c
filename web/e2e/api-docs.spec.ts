import { expect, test } from './fixtures.ts';

test.describe('the API reference for staff integrators', () => {
  test('shows every operation of the OpenAPI document, under the app-wide CSP, with no error', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Any script, style or request the page's policy refuses is reported in the page itself.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`),
      );
    });

    const apiDocument = (await (await request.get('/api/openapi.json')).json()) as {
      info: { title: string };
      paths: Record<string, object>;
    };
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: apiDocument.info.title })).toBeVisible();
    for (const path of ['/api/applications', '/api/admin/applications/{applicationId}', '/api/auth/login']) {
      await expect(
        page.locator('.opblock-summary-path', { hasText: new RegExp(`^${escapeRegExp(path)}$`) }).first(),
      ).toBeVisible();
    }
    const operations = Object.values(apiDocument.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    await expect(page.locator('.opblock')).toHaveCount(operations);
    expect(problems).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
