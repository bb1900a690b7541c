import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNoIndexPath, isWebAppPath, type RuntimeConfig } from '@funding/contracts';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env.ts';
import { AppError } from './errors.ts';
import { serveRetainedAsset } from './web/retained-assets.ts';
import { serveSecurityTxt } from './web/security-txt.ts';

const PLACEHOLDER = '<!--RUNTIME_CONFIG-->';

/**
 * Serves the built web app on the API's origin. The runtime configuration (provider name, links,
 * logo) is written into index.html once at boot as inert JSON, so one build serves any provider
 * without an extra request on the applicant's first paint.
 *
 * What a public site is expected to answer: the files of `web/public` (robots.txt, the icons) as
 * they are; `/.well-known/security.txt`; a hashed file of this build, or of an earlier one from
 * storage, and otherwise a 404 (never the page: a script must not receive HTML); the app's page for
 * its own addresses, and the same page with the status 404 for every other path.
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
  // Directory paths ('/', '/assets/') fall through to the routes below rather than to the file server.
  app.use('*', (c, next) => (c.req.path.endsWith('/') ? next() : files(c, next)));
  app.get('/assets/*', serveRetainedAsset);
  app.get('/.well-known/security.txt', serveSecurityTxt);
  app.get('/.well-known/*', () => {
    throw new AppError('not_found', 'Not found');
  });
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    const known = isWebAppPath(c.req.path);
    // The thank-you page and the portal say noindex in a header too: crawlers that do not run
    // the app never see its meta tag. A 404 page is not indexed either.
    if (!known || isNoIndexPath(c.req.path)) c.header('X-Robots-Tag', 'noindex');
    return c.html(indexHtml, known ? 200 : 404);
  });
  return app;
}
