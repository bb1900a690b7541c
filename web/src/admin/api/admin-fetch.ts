import { ADMIN_API_MESSAGES } from '@funding/contracts';
import type { z } from 'zod';
import { ApiError, type ApiRequest, apiJson, apiResponse } from '../../api/api-client';
import { currentToken, endSession } from '../session/session-store';

type AdminRequest = Pick<ApiRequest, 'method' | 'json' | 'accept'>;

/**
 * Every admin API call: sends the session's bearer token, parses the answer with the contract's
 * schema, and turns a 401 into the end of the session (the gate then shows the login screen).
 */
export async function adminFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  request: AdminRequest = {},
): Promise<z.output<Schema>> {
  return schema.parse(await withSession((token) => apiJson(path, { ...request, token })));
}

/** The answer of an admin call that is not JSON (a CSV file), unread; errors as in `adminFetch`. */
export function adminResponse(path: string, request: AdminRequest = {}): Promise<Response> {
  return withSession((token) => apiResponse(path, { ...request, token }));
}

async function withSession<Answer>(call: (token: string | null) => Promise<Answer>): Promise<Answer> {
  const token = currentToken();
  try {
    return await call(token);
  } catch (error) {
    // A request sent with a token that has since been replaced (password change) proves nothing
    // about the current session.
    if (error instanceof ApiError && error.status === 401 && token !== null && token === currentToken()) {
      endSession(error.message || ADMIN_API_MESSAGES.sessionExpired);
    }
    throw error;
  }
}
