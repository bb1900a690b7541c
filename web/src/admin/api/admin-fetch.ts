import { ADMIN_API_MESSAGES, errorBodySchema, MESSAGES } from '@funding/contracts';
import type { z } from 'zod';
import { currentToken, endSession } from '../session/session-store';
import { AdminApiError } from './admin-api-error';

interface AdminRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(response: Response, body: unknown): AdminApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { message, code, fields } = parsed.data;
    return new AdminApiError(message, response.status, code, fields);
  }
  // A body that is not ours: "<status>: <body or status text>"
  // (docs/product.md#calls-and-errors).
  const text = typeof body === 'string' && body ? body : response.statusText;
  return new AdminApiError(`${response.status}: ${text}`, response.status);
}

/**
 * Every admin API call: sends the bearer token, parses the answer with the contract's schema, and
 * turns a 401 into the end of the session (the gate then shows the login screen).
 */
export async function adminFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  request: AdminRequest = {},
): Promise<z.output<Schema>> {
  const response = await adminResponse(path, request, 'application/json');
  return schema.parse(await readBody(response));
}

/**
 * The answer of an admin call that is not JSON (a CSV file), unread; an error answer throws as in
 * `adminFetch`, a 401 ends the session the same way.
 */
export async function adminResponse(
  path: string,
  { method = 'GET', body }: AdminRequest = {},
  accept = 'application/json',
): Promise<Response> {
  const token = currentToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new AdminApiError(MESSAGES.loginNetworkError, 0, 'network');
  }
  if (response.ok) return response;
  const answer = await readBody(response);
  const error = errorFrom(response, answer);
  // A request sent with a token that has since been replaced (password change) proves nothing
  // about the current session.
  if (response.status === 401 && token !== null && token === currentToken()) {
    endSession(error.message || ADMIN_API_MESSAGES.sessionExpired);
  }
  throw error;
}
