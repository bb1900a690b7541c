import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';
import { createRequestMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The wiring of app.ts in small: the middleware first, `/metrics` beside the API routes. */
function appWith(token: string | undefined) {
  const metrics = createRequestMetrics(token);
  const app = new Hono<AppEnv>();
  app.use(metrics.record);
  const api = new Hono<AppEnv>();
  api.get('/admin/applications/:applicationId', (c) =>
    c.json({ applicationId: c.req.param('applicationId') }),
  );
  api.post('/applications', () => {
    throw new AppError('validation_failed', 'Check the form');
  });
  app.route('/api', api);
  app.get('/metrics', metrics.serve);
  app.onError((error, c) =>
    error instanceof AppError ? c.json({ message: error.message }, error.status) : c.json({}, 500),
  );
  return app;
}

const scrape = (app: Hono<AppEnv>, authorization?: string) =>
  app.request('/metrics', { headers: authorization ? { authorization } : {} });

describe('request metrics', () => {
  it('counts requests by route pattern, never by raw path', async () => {
    const app = appWith(TOKEN);
    await app.request('/api/admin/applications/APP-1');
    await app.request('/api/admin/applications/APP-2');
    await app.request('/api/applications', { method: 'POST' });

    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const page = await response.text();
    expect(page).toContain(
      'http_requests_total{method="GET",route="/api/admin/applications/:applicationId",status="200"} 2',
    );
    expect(page).toContain('http_requests_total{method="POST",route="/api/applications",status="400"} 1');
    expect(page).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/applications\/:applicationId",status="200"\} 2/,
    );
    expect(page).not.toContain('APP-1');
    // Process metrics come along on the same page.
    expect(page).toContain('process_resident_memory_bytes');
  });

  it('answers /metrics only with the configured bearer token', async () => {
    const app = appWith(TOKEN);
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, 'Bearer not-the-token')).status).toBe(401);
    expect((await scrape(app, TOKEN)).status).toBe(401);
    expect((await scrape(app, `bearer ${TOKEN}`)).status).toBe(200);
  });

  it('has no /metrics at all when no token is configured', async () => {
    const app = appWith(undefined);
    expect((await scrape(app, 'Bearer anything')).status).toBe(404);
  });
});
