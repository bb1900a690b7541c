import { firstMessagePerField } from '@funding/contracts';
import { type Hook, OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

type ValidationResult = Parameters<Hook<unknown, AppEnv, string, unknown>>[0];

/**
 * What a declared input that fails its schema answers, by where it came from: a path parameter
 * that cannot name anything is "not found" (the schema's message says what), a header is a bad
 * request, and a query or body gets 400 with the first message per field. The first message also
 * stands as `message`, so a client that shows only that still shows the spec's text ('Please fill
 * in all fields').
 */
export function refuseInvalidInput(result: ValidationResult): void {
  if (result.success) return;
  const fields = firstMessagePerField(result.error.issues);
  const message = Object.values(fields)[0] ?? 'Invalid request';
  if (result.target === 'param') throw new AppError('not_found', message);
  if (result.target === 'header') throw new AppError('bad_request', message);
  throw new AppError('validation_failed', message, fields);
}

/**
 * A sub-app whose routes are declared with `defineRoute`: each declaration is both the validator of
 * the route's input and its entry in the OpenAPI document (`/api/openapi.json`), so what the
 * document says a route takes is what it checks. What a route answers is declared beside it and
 * held to the document by the conformance pass (conformance.int.test.ts). Handlers read their
 * input with `c.req.valid(...)`.
 */
export function routeApp() {
  return new OpenAPIHono<AppEnv>({ defaultHook: (result) => refuseInvalidInput(result) });
}
