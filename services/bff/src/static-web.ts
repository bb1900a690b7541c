import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '@funding/contracts';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env.ts';

const PLACEHOLDER = '<!--RUNTIME_CONFIG-->';

/**
 * Serves the built web app on the API's origin. The runtime configuration (provider name, links,
 * logo) is written into index.html once at boot as inert JSON, so one build serves any provider
 * without an extra request on the applicant's first paint.
 */
export function webRoutes(distDir: string, config: RuntimeConfig) {
  const app = new Hono<AppEnv>();
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet: run `make dev` or `npm run build -w web`.', 503),
    );
  }
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const indexHtml = readFileSync(indexPath, 'utf8').replace(
    PLACEHOLDER,
    `<script id="runtime-config" type="application/json">${json}</script>`,
  );

  // The applicant's first load is mostly JavaScript: sent compressed it is about a third the size.
  app.use('*', compress());
  // Hashed file names never change content, so browsers may keep them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const files = serveStatic<AppEnv>({ root: distDir, index: '' });
  // Directory paths ('/', '/assets/') fall through to index.html rather than to the file server.
  app.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
