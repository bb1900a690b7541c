import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';

/** A route as declared with `defineRoute`: its input schemas, the ones its validators use. */
export interface DeclaredRoute {
  /** Upper case, as `app.routes` lists it: 'GET'. */
  method: string;
  /** Hono style, as `app.routes` lists it: '/api/agents/:agentId'. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** The JSON body's schema. */
  body?: z.ZodType;
  /** A multipart body, read as a stream by the route itself (documented, not validated). */
  multipart: boolean;
}

/**
 * Routes under `/api` served on purpose without a declaration, so not in the OpenAPI document: the
 * document and its reference page. (Outside `/api` nothing is the API: the web app and its files,
 * Prometheus' `/metrics`, `/.well-known/security.txt`. Under `/api/admin/queues/board/` is
 * bull-board's own page and API, behind the queue view's own session.)
 */
export const UNDECLARED_API_ROUTES: readonly string[] = [
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/start.js',
  'GET /api/docs/:asset{swagger-ui\\.css|swagger-ui-bundle\\.js}',
];

/** Whether `path` (as `app.routes` lists it) is part of the HTTP API at all. */
export const isApiPath = (path: string) => path.startsWith('/api/');

const asZod = (value: unknown) => value as z.ZodType | undefined;

/** Every route declared in `app` and the apps mounted under it, with the full path. */
export function declaredRoutes(app: OpenAPIHono<AppEnv>): DeclaredRoute[] {
  return app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const route: RouteConfig = definition.route;
    const content = (route.request?.body?.content ?? {}) as Record<string, { schema?: unknown } | undefined>;
    return [
      {
        method: route.method.toUpperCase(),
        path: route.path.replaceAll(/\{([^}]+)\}/g, ':$1'),
        params: asZod(route.request?.params),
        query: asZod(route.request?.query),
        headers: asZod(route.request?.headers),
        body: asZod(content['application/json']?.schema),
        multipart: 'multipart/form-data' in content,
      },
    ];
  });
}
