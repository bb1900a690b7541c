import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Logger, openRetainedAsset, publishWebBuild } from '@funding/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { keepWebBuildPublished } from './keep-build-published.ts';

// Two builds as Vite writes them (index.html naming a hashed entry, hashed chunks under assets/,
// the files of web/public at the top), so no web build is needed to run this file.
const workDir = mkdtempSync(join(tmpdir(), 'static-web-'));
const webPublic = resolve(import.meta.dirname, '../../../../web/public');

function build(name: string, chunks: Record<string, string>): string {
  const dir = join(workDir, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const entry = Object.keys(chunks)[0];
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><!--RUNTIME_CONFIG--><script type="module" src="/assets/${entry}"></script></head><body></body></html>`,
  );
  for (const [file, content] of Object.entries(chunks)) writeFileSync(join(dir, 'assets', file), content);
  for (const file of ['robots.txt', 'favicon.ico', 'favicon.svg'])
    copyFileSync(join(webPublic, file), join(dir, file));
  return dir;
}

const buildA = build('a', {
  'index-AAAAAAAA.js': 'import("./DocumentsStep-AAAAAAAA.js")',
  'DocumentsStep-AAAAAAAA.js': 'export const DocumentsStep = "from build A"',
});
const buildB = build('b', {
  'index-BBBBBBBB.js': 'import("./DocumentsStep-BBBBBBBB.js")',
  'DocumentsStep-BBBBBBBB.js': 'export const DocumentsStep = "from build B"',
});

// A bucket of this file's own, as a deployment's: build A was published by the BFF it ran on.
const bucket = `static-web-${randomBytes(4).toString('hex')}`;
const { app, deps, close } = createTestApp({ WEB_DIST_DIR: buildB, S3_BUCKET: bucket });
// The same build with storage out of reach.
const unreachable = createTestApp({ WEB_DIST_DIR: buildB, S3_ENDPOINT: 'http://127.0.0.1:1' });

beforeAll(async () => {
  await deps.storage.ensureBucket();
  await publishWebBuild(deps.storage, buildA);
});
afterAll(async () => {
  await Promise.all([close(), unreachable.close()]);
  rmSync(workDir, { recursive: true, force: true });
});

describe('hashed web assets across deploys', () => {
  it("serves this build's own files, for a year", async () => {
    const response = await app.request('/assets/index-BBBBBBBB.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('DocumentsStep-BBBBBBBB.js');
  });

  it('serves a file of the previous build from storage, so an open form still loads its next step', async () => {
    const response = await app.request('/assets/DocumentsStep-AAAAAAAA.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('export const DocumentsStep = "from build A"');
  });

  it('answers 404 for a file no build has, never the HTML page', async () => {
    for (const path of [
      '/assets/gone-123.js',
      '/assets/gone-123.css',
      '/assets/',
      '/assets/%2e%2e%2findex.html',
      '/assets/sub/dir.js',
      '/assets/x.html',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toMatch(/html/);
      expect(response.headers.get('cache-control'), path).not.toContain('immutable');
      const body = await response.text();
      expect(body, path).not.toContain('<html');
    }
  });

  it('answers 503 when storage cannot be asked, and still serves its own files', async () => {
    const missing = await unreachable.app.request('/assets/DocumentsStep-AAAAAAAA.js');
    expect(missing.status).toBe(503);
    expect(await missing.json()).toMatchObject({ code: 'unavailable' });
    expect((await unreachable.app.request('/assets/index-BBBBBBBB.js')).status).toBe(200);
  });

  it('publishes the build at start, so the other replicas can serve it', async () => {
    const silent = { info: () => undefined, warn: () => undefined } as unknown as Logger;
    expect(await openRetainedAsset(deps.storage, 'DocumentsStep-BBBBBBBB.js')).toBeNull();
    const publishing = await keepWebBuildPublished(deps.storage, buildB, silent);
    publishing.stop();
    const asset = await openRetainedAsset(deps.storage, 'DocumentsStep-BBBBBBBB.js');
    expect(asset?.contentType).toMatch(/javascript/);
    asset?.body.destroy();
  });
});

describe('the small files of a public site', () => {
  it('serves robots.txt as text: the form open to crawlers, the portal and the API not', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/']);
  });

  it('serves the icons', async () => {
    const ico = await app.request('/favicon.ico');
    expect(ico.status).toBe(200);
    // An ICO file: reserved 0, type 1 (icon).
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect((await app.request('/favicon.svg')).headers.get('content-type')).toMatch(/svg/);
  });

  it('serves /.well-known/security.txt by RFC 9116: a contact, an expiry within a year, canonical', async () => {
    const response = await app.request('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields.Contact).toBe(`mailto:${deps.env.SUPPORT_EMAIL}`);
    const expires = Date.parse(fields.Expires!);
    expect(expires).toBeGreaterThan(Date.now() + 30 * 86_400_000);
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
    expect(fields.Canonical).toBe(`${deps.env.PUBLIC_BASE_URL}/.well-known/security.txt`);
    expect((await app.request('/.well-known/other')).status).toBe(404);
  });

  it("answers the app's pages 200 and every other path 404 with the app's 404 page, unindexed", async () => {
    for (const path of ['/', '/application', '/apply/agent/x', '/jane-doe-funding-application', '/admin']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('id="runtime-config"');
    }
    expect((await app.request('/')).headers.get('x-robots-tag')).toBeNull();
    for (const path of ['/thank-you', '/admin', '/admin/applications/FA-7K3QD-9XW2M']) {
      expect((await app.request(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    }
    for (const path of ['/nope', '/wp-login.php', '/application/extra', '/Jane-funding-application']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      // The page itself, with the runtime configuration: the app then shows its 404 screen.
      expect(await response.text(), path).toContain('id="runtime-config"');
    }
  });
});
