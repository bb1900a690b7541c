import { createLogger } from '@funding/platform';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Dependencies } from '../dependencies.ts';
import { loadBffEnv } from '../env.ts';
import { declaredRoutes, isApiPath, UNDECLARED_API_ROUTES } from './declared-routes.ts';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

// Built without connections: serving the document and listing routes open none.
const app = createApp({
  env: loadBffEnv({}),
  logger: createLogger({ name: 'test', level: 'silent' }),
} as Dependencies);
const served = async () => (await (await app.request('/api/openapi.json')).json()) as Document;
const honoPath = (openApiPath: string) => openApiPath.replaceAll(/\{([^}]+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the admin session scheme', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.adminSession).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('lists every route the app serves under /api with its method and path, and nothing else', async () => {
    const document = await served();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${honoPath(path)}`),
    );
    const servedRoutes = [
      ...new Set(
        app.routes
          // Middleware and catch-alls (`ALL /api/*`, bull-board's `/board/*`) are no routes of the API.
          .filter(({ method, path }) => method !== 'ALL' && !path.endsWith('*') && isApiPath(path))
          .map(({ method, path }) => `${method} ${path}`),
      ),
    ];
    expect(servedRoutes.filter((route) => !UNDECLARED_API_ROUTES.includes(route)).sort()).toEqual(
      [...documented].sort(),
    );
    // Each exception is a route the app really serves, so the list cannot hide one that went away.
    for (const route of UNDECLARED_API_ROUTES) expect(servedRoutes).toContain(route);
  });

  it('names every path parameter, and gives every operation an answer', async () => {
    const document = await served();
    for (const [path, operations] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const operation of Object.values(operations)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), path).toEqual(inPath);
        expect(Object.keys(operation.responses).length, path).toBeGreaterThan(0);
      }
    }
  });

  it('says which routes need an admin session: /api/admin (but the queue view link) and the signed-in auth routes', async () => {
    const document = await served();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // The queue view's way in is its single-use link, not the header.
        const needsSession =
          (path.startsWith('/api/admin/') && path !== '/api/admin/queues/enter') ||
          ['/api/auth/verify', '/api/auth/logout'].includes(path);
        expect(operation.security ?? [], `${method} ${path}`).toEqual(
          needsSession ? expect.arrayContaining([{ adminSession: [] }]) : [],
        );
      }
    }
  });

  it('shows each declared request body, and the multipart submission with its fields', async () => {
    const document = await served();
    for (const route of declaredRoutes(app)) {
      const path = route.path.replaceAll(/:([^/]+)/g, '{$1}');
      const body = document.paths[path]?.[route.method.toLowerCase()]?.requestBody;
      if (route.body) expect(Object.keys(body?.content ?? {}), path).toEqual(['application/json']);
      else if (!route.multipart) expect(body, path).toBeUndefined();
    }
    const submission = document.paths['/api/applications']?.post?.requestBody?.content[
      'multipart/form-data'
    ] as { schema: { properties: Record<string, unknown> } };
    expect(Object.keys(submission.schema.properties)).toEqual(
      expect.arrayContaining(['data', 'agentId', 'bankStatement1', 'additionalDoc3']),
    );
  });
});

describe("what the document declares besides each route's own answers", () => {
  const operations = async () =>
    Object.entries((await served()).paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method,
        operation,
      })),
    );

  it('the body limit: 413 on every operation that can carry a body, but uploads declare their own', async () => {
    const withBody = (await operations()).filter(({ method }) => method !== 'get');
    expect(withBody.length).toBeGreaterThan(20);
    for (const { name, operation } of withBody)
      expect(Object.keys(operation.responses), name).toContain('413');
  });

  it('a JSON body: 400 for text that is not JSON and 415 for a body that does not say it is JSON', async () => {
    const withJson = (await operations()).filter(
      ({ operation }) => operation.requestBody?.content['application/json'],
    );
    expect(withJson.length).toBeGreaterThanOrEqual(18);
    for (const { name, operation } of withJson) {
      expect(Object.keys(operation.responses), name).toEqual(expect.arrayContaining(['400', '415']));
    }
    const others = (await operations()).filter(
      ({ operation }) => !operation.requestBody?.content['application/json'],
    );
    for (const { name, operation } of others)
      expect(Object.keys(operation.responses), name).not.toContain('415');
  });

  it('every 429 with its Retry-After header', async () => {
    const limited = (await operations()).filter(({ operation }) => operation.responses['429']);
    expect(limited.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'POST /api/applications',
        'POST /api/auth/login',
        'GET /api/upload-links/current',
      ]),
    );
    for (const { name, operation } of limited) {
      expect(operation.responses['429'], name).toMatchObject({
        headers: { 'Retry-After': { required: true, schema: { type: 'integer', minimum: 1 } } },
      });
    }
  });

  it('downloads with the media types they are served as', async () => {
    const paths = (await served()).paths;
    const mediaTypes = (path: string) =>
      Object.keys((paths[path]?.get?.responses['200'] as { content?: object } | undefined)?.content ?? {});
    expect(mediaTypes('/api/admin/applications/{applicationId}/download-pdf')).toEqual(['application/pdf']);
    expect(mediaTypes('/api/admin/applications/{applicationId}/documents/{slot}').sort()).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
  });

  it("the submission's agentId as any text (one that names no agent is ignored, not refused)", async () => {
    const submission = (await served()).paths['/api/applications']?.post?.requestBody?.content[
      'multipart/form-data'
    ] as { schema: { properties: Record<string, unknown> } };
    expect(submission.schema.properties.agentId).toEqual({ type: 'string', description: expect.any(String) });
  });
});

describe('the reference page', () => {
  it('serves Swagger UI from this origin under the app-wide Content-Security-Policy', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    // Scripts from 'self' only, and none inline: the CSP (script-src 'self') needs no exception.
    expect(scripts).toEqual([
      expect.stringContaining('src="/api/docs/swagger-ui-bundle.js'),
      expect.stringContaining('src="/api/docs/start.js"'),
    ]);
    expect(html).not.toMatch(/<script>[^<]/);
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    for (const asset of [
      '/api/docs/start.js',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-ui.css',
    ]) {
      const response = await app.request(asset);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    expect(await (await app.request('/api/docs/start.js')).text()).toContain("url: '/api/openapi.json'");
    expect((await app.request('/api/docs/index.html')).status).toBe(404);
  });
});
