import { errorBodySchema } from '@funding/contracts';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { limitBody, readJsonBody } from './json-body.ts';

/**
 * One route: method, path (OpenAPI style, `{param}`), the schemas of its input and its answers.
 * Input schemas come from services/contracts. What every route of a kind answers is added here, so
 * that a new route cannot leave it out of the document: a route that is not a streamed upload
 * refuses a body over 64 KiB (413), and one with a JSON body reads it with `readJsonBody` (400 for
 * text that is not JSON, 415 for a body that does not say it is JSON). Both run after the route's
 * own middleware, so a role check still comes first.
 */
export function defineRoute<P extends string, const R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R,
) {
  const content = config.request?.body?.content ?? {};
  const readsJson = 'application/json' in content;
  // A GET carries no body; a streamed upload has limits of its own (intake).
  if (config.method === 'get' || 'multipart/form-data' in content) return createRoute<P, R>(config);
  const middleware = [
    ...(config.middleware === undefined ? [] : [config.middleware].flat()),
    limitBody,
    ...(readsJson ? [readJsonBody] : []),
  ];
  const responses = {
    ...errorAnswers(413, ...(readsJson ? ([400, 415] as const) : [])),
    ...config.responses,
  };
  // Typed as declared: the added middleware sets no variables a handler could read, and the added
  // answers are errors, which handlers throw rather than return.
  return createRoute<P, R>({ ...config, middleware, responses });
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
  415: 'The body is not sent as JSON (`Content-Type: application/json`, UTF-8)',
  429: 'Too many requests; `Retry-After` says when to try again',
  503: 'A service behind the API is down; nothing was saved',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const ERROR_BODY = { 'application/json': { schema: errorBodySchema } } as const;

// Every 429 says when to try again (an AppError's `retryAfterSeconds`, sent by the error handlers).
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
} as const;

/** The error answers a route gives, each `{ message, code?, fields? }` (errors.ts). */
export function errorAnswers<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: ERROR_BODY,
        ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      },
    ]),
  ) as unknown as Record<S, { description: string; content: typeof ERROR_BODY }>;
}

/** Routes that need an admin session (`Authorization: Bearer <token>` from `POST /api/auth/login`). */
export const ADMIN_SESSION = [{ adminSession: [] }];
