import { ADMIN_API_MESSAGES } from '@funding/contracts';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';

/** The largest body a route that does not stream an upload reads: its JSON is small. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** Refuses a body over the limit with 413, before reading it whole (announced or chunked). */
export const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', 'The request body is too large');
  },
});

/**
 * `application/json` or a `+json` type, in UTF-8 (RFC 8259: JSON between systems is UTF-8; the body
 * is read as such, so another charset would be misread, not converted).
 */
export function isJsonContentType(contentType: string): boolean {
  const [essence = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (!/^application\/([a-z0-9.-]+\+)?json$/.test(essence)) return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim().replaceAll('"', ''));
    return name !== 'charset' || value === 'utf-8';
  });
}

/**
 * Reads the body of a route that declares a JSON body. A body must say it is JSON (415 otherwise,
 * also when it says nothing); no body at all, or only white space, reads as `{}`, so the schema
 * answers with its own per-field messages; text that is not JSON is a 400 of its own. The
 * validator then reads what was read here.
 */
export const readJsonBody: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  const contentType = c.req.header('content-type');
  if (contentType !== undefined && !isJsonContentType(contentType)) throw notJsonType();
  const text = await c.req.text();
  const empty = text.trim() === '';
  if (!empty && contentType === undefined) throw notJsonType();
  const json = empty ? '{}' : text;
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

const notJsonType = () => new AppError('unsupported_media_type', ADMIN_API_MESSAGES.bodyNotJson);
