import { expect, test } from './fixtures.ts';

test.describe('the running system', () => {
  test('reports every dependency ready', async ({ request }) => {
    const response = await request.get('/api/ready');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      ready: true,
      dependencies: { postgres: 'up', redis: 'up', storage: 'up' },
    });
  });

  // Not on the phone too: what the server sends is the same for every screen. The 404 page for an
  // unknown path: applicant-routes.spec.ts, on the desktop and the phone.
  test('serves the application form at / with runtime configuration', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Funding Application' })).toBeVisible();
    const config = await page.locator('#runtime-config').textContent();
    expect(JSON.parse(config ?? '{}')).toMatchObject({ providerName: expect.any(String) });
  });

  test('sends the app compressed and its hashed assets cacheable for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('answers unknown API paths with a JSON 404, and sends security headers', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found' });
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
