import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Histogram, processMetricsRegistry, Registry, renderMetrics } from '@funding/platform';
import type { Handler, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';

/** Request duration buckets in seconds: API calls are fast, a 70 MB submission takes a while. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * Request metrics for Prometheus: `record` counts and times every request by method, matched
 * route pattern (`/api/admin/applications/:applicationId`, never the raw path, so ids and tokens
 * stay out of the labels and the series stay few) and status; `serve` answers `/metrics`.
 *
 * `/metrics` is on the public origin, so it answers only a caller that presents
 * `Authorization: Bearer <METRICS_TOKEN>`; without a configured token it does not exist (404).
 */
export function createRequestMetrics(metricsToken: string | undefined) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, uploads included, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const record: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // After next(), the route index points at the handler that answered (or the last middleware).
      const labels = { method: c.req.method, route: routePath(c), status: String(c.res.status) };
      requests.inc(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    }
  };

  const expected = metricsToken ? digest(metricsToken) : undefined;
  const serve: Handler<AppEnv> = async (c) => {
    if (!expected) throw new AppError('not_found', 'Not found');
    const presented = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // Digests have equal length, so the comparison takes the same time whatever was sent.
    if (!presented || !timingSafeEqual(digest(presented), expected)) {
      throw new AppError('unauthorized', 'A valid metrics token is required');
    }
    const page = await renderMetrics(processMetricsRegistry(), registry);
    return c.body(page.body, 200, { 'content-type': page.contentType, 'cache-control': 'no-store' });
  };

  return { registry, record, serve };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
