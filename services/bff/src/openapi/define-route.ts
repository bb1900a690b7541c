import { ADMIN_API_MESSAGES, errorBodySchema } from '@funding/contracts';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

/**
 * Reads the body of a route that declares a JSON body the way the API always has, whatever the
 * Content-Type says: no body reads as `{}` (so the schema answers with its own per-field messages)
 * and text that is not JSON is a 400 of its own. The validator then reads what was read here.
 */
const readJsonBody: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  const text = await c.req.text();
  const json = text.trim() === '' ? '{}' : text;
  try {
    JSON.parse(json);
  } catch {
    throw new AppError('bad_request', ADMIN_API_MESSAGES.bodyNotJson);
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set('content-type', 'application/json');
  // As hono's own bodyLimit does: the request the later handlers see is replaced, not patched. The
  // text is passed on as it came (never parsed and written again: JSON nested thousands deep
  // parses, but would overflow the stack of JSON.stringify).
  c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers, body: json });
  c.req.bodyCache = {};
  await next();
});

/**
 * One route: method, path (OpenAPI style, `{param}`), the schemas of its input and its answers.
 * Input schemas come from services/contracts; a route with a JSON body also reads it with
 * `readJsonBody` (after the route's own middleware, so a role check still comes first).
 */
export function defineRoute<P extends string, const R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R,
) {
  if (!config.request?.body?.content['application/json']) return createRoute<P, R>(config);
  const middleware = config.middleware === undefined ? [] : [config.middleware].flat();
  // Typed as declared: the added middleware sets no variables a handler could read.
  return createRoute<P, R>({ ...config, middleware: [...middleware, readJsonBody] });
}

/**
 * `defineRoute` with what the routes of one resource share: their heading in the document and,
 * for the admin API, the session they need (a route may still state its own `security`).
 */
export function routeGroup(shared: { tag: string; session?: boolean }) {
  const common = { tags: [shared.tag], ...(shared.session ? { security: ADMIN_SESSION } : {}) };
  return <P extends string, const R extends Omit<RouteConfig, 'path'> & { path: P }>(config: R) =>
    defineRoute({ ...common, ...config });
}

/** A required JSON request body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

/** A JSON answer of `schema`. */
export function jsonAnswer<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

const ERROR_DESCRIPTIONS = {
  400: 'The input is refused: `message` says why, `fields` gives the first message per field',
  401: 'Not signed in, or the session has ended (`WWW-Authenticate: Bearer`)',
  403: 'The signed-in role does not allow this',
  404: 'Nothing of that name',
  408: 'The upload stalled or took too long; nothing was saved',
  409: 'The resource is not in a state that allows this',
  410: 'The link has expired or has done its job',
  413: 'The body is too large',
  429: 'Too many requests; `Retry-After` says when to try again',
  503: 'A service behind the API is down; nothing was saved',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers a route gives, each `{ message, code?, fields? }` (errors.ts). */
export function errorAnswers<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: errorBodySchema } },
      },
    ]),
  ) as unknown as Record<
    S,
    { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } }
  >;
}

/** Routes that need an admin session (`Authorization: Bearer <token>` from `POST /api/auth/login`). */
export const ADMIN_SESSION = [{ adminSession: [] }];
