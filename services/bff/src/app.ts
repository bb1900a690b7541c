import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Dependencies } from './dependencies.ts';
import { AppError } from './errors.ts';
import { createRequestMetrics } from './metrics.ts';
import { openApiDocument } from './openapi/document.ts';
import { referencePageRoutes } from './openapi/reference-page.ts';
import { routeApp } from './openapi/route-app.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { healthRoutes, readinessRoutes } from './routes/health.ts';
import { publicRoutes } from './routes/public/index.ts';
import { webRoutes } from './static-web.ts';

const API_TITLE = 'Funding applications API';
const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export function createApp(deps: Dependencies) {
  const { env } = deps;
  const app = routeApp();

  const metrics = createRequestMetrics(env.METRICS_TOKEN);
  app.use(metrics.record);
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('logger', deps.logger.child({ requestId: c.get('requestId') }));
    const started = performance.now();
    await next();
    // The path only: query strings may carry download tokens.
    c.get('logger').info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Same origin only: LOGO_URL and LOGO_FALLBACK_URL are paths the BFF serves (env.ts).
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: env.PUBLIC_BASE_URL.startsWith('https:')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginResourcePolicy: 'same-origin',
      // A route's own, stricter header stands (inline downloads: `Content-Security-Policy: sandbox`).
      overwrite: false,
    }),
  );

  const api = routeApp();
  // Same origin needs no CORS; other origins only when configured (e.g. a provider's own site).
  if (env.CORS_ORIGINS.length > 0) {
    api.use(
      cors({ origin: env.CORS_ORIGINS, allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'] }),
    );
  }
  api.route('/health', healthRoutes);
  api.route('/ready', readinessRoutes);
  api.route('/', publicRoutes);
  api.route('/auth', authRoutes);
  api.route('/admin', adminRoutes);
  // The API's own description: generated from the route declarations, never written by hand.
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.get('/openapi.json', (c) => {
    document ??= openApiDocument(app, API_TITLE);
    return c.json(document);
  });
  api.route('/docs', referencePageRoutes(API_TITLE));
  api.all('*', () => {
    throw new AppError('not_found', 'Not found');
  });
  app.route('/api', api);
  // Prometheus scrapes here with a bearer token (METRICS_TOKEN); see docs/operations.md.
  app.get('/metrics', metrics.serve);

  app.route(
    '/',
    webRoutes(env.WEB_DIST_DIR, {
      providerName: env.PROVIDER_NAME,
      providerSiteUrl: env.PROVIDER_SITE_URL,
      supportEmail: env.SUPPORT_EMAIL,
      logoUrl: env.LOGO_URL,
      logoFallbackUrl: env.LOGO_FALLBACK_URL,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ message: error.message, code: error.code, fields: error.fields }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Request refused' }, error.status);
    }
    c.get('logger').error({ err: error }, 'unhandled error');
    return c.json({ message: INTERNAL_MESSAGE, code: 'internal' }, 500);
  });

  return app;
}
