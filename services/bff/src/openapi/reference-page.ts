import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * `/api/docs`: the OpenAPI document as a readable, searchable page for staff integrators (Swagger
 * UI, served from this origin: no CDN, and the app's Content-Security-Policy holds as it is, with
 * scripts from 'self' only, which is why the start-up script is a file and not inline).
 */
const SWAGGER_UI_VERSION = '5.35.0';
const swaggerUiDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
type Asset = keyof typeof ASSETS;

// validatorUrl null: the badge would send the document to a third-party validator.
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
});
`;

function page(title: string): string {
  const escaped = title.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escaped}</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${SWAGGER_UI_VERSION}">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
}

export function referencePageRoutes(title: string) {
  const files = new Map<Asset, Promise<Buffer>>();
  const read = (asset: Asset) => {
    let file = files.get(asset);
    if (!file) {
      file = readFile(join(swaggerUiDir(), asset));
      // A failed read is tried again on the next request, not remembered.
      file.catch(() => files.delete(asset));
      files.set(asset, file);
    }
    return file;
  };
  return new Hono<AppEnv>()
    .get('/', (c) => c.html(page(title)))
    .get('/start.js', (c) => c.body(START_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/:asset{swagger-ui\\.css|swagger-ui-bundle\\.js}', async (c) => {
      const asset = c.req.param('asset') as Asset;
      const body = await read(asset);
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': ASSETS[asset],
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
